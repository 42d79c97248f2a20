import type { AppLoadContext } from "@remix-run/server-runtime";
import { GetRoleShortDocument } from "#graphql/generated/operations";
import { UUID } from "#graphql/validation/uuid";
import { requireUserSession } from "~/lib/auth.server";
import { orProfile } from "./vhub.server";

/** A list's search as the address carries it (?q=): trimmed, an @ in front ignored, at most 64 characters. */
export function searchOf(request: Request): string {
  return (new URL(request.url).searchParams.get("q") ?? "").trim().replace(/^@/, "").slice(0, 64);
}

/**
 * The signed-in caller and the company of the role in the address (/vhub/{roleId}/...), for the
 * control center's sections; a role that is not theirs goes to the profile.
 */
export async function sectionCompany(request: Request, context: AppLoadContext, roleId: string) {
  const auth = await requireUserSession(request, context);
  const { getRole } = await orProfile(() => auth.call(GetRoleShortDocument, { id: roleId }));
  return { auth, companyId: getRole.companyId, role: getRole };
}

/** People a list's page shows (a page of the team or of the owners: the same cost with 5 or 5,000). */
export const PEOPLE_PAGE = 20;

/** A list's cursor as the address carries it (?after=, ?formerAfter=): an id, or none (the first page). */
export function cursorOf(request: Request, name: "after" | "formerAfter"): string | null {
  const value = new URL(request.url).searchParams.get(name);
  return value && UUID.test(value) ? value : null;
}

/**
 * One page of a list asked for with PEOPLE_PAGE + 1 rows: the page, the cursor of the next one (the
 * page's last id) when there is more, and whether this is a page after the first.
 */
export function pageOf<T extends { id: string }>(rows: readonly T[], after: string | null) {
  const items = rows.slice(0, PEOPLE_PAGE);
  return { items, next: rows.length > PEOPLE_PAGE ? items[items.length - 1]!.id : null, paged: after !== null };
}

import type { AppLoadContext } from "@remix-run/server-runtime";
import { GetRoleShortDocument } from "#graphql/generated/operations";
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

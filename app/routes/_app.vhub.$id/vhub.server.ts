import { redirect, type AppLoadContext } from "@remix-run/server-runtime";
import { VhubRoleDocument } from "#graphql/generated/operations";
import { UUID } from "#graphql/validation/uuid";
import { ApiError } from "~/lib/api.server";
import { requireUserSession, type UserSession } from "~/lib/auth.server";
import { getTranslator, apiErrorKey } from "~/lib/forms.server";
import { hubPath } from "~/lib/hub-paths";
import { redirectWithToast } from "~/lib/toast.server";
import type { TKey } from "~/lib/translate";

export type { UserSession };

/** Codes that mean the role (or its company) is not the caller's to work in: they go to the profile. */
const NOT_THEIRS = new Set(["FORBIDDEN", "OWNER_NOT_FOUND", "ROLE_NOT_FOUND", "NOT_FOUND", "BAD_USER_INPUT"]);

/** Runs a hub page's API call; a role that is not (or no longer) the caller's sends them to the profile. */
export async function orProfile<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && NOT_THEIRS.has(error.code)) throw redirect("/profile");
    throw error;
  }
}

/**
 * Runs a module page's first call (the files, the instructions): a role of the caller's that the
 * module is closed to (FORBIDDEN: not granted in the control center's access; USAGE_SUSPENDED: the
 * balance ran out) goes to the role's dashboard, told why, where its open modules are listed; a
 * role that is not theirs, to the profile (orProfile).
 */
export async function orHub<T>(
  request: Request,
  context: AppLoadContext,
  roleId: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && (error.code === "FORBIDDEN" || error.code === "USAGE_SUSPENDED")) {
      const title: TKey = error.code === "FORBIDDEN" ? "vhub.nav.noAccess" : "vhub.nav.unpaid";
      throw await redirectWithToast(request, context, hubPath(roleId), { type: "error", title });
    }
    if (error instanceof ApiError && NOT_THEIRS.has(error.code)) throw redirect("/profile");
    throw error;
  }
}

/**
 * The role of /vhub/{id} and its company, as the caller holds it: one of their live roles, else
 * the profile. Every call of the page carries the role (x-current-role-id, api.server.ts), so the
 * API answers as that role, and finds the role's company itself (getCurrentRoleCompany): the
 * layout's one query goes in the same batch as the header's and the page's, and reads nothing
 * they do not read already (docs/decisions/0021).
 */
export async function loadHub(request: Request, context: AppLoadContext, id: string) {
  const auth = await requireUserSession(request, context);
  if (!UUID.test(id)) throw redirect("/profile");
  const { listUserCompanyRoles, getCurrentRoleCompany: company } = await orProfile(() =>
    auth.call(VhubRoleDocument, {}),
  );
  const role = listUserCompanyRoles.find((r) => r.id.toLowerCase() === id.toLowerCase());
  if (!role) throw redirect("/profile");
  return {
    auth,
    role: {
      id: role.id,
      name: role.name,
      level: role.level,
      parentRoleId: role.parentRoleId,
      companyId: role.companyId,
    },
    company: {
      id: company.id,
      name: company.name,
      stopedAt: company.stopedAt ?? null,
      hasDirector: Boolean(company.ceo),
      usageSuspended: company.usageSuspended,
      myModules: company.myModules,
    },
  };
}

/**
 * A hub action's call that ends in a redirect with a toast: `done` on success, the API's error
 * (translated) otherwise, to `failTo` (else `to`). A redirect thrown on the way goes on.
 */
export async function actAndReturn(
  request: Request,
  context: AppLoadContext,
  to: string,
  done: TKey,
  call: () => Promise<unknown>,
  failTo = to,
) {
  try {
    await call();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!(error instanceof ApiError)) throw error;
    const { t } = await getTranslator(request, context);
    const { key, values } = apiErrorKey(error, t);
    return redirectWithToast(request, context, failTo, { type: "error", title: key, values });
  }
  return redirectWithToast(request, context, to, { type: "success", title: done });
}

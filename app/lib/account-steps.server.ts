import { redirect, type AppLoadContext } from "@remix-run/server-runtime";
import type { FieldsByCode } from "./forms.server";
import { requireUserSession } from "./auth.server";
import type { PhoneChangeState } from "./session.server";
import { PHONE_STEPS } from "./account-steps";

/** A one-time code's errors belong to its field. */
export const CODE_ERRORS: FieldsByCode = { INVALID_CODE: "code", TOO_MANY_ATTEMPTS: "code" };

type Need = "started" | "confirmed" | "newPhone";

/**
 * The phone change so far (kept in the web session so that each step is a page that works
 * without JavaScript). A step opened before its turn goes back to the first one.
 */
export async function requirePhoneChange(request: Request, context: AppLoadContext, need: Need) {
  const auth = await requireUserSession(request, context);
  const state: PhoneChangeState = auth.session.get("phoneChange") ?? {};
  const ok = need === "started" || (need === "confirmed" ? state.confirmed : state.confirmed && state.phone);
  if (!ok) throw redirect(PHONE_STEPS.current);
  return { auth, state };
}

/** Saves the phone change's state (undefined: it is over). */
export function savePhoneChange(
  auth: Awaited<ReturnType<typeof requireUserSession>>,
  state: PhoneChangeState | undefined,
) {
  if (state) auth.session.set("phoneChange", state);
  else auth.session.unset("phoneChange");
  auth.sessionChanged();
}

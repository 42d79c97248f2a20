import { redirect, type AppLoadContext } from "@remix-run/server-runtime";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { FieldsByCode } from "./forms.server";
import { requireUserSession } from "./auth.server";
import type { PhoneChangeState } from "./session.server";
import { PHONE_STEPS } from "./account-steps";

/**
 * A phone as people read it, everywhere the app shows one: libphonenumber's international format,
 * +380 67 123 4567 (stored as E.164). The phone fields' hints write their examples the same way
 * (national ones as formatNational: 067 123 4567), which phone.test.ts holds them to.
 */
// Every signed-in page's header shows the phone: parsed once per number, not per request (the
// phone library takes about 0.15 ms a number). Bounded: a process sees many people.
const displayed = new Map<string, string>();
export const displayPhone = (phone: string) => {
  let shown = displayed.get(phone);
  if (shown === undefined) {
    if (displayed.size >= 10_000) displayed.clear();
    displayed.set(phone, (shown = parsePhoneNumberFromString(phone)?.formatInternational() ?? phone));
  }
  return shown;
};

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
export function savePhoneChange(auth: Awaited<ReturnType<typeof requireUserSession>>, state: PhoneChangeState | undefined) {
  if (state) auth.session.set("phoneChange", state);
  else auth.session.unset("phoneChange");
  auth.sessionChanged();
}

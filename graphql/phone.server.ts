import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * A phone as people read it, everywhere vHold shows one (issue 41: one format): libphonenumber's
 * international format of the stored E.164, "+380 67 123 4567" (its grouping for Ukraine; the
 * national examples in the texts are its formatNational, "067 123 4567", which
 * app/lib/phone.test.ts holds them to). Anything that does not parse is shown as stored.
 * Server-only (.server): the phone library stays out of the browser's scripts; the web half's
 * loaders and the API both call it.
 */
// Every signed-in page's header shows the phone: parsed once per number, not per request (the
// phone library takes about 0.15 ms a number). Bounded: a process sees many people.
const formatted = new Map<string, string>();

export function formatPhone(phone: string): string {
  let shown = formatted.get(phone);
  if (shown === undefined) {
    if (formatted.size >= 10_000) formatted.clear();
    formatted.set(phone, (shown = parsePhoneNumberFromString(phone)?.formatInternational() ?? phone));
  }
  return shown;
}

/** A phone that may be missing (a company's, a person's hidden one): formatted, or null. */
export const formatPhoneOrNull = (phone: string | null | undefined): string | null =>
  phone ? formatPhone(phone) : null;

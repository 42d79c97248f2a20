import { parse, serialize } from "cookie";
import { UUID } from "#graphql/validation/uuid";

/**
 * vhold_change (spec: preferences kept in the browser, default 0): the company the person last
 * opened in vHold, so that vHold (/vhold, the header's switch) opens it again. The browser may
 * hold anything there: only a company id's shape is believed, and whether the person still owns
 * that company is for the API to say each time it is used.
 */
export const VHOLD_CHANGE = "vhold_change";

const YEAR = 60 * 60 * 24 * 365;

/** The company id the cookie holds, or null (none, the default 0, or anything not an id). */
export function lastCompanyId(request: Request): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  const value = parse(header)[VHOLD_CHANGE];
  return value && UUID.test(value) ? value.toLowerCase() : null;
}

/** Set-Cookie remembering `companyId` as the last company opened; null forgets it (back to 0). */
export function lastCompanyCookie(companyId: string | null, secure: boolean): string {
  return serialize(VHOLD_CHANGE, companyId ?? "0", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure,
    maxAge: companyId ? YEAR : 0,
  });
}

import { parse, serialize } from "cookie";
import { UUID } from "#graphql/validation/uuid";

/**
 * vhub_change (spec: preferences kept in the browser, default 0): the role the person last worked
 * in, so that vHub (/vhub, the header's switch, the settings' Back) opens it again. Only a role
 * id's shape is believed here; whether the role is still theirs the API says each time.
 */
export const VHUB_CHANGE = "vhub_change";

const YEAR = 60 * 60 * 24 * 365;

/** The role id the cookie holds, or null (none, the default 0, or anything not an id). */
export function lastRoleId(request: Request): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  const value = parse(header)[VHUB_CHANGE];
  return value && UUID.test(value) ? value.toLowerCase() : null;
}

/** Set-Cookie remembering `roleId` as the last role worked in; null forgets it (back to 0). */
export function lastRoleCookie(roleId: string | null, secure: boolean): string {
  return serialize(VHUB_CHANGE, roleId ?? "0", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure,
    maxAge: roleId ? YEAR : 0,
  });
}

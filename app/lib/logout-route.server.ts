import { safeRedirect } from "./safe-redirect";

/**
 * Logging out asks first, from the user menu and from the settings alike: with JavaScript in a
 * dialog over the page, without it on the /logout page (?from=, LogoutDialog), which Cancel
 * leaves for the page the person came from. Read on the server: no script carries it.
 */

/** Where Cancel on /logout returns: `from` when it is a page of this site (not sign-in, not /logout itself), else /profile. */
export function logoutReturn(raw: string | null | undefined): string {
  const path = safeRedirect(raw, "");
  const pathname = path.split(/[?#]/, 1)[0];
  return path && !/^\/(auth|logout)(\/|$)/.test(pathname) ? path : "/profile";
}

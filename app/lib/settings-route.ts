import { safeRedirect } from "./safe-redirect";

/**
 * Where the settings' back button returns (spec: "the last remembered settings path or the hub";
 * the named route personalInfo takes `from`, the previous path). Browser-safe: the header builds
 * the links, the settings layout reads them back.
 */

/**
 * The hub the back button falls back to: the role the person last worked in (vhub_change; its
 * layout sends a role no longer theirs to the profile), else the product home.
 */
export function settingsHub(lastRoleId: string | null): string {
  return lastRoleId ? `/vhub/${lastRoleId}` : "/profile";
}

/** The browser's copy of the remembered path (session storage, per tab; spec section 3). */
export const SETTINGS_ROUTE_KEY = "last_settings_route";

/**
 * A `from` worth returning to: a path of this site (the safe-redirect rules) outside the
 * settings themselves and the sign-in and logout pages; anything else is null.
 */
export function settingsFrom(raw: string | null | undefined): string | null {
  const path = safeRedirect(raw, "");
  if (!path) return null;
  const pathname = path.split(/[?#]/, 1)[0];
  if (/^\/(settings|auth|logout)(\/|$)/.test(pathname)) return null;
  return path;
}

/** A settings page's link that remembers where it was opened from. */
export function settingsLink(to: string, from: string): string {
  const previous = settingsFrom(from);
  return previous ? `${to}?from=${encodeURIComponent(previous)}` : to;
}

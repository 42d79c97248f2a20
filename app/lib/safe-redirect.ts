// A base no request can have: a target that resolves to any other origin is not ours.
const BASE = "http://app.invalid";

/**
 * Only paths of this site: never an open redirect to another host. The target is resolved the
 * way a browser resolves a Location header (new URL against our origin) and taken only when it
 * stays on that origin; control characters (a browser drops tabs and newlines, so "/\t/evil"
 * reads as "//evil") and backslashes (read as "/") are refused before that. The resolved,
 * normalised path is returned, so "/./ /evil"-style dot segments cannot become "//evil" later.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || !path.startsWith("/") || path.startsWith("//")) return fallback;
  return path;
}

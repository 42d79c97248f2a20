import { maskEmail, maskPhone } from "#graphql/validation/identity";
import type { ContactVisibilityValue } from "../../db/schema";

/**
 * What a caller sees of another person's phone or e-mail (spec: privacy and access, masking in
 * section 5). The person themself and, with ALL, everyone see it whole; with CONTACTS only their
 * contacts do, everyone else sees it masked. See ContactVisibility in graphql/schema/users.graphql.
 */
export function shownContact(
  value: string | null,
  kind: "phone" | "email",
  visibility: ContactVisibilityValue,
  caller: { isSelf: boolean; isContact: boolean },
): string | null {
  if (value === null) return null;
  if (caller.isSelf || visibility === "ALL" || caller.isContact) return value;
  return kind === "phone" ? maskPhone(value) : maskEmail(value);
}

/**
 * A person's birthday as others see it (decision 0025): it has no visibility choice of its own,
 * so it goes no further than the most private one, CONTACTS: the person themself and their
 * contacts (people who share a company with them now) see it; anyone else sees nothing, as a
 * date has no masked form.
 */
export function shownBirthday(value: string | null, caller: { isSelf: boolean; isContact: boolean }): string | null {
  if (value === null) return null;
  return caller.isSelf || caller.isContact ? value : null;
}

/**
 * The browser and the operating system a session's user agent names, for the sessions list
 * ("Chrome, Windows"). Null where it says nothing known: the web shows its own "unknown".
 */
export function describeDevice(userAgent: string): { browser: string | null; os: string | null } {
  const ua = userAgent;
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /SamsungBrowser\//.test(ua)
        ? "Samsung Internet"
        : /Firefox\/|FxiOS\//.test(ua)
          ? "Firefox"
          : /Chrome\/|CriOS\/|Chromium\//.test(ua)
            ? "Chrome"
            : /Safari\//.test(ua) && /Version\//.test(ua)
              ? "Safari"
              : null;
  const os = /Windows/.test(ua)
    ? "Windows"
    : /iPhone|iPad|iPod/.test(ua)
      ? "iOS"
      : /Android/.test(ua)
        ? "Android"
        : /CrOS/.test(ua)
          ? "ChromeOS"
          : /Mac OS X|Macintosh/.test(ua)
            ? "macOS"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  return { browser, os };
}

/**
 * Limits and choices of the person's own profile and settings, free of any library so that the
 * browser may import them (graphql/validation/users.ts holds the rules that use them).
 */

/** About me: at most this many characters (code points, as PostgreSQL counts). */
export const ABOUT_MAX = 500;
/** Spec section 9: birthday years run from now - 75 to now - 12. */
export const BIRTH_YEARS_BACK_MAX = 75;
export const BIRTH_YEARS_BACK_MIN = 12;

export const currencies = ["UAH", "USD", "EUR"] as const;
export const timeFormats = ["FORMAT_12H", "FORMAT_24H"] as const;
export const contactVisibilities = ["ALL", "CONTACTS"] as const;

/**
 * Spec sections 6 and 9: another device's session may be ended only this long after this
 * device's first sign-in (the API enforces it; the privacy page tells the date up front).
 */
export const END_OTHER_SESSIONS_AFTER_SECONDS = 7 * 24 * 3600;

/** The years a birthday may fall in, newest first (the form's year choices). */
export function birthYears(now: Date): number[] {
  const year = now.getUTCFullYear();
  const years: number[] = [];
  for (let y = year - BIRTH_YEARS_BACK_MIN; y >= year - BIRTH_YEARS_BACK_MAX; y -= 1) years.push(y);
  return years;
}

/**
 * The profile photo (spec: PNG, JPG or HEIC; the spec gives no size, so 5 MB, decision 0011).
 * The type is decided by the file's first bytes on the server, never by its name.
 */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers (a hint only: the server checks the content). */
export const AVATAR_ACCEPT = "image/png,image/jpeg,image/heic,image/heif,.png,.jpg,.jpeg,.heic,.heif";

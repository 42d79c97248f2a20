/** Where the personal info page's steps live (browser-safe: the pages link to them). */

/** The page the phone change and the account deletion open from (as dialogs over it, with JavaScript). */
export const PERSONAL_INFO = "/settings/personal-info";
export const PHONE_STEPS = {
  current: `${PERSONAL_INFO}/phone`,
  new: `${PERSONAL_INFO}/phone/new`,
  confirm: `${PERSONAL_INFO}/phone/confirm`,
} as const;
export const DELETE_ACCOUNT = `${PERSONAL_INFO}/delete-account`;

/** The live username check of personal info (a resource route, signed in: one's own name is free). */
export const USERNAME_CHECK = "/settings/username-check";

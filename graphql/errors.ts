/**
 * Error codes the API puts in `extensions.code`. The web app maps each to a translated message
 * (app/locales: errors.<CODE>); anything else is shown as the generic unknown error.
 */
export const ErrorCode = {
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  BAD_USER_INPUT: "BAD_USER_INPUT",
  INVALID_CODE: "INVALID_CODE",
  /**
   * transferOwnershipPart: the last share transfer code sent to the person confirms another offer
   * (another company, recipient or share); a code confirms only the offer it was sent for.
   */
  CODE_FOR_ANOTHER_TRANSFER: "CODE_FOR_ANOTHER_TRANSFER",
  PHONE_NOT_CONFIRMED: "PHONE_NOT_CONFIRMED",
  RESEND_TOO_SOON: "RESEND_TOO_SOON",
  DELIVERY_FAILED: "DELIVERY_FAILED",
  /** Wrong tries of one kind of secret used up for a phone: it is locked for a while (extensions.retryAfter). */
  TOO_MANY_ATTEMPTS: "TOO_MANY_ATTEMPTS",
  /** The codes a phone may be sent within an hour are used up (extensions.retryAfter: until the next may go). */
  TOO_MANY_CODES: "TOO_MANY_CODES",
  /** Too many sign-in calls from one client address (RATE_LIMIT_ADDRESS_MAX per 10 minutes; extensions.retryAfter). */
  RATE_LIMITED: "RATE_LIMITED",
  USERNAME_TAKEN: "USERNAME_TAKEN",
  PHONE_TAKEN: "PHONE_TAKEN",
  USER_NOT_FOUND: "USER_NOT_FOUND",
  USER_BLOCKED: "USER_BLOCKED",
  INVALID_PASSWORD: "INVALID_PASSWORD",
  OWNER_NOT_FOUND: "OWNER_NOT_FOUND",
  /** With co-owners, the change needs a vote (the governance issue). */
  VOTE_REQUIRED: "VOTE_REQUIRED",
  /** The share asked for is more than the owner holds free of pending transfers. */
  SHARE_NOT_AVAILABLE: "SHARE_NOT_AVAILABLE",
  /** The share transfer was already accepted, declined or canceled. */
  TRANSFER_NOT_PENDING: "TRANSFER_NOT_PENDING",
  /** The company is suspended: limited mode holds the action back (roles frozen). */
  COMPANY_SUSPENDED: "COMPANY_SUSPENDED",
  /**
   * Billing suspended the company's usage (a daily charge failed; decision 0026): the paid work
   * is held back until a top-up covers a day. The spec's "Failed to charge from the balance...".
   */
  USAGE_SUSPENDED: "USAGE_SUSPENDED",
  /** Restoring or deleting by vote: the company is running, not suspended. */
  COMPANY_NOT_SUSPENDED: "COMPANY_NOT_SUSPENDED",
  /** A vote of this kind is already open in this company (one at a time). */
  VOTE_SESSION_ACTIVE: "VOTE_SESSION_ACTIVE",
  /** The vote has ended (decided, out of time or canceled): it takes no more votes or cancels. */
  VOTE_SESSION_ENDED: "VOTE_SESSION_ENDED",
  /** setInvitationStatus: the invitation was already answered so, or is no longer open (declined, canceled, its vote lost). */
  INVITATION_NOT_OPEN: "INVITATION_NOT_OPEN",
  /** An owner who joined after the vote opened: its electorate is the owners at its opening. */
  NOT_A_VOTER: "NOT_A_VOTER",
  /** The company has no director: limited mode holds the action back (no new access grants...). */
  COMPANY_WITHOUT_DIRECTOR: "COMPANY_WITHOUT_DIRECTOR",
  KNOWLEDGE_BASE_NOT_FOUND: "KNOWLEDGE_BASE_NOT_FOUND",
  KNOWLEDGE_BASE_CATEGORY_NOT_EMPTY: "KNOWLEDGE_BASE_CATEGORY_NOT_EMPTY",
  KNOWLEDGE_BASE_TOO_DEEP: "KNOWLEDGE_BASE_TOO_DEEP",
  KNOWLEDGE_BASE_INVALID_PARENT: "KNOWLEDGE_BASE_INVALID_PARENT",
  /** disableTwoFactor, requestTwoFactorDisableCode: two-factor sign-in is not on. */
  TWO_FACTOR_NOT_ENABLED: "TWO_FACTOR_NOT_ENABLED",
  /** endAuthUserSession before 7 days after this device's first sign-in (extensions.allowedAt). */
  SESSION_END_NOT_YET_ALLOWED: "SESSION_END_NOT_YET_ALLOWED",
  /** endAuthUserSession: no such live session of the caller. */
  SESSION_NOT_FOUND: "SESSION_NOT_FOUND",
  /** A phone change: the new number is the current one. */
  PHONE_UNCHANGED: "PHONE_UNCHANGED",
  /** A phone change: the current number was not confirmed (or the confirmation expired). */
  PHONE_CHANGE_NOT_CONFIRMED: "PHONE_CHANGE_NOT_CONFIRMED",
  /** deleteAuthUser: the person owns (alone or with co-owners) a company that has other people in it (decision 0010). */
  SOLE_OWNER_HAS_COMPANIES: "SOLE_OWNER_HAS_COMPANIES",
  /** markNotificationRead: no such notification of the caller. */
  NOTIFICATION_NOT_FOUND: "NOTIFICATION_NOT_FOUND",
  /** A file or folder that is not there, or not the caller's to reach (the same answer). */
  FILE_NOT_FOUND: "FILE_NOT_FOUND",
  /** An instruction that is not there, or not the caller's to reach (the same answer). */
  INSTRUCTION_NOT_FOUND: "INSTRUCTION_NOT_FOUND",
  /** updateInstruction with a version that is no longer the stored one: someone saved first; read it again. */
  INSTRUCTION_VERSION_CONFLICT: "INSTRUCTION_VERSION_CONFLICT",
  /** A task that is not there, or not the caller's to reach (the same answer; issue 44). */
  TASK_NOT_FOUND: "TASK_NOT_FOUND",
  /** setTaskStatus from a state the move does not start from: someone moved it first. */
  TASK_STATUS_CONFLICT: "TASK_STATUS_CONFLICT",
  /** A change of an accepted or canceled task. */
  TASK_ARCHIVED: "TASK_ARCHIVED",
  /** A file that would take the company past its storage size (the control center's billing). */
  STORAGE_FULL: "STORAGE_FULL",
  /** An operation of a module whose feature flag is off (graphql/features.ts). */
  FEATURE_OFF: "FEATURE_OFF",
  INTERNAL_SERVER_ERROR: "INTERNAL_SERVER_ERROR",
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Field errors travel as extensions.fields: { fieldName: ["validation.key", ...] }. Names follow
 * conform's (the form library's) naming, so an error lands on the input that holds the value:
 * `owners[0].share` for a list row's field, `address.city` for a nested one, and "" (FORM_ERRORS)
 * for the form as a whole.
 */
export type FieldErrors = Record<string, string[]>;
export const FORM_ERRORS = "";

/** The field name of a value's path, the way conform names inputs: ["owners", 0, "share"] -> "owners[0].share". */
export function fieldName(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((name, segment) => {
    if (typeof segment === "number") return `${name}[${segment}]`;
    const key = String(segment);
    return name ? `${name}.${key}` : key;
  }, "");
}

/** The path of a field name: "owners[0].share" -> ["owners", 0, "share"]. */
export function fieldPath(name: string): Array<string | number> {
  const path: Array<string | number> = [];
  for (const match of name.matchAll(/([^.[\]]+)|\[(\d+)\]/g))
    path.push(match[2] !== undefined ? Number(match[2]) : match[1]);
  return path;
}

export interface ErrorExtensions {
  code: ErrorCode;
  fields?: FieldErrors;
  /** Seconds to wait (RESEND_TOO_SOON, TOO_MANY_ATTEMPTS, TOO_MANY_CODES, RATE_LIMITED). */
  retryAfter?: number;
  /** Tries left (wrong code, wrong password). */
  attemptsLeft?: number;
  /** When a refused action becomes allowed (SESSION_END_NOT_YET_ALLOWED), ISO 8601. */
  allowedAt?: string;
}

/** Token endpoint (`/oauth/token`) `error` values beyond RFC 6749's. */
export const TokenError = {
  invalidRequest: "invalid_request",
  invalidGrant: "invalid_grant",
  invalidClient: "invalid_client",
  unsupportedGrantType: "unsupported_grant_type",
  mfaRequired: "mfa_required",
  tooManyAttempts: "too_many_attempts",
  userBlocked: "user_blocked",
} as const;
export const NO_REFRESH_TOKEN = "No refresh token";

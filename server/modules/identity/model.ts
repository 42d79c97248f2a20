import { END_OTHER_SESSIONS_AFTER_SECONDS } from "#graphql/validation/user-limits";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { AuthCodePurposeValue, users } from "../../db/schema";
import type { Logger } from "../../logger";
import type { Messenger } from "../../messaging";
import type { TokenService } from "./tokens";

// The API's frame defines who calls (server/graphql/viewer.ts); the module's files name them from here too.
export type { ClientInfo, Viewer } from "../../graphql/viewer";

/** Limits of the sign-in flow. Spec section 9 leaves the numbers open; these are ours. */
export const IDENTITY_LIMITS = {
  codeTtlSeconds: 5 * 60,
  codeAttempts: 5,
  resendAfterSeconds: 60,
  /** Codes of one purpose actually sent to one phone within the last hour. */
  codesPerPhonePerHour: 6,
  /**
   * Tries of each kind (sign-in code, recovery code, two-factor code, setup code, password) per
   * phone within the window. Spending the last one wrongly locks that kind for lockSeconds, and
   * the phone too: no new sign-in or recovery code is sent to it meanwhile.
   */
  failuresBeforeLock: 5,
  failureWindowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  addressWindowSeconds: 10 * 60,
  /**
   * Username availability checks per client address within addressWindowSeconds, as a multiple
   * of the address's sign-in calls (RATE_LIMIT_ADDRESS_MAX): a person tries a few names.
   */
  usernameChecksPerSignInCall: 2,
  phoneTicketTtlSeconds: 15 * 60,
  mfaTokenTtlSeconds: 10 * 60,
  /** A refresh token used again within this many seconds is a parallel refresh, not a theft. */
  refreshReuseGraceSeconds: 15,
  lastActiveResolutionSeconds: 60,
  /** Spec section 9: other devices' sessions may be ended only this long after this device's first sign-in. */
  endOtherSessionsAfterSeconds: END_OTHER_SESSIONS_AFTER_SECONDS,
  /** A phone change: how long the confirmed current number stays good for the new number's steps. */
  phoneChangeStepSeconds: 10 * 60,
} as const;

export type AuthUserRow = typeof users.$inferSelect;
/** Actions a signed-in person confirms with an SMS code to their own phone. */
export type ActionCodePurpose = Extract<AuthCodePurposeValue, "SHARE_TRANSFER" | "PHONE_CHANGE" | "ACCOUNT_DELETION">;

export interface CodeDelivery {
  channel: "SMS" | "EMAIL";
  sentTo: string;
  resendAfter: number;
  expiresIn: number;
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  sessionState: string;
  expiresIn: number;
  refreshExpiresIn: number;
}

export type PasswordGrantResult =
  { kind: "tokens"; tokens: TokenSet } | { kind: "mfa"; mfaToken: string; delivery: CodeDelivery };

export interface IdentityDeps {
  db: Database;
  clock: Clock;
  tokens: TokenService;
  messenger: Messenger;
  logger: Logger;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  rateLimitAddressMax: number;
  /** Overrides IDENTITY_LIMITS.resendAfterSeconds (config AUTH_RESEND_SECONDS). */
  resendAfterSeconds?: number;
}

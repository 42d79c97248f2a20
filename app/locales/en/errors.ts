/** The English texts of API error codes and of the error page: the shape uk and ru are checked against. */
import type { Shape } from "../shape";

const errors = {
  title: "Something went wrong",
  unknown: "Something went wrong. Please try again.",
  /** The error page's link to the start page. */
  home: "Home",
  /** A page whose address the API refuses as input (a NUL in ?search=): the 400 error page. */
  badAddress: "This address holds something we cannot read. Check the link, or start again from the home page.",
  UNAUTHENTICATED: "Your session has ended. Please sign in again.",
  FORBIDDEN: "You are not allowed to do this.",
  BAD_USER_INPUT: "Check the highlighted fields.",
  INVALID_CODE: "Invalid confirmation code. Please check the code and try again.",
  CODE_FOR_ANOTHER_TRANSFER:
    "The last code we sent confirms another share transfer (another company, recipient or share). Ask for a new code for this one.",
  PHONE_NOT_CONFIRMED: "The confirmation of your number has expired. Please start again.",
  RESEND_TOO_SOON: "You can request a new code in {{seconds}} s.",
  DELIVERY_FAILED: "We could not send the code. Please try again in a moment.",
  TOO_MANY_ATTEMPTS: "Too many login attempts. Please try again in {{minutes}} min.",
  TOO_MANY_CODES:
    "This number has been sent as many codes as an hour allows. A new one can be sent in {{minutes}} min.",
  RATE_LIMITED: "Too many requests from your network. Please try again in {{minutes}} min.",
  USERNAME_TAKEN: "Username is already taken.",
  PHONE_TAKEN: "The number is already in use.",
  USER_NOT_FOUND: "No account was found for this number.",
  USER_BLOCKED: "This account is blocked. Contact the provider.",
  INVALID_PASSWORD: "Incorrect password. If you don't remember it, click Forgot password.",
  OWNER_NOT_FOUND: "You are not an owner of this company.",
  VOTE_REQUIRED: "With co-owners this changes only by a vote of the owners.",
  SHARE_NOT_AVAILABLE: "That is more than the share you hold free of waiting transfers.",
  TRANSFER_NOT_PENDING: "This share transfer has already been accepted, declined or canceled.",
  TWO_FACTOR_NOT_ENABLED: "Two-factor authentication is not on.",
  SESSION_END_NOT_YET_ALLOWED: "You can end other sessions 7 days after signing in on this device: from {{date}}.",
  SESSION_NOT_FOUND: "This session has already ended.",
  FILE_NOT_FOUND: "This file or folder is not there any more.",
  TASK_NOT_FOUND: "This task is not there any more.",
  TASK_STATUS_CONFLICT: "Someone moved this task first. Open it again to see its state.",
  TASK_ARCHIVED: "This task is in the archive: it cannot be changed.",
  INSTRUCTION_NOT_FOUND: "This instruction is not there any more.",
  INSTRUCTION_VERSION_CONFLICT: "Someone saved this instruction after you opened it. Open it again to see their text.",
  STORAGE_FULL:
    "The company's storage is full. Delete files for good or increase the storage size in the control center.",
  FEATURE_OFF: "This section is switched off.",
  NOTIFICATION_NOT_FOUND: "This notification is no longer there.",
  PHONE_UNCHANGED: "Enter a number other than your current one.",
  PHONE_CHANGE_NOT_CONFIRMED: "Confirm your current number first: the confirmation has expired.",
  COMPANY_SUSPENDED: "The company is suspended: this is not possible until it is restored.",
  USAGE_SUSPENDED: "Failed to charge from the balance; top up for at least 1 day of usage.",
  COMPANY_NOT_SUSPENDED: "The company is running: only a suspended company is restored or deleted by vote.",
  VOTE_SESSION_ACTIVE: "A vote of this kind is already open in this company. Vote in it, or wait until it ends.",
  VOTE_SESSION_ENDED: "This vote has already ended.",
  INVITATION_NOT_OPEN: "This invitation is no longer open.",
  NOT_A_VOTER: "You became an owner after this vote opened: it is decided by the owners of that moment.",
  COMPANY_WITHOUT_DIRECTOR: "The company has no director yet: this is possible once one is assigned.",
  SOLE_OWNER_HAS_COMPANIES: "You own a company that has other people in it. Transfer your share first.",
  INTERNAL_SERVER_ERROR: "Something went wrong on our side. Please try again.",
};

export default errors;
export type ErrorsTexts = Shape<typeof errors>;

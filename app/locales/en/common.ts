/** The English texts of the common area: the shape the uk and ru files are checked against. */
import type { Shape } from "../shape";

const common = {
  product: "vHold",
  skipToContent: "Skip to content",
  nav: {
    main: "Main navigation",
    home: "Home",
    vhub: "vHub",
    vhold: "vHold",
    vholdDisabled: "Create or join a company to open vHold",
    vhubDisabled: "vHub is not available yet",
  },
  userMenu: {
    label: "Account menu",
    settings: "Profile settings",
    darkMode: "Dark mode",
    lightMode: "Light mode",
    knowledgeBase: "Knowledge base",
    contact: "Contact the provider",
    logout: "Log out",
    soon: "coming soon",
  },
  language: {
    label: "Language",
    apply: "Apply",
    uk: "Українська",
    ru: "Русский",
    en: "English",
  },
  theme: {
    toggleToDark: "Switch to dark theme",
    toggleToLight: "Switch to light theme",
  },
  logout: {
    heading: "Log out?",
    text: "To come back you will need your phone, the SMS code and your password.",
    cancel: "Cancel",
    confirm: "Log out",
  },
  errors: {
    title: "Something went wrong",
    unknown: "Something went wrong. Please try again.",
    UNAUTHENTICATED: "Your session has ended. Please sign in again.",
    FORBIDDEN: "You are not allowed to do this.",
    BAD_USER_INPUT: "Check the highlighted fields.",
    INVALID_CODE: "Invalid confirmation code. Please check the code and try again.",
    PHONE_NOT_CONFIRMED: "The confirmation of your number has expired. Please start again.",
    RESEND_TOO_SOON: "You can request a new code in {{seconds}} s.",
    DELIVERY_FAILED: "We could not send the code. Please try again in a moment.",
    TOO_MANY_ATTEMPTS: "Too many login attempts. Please try again in {{minutes}} min.",
    USERNAME_TAKEN: "Username is already taken.",
    PHONE_TAKEN: "The number is already in use.",
    USER_NOT_FOUND: "No account was found for this number.",
    USER_BLOCKED: "This account is blocked. Contact the provider.",
    INVALID_PASSWORD: "Incorrect password. If you don't remember it, click Forgot password.",
    OWNER_NOT_FOUND: "You are not an owner of this company.",
    INTERNAL_SERVER_ERROR: "Something went wrong on our side. Please try again.",
  },
  toast: {
    region: "Notifications",
    close: "Close",
    welcome: "Welcome, {{name}}!",
    registered: "Your account is ready. Welcome, {{name}}!",
    registeredSignInLater: "Your account is ready. Sign in to continue.",
    passwordChanged: "Your password has been changed.",
    signedOut: "You have logged out.",
    sessionEnded: "Your session has ended. Please sign in again.",
  },
  profile: {
    heading: "Hello, {{name}}!",
    username: "Username",
    phone: "Phone",
    companies: "My companies",
    noCompanies: "You are not a member of any company yet.",
    roles: "My roles",
    noRoles: "You have no roles yet.",
  },
  legal: {
    updated: "Last updated: {{date}}",
    toSignIn: "To sign in",
    toProfile: "To my profile",
  },
  footer: {
    privacyPolicy: "Privacy policy",
    userAgreement: "User agreement",
  },
};

export default common;
export type CommonTexts = Shape<typeof common>;

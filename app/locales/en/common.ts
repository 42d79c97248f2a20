/** The English texts of the common area: the shape the uk and ru files are checked against. */
import type { Shape } from "../shape";

const common = {
  product: "vHold",
  skipToContent: "Skip to content",
  language: {
    label: "Language",
    apply: "Apply",
    uk: "Українська",
    ru: "Русский",
    en: "English",
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
    accountDeleted: "Your account has been deleted.",
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
  /** A file's size (the files pages, an instruction's attachments). */
  sizes: {
    B: "{{value}} B",
    KB: "{{value}} KB",
    MB: "{{value}} MB",
    GB: "{{value}} GB",
  },
};

export default common;
export type CommonTexts = Shape<typeof common>;

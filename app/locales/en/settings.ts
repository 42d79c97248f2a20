/**
 * The English texts of the settings area (/settings/...): the frame and what the steps share.
 * Each page's own texts are an area inside this one (settings/personalInfo.ts, settings/privacy.ts,
 * ...). The shape the uk and ru files are checked against.
 */
import type { Shape } from "../shape";

const settings = {
  heading: "Settings",
  menu: "Settings menu",
  close: "Close",
  closeLabel: "Close the settings",
  back: "Back",
  backLabel: "Back to where you were",
  later: "coming later",
  sections: {
    personal: "Personal data",
    system: "System",
  },
  items: {
    personalInfo: "Personal info",
    localization: "Localization",
    privacy: "Privacy and access",
    updates: "Updates",
    userAgreement: "User agreement",
    privacyPolicy: "Privacy policy",
    exit: "Exit",
  },
  save: "Save",
  saved: "Saved",
  steps: {
    resendIn: "You can request a new code in {{seconds}} s.",
    resent: "A new code is on its way.",
    phoneHint: "Without the country code, for example 067 123 4567",
  },
};

export default settings;
export type SettingsTexts = Shape<typeof settings>;

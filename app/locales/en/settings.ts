/** The English texts of the settings area (/settings/...): the shape the uk and ru files are checked against. */
import type { Shape } from "../shape";

const settings = {
  heading: "Settings",
  menu: "Settings menu",
  close: "Close",
  closeLabel: "Close the settings",
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
  personalInfo: {
    heading: "Personal info",
    photo: "Photo",
    photoHint: "PNG, JPG or HEIC, at most 5 MB.",
    choosePhoto: "Choose a photo",
    uploadPhoto: "Upload photo",
    removePhoto: "Remove photo",
    photoSaved: "Photo updated",
    photoRemoved: "Photo removed",
    photoAlt: "Your photo",
    /** Said in the browser before sending (the validation area is read on the server only). */
    photoTooLarge: "The photo is too large: at most 5 MB",
    photoRequired: "Choose a photo first",
    name: "First name",
    surname: "Last name",
    username: "Username",
    usernameHint: "Latin letters, digits and underscores, 3 to 24 characters",
    birthday: "Date of birth",
    birthDay: "Day",
    birthMonth: "Month",
    birthYear: "Year",
    notSet: "—",
    about: "About me",
    aboutHint: "At most 500 characters.",
  },
  localization: {
    heading: "Localization",
    language: "Language",
    timeFormat: "Time format",
    format12: "12-hour (03:45 PM)",
    format24: "24-hour (15:45)",
    currency: "Currency",
    currencies: {
      UAH: "Hryvnia (UAH)",
      USD: "US dollar (USD)",
      EUR: "Euro (EUR)",
    },
  },
};

export default settings;
export type SettingsTexts = Shape<typeof settings>;

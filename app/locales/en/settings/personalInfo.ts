/** The English texts of the settings' personal info page (area settings.personalInfo): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const personalInfo = {
  back: "Back to personal info",
  heading: "Personal info",
  photo: "Photo",
  photoHint: "PNG, JPG or HEIC, at most 5 MB.",
  choosePhoto: "Choose a photo",
  noPhotoChosen: "No photo chosen",
  photoChosen: "Photo chosen",
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
  account: "Account",
  phone: "Phone",
  changePhone: "Change phone number",
  deleteAccount: "Delete account",
};

export default personalInfo;
export type SettingsPersonalInfoTexts = Shape<typeof personalInfo>;

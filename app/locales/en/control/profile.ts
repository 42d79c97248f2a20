/** The English texts of the control center's company profile (area control.profile): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const profile = {
  avatar: "Avatar",
  avatarAlt: "The company's avatar",
  chooseImage: "Choose an image",
  noImageChosen: "No image chosen",
  imageChosen: "Image chosen",
  avatarHint: "PNG or JPG, at most 800×800 pixels and 3 MB.",
  upload: "Upload",
  removeAvatar: "Remove the avatar",
  avatarSaved: "The avatar is saved.",
  avatarRemoved: "The avatar is removed.",
  details: "Details",
  name: "Name",
  nameHint: "The owners change the name in vHold's company settings.",
  phone: "Phone",
  phoneHint: "In international format, for example +380 67 123 4567",
  address: "Address",
  about: "About the company",
  notSet: "Not set",
  save: "Save",
  saved: "The company details are saved.",
  readOnly: "Only the owners and the director change the company profile.",
  industries: "Industries",
  noIndustries: "No activities are chosen yet.",
  chooseIndustries: "Choose activities",
  dialogTitle: "The company's activities",
  dialogIntro: "Choose at most 10 activities of the classifier of economic activities (КВЕД-2010, NACE Rev. 2).",
  search: "Find an activity",
  searchHint: "Part of a name or a code; the list narrows as you type.",
  noMatch: "No activity matches.",
  chosen: "Chosen: {{count}} of {{max}}",
  saveIndustries: "Save the activities",
  industriesSaved: "The company's activities are saved.",
  cancel: "Cancel",
  back: "Back to the company profile",
};

export default profile;
export type ControlProfileTexts = Shape<typeof profile>;

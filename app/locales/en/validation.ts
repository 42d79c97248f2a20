/** The English texts of the validation area: the shape the uk and ru files are checked against. */
import type { Shape } from "../shape";

const validation = {
  phone: {
    required: "Enter your phone number",
    min: "The number is too short: at least 7 digits",
    max: "The number is too long: at most 15 digits",
    invalid: "Invalid phone number",
  },
  code: { length: "The code must be 6 digits long" },
  password: {
    required: "Enter the password",
    min: "At least 8 characters",
    max: "At most 128 characters",
    whitespace: "The password must not contain spaces",
    chars: "Use Latin letters, digits and the symbols !@#$%^&*()_+-=[]{};:'\"\\|,.<>/?",
    mismatch: "Passwords don't match",
    wrong: "Invalid password. Please try again.",
  },
  name: { required: "Enter your first name", length: "From 2 to 24 characters" },
  surname: { required: "Enter your last name", length: "From 2 to 24 characters" },
  username: {
    required: "Enter a username",
    spaces: "No spaces, please",
    chars: "Only Latin letters, digits and underscores",
    length: "From 3 to 24 characters",
    taken: "Username is already taken.",
  },
  consent: { required: "Accept the user agreement and the privacy policy to continue" },
  email: { required: "Email is required", invalid: "Enter a valid e-mail address" },
  language: { invalid: "Choose Ukrainian, Russian or English" },
  ticket: { required: "Confirm your phone number first" },
  text: {
    control: "Remove invisible control characters (such as a tab or a line break) from this field",
    unreadable: "This field holds a broken character (half of an emoji, for example): type it again",
  },
  birthday: { invalid: "Choose a day, a month and a year", noSuchDay: "No such date: this month has fewer days", range: "The year must be from 75 to 12 years ago" },
  avatar: {
    type: "The photo must be a PNG, JPG or HEIC image",
    tooLarge: "The photo is too large: at most 5 MB",
    required: "Choose a photo first",
    unreadable: "The photo could not be read: try another one",
  },
  about: { length: "At most 500 characters" },
  formatTime: { invalid: "Choose 12-hour or 24-hour time" },
  currency: { invalid: "Choose UAH, USD or EUR" },
  visibility: { invalid: "Choose all users or my contacts" },
  confirm: { required: "Confirm to continue", yes: "Type YES to confirm", stop: "Type STOP to confirm" },
  candidate: { required: "Enter the candidate’s username", unknown: "No user has this username", director: "This person is the director already" },
  invitation: { status: "Choose viewed, accepted, declined or canceled", role: "This role was not found" },
  stopReason: { required: "Choose a reason", unknown: "Choose one of the reasons listed" },
  stopComment: { length: "At most 1000 characters" },
  newPhone: { same: "Enter a number other than your current one" },
  form: { invalid: "Check the highlighted fields" },
  companyName: {
    required: "Field cannot be empty",
    spaces: "No spaces at the start or the end",
    characters: "Only letters, digits, spaces and & - .",
    length: "From 2 to 50 characters",
    unchanged: "This is the company’s name already",
  },
  companyAddress: { length: "At most 200 characters" },
  companyAbout: { length: "At most 1000 characters" },
  company: { unknown: "This company was not found" },
  share: {
    required: "Enter the share",
    format: "A percent with up to two decimals, for example 12.5",
    range: "From 0.01 to 100 %",
  },
  recipient: {
    required: "Enter the recipient’s username",
    unknown: "No user has this username",
    self: "Choose someone other than yourself",
  },
  shareTransfer: { status: "Accept, decline or cancel" },
};

export default validation;
export type ValidationTexts = Shape<typeof validation>;

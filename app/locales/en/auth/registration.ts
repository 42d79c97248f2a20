/** The English texts of registration (area auth.registration): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const registration = {
  heading: "Create an account",
  intro: "The number {{phone}} is confirmed. Tell us about yourself.",
  name: "First name",
  surname: "Last name",
  username: "Username",
  usernameHint: "Latin letters, digits and underscores, 3 to 24 characters",
  usernameAvailable: "Username is available",
  usernameTaken: "Username is already taken",
  checkUsername: "Check availability",
  password: "Password",
  confirmPassword: "Repeat the password",
  consentBefore: "I agree to the",
  userAgreement: "user agreement",
  consentBetween: "and the",
  privacyPolicy: "privacy policy",
  submit: "Create account",
};

export default registration;
export type RegistrationTexts = Shape<typeof registration>;

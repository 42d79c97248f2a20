/** The English texts of the two-factor code step (area auth.twoFactor): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const twoFactor = {
  heading: "Two-factor authentication",
  sentTo: "We sent a code to {{to}}.",
  label: "Code from the e-mail",
  submit: "Confirm",
  resend: "Send the code again",
  startOver: "Start over",
};

export default twoFactor;
export type TwoFactorTexts = Shape<typeof twoFactor>;

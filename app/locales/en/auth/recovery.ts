/** The English texts of password recovery (area auth.recovery): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const recovery = {
  heading: "Password recovery",
  intro: "We will send a recovery code to the e-mail of your account, or by SMS if it has none.",
  send: "Send code",
  sentTo: "We sent a recovery code to {{to}}.",
  code: "Recovery code",
  password: "New password",
  confirmPassword: "Repeat the new password",
  submit: "Save the password",
  resend: "Send the code again",
  back: "Back",
};

export default recovery;
export type RecoveryTexts = Shape<typeof recovery>;

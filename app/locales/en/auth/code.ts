/** The English texts of the SMS code step, and the countdown of every resend button (area auth.code): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const code = {
  heading: "Enter the code",
  sentTo: "We sent a 6-digit code to {{to}}.",
  label: "Code from SMS",
  submit: "Continue",
  resend: "Send the code again",
  resendIn: "You can request a new code in {{seconds}} s.",
  resent: "A new code is on its way.",
  attemptsLeft_one: "Wrong code. {{count}} attempt left.",
  attemptsLeft_other: "Wrong code. {{count}} attempts left.",
  exhausted: "This code no longer works. Request a new one.",
  used: "This code has already been used. Request a new one.",
  wrongNoLiveCode: "Wrong code, and the last code sent no longer works. Request a new one.",
  changePhone: "Change the number",
};

export default code;
export type CodeTexts = Shape<typeof code>;

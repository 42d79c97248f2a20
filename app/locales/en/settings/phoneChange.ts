/** The English texts of the settings' phone change steps (area settings.phoneChange): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const phoneChange = {
  title: "Change phone number",
  stepOf: "Step {{step}} of {{count}}",
  send: "Send the code",
  code: "Code from SMS",
  resend: "Send the code again",
  startAgain: "Start again",
  current: {
    description: "First confirm your current number {{phone}}: we will send an SMS code to it.",
    sentTo: "Enter the code we sent by SMS to your current number {{to}}.",
    submit: "Confirm",
  },
  new: {
    description:
      "Enter the new number. It must differ from the current one and not be in use. We will send an SMS code to it.",
    country: "Country",
    phone: "New phone number",
  },
  confirm: {
    description: "Enter the code we sent by SMS to the new number {{to}}.",
    submit: "Change the number",
    otherNumber: "Enter another number",
  },
  changed: "Your phone number is now {{phone}}. Use it to sign in.",
};

export default phoneChange;
export type SettingsPhoneChangeTexts = Shape<typeof phoneChange>;

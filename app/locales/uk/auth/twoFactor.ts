/** The Ukrainian texts of the two-factor code step (area auth.twoFactor). */
import type { TwoFactorTexts } from "../../en/auth/twoFactor";

const twoFactor = {
  heading: "Двофакторна автентифікація",
  sentTo: "Ми надіслали код на {{to}}.",
  label: "Код з електронного листа",
  submit: "Підтвердити",
  resend: "Надіслати код ще раз",
  startOver: "Почати спочатку",
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: TwoFactorTexts = twoFactor;
void _check;

export default twoFactor;

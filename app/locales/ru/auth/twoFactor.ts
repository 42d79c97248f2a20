/** The Russian texts of the two-factor code step (area auth.twoFactor). */
import type { TwoFactorTexts } from "../../en/auth/twoFactor";

const twoFactor = {
  heading: "Двухфакторная аутентификация",
  sentTo: "Мы отправили код на {{to}}.",
  label: "Код из письма",
  submit: "Подтвердить",
  resend: "Отправить код ещё раз",
  startOver: "Начать заново",
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: TwoFactorTexts = twoFactor;
void _check;

export default twoFactor;

/** The Ukrainian texts of password recovery (area auth.recovery). */
import type { RecoveryTexts } from "../../en/auth/recovery";

const recovery = {
  heading: "Відновлення пароля",
  intro: "Ми надішлемо код відновлення на електронну пошту вашого облікового запису, а якщо її не вказано — в SMS.",
  send: "Надіслати код",
  sentTo: "Ми надіслали код відновлення на {{to}}.",
  code: "Код відновлення",
  password: "Новий пароль",
  confirmPassword: "Повторіть новий пароль",
  submit: "Зберегти пароль",
  resend: "Надіслати код ще раз",
  back: "Назад",
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: RecoveryTexts = recovery;
void _check;

export default recovery;

/** The Russian texts of password recovery (area auth.recovery). */
import type { RecoveryTexts } from "../../en/auth/recovery";

const recovery = {
  heading: "Восстановление пароля",
  intro: "Мы отправим код восстановления на электронную почту вашей учётной записи, а если она не указана — в SMS.",
  send: "Отправить код",
  sentTo: "Мы отправили код восстановления на {{to}}.",
  code: "Код восстановления",
  password: "Новый пароль",
  confirmPassword: "Повторите новый пароль",
  submit: "Сохранить пароль",
  resend: "Отправить код ещё раз",
  back: "Назад",
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: RecoveryTexts = recovery;
void _check;

export default recovery;

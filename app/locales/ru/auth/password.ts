/** The Russian texts of the password step (area auth.password; plural keys add _few and _many). */
import type { PasswordTexts } from "../../en/auth/password";

const password = {
  heading: "Введите пароль",
  account: "Вход как {{phone}}",
  label: "Пароль",
  submit: "Войти",
  forgot: "Забыли пароль?",
  attemptsLeft_one: "До блокировки входа осталась {{count}} попытка.",
  attemptsLeft_few: "До блокировки входа осталось {{count}} попытки.",
  attemptsLeft_many: "До блокировки входа осталось {{count}} попыток.",
  attemptsLeft_other: "До блокировки входа осталось {{count}} попытки.",
  startOver: "Начать заново",
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: PasswordTexts = password;
void _check;

export default password;

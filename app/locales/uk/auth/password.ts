/** The Ukrainian texts of the password step (area auth.password; plural keys add _few and _many). */
import type { PasswordTexts } from "../../en/auth/password";

const password = {
  heading: "Введіть пароль",
  account: "Вхід як {{phone}}",
  label: "Пароль",
  submit: "Увійти",
  forgot: "Забули пароль?",
  attemptsLeft_one: "До блокування входу залишилася {{count}} спроба.",
  attemptsLeft_few: "До блокування входу залишилися {{count}} спроби.",
  attemptsLeft_many: "До блокування входу залишилося {{count}} спроб.",
  attemptsLeft_other: "До блокування входу залишилося {{count}} спроби.",
  startOver: "Почати спочатку",
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: PasswordTexts = password;
void _check;

export default password;

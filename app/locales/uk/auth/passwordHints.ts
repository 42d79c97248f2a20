/** The Ukrainian texts of the password hints (registration, recovery, the password change) (area auth.passwordHints). */
import type { PasswordHintsTexts } from "../../en/auth/passwordHints";

const passwordHints = {
  title: "Надійний пароль містить",
  length: "щонайменше 8 символів (обов'язково)",
  digit: "цифру",
  cases: "великі та малі літери",
  symbol: "спеціальні символи",
  met: "виконано",
  strength: "Надійність: {{label}}",
  strength0: "дуже низька",
  strength1: "низька",
  strength2: "середня",
  strength3: "добра",
  strength4: "висока",
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: PasswordHintsTexts = passwordHints;
void _check;

export default passwordHints;

/** The Russian texts of the password hints (registration, recovery, the password change) (area auth.passwordHints). */
import type { PasswordHintsTexts } from "../../en/auth/passwordHints";

const passwordHints = {
  title: "Надёжный пароль содержит",
  length: "не менее 8 символов (обязательно)",
  digit: "цифру",
  cases: "заглавные и строчные буквы",
  symbol: "специальные символы",
  met: "выполнено",
  strength: "Надёжность: {{label}}",
  strength0: "очень низкая",
  strength1: "низкая",
  strength2: "средняя",
  strength3: "хорошая",
  strength4: "высокая",
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: PasswordHintsTexts = passwordHints;
void _check;

export default passwordHints;

/** The English texts of the password hints (registration, recovery, the password change) (area auth.passwordHints): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const passwordHints = {
  title: "A good password has",
  length: "8 or more characters (required)",
  digit: "a digit",
  cases: "upper and lower case letters",
  symbol: "special characters",
  met: "done",
  strength: "Strength: {{label}}",
  strength0: "very weak",
  strength1: "weak",
  strength2: "moderate",
  strength3: "good",
  strength4: "strong",
};

export default passwordHints;
export type PasswordHintsTexts = Shape<typeof passwordHints>;

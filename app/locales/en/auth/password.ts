/** The English texts of the password step (area auth.password): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const password = {
  heading: "Enter your password",
  account: "Signing in as {{phone}}",
  label: "Password",
  submit: "Sign in",
  forgot: "Forgot password?",
  attemptsLeft_one: "{{count}} attempt left before the sign-in is locked.",
  attemptsLeft_other: "{{count}} attempts left before the sign-in is locked.",
  startOver: "Start over",
};

export default password;
export type PasswordTexts = Shape<typeof password>;

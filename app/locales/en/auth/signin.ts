/** The English texts of the sign-in page (the phone) (area auth.signin): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const signin = {
  heading: "Sign in",
  intro:
    "Enter your phone number and we will send you a code by SMS. New here? You will create an account after confirming the number.",
  country: "Country",
  phone: "Phone number",
  phoneHint: "Without the country code, for example 067 123 4567",
  submit: "Get code",
  codeAlreadySent:
    "A code was sent to this number a moment ago. If it has reached you, enter it; a new one can be requested in {{seconds}} s.",
  enterCode: "I have the code: enter it",
};

export default signin;
export type SigninTexts = Shape<typeof signin>;

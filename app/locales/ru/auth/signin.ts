/** The Russian texts of the sign-in page (the phone) (area auth.signin). */
import type { SigninTexts } from "../../en/auth/signin";

const signin = {
  heading: "Вход",
  intro:
    "Введите номер телефона, и мы отправим вам SMS с кодом. Впервые здесь? Учётную запись вы создадите после подтверждения номера.",
  country: "Страна",
  phone: "Номер телефона",
  phoneHint: "Без кода страны, например 067 123 4567",
  submit: "Получить код",
  codeAlreadySent:
    "Код на этот номер отправлен только что. Если он до вас дошёл, введите его; новый можно запросить через {{seconds}} с.",
  enterCode: "У меня есть код: ввести его",
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: SigninTexts = signin;
void _check;

export default signin;

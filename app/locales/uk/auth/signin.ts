/** The Ukrainian texts of the sign-in page (the phone) (area auth.signin). */
import type { SigninTexts } from "../../en/auth/signin";

const signin = {
  heading: "Вхід",
  intro:
    "Введіть номер телефону, і ми надішлемо вам SMS із кодом. Ви тут уперше? Обліковий запис ви створите після підтвердження номера.",
  country: "Країна",
  phone: "Номер телефону",
  phoneHint: "Без коду країни, наприклад 067 123 4567",
  submit: "Отримати код",
  codeAlreadySent:
    "Код на цей номер надіслано щойно. Якщо він до вас дійшов, введіть його; новий можна запросити через {{seconds}} с.",
  enterCode: "У мене є код: ввести його",
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: SigninTexts = signin;
void _check;

export default signin;

/** The Russian texts of registration (area auth.registration). */
import type { RegistrationTexts } from "../../en/auth/registration";

const registration = {
  heading: "Создание учётной записи",
  intro: "Номер {{phone}} подтверждён. Расскажите о себе.",
  name: "Имя",
  surname: "Фамилия",
  username: "Имя пользователя",
  usernameHint: "Латинские буквы, цифры и подчёркивания, от 3 до 24 символов",
  usernameAvailable: "Имя пользователя свободно",
  usernameTaken: "Имя пользователя уже занято",
  checkUsername: "Проверить доступность",
  password: "Пароль",
  confirmPassword: "Повторите пароль",
  consentBefore: "Я принимаю",
  userAgreement: "пользовательское соглашение",
  consentBetween: "и",
  privacyPolicy: "политику конфиденциальности",
  submit: "Создать учётную запись",
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: RegistrationTexts = registration;
void _check;

export default registration;

/** The Ukrainian texts of registration (area auth.registration). */
import type { RegistrationTexts } from "../../en/auth/registration";

const registration = {
  heading: "Створення облікового запису",
  intro: "Номер {{phone}} підтверджено. Розкажіть про себе.",
  name: "Ім'я",
  surname: "Прізвище",
  username: "Ім'я користувача",
  usernameHint: "Латинські літери, цифри та підкреслення, від 3 до 24 символів",
  usernameAvailable: "Ім'я користувача вільне",
  usernameTaken: "Ім'я користувача вже зайняте",
  checkUsername: "Перевірити доступність",
  password: "Пароль",
  confirmPassword: "Повторіть пароль",
  consentBefore: "Я приймаю",
  userAgreement: "угоду користувача",
  consentBetween: "та",
  privacyPolicy: "політику конфіденційності",
  submit: "Створити обліковий запис",
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: RegistrationTexts = registration;
void _check;

export default registration;

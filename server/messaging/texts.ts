import type { Language } from "#graphql/languages";

/**
 * The words of the SMS and e-mails the server sends, in the three interface languages.
 * (The web app's catalogues live in app/locales; the server cannot import app/.)
 */
export type MessageLanguage = Language;

type Texts = {
  signInSms: (code: string) => string;
  resetSubject: string;
  resetText: (code: string) => string;
  resetSms: (code: string) => string;
  twoFactorSubject: string;
  twoFactorText: (code: string) => string;
  setupSubject: string;
  setupText: (code: string) => string;
};

export const messageTexts: Record<MessageLanguage, Texts> = {
  uk: {
    signInSms: (code) => `vHold: ваш код входу ${code}. Нікому його не повідомляйте.`,
    resetSubject: "Відновлення пароля vHold",
    resetText: (code) => `Ваш код для відновлення пароля: ${code}. Якщо ви не просили його, просто проігноруйте цей лист.`,
    resetSms: (code) => `vHold: код відновлення пароля ${code}. Нікому його не повідомляйте.`,
    twoFactorSubject: "Код входу vHold",
    twoFactorText: (code) => `Ваш код двофакторної автентифікації: ${code}. Якщо це були не ви, змініть пароль.`,
    setupSubject: "Підтвердження пошти vHold",
    setupText: (code) => `Код для ввімкнення двофакторної автентифікації: ${code}.`,
  },
  ru: {
    signInSms: (code) => `vHold: ваш код входа ${code}. Никому его не сообщайте.`,
    resetSubject: "Восстановление пароля vHold",
    resetText: (code) => `Ваш код для восстановления пароля: ${code}. Если вы его не запрашивали, просто проигнорируйте это письмо.`,
    resetSms: (code) => `vHold: код восстановления пароля ${code}. Никому его не сообщайте.`,
    twoFactorSubject: "Код входа vHold",
    twoFactorText: (code) => `Ваш код двухфакторной аутентификации: ${code}. Если это были не вы, смените пароль.`,
    setupSubject: "Подтверждение почты vHold",
    setupText: (code) => `Код для включения двухфакторной аутентификации: ${code}.`,
  },
  en: {
    signInSms: (code) => `vHold: your sign-in code is ${code}. Do not share it with anyone.`,
    resetSubject: "vHold password recovery",
    resetText: (code) => `Your password recovery code is ${code}. If you did not ask for it, ignore this e-mail.`,
    resetSms: (code) => `vHold: your password recovery code is ${code}. Do not share it with anyone.`,
    twoFactorSubject: "vHold sign-in code",
    twoFactorText: (code) => `Your two-factor authentication code is ${code}. If this was not you, change your password.`,
    setupSubject: "Confirm your e-mail for vHold",
    setupText: (code) => `Your code to turn on two-factor authentication is ${code}.`,
  },
};

import type { Language } from "#graphql/languages";
import { formatShare } from "#graphql/validation/company-limits";

/**
 * The words of the SMS and e-mails the server sends, in the three interface languages.
 * (The web app's catalogues live in app/locales; the server cannot import app/.)
 */
export type MessageLanguage = Language;

/** The one share transfer an SMS code confirms, as its SMS names it. */
export interface ShareTransferNamed {
  company: string;
  /** The recipient's username. */
  recipient: string;
  /** Basis points. */
  share: number;
}

/** A share as people read it in each language: 7,77 % in Ukrainian and Russian, 7.77 % in English. */
const percent = (basisPoints: number, language: MessageLanguage) => `${formatShare(basisPoints, language)} %`;

export type MessageTexts = {
  signInSms: (code: string) => string;
  resetSubject: string;
  resetText: (code: string) => string;
  resetSms: (code: string) => string;
  twoFactorSubject: string;
  twoFactorText: (code: string) => string;
  setupSubject: string;
  setupText: (code: string) => string;
  /** Confirms giving away part of a company to someone (one share transfer, named: dynamic linking). */
  shareTransferSms: (code: string, offer: ShareTransferNamed) => string;
  /** Confirms a change to the account itself: a phone change, turning two-factor off, deleting the account. */
  accountSms: (code: string) => string;
  accountSubject: string;
  accountText: (code: string) => string;
  /** To the previous e-mail when the account's e-mail (second factor, recovery) changes. */
  emailChangedSubject: string;
  emailChangedText: (maskedNewEmail: string) => string;
};

export const messageTexts: Record<MessageLanguage, MessageTexts> = {
  uk: {
    signInSms: (code) => `vHold: ваш код входу ${code}. Нікому його не повідомляйте.`,
    resetSubject: "Відновлення пароля vHold",
    resetText: (code) =>
      `Ваш код для відновлення пароля: ${code}. Якщо ви не просили його, просто проігноруйте цей лист.`,
    resetSms: (code) => `vHold: код відновлення пароля ${code}. Нікому його не повідомляйте.`,
    twoFactorSubject: "Код входу vHold",
    twoFactorText: (code) => `Ваш код двофакторної автентифікації: ${code}. Якщо це були не ви, змініть пароль.`,
    setupSubject: "Підтвердження пошти vHold",
    setupText: (code) => `Код для ввімкнення двофакторної автентифікації: ${code}.`,
    shareTransferSms: (code, offer) =>
      `vHold: код ${code} підтверджує передачу ${percent(offer.share, "uk")} компанії «${offer.company}» користувачу @${offer.recipient}. Нікому його не повідомляйте.`,
    accountSms: (code) => `vHold: код підтвердження зміни облікового запису ${code}. Нікому його не повідомляйте.`,
    accountSubject: "Підтвердження дії з обліковим записом vHold",
    accountText: (code) =>
      `Код підтвердження зміни вашого облікового запису: ${code}. Якщо це були не ви, змініть пароль.`,
    emailChangedSubject: "Пошту облікового запису vHold змінено",
    emailChangedText: (email) =>
      `Пошту для двофакторного входу й відновлення пароля вашого облікового запису vHold змінено на ${email}. Якщо це були не ви, негайно змініть пароль і зверніться до підтримки.`,
  },
  ru: {
    signInSms: (code) => `vHold: ваш код входа ${code}. Никому его не сообщайте.`,
    resetSubject: "Восстановление пароля vHold",
    resetText: (code) =>
      `Ваш код для восстановления пароля: ${code}. Если вы его не запрашивали, просто проигнорируйте это письмо.`,
    resetSms: (code) => `vHold: код восстановления пароля ${code}. Никому его не сообщайте.`,
    twoFactorSubject: "Код входа vHold",
    twoFactorText: (code) => `Ваш код двухфакторной аутентификации: ${code}. Если это были не вы, смените пароль.`,
    setupSubject: "Подтверждение почты vHold",
    setupText: (code) => `Код для включения двухфакторной аутентификации: ${code}.`,
    shareTransferSms: (code, offer) =>
      `vHold: код ${code} подтверждает передачу ${percent(offer.share, "ru")} компании «${offer.company}» пользователю @${offer.recipient}. Никому его не сообщайте.`,
    accountSms: (code) => `vHold: код подтверждения изменения учётной записи ${code}. Никому его не сообщайте.`,
    accountSubject: "Подтверждение действия с учётной записью vHold",
    accountText: (code) =>
      `Код подтверждения изменения вашей учётной записи: ${code}. Если это были не вы, смените пароль.`,
    emailChangedSubject: "Почта учётной записи vHold изменена",
    emailChangedText: (email) =>
      `Почта для двухфакторного входа и восстановления пароля вашей учётной записи vHold изменена на ${email}. Если это были не вы, немедленно смените пароль и обратитесь в поддержку.`,
  },
  en: {
    signInSms: (code) => `vHold: your sign-in code is ${code}. Do not share it with anyone.`,
    resetSubject: "vHold password recovery",
    resetText: (code) => `Your password recovery code is ${code}. If you did not ask for it, ignore this e-mail.`,
    resetSms: (code) => `vHold: your password recovery code is ${code}. Do not share it with anyone.`,
    twoFactorSubject: "vHold sign-in code",
    twoFactorText: (code) =>
      `Your two-factor authentication code is ${code}. If this was not you, change your password.`,
    setupSubject: "Confirm your e-mail for vHold",
    setupText: (code) => `Your code to turn on two-factor authentication is ${code}.`,
    shareTransferSms: (code, offer) =>
      `vHold: code ${code} confirms giving ${percent(offer.share, "en")} of “${offer.company}” to @${offer.recipient}. Do not share it with anyone.`,
    accountSms: (code) =>
      `vHold: your code to confirm a change to your account is ${code}. Do not share it with anyone.`,
    accountSubject: "Confirm a change to your vHold account",
    accountText: (code) =>
      `Your code to confirm a change to your account is ${code}. If this was not you, change your password.`,
    emailChangedSubject: "The e-mail of your vHold account was changed",
    emailChangedText: (email) =>
      `The e-mail for two-factor sign-in and password recovery of your vHold account was changed to ${email}. If this was not you, change your password at once and contact support.`,
  },
};

/** The Ukrainian texts of the common area (plural keys add _few and _many). */
import type { CommonTexts } from "../en/common";

const common = {
  product: "vHold",
  skipToContent: "Перейти до вмісту",
  language: {
    label: "Мова",
    apply: "Застосувати",
    uk: "Українська",
    ru: "Русский",
    en: "English",
  },
  toast: {
    region: "Сповіщення",
    close: "Закрити",
    welcome: "Ласкаво просимо, {{name}}!",
    registered: "Ваш обліковий запис створено. Ласкаво просимо, {{name}}!",
    registeredSignInLater: "Ваш обліковий запис створено. Увійдіть, щоб продовжити.",
    passwordChanged: "Ваш пароль змінено.",
    signedOut: "Ви вийшли з облікового запису.",
    sessionEnded: "Ваш сеанс завершився. Увійдіть знову.",
    accountDeleted: "Ваш обліковий запис видалено.",
  },
  legal: {
    updated: "Останнє оновлення: {{date}}",
    toSignIn: "Перейти до входу",
    toProfile: "Перейти до профілю",
  },
  footer: {
    privacyPolicy: "Політика конфіденційності",
    userAgreement: "Угода користувача",
  },
  /** A file's size (the files pages, an instruction's attachments). */
  sizes: {
    B: "{{value}} Б",
    KB: "{{value}} КБ",
    MB: "{{value}} МБ",
    GB: "{{value}} ГБ",
  },
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: CommonTexts = common;
void _check;

export default common;

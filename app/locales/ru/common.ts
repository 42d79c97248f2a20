/** The Russian texts of the common area (plural keys add _few and _many). */
import type { CommonTexts } from "../en/common";

const common = {
  product: "vHold",
  skipToContent: "Перейти к содержимому",
  language: {
    label: "Язык",
    apply: "Применить",
    uk: "Українська",
    ru: "Русский",
    en: "English",
  },
  toast: {
    region: "Уведомления",
    close: "Закрыть",
    welcome: "Добро пожаловать, {{name}}!",
    registered: "Ваша учётная запись создана. Добро пожаловать, {{name}}!",
    registeredSignInLater: "Ваша учётная запись создана. Войдите, чтобы продолжить.",
    passwordChanged: "Ваш пароль изменён.",
    signedOut: "Вы вышли из учётной записи.",
    sessionEnded: "Ваш сеанс завершён. Войдите снова.",
    accountDeleted: "Ваша учётная запись удалена.",
  },
  legal: {
    updated: "Последнее обновление: {{date}}",
    toSignIn: "Перейти ко входу",
    toProfile: "Перейти в профиль",
  },
  footer: {
    privacyPolicy: "Политика конфиденциальности",
    userAgreement: "Пользовательское соглашение",
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

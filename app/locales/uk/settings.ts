/** The Ukrainian texts of the settings area. */
import type { SettingsTexts } from "../en/settings";

const settings = {
  heading: "Налаштування",
  menu: "Меню налаштувань",
  close: "Закрити",
  closeLabel: "Закрити налаштування",
  back: "Назад",
  backLabel: "Повернутися туди, де ви були",
  later: "згодом",
  sections: {
    personal: "Особисті дані",
    system: "Система",
  },
  items: {
    personalInfo: "Особиста інформація",
    localization: "Локалізація",
    privacy: "Конфіденційність і доступ",
    updates: "Оновлення",
    userAgreement: "Угода користувача",
    privacyPolicy: "Політика конфіденційності",
    exit: "Вихід",
  },
  save: "Зберегти",
  saved: "Збережено",
  steps: {
    resendIn: "Новий код можна запросити через {{seconds}} с.",
    resent: "Новий код уже надіслано.",
    phoneHint: "Без коду країни, наприклад 067 123 4567",
  },
};

const _check: SettingsTexts = settings;
void _check;

export default settings;

/** The Russian texts of the settings area. */
import type { SettingsTexts } from "../en/settings";

const settings = {
  heading: "Настройки",
  menu: "Меню настроек",
  close: "Закрыть",
  closeLabel: "Закрыть настройки",
  back: "Назад",
  backLabel: "Вернуться туда, где вы были",
  later: "позже",
  sections: {
    personal: "Личные данные",
    system: "Система",
  },
  items: {
    personalInfo: "Личная информация",
    localization: "Локализация",
    privacy: "Конфиденциальность и доступ",
    updates: "Обновления",
    userAgreement: "Пользовательское соглашение",
    privacyPolicy: "Политика конфиденциальности",
    exit: "Выход",
  },
  save: "Сохранить",
  saved: "Сохранено",
  steps: {
    resendIn: "Новый код можно запросить через {{seconds}} с.",
    resent: "Новый код уже отправлен.",
    phoneHint: "Без кода страны, например 067 123 4567",
  },
};

const _check: SettingsTexts = settings;
void _check;

export default settings;

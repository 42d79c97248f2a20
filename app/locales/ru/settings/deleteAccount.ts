/** The Russian texts of the settings' account deletion (area settings.deleteAccount; see ../../en/settings/deleteAccount.ts). */
import type { SettingsDeleteAccountTexts } from "../../en/settings/deleteAccount";

const deleteAccount: SettingsDeleteAccountTexts = {
  title: "Удаление учётной записи",
  description: "Это действие нельзя отменить. Прочтите, что произойдёт.",
  blockedDescription: "Учётную запись пока нельзя удалить.",
  lossesHeading: "Что вы потеряете",
  losses: {
    personal:
      "Ваши имя, фото, e-mail, дата рождения и «о себе» будут стёрты; номер телефона и имя пользователя освободятся.",
    sessions: "Вы выйдете на всех устройствах.",
    companies: "Компании, где вы единственный человек, будут удалены.",
    transfers: "Доли, предложенные вам, будут отменены.",
    roles: "Роли, которые вы занимаете в других компаниях, станут вакантными.",
    history: "История компаний сохранит ваши действия, но без вашего имени.",
  },
  willSendSms: "Мы отправим код подтверждения в SMS на {{to}}.",
  willSendEmail: "Включена двухфакторная аутентификация, поэтому код подтверждения мы отправим на ваш e-mail {{to}}.",
  sentSms: "Мы отправили код подтверждения в SMS на {{to}}.",
  sentEmail: "Мы отправили код подтверждения на ваш e-mail {{to}}.",
  send: "Отправить код",
  code: "Код подтверждения",
  confirm: "Введите YES для подтверждения",
  confirmHint: "Заглавными латинскими буквами: YES",
  submit: "Удалить мою учётную запись",
  resend: "Отправить код ещё раз",
  companiesHeading: "Сначала передайте свою долю в этих компаниях (или попросите других выйти):",
};

export default deleteAccount;

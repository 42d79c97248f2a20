/** The Ukrainian texts of the settings' account deletion (area settings.deleteAccount; see ../../en/settings/deleteAccount.ts). */
import type { SettingsDeleteAccountTexts } from "../../en/settings/deleteAccount";

const deleteAccount: SettingsDeleteAccountTexts = {
  title: "Видалення облікового запису",
  description: "Цю дію не можна скасувати. Прочитайте, що станеться.",
  blockedDescription: "Обліковий запис поки не можна видалити.",
  lossesHeading: "Що ви втратите",
  losses: {
    personal:
      "Ваші ім'я, фото, e-mail, дату народження і «про мене» буде стерто; номер телефону та ім'я користувача звільняться.",
    sessions: "Ви вийдете на всіх пристроях.",
    companies: "Компанії, де ви єдина людина, буде видалено.",
    transfers: "Частки, запропоновані вам, буде скасовано.",
    roles: "Ролі, які ви обіймаєте в інших компаніях, стануть вакантними.",
    history: "Історія компаній збереже ваші дії, але без вашого імені.",
  },
  willSendSms: "Ми надішлемо код підтвердження в SMS на {{to}}.",
  willSendEmail: "Увімкнено двофакторну автентифікацію, тому код підтвердження ми надішлемо на ваш e-mail {{to}}.",
  sentSms: "Ми надіслали код підтвердження в SMS на {{to}}.",
  sentEmail: "Ми надіслали код підтвердження на ваш e-mail {{to}}.",
  send: "Надіслати код",
  code: "Код підтвердження",
  confirm: "Введіть YES для підтвердження",
  confirmHint: "Великими латинськими літерами: YES",
  submit: "Видалити мій обліковий запис",
  resend: "Надіслати код ще раз",
  companiesHeading: "Спершу передайте свою частку в цих компаніях (або попросіть інших вийти):",
};

export default deleteAccount;

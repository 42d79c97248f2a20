/** The Russian texts of the settings' phone change steps (area settings.phoneChange; see ../../en/settings/phoneChange.ts). */
import type { SettingsPhoneChangeTexts } from "../../en/settings/phoneChange";

const phoneChange: SettingsPhoneChangeTexts = {
  title: "Смена номера телефона",
  stepOf: "Шаг {{step}} из {{count}}",
  send: "Отправить код",
  code: "Код из SMS",
  resend: "Отправить код ещё раз",
  startAgain: "Начать сначала",
  current: {
    description: "Сначала подтвердите текущий номер {{phone}}: мы отправим на него код в SMS.",
    sentTo: "Введите код, который мы отправили в SMS на текущий номер {{to}}.",
    submit: "Подтвердить",
  },
  new: {
    description:
      "Введите новый номер. Он должен отличаться от текущего и не быть занятым. Мы отправим на него код в SMS.",
    country: "Страна",
    phone: "Новый номер телефона",
  },
  confirm: {
    description: "Введите код, который мы отправили в SMS на новый номер {{to}}.",
    submit: "Изменить номер",
    otherNumber: "Ввести другой номер",
  },
  changed: "Ваш номер телефона теперь {{phone}}. Входите с ним.",
};

export default phoneChange;

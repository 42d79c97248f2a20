/** The Ukrainian texts of the settings' phone change steps (area settings.phoneChange; see ../../en/settings/phoneChange.ts). */
import type { SettingsPhoneChangeTexts } from "../../en/settings/phoneChange";

const phoneChange: SettingsPhoneChangeTexts = {
  title: "Зміна номера телефону",
  stepOf: "Крок {{step}} з {{count}}",
  send: "Надіслати код",
  code: "Код з SMS",
  resend: "Надіслати код ще раз",
  startAgain: "Почати спочатку",
  current: {
    description: "Спершу підтвердьте поточний номер {{phone}}: ми надішлемо на нього код в SMS.",
    sentTo: "Введіть код, який ми надіслали в SMS на поточний номер {{to}}.",
    submit: "Підтвердити",
  },
  new: {
    description:
      "Введіть новий номер. Він має відрізнятися від поточного і не бути зайнятим. Ми надішлемо на нього код в SMS.",
    country: "Країна",
    phone: "Новий номер телефону",
  },
  confirm: {
    description: "Введіть код, який ми надіслали в SMS на новий номер {{to}}.",
    submit: "Змінити номер",
    otherNumber: "Ввести інший номер",
  },
  changed: "Ваш номер телефону тепер {{phone}}. Входьте з ним.",
};

export default phoneChange;

/** The Ukrainian texts of the SMS code step, and the countdown of every resend button (area auth.code; plural keys add _few and _many). */
import type { CodeTexts } from "../../en/auth/code";

const code = {
  heading: "Введіть код",
  sentTo: "Ми надіслали 6-значний код на {{to}}.",
  label: "Код з SMS",
  submit: "Продовжити",
  resend: "Надіслати код ще раз",
  resendIn: "Новий код можна запросити через {{seconds}} с.",
  resent: "Новий код уже надіслано.",
  attemptsLeft_one: "Неправильний код. Залишилася {{count}} спроба.",
  attemptsLeft_few: "Неправильний код. Залишилися {{count}} спроби.",
  attemptsLeft_many: "Неправильний код. Залишилося {{count}} спроб.",
  attemptsLeft_other: "Неправильний код. Залишилося {{count}} спроби.",
  exhausted: "Цей код більше не дійсний. Запросіть новий.",
  used: "Цей код уже використано. Запросіть новий.",
  wrongNoLiveCode: "Неправильний код, а останній надісланий уже не дійсний. Запросіть новий.",
  changePhone: "Змінити номер",
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: CodeTexts = code;
void _check;

export default code;

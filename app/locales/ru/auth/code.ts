/** The Russian texts of the SMS code step, and the countdown of every resend button (area auth.code; plural keys add _few and _many). */
import type { CodeTexts } from "../../en/auth/code";

const code = {
  heading: "Введите код",
  sentTo: "Мы отправили 6-значный код на {{to}}.",
  label: "Код из SMS",
  submit: "Продолжить",
  resend: "Отправить код ещё раз",
  resendIn: "Новый код можно запросить через {{seconds}} с.",
  resent: "Новый код уже отправлен.",
  attemptsLeft_one: "Неверный код. Осталась {{count}} попытка.",
  attemptsLeft_few: "Неверный код. Осталось {{count}} попытки.",
  attemptsLeft_many: "Неверный код. Осталось {{count}} попыток.",
  attemptsLeft_other: "Неверный код. Осталось {{count}} попытки.",
  exhausted: "Этот код больше не действует. Запросите новый.",
  used: "Этот код уже использован. Запросите новый.",
  wrongNoLiveCode: "Неверный код, а последний отправленный уже не действует. Запросите новый.",
  changePhone: "Изменить номер",
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: CodeTexts = code;
void _check;

export default code;

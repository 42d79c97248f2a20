import { isLanguage, type Language } from "#graphql/languages";
import type { BillingTopUpPeriod } from "../../db/schema";

/**
 * The words billing writes itself, in the three interface languages (issue 41): a payment's
 * description, which the provider's checkout shows the payer (and their bank statement keeps), and
 * the sandbox's checkout page, which the API serves. The web app's catalogues live in app/locales
 * and the server cannot import app/: server/messaging/texts.ts keeps the SMS and e-mails the same way.
 */
export interface BillingTexts {
  /** What a top-up pays for, with the payment's short reference. */
  description: (period: BillingTopUpPeriod, reference: string) => string;
  sandbox: {
    title: string;
    note: string;
    purpose: string;
    amount: string;
    pay: string;
    refuse: string;
    expiredTitle: string;
    expired: string;
    back: string;
  };
}

export const billingTexts: Record<Language, BillingTexts> = {
  uk: {
    description: (period, reference) =>
      `vHold: поповнення балансу за ${period === "MONTH" ? "1 місяць" : "1 рік"} (${reference})`,
    sandbox: {
      title: "Пісочниця: тестовий платіж",
      note: "Це тестова сторінка оплати. Справжні гроші не списуються.",
      purpose: "Призначення",
      amount: "Сума",
      pay: "Сплатити (тест)",
      refuse: "Відмовитися (тест)",
      expiredTitle: "Час на оплату минув",
      expired: "Це замовлення вже не можна сплатити. Поверніться до vHold і поповніть баланс ще раз.",
      back: "Повернутися до vHold",
    },
  },
  ru: {
    description: (period, reference) =>
      `vHold: пополнение баланса за ${period === "MONTH" ? "1 месяц" : "1 год"} (${reference})`,
    sandbox: {
      title: "Песочница: тестовый платёж",
      note: "Это тестовая страница оплаты. Настоящие деньги не списываются.",
      purpose: "Назначение",
      amount: "Сумма",
      pay: "Оплатить (тест)",
      refuse: "Отказаться (тест)",
      expiredTitle: "Время на оплату истекло",
      expired: "Этот заказ уже нельзя оплатить. Вернитесь в vHold и пополните баланс ещё раз.",
      back: "Вернуться в vHold",
    },
  },
  en: {
    description: (period, reference) =>
      `vHold: balance top-up for ${period === "MONTH" ? "1 month" : "1 year"} (${reference})`,
    sandbox: {
      title: "Sandbox: a test payment",
      note: "This is a test checkout. No real money is taken.",
      purpose: "Purpose",
      amount: "Amount",
      pay: "Pay (test)",
      refuse: "Refuse (test)",
      expiredTitle: "The time to pay is over",
      expired: "This order can no longer be paid. Go back to vHold and top up again.",
      back: "Back to vHold",
    },
  },
};

/**
 * The payer's language on a page the API serves: the order's (their profile's, as the top-up wrote
 * it), else the browser's Accept-Language (its first language, as the API reads it: client-info.ts),
 * else Ukrainian.
 */
export function payerLanguage(ordered: unknown, request: Request): Language {
  if (isLanguage(ordered)) return ordered;
  const browser = (request.headers.get("accept-language") ?? "").trim().slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : "uk";
}

/** The Ukrainian texts of the billing area (see ../en/billing.ts). */
import type { BillingTexts } from "../en/billing";

const billing = {
  notAllowed: "Баланс і платежі бачать власники компанії та її директор.",
  sandbox: "Тестові платежі: пісочниця не списує справжніх грошей.",
  back: "Назад до балансу і платежів",
  summary: {
    balance: "Баланс",
    daysLeft: "Залишилось днів",
    notCharged: "Нічого не списується",
    monthCost: "Вартість цього місяця",
    dailyPrice: "Вартість за день",
    storage: "Розмір сховища",
    gb: "{{size}} ГБ",
    converted: "≈ {{amount}} за курсом НБУ",
    /** The month's cost: what was charged so far, and what the rest of it will cost at today's price (issue 41). */
    monthCharged: "Списано {{amount}}",
    monthRest_one: "ще {{amount}} за {{count}} день за сьогоднішньою ціною",
    monthRest_few: "ще {{amount}} за {{count}} дні за сьогоднішньою ціною",
    monthRest_many: "ще {{amount}} за {{count}} днів за сьогоднішньою ціною",
    monthRest_other: "ще {{amount}} за {{count}} дня за сьогоднішньою ціною",
  },
  state: {
    warning: "Балансу вистачить на 3 дні або менше. Поповніть, щоб робота не зупинилась.",
    critical: "Не вдалося списати кошти з балансу; поповніть щонайменше на 1 день користування.",
  },
  actions: { topUp: "Поповнити", storageSize: "Змінити розмір сховища" },
  prices: {
    heading: "Скільки коштує день",
    role: "Кожна роль з виконавцем",
    roles: "Ролі з виконавцями: {{count}}",
    storage: "Сховище: {{size}} ГБ",
    trash: "Кошик (місце його файлів)",
    total: "Усього за день",
  },
  history: {
    heading: "Історія",
    period: "Період",
    operation: "Операція",
    change: "Зміна балансу",
    after: "Баланс після",
    empty: "Поки нічого.",
    more: "Завантажити ще",
    newest: "Назад до найновіших",
    operations: {
      INITIAL_BALANCE: "Початковий баланс",
      DAILY_CHARGE: "Щоденне списання",
      FAILED_CHARGE: "Невдале списання",
      MONTHLY_CHARGE: "Щомісячне списання",
      INVOICE: "Рахунок",
      TOP_UP: "Поповнення",
    },
    /** An operation that moved nothing (an invoice, a statement, a failed charge): a dash, said in words. */
    noChange: "Баланс не змінився",
    /** Where an invoice's payment stands. */
    status: {
      AWAITING_PAYMENT: "Очікує оплати",
      PAID: "Сплачено",
      REFUSED: "Відхилено",
      EXPIRED: "Термін оплати минув",
    },
    payUntil: "Сплатити можна до {{date}}",
  },
  /** The payer back from the checkout (?payment=): how their top-up stands. */
  payment: {
    paid: "Оплату {{amount}} отримано, баланс поповнено.",
    refused: "Оплату {{amount}} не проведено: платіжний сервіс її відхилив.",
    expired: "Час на оплату цього рахунку минув. Створіть нове поповнення.",
    awaiting: "Чекаємо, доки платіжний сервіс підтвердить оплату {{amount}}.",
    check: "Перевірити ще раз",
  },
  topUp: {
    title: "Поповнення балансу",
    description: "Виберіть, за який час сплатити. Ви перейдете на сторінку оплати й повернетеся сюди.",
    period: "Сплатити за",
    month: "Місяць",
    year: "Рік",
    submit: "Перейти до оплати",
  },
  storageSize: {
    title: "Розмір сховища",
    description: "Розмір сховища оплачується щодня: новий розмір змінює денну вартість.",
    field: "Розмір, ГБ",
    hint: "Зараз {{size}} ГБ; гігабайт коштує {{price}} на день.",
    submit: "Зберегти розмір",
    done: "Розмір сховища збережено",
  },
  storage: {
    size: "Розмір",
    used: "Використано",
    increase: "Збільшити",
    usedOf: "Використано {{used}} з {{size}}",
    breakdown: "Що займає місце",
    chart: "Використане місце за видами",
    kind: "Вид",
    space: "Місце",
    kinds: {
      archived: "Архівні файли",
      documents: "Документи",
      modules: "Модулі компанії",
      other: "Інше",
      media: "Зображення та відео",
      deleted: "Видалені",
    },
    tabs: "Хто займає найбільше місця",
    files: "Файли",
    roles: "Ролі",
    noFiles: "Файлів ще немає.",
    noRoles: "Жодна роль ще не зберігає файлів.",
    file: "Файл",
    role: "Роль",
    filesOff: "Файли вимкнено: поки нічого не зберігається.",
  },
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: BillingTexts = billing;
void _check;

export default billing;

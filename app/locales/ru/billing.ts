/** The Russian texts of the billing area (see ../en/billing.ts). */
import type { BillingTexts } from "../en/billing";

const billing = {
  notAllowed: "Баланс и платежи видят владельцы компании и её директор.",
  sandbox: "Тестовые платежи: песочница не списывает настоящих денег.",
  back: "Назад к балансу и платежам",
  summary: {
    balance: "Баланс",
    daysLeft: "Осталось дней",
    notCharged: "Ничего не списывается",
    monthCost: "Стоимость этого месяца",
    dailyPrice: "Стоимость за день",
    storage: "Размер хранилища",
    gb: "{{size}} ГБ",
    converted: "≈ {{amount}} по курсу НБУ",
    /** The month's cost: what was charged so far, and what the rest of it will cost at today's price (issue 41). */
    monthCharged: "Списано {{amount}}",
    monthRest_one: "ещё {{amount}} за {{count}} день по сегодняшней цене",
    monthRest_few: "ещё {{amount}} за {{count}} дня по сегодняшней цене",
    monthRest_many: "ещё {{amount}} за {{count}} дней по сегодняшней цене",
    monthRest_other: "ещё {{amount}} за {{count}} дня по сегодняшней цене",
  },
  state: {
    warning: "Баланса хватит на 3 дня или меньше. Пополните, чтобы работа не остановилась.",
    critical: "Не удалось списать средства с баланса; пополните минимум на 1 день использования.",
  },
  actions: { topUp: "Пополнить", storageSize: "Изменить размер хранилища" },
  prices: {
    heading: "Сколько стоит день",
    role: "Каждая роль с исполнителем",
    roles: "Роли с исполнителями: {{count}}",
    storage: "Хранилище: {{size}} ГБ",
    trash: "Корзина (место её файлов)",
    total: "Всего за день",
  },
  history: {
    heading: "История",
    period: "Период",
    operation: "Операция",
    change: "Изменение баланса",
    after: "Баланс после",
    empty: "Пока ничего.",
    more: "Загрузить ещё",
    newest: "Назад к самым новым",
    operations: {
      INITIAL_BALANCE: "Начальный баланс",
      DAILY_CHARGE: "Ежедневное списание",
      FAILED_CHARGE: "Неудачное списание",
      MONTHLY_CHARGE: "Ежемесячное списание",
      INVOICE: "Счёт",
      TOP_UP: "Пополнение",
    },
    /** An operation that moved nothing (an invoice, a statement, a failed charge): a dash, said in words. */
    noChange: "Баланс не изменился",
    /** Where an invoice's payment stands. */
    status: {
      AWAITING_PAYMENT: "Ожидает оплаты",
      PAID: "Оплачено",
      REFUSED: "Отклонено",
      EXPIRED: "Срок оплаты истёк",
    },
    payUntil: "Оплатить можно до {{date}}",
  },
  /** The payer back from the checkout (?payment=): how their top-up stands. */
  payment: {
    paid: "Оплата {{amount}} получена, баланс пополнен.",
    refused: "Оплата {{amount}} не проведена: платёжный сервис её отклонил.",
    expired: "Время на оплату этого счёта истекло. Создайте новое пополнение.",
    awaiting: "Ждём, пока платёжный сервис подтвердит оплату {{amount}}.",
    check: "Проверить ещё раз",
  },
  topUp: {
    title: "Пополнение баланса",
    description: "Выберите, за какое время заплатить. Вы перейдёте на страницу оплаты и вернётесь сюда.",
    period: "Оплатить за",
    month: "Месяц",
    year: "Год",
    submit: "Перейти к оплате",
  },
  storageSize: {
    title: "Размер хранилища",
    description: "Размер хранилища оплачивается ежедневно: новый размер меняет дневную стоимость.",
    field: "Размер, ГБ",
    hint: "Сейчас {{size}} ГБ; гигабайт стоит {{price}} в день.",
    submit: "Сохранить размер",
    done: "Размер хранилища сохранён",
  },
  storage: {
    size: "Размер",
    used: "Использовано",
    increase: "Увеличить",
    usedOf: "Использовано {{used}} из {{size}}",
    breakdown: "Что занимает место",
    chart: "Использованное место по видам",
    kind: "Вид",
    space: "Место",
    kinds: {
      archived: "Архивные файлы",
      documents: "Документы",
      modules: "Модули компании",
      other: "Другое",
      media: "Изображения и видео",
      deleted: "Удалённые",
    },
    tabs: "Кто занимает больше всего места",
    files: "Файлы",
    roles: "Роли",
    noFiles: "Файлов ещё нет.",
    noRoles: "Ни одна роль ещё не хранит файлов.",
    file: "Файл",
    role: "Роль",
    filesOff: "Файлы отключены: пока ничего не хранится.",
  },
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: BillingTexts = billing;
void _check;

export default billing;

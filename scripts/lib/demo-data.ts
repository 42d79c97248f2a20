/**
 * What the demo holds (scripts/lib/demo-seed.ts plays it through the API): its people, its two
 * companies' structures, and the texts of their instructions. Data only.
 */
import type { Language } from "#graphql/generated/operations";
import type { BlockNode, RichTextDocument, RichTextMark, TextColor, TextNode } from "#graphql/validation/rich-text";

export interface DemoPerson {
  phone: string;
  name: string;
  surname: string;
  username: string;
  password: string;
  language: Language;
  /** The profile's "about" and birthday (set through updateAuthUser). */
  about?: string;
  birthday?: string;
  /** The photo's background (a generated portrait, PUT /uploads/avatar). */
  colour: readonly [number, number, number];
}

/**
 * The four people the README names (their phones and passwords are fixed: tests and docs use
 * them). Their own numbers: the sign-in hint's example (67 123 45 67) stays a new number that
 * leads to registration.
 */
export const DEMO_USERS: readonly DemoPerson[] = [
  {
    phone: "+380500000101",
    name: "Олена",
    surname: "Коваль",
    username: "olena_koval",
    password: "Demo#Olena2026",
    language: "uk",
    about: "Засновниця «Зеленої Долини». Двадцять років в агробізнесі, люблю точні плани й чесні цифри.",
    birthday: "1981-04-17",
    colour: [46, 125, 82],
  },
  {
    phone: "+380670000102",
    name: "Андрій",
    surname: "Мельник",
    username: "andrii_melnyk",
    password: "Demo#Andrii2026",
    language: "uk",
    about: "Фінанси, кредити, інвестиції.",
    birthday: "1978-11-02",
    colour: [52, 90, 160],
  },
  {
    phone: "+380930000103",
    name: "Ирина",
    surname: "Шевченко",
    username: "iryna_sh",
    password: "Demo#Iryna2026",
    language: "ru",
    about: "Пекарня «Колосок» — хлеб на закваске каждое утро.",
    birthday: "1986-06-23",
    colour: [170, 85, 60],
  },
  {
    phone: "+447400000104",
    name: "Emma",
    surname: "Clarke",
    username: "emma_clarke",
    password: "Demo#Emma2026",
    language: "en",
    about: "Marketing and brand. Based in Kyiv since 2024.",
    birthday: "1993-02-09",
    colour: [120, 80, 150],
  },
];

/** One password for the demo's employees (printed by the command). */
export const EMPLOYEE_PASSWORD = "Demo#Team2026";

const employee = (
  n: number,
  name: string,
  surname: string,
  username: string,
  colour: DemoPerson["colour"],
): DemoPerson => ({
  phone: `+3805000002${String(n).padStart(2, "0")}`,
  name,
  surname,
  username,
  password: EMPLOYEE_PASSWORD,
  language: "uk",
  colour,
});

/** The employees: +380 50 000 02 01 to 14, a range of their own apart from the four. */
export const DEMO_EMPLOYEES: readonly DemoPerson[] = [
  employee(1, "Тарас", "Бондаренко", "taras_bondarenko", [90, 130, 60]),
  employee(2, "Оксана", "Литвиненко", "oksana_lytvynenko", [160, 70, 110]),
  employee(3, "Дмитро", "Кравченко", "dmytro_kravchenko", [70, 110, 140]),
  employee(4, "Анна", "Марченко", "anna_marchenko", [200, 120, 60]),
  employee(5, "Наталія", "Ткаченко", "nataliia_tkachenko", [180, 60, 80]),
  employee(6, "Сергій", "Олійник", "serhii_oliinyk", [80, 80, 90]),
  employee(7, "Юлія", "Мороз", "yuliia_moroz", [60, 140, 150]),
  employee(8, "Вікторія", "Савченко", "viktoriia_savchenko", [150, 120, 40]),
  employee(9, "Максим", "Поліщук", "maksym_polishchuk", [100, 70, 50]),
  employee(10, "Богдан", "Руденко", "bohdan_rudenko", [60, 100, 70]),
  employee(11, "Олег", "Петренко", "oleh_petrenko", [110, 90, 150]),
  employee(12, "Петро", "Гнатюк", "petro_hnatiuk", [140, 100, 80]),
  employee(13, "Катерина", "Шевчук", "kateryna_shevchuk", [190, 90, 120]),
  employee(14, "Роман", "Ковальчук", "roman_kovalchuk", [120, 100, 60]),
];

export const DEMO_PEOPLE: readonly DemoPerson[] = [...DEMO_USERS, ...DEMO_EMPLOYEES];

/** A role of a demo structure: its key (the story's name for it), its holder or who is invited. */
export interface DemoRole {
  key: string;
  name: string;
  level: 1 | 2 | 3 | 4;
  parent: string | null;
  /** Invited by username, accepted and assigned (the director's role: the director vote). */
  holder?: string;
  /** Invited by username, not answered yet. */
  pending?: string;
  /** Open to an invitation link. */
  link?: boolean;
  /** Held for a while by this person, who then gave it up (a former employee). */
  former?: string;
}

/** The main company: its name as made, the name its owners voted for, and the names voted on after. */
export const MAIN = {
  firstName: "Зелена Долина",
  name: "Зелена Долина Агро",
  rejectedName: "Долина Агро Холдинг",
  openVoteName: "Зелена Долина Агрохолдинг",
  phone: "+380442000101",
  address: "вул. Польова, 12, с. Велика Димерка, Броварський р-н, Київська обл., 07442",
  /** The contacts as the finance director changes them in the last days (the other owners are told). */
  newPhone: "+380442000111",
  newAddress: "вул. Польова, 14, с. Велика Димерка, Броварський р-н, Київська обл., 07442",
  about:
    "Сімейне агропідприємство на Київщині: 2 400 га ріллі, пшениця, соняшник і кукурудза, власний елеватор на 12 000 т. Працюємо з 2009 року, продаємо зерно в Україні та на експорт.",
  industries: ["01.11", "01.61", "46.21"],
} as const;

export const MAIN_ROLES: readonly DemoRole[] = [
  { key: "ceo", name: "Генеральна директорка", level: 1, parent: null, holder: "olena_koval" },
  { key: "cfo", name: "Фінансовий директор", level: 2, parent: "ceo", holder: "andrii_melnyk" },
  { key: "agro", name: "Головний агроном", level: 2, parent: "ceo", holder: "taras_bondarenko" },
  { key: "commerce", name: "Комерційна директорка", level: 2, parent: "ceo", holder: "yuliia_moroz" },
  { key: "engineer", name: "Головний інженер", level: 2, parent: "ceo", holder: "serhii_oliinyk" },
  { key: "chiefAccountant", name: "Головна бухгалтерка", level: 3, parent: "cfo", holder: "oksana_lytvynenko" },
  { key: "economist", name: "Економіст", level: 3, parent: "cfo", link: true, former: "petro_hnatiuk" },
  { key: "foreman", name: "Бригадир рільництва", level: 3, parent: "agro", holder: "dmytro_kravchenko" },
  { key: "lab", name: "Агрономка-лаборантка", level: 3, parent: "agro", holder: "anna_marchenko" },
  { key: "sales", name: "Менеджерка з продажу", level: 3, parent: "commerce", holder: "nataliia_tkachenko" },
  { key: "export", name: "Менеджер з експорту", level: 3, parent: "commerce", pending: "emma_clarke" },
  { key: "mechanic", name: "Механік", level: 3, parent: "engineer", holder: "oleh_petrenko" },
  { key: "accountant", name: "Бухгалтерка", level: 4, parent: "chiefAccountant", holder: "viktoriia_savchenko" },
  { key: "tractor", name: "Тракторист", level: 4, parent: "foreman", holder: "maksym_polishchuk" },
  { key: "storekeeper", name: "Комірник", level: 4, parent: "mechanic", holder: "bohdan_rudenko" },
  { key: "driver", name: "Водій", level: 4, parent: "mechanic", pending: "petro_hnatiuk" },
];

/** The second company: iryna_sh's bakery, where emma_clarke does the marketing. */
export const BAKERY = {
  name: "Пекарня Колосок",
  phone: "+380442000202",
  address: "вул. Ярославська, 21, Київ, 04071",
  about: "Пекарня на Подолі: хліб на заквасці, круасани й кава з 7:00 щодня.",
  industries: ["10.71", "56.10"],
} as const;

export const BAKERY_ROLES: readonly DemoRole[] = [
  { key: "director", name: "Директорка", level: 1, parent: null, holder: "iryna_sh" },
  { key: "marketing", name: "Менеджерка з маркетингу", level: 2, parent: "director", holder: "emma_clarke" },
  { key: "production", name: "Завідувачка виробництва", level: 2, parent: "director", holder: "kateryna_shevchuk" },
  { key: "baker", name: "Пекар", level: 3, parent: "production", holder: "roman_kovalchuk" },
  { key: "barista", name: "Бариста", level: 3, parent: "production", link: true },
];

// ---- Rich text: the instructions' documents, as the editor makes them ----------------------

type Inline = string | TextNode;
const t = (text: string, ...marks: RichTextMark[]): TextNode =>
  marks.length ? { type: "text", text, marks } : { type: "text", text };
const bold = (text: string) => t(text, { type: "strong" });
const em = (text: string) => t(text, { type: "em" });
const coloured = (text: string, color: TextColor, strong = false) =>
  t(text, ...(strong ? [{ type: "strong" } as const] : []), { type: "color", attrs: { color } });
const link = (text: string, href: string) => t(text, { type: "link", attrs: { href } });
const inline = (parts: Inline[]) => parts.map((part) => (typeof part === "string" ? t(part) : part));
const p = (...parts: Inline[]): BlockNode => ({ type: "paragraph", content: inline(parts) });
const h = (level: 2 | 3, text: string): BlockNode => ({ type: "heading", attrs: { level }, content: [t(text)] });
const list = (type: "bullet_list" | "ordered_list", items: Inline[][]): BlockNode => ({
  type,
  content: items.map((item) => ({ type: "list_item", content: [p(...item)] })),
});
const doc = (...content: BlockNode[]): string => JSON.stringify({ type: "doc", content } satisfies RichTextDocument);

export interface DemoInstruction {
  key: string;
  /** The role that owns it (its holder writes it). */
  owner: string;
  title: string;
  content: string;
  executors: string[];
  editors?: string[];
}

export const MAIN_INSTRUCTIONS: readonly DemoInstruction[] = [
  {
    key: "payments",
    owner: "ceo",
    title: "Порядок погодження платежів",
    executors: ["cfo", "chiefAccountant"],
    editors: ["cfo"],
    content: doc(
      p(
        "Кожен платіж понад ",
        bold("50 000 грн"),
        " погоджується до оплати. Без погодження банк не відправляє платіжне доручення.",
      ),
      h(2, "Хто погоджує"),
      list("bullet_list", [
        ["до 50 000 грн — ", bold("головна бухгалтерка")],
        ["від 50 000 до 500 000 грн — ", bold("фінансовий директор")],
        ["понад 500 000 грн — ", bold("генеральна директорка"), " і фінансовий директор разом"],
      ]),
      h(2, "Як подати заявку"),
      list("ordered_list", [
        ["Заповніть шаблон заявки (вкладення до інструкції)."],
        ["Додайте рахунок і договір у папку ", em("Фінанси"), " у файлах своєї ролі."],
        ["Надішліть заявку до ", bold("14:00"), ": платежі дня йдуть у банк о 15:00."],
      ]),
      p(
        coloured("Важливо: ", "red", true),
        "платежі на нових контрагентів — лише після перевірки в ",
        link("YouControl", "https://youcontrol.com.ua"),
        ".",
      ),
      p(coloured("Термінові платежі погоджуйте телефоном, а заявку подавайте того ж дня.", "grey")),
    ),
  },
  {
    key: "safety",
    owner: "ceo",
    title: "Охорона праці під час польових робіт",
    executors: ["agro", "foreman", "tractor", "engineer", "mechanic"],
    content: doc(
      p(
        "Інструкція обов'язкова для всіх, хто працює в полі чи з технікою. Перед сезоном кожен проходить інструктаж і ставить підпис у журналі.",
      ),
      h(2, "Перед виїздом"),
      list("bullet_list", [
        ["Огляньте техніку: гальма, світло, шини, ", bold("рівень мастила"), "."],
        ["Візьміть аптечку, воду й заряджений телефон."],
        ["Повідомте бригадира, на яке поле їдете."],
      ]),
      h(2, "Під час роботи"),
      list("ordered_list", [
        ["Не залишайте техніку з увімкненим двигуном."],
        ["Працюйте в навушниках і рукавицях."],
        [coloured("Заборонено", "red", true), " перебувати в зоні розвороту агрегату."],
      ]),
      h(3, "У разі пожежі"),
      p(
        "Зупиніть техніку, відведіть людей ",
        coloured("проти вітру", "green", true),
        " і телефонуйте ",
        bold("101"),
        ". Схема евакуації з мехдвору — у вкладенні.",
      ),
    ),
  },
  {
    key: "fertiliser",
    owner: "agro",
    title: "Внесення добрив під озимі",
    executors: ["foreman", "lab"],
    content: doc(
      p("Норми на сезон 2026/27 для полів №1–7. Карта полів — у вкладенні."),
      h(2, "Норми"),
      list("bullet_list", [
        ["Пшениця: ", bold("N60 P40 K40"), " до сівби, підживлення N30 навесні."],
        ["Ріпак: ", bold("N40 P60 K60"), ", сірка 20 кг/га."],
      ]),
      h(2, "Порядок"),
      list("ordered_list", [
        ["Лабораторія робить аналіз ґрунту кожного поля (папка «Аналізи ґрунту»)."],
        ["Бригадир складає графік і погоджує його з головним агрономом."],
        ["Після внесення — фото поля й запис у журнал."],
      ]),
      p(coloured("Не вносьте добрива перед дощем понад 10 мм.", "yellow", true)),
    ),
  },
  {
    key: "monthEnd",
    owner: "chiefAccountant",
    title: "Закриття місяця",
    executors: ["chiefAccountant", "accountant"],
    content: doc(
      h(2, "До 3 числа"),
      list("bullet_list", [
        ["Акти виконаних робіт від підрядників."],
        ["Звірка з постачальниками пального й насіння."],
      ]),
      h(2, "До 5 числа"),
      list("ordered_list", [["Нарахування зарплати."], ["Амортизація техніки."], ["Звіт для фінансового директора."]]),
      p(
        "Питання — ",
        bold("Оксані Литвиненко"),
        ", ",
        link("buh@zelena-dolyna.example", "mailto:buh@zelena-dolyna.example"),
        ".",
      ),
    ),
  },
  {
    key: "buyer",
    owner: "commerce",
    title: "Робота з новим покупцем зерна",
    executors: ["sales", "export"],
    content: doc(
      p("Новий покупець — це перевірка, договір і передоплата. ", bold("Без передоплати"), " зерно не відвантажуємо."),
      list("ordered_list", [
        ["Перевірте компанію й запросіть реквізити."],
        ["Узгодьте ціну за прайсом (файл «Прайс-лист 2026»)."],
        ["Підготуйте договір поставки за шаблоном."],
        ["Після оплати — заявка механіку на транспорт."],
      ]),
      p(coloured("Знижки понад 3 % — лише з дозволу комерційної директорки.", "blue")),
    ),
  },
  {
    key: "machinery",
    owner: "engineer",
    title: "Щоденний огляд техніки",
    executors: ["mechanic", "storekeeper"],
    content: doc(
      p("Щоранку до ", bold("7:30"), " механік оглядає техніку, що виходить у поле."),
      list("bullet_list", [
        ["Мастило, охолоджувальна рідина, паливо."],
        ["Шини й гальма."],
        ["Журнал огляду — підпис механіка."],
      ]),
      p("Запчастини видає комірник за заявкою; залишки — у файлі «Графік ТО 2026»."),
    ),
  },
  {
    key: "meeting",
    owner: "ceo",
    title: "Щотижнева нарада керівників",
    executors: [],
    content: doc(
      p(em("Чернетка: допишу до наступного понеділка.")),
      list("bullet_list", [["Понеділок, 8:30, контора."], ["Кожен керівник — 5 хвилин: що зроблено, що заважає."]]),
    ),
  },
];

export const BAKERY_INSTRUCTIONS: readonly DemoInstruction[] = [
  {
    key: "social",
    owner: "director",
    title: "Social media posting guide",
    executors: ["marketing"],
    content: doc(
      p("How we post about the bakery. ", bold("One post a day"), ", stories as often as there is something fresh."),
      h(2, "Every post"),
      list("bullet_list", [
        ["A photo taken in daylight, no filters."],
        ["Price and the time the bread comes out."],
        ["The hashtag ", bold("#колосок_поділ"), "."],
      ]),
      h(2, "Colours"),
      p(
        "Use the brand palette (attached): ",
        coloured("rye brown", "yellow", true),
        ", cream and ",
        coloured("sage green", "green", true),
        ".",
      ),
      p(coloured("Never post customers' faces without asking.", "red", true)),
    ),
  },
  {
    key: "shift",
    owner: "production",
    title: "Відкриття зміни в пекарні",
    executors: ["baker", "barista"],
    content: doc(
      list("ordered_list", [
        ["5:00 — увімкнути печі, перевірити закваску."],
        ["5:30 — перший заміс, житній хліб."],
        ["6:45 — вітрина й каса, кавомашина."],
      ]),
      p(coloured("Температура закваски — 24–26 °C.", "blue", true)),
    ),
  },
];

/**
 * A step of a demo task's life (issue 44): by its giver's or its executor's holder, on a day of
 * the story (negative: from its end) at hh:mm UTC.
 */
export type DemoTaskStep = [
  day: number,
  time: string,
  move: "start" | "done" | "accept" | "cancel" | "comment" | "return",
  comment?: string,
];

export interface DemoTask {
  giver: string;
  executor: string;
  title: string;
  description: string;
  /** Given on this day of the story (negative: from its end) at 09:00 UTC. */
  day: number;
  /** Due this many days after the story's end (negative: before it, overdue unless done); absent, no due date. */
  due?: number;
  dueTime?: string;
  priority?: "HIGH";
  steps: DemoTaskStep[];
}

/** The main company's tasks: given down the structure in the last two weeks, in every state. */
export const MAIN_TASKS: readonly DemoTask[] = [
  {
    giver: "ceo",
    executor: "agro",
    title: "План осінньої сівби озимої пшениці",
    description: doc(
      p("Потрібен план на ", bold("420 га"), ": сорти, норми висіву, строки по полях."),
      list("bullet_list", [["Сорти — з урахуванням аналізу ґрунту."], ["Потреба в насінні й добривах."]]),
    ),
    day: -12,
    due: 5,
    priority: "HIGH",
    steps: [
      [-11, "08:00", "start"],
      [-9, "16:00", "comment", "Чекаю результатів аналізу ґрунту з поля №3, решта полів готова."],
    ],
  },
  {
    giver: "ceo",
    executor: "foreman",
    title: "Огляд техніки перед жнивами",
    description: doc(p("Пройти всі комбайни й трактори з механіком, список несправностей — сюди в коментар.")),
    day: -10,
    due: -2,
    steps: [],
  },
  {
    giver: "cfo",
    executor: "chiefAccountant",
    title: "Звірка з банком за жовтень",
    description: doc(p("Звірити виписки з обліком, розбіжності — окремим списком.")),
    day: -9,
    due: -4,
    steps: [
      [-8, "09:00", "start"],
      [-6, "17:00", "done"],
      [-5, "10:00", "accept"],
    ],
  },
  {
    giver: "cfo",
    executor: "accountant",
    title: "Акти звірки з постачальниками",
    description: doc(p("Акти з усіма постачальниками пального й добрив за III квартал.")),
    day: -8,
    due: 3,
    steps: [
      [-7, "09:30", "start"],
      [-4, "15:00", "done"],
      [-3, "11:00", "return", "Бракує акта з «Агрохім-Захід», додайте, будь ласка."],
      [-2, "10:00", "comment", "Запросила акт, обіцяють надіслати завтра."],
    ],
  },
  {
    giver: "agro",
    executor: "lab",
    title: "Аналіз ґрунту, поле №3",
    description: doc(p("Кислотність, гумус, NPK. Результати — у таблицю аналізів.")),
    day: -7,
    due: 1,
    steps: [
      [-6, "08:30", "start"],
      [-1, "16:00", "comment", "Результати внесла в таблицю, кислотність трохи вища за норму."],
      [-1, "16:05", "done"],
    ],
  },
  {
    giver: "ceo",
    executor: "ceo",
    title: "Зустріч із банком щодо кредитної лінії",
    description: doc(p("Взяти звіт за III квартал і план сівби.")),
    day: -3,
    due: 2,
    dueTime: "11:00",
    steps: [],
  },
  {
    giver: "ceo",
    executor: "commerce",
    title: "Виставка «Агро-2026»: стенд",
    description: doc(p("Участь у виставці зі стендом.")),
    day: -14,
    steps: [[-6, "12:00", "cancel"]],
  },
];

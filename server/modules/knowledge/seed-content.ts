/**
 * The help a fresh install starts with: what the product does and how to use it, in Ukrainian,
 * Russian and English, as the spec describes it. Bodies are light markup turned into documents by
 * seed.ts: blocks split on blank lines; "## " a heading; lines starting "- " a list; **bold**.
 * A name of the app's own (a section, a menu item, a button) is quoted, «…» in Ukrainian and
 * Russian, "…" in English, exactly as the app writes it in that language: seed.test.ts compares
 * every quoted name with the app's texts. Parts the app does not have yet are described, not quoted.
 */
import type { Language } from "#graphql/languages";
import type { KnowledgeIcon } from "#graphql/validation/knowledge";

export interface SeedPost {
  icon: KnowledgeIcon;
  recommended?: boolean;
  texts: Record<Language, { title: string; body: string }>;
}

export interface SeedCategory {
  names: Record<Language, string>;
  posts: SeedPost[];
  children?: SeedCategory[];
}

export const seedContent: SeedCategory[] = [
  {
    names: { uk: "Початок роботи", ru: "Начало работы", en: "Getting started" },
    posts: [
      {
        icon: "rocket",
        recommended: true,
        texts: {
          uk: {
            title: "Що таке vHold",
            body: `vHold — робочий простір для компаній та їхніх людей. Він має дві частини.

- **vHold** — володіння компанією: співвласники та їхні частки, передання часток, голосування, директор, назва, призупинення компанії.
- **vHub** — робота в ролі: структура компанії, інструкції, файли та центр керування з оплатою.

## З чого почати

Після входу ви потрапляєте на головну сторінку профілю: там ваші компанії, ролі та запрошення. Створіть компанію або прийміть запрошення до ролі, яке вам надіслали.

Інтерфейс доступний українською, російською та англійською мовами, у світлій або темній темі.`,
          },
          ru: {
            title: "Что такое vHold",
            body: `vHold — рабочее пространство для компаний и их людей. В нём две части.

- **vHold** — владение компанией: совладельцы и их доли, передача долей, голосования, директор, название, приостановка компании.
- **vHub** — работа в роли: структура компании, инструкции, файлы и центр управления с оплатой.

## С чего начать

После входа вы попадаете на главную страницу профиля: там ваши компании, роли и приглашения. Создайте компанию или примите приглашение на роль, которое вам прислали.

Интерфейс доступен на украинском, русском и английском языках, в светлой или тёмной теме.`,
          },
          en: {
            title: "What vHold is",
            body: `vHold is a workspace for companies and their people. It has two parts.

- **vHold** is owning a company: co-owners and their shares, share transfers, votes, the director, the name, suspending the company.
- **vHub** is working in a role: the company structure, instructions, files and the control center with billing.

## Where to start

After signing in you land on your profile's home page: your companies, roles and invitations are there. Create a company, or accept an invitation to a role that was sent to you.

The interface speaks Ukrainian, Russian and English, in a light or a dark theme.`,
          },
        },
      },
      {
        icon: "users",
        recommended: true,
        texts: {
          uk: {
            title: "Вхід і реєстрація",
            body: `Ви входите за номером телефону. Виберіть країну, введіть номер, і ми надішлемо SMS із 6-значним кодом. Код діє 5 хвилин.

- Якщо номер уже зареєстровано, після коду введіть пароль.
- Якщо номер новий, заповніть реєстрацію: ім'я, прізвище, ім'я користувача (латинські літери, цифри та підкреслення, від 3 до 24 символів), пароль і згоду з угодою користувача та політикою конфіденційності.
- Якщо ввімкнено двофакторну автентифікацію, введіть ще код, надісланий на e-mail.

## Забули пароль

На сторінці пароля натисніть «Забули пароль?». Код відновлення прийде на e-mail облікового запису, а якщо його немає — в SMS. Новий пароль завершує сеанси на всіх інших пристроях.

Після 5 неправильних кодів або паролів за 15 хвилин вхід для номера блокується на 15 хвилин: повідомлення скаже, скільки чекати.`,
          },
          ru: {
            title: "Вход и регистрация",
            body: `Вы входите по номеру телефона. Выберите страну, введите номер, и мы пришлём SMS с 6-значным кодом. Код действует 5 минут.

- Если номер уже зарегистрирован, после кода введите пароль.
- Если номер новый, заполните регистрацию: имя, фамилию, имя пользователя (латинские буквы, цифры и подчёркивание, от 3 до 24 символов), пароль и согласие с пользовательским соглашением и политикой конфиденциальности.
- Если включена двухфакторная аутентификация, введите ещё код, отправленный на e-mail.

## Забыли пароль

На странице пароля нажмите «Забыли пароль?». Код восстановления придёт на e-mail учётной записи, а если его нет — в SMS. Новый пароль завершает сеансы на всех других устройствах.

После 5 неверных кодов или паролей за 15 минут вход для номера блокируется на 15 минут: сообщение скажет, сколько ждать.`,
          },
          en: {
            title: "Signing in and registering",
            body: `You sign in with your phone number. Choose the country, enter the number, and we send an SMS with a 6-digit code. The code works for 5 minutes.

- If the number is registered, enter your password after the code.
- If the number is new, fill in the registration: first name, last name, username (Latin letters, digits and underscores, 3 to 24 characters), a password, and your consent to the user agreement and the privacy policy.
- With two-factor authentication on, also enter the code sent to your e-mail.

## Forgot your password

On the password page choose "Forgot password?". The recovery code goes to the account's e-mail, or by SMS when it has none. A new password ends the sessions on all your other devices.

After 5 wrong codes or passwords within 15 minutes, sign-in for the number is locked for 15 minutes: the message says how long to wait.`,
          },
        },
      },
      {
        icon: "lightbulb",
        texts: {
          uk: {
            title: "Мова, тема та формат часу",
            body: `Тему змінює пункт «Темний режим» (або «Світлий режим») у меню облікового запису праворуч угорі. Вибір запам'ятовується в цьому браузері.

Мову інтерфейсу, 12- чи 24-годинний формат часу та валюту ви вибираєте в меню облікового запису: «Налаштування профілю», розділ «Локалізація». До входу мову можна змінити вгорі сторінки входу.

Дописи бази знань показано вашою мовою. Якщо допис ще не перекладено, ви побачите його українською або англійською з відповідною позначкою, а посилання після «Читати іншою мовою» відкриють інші переклади.`,
          },
          ru: {
            title: "Язык, тема и формат времени",
            body: `Тему меняет пункт «Тёмный режим» (или «Светлый режим») в меню учётной записи справа вверху. Выбор запоминается в этом браузере.

Язык интерфейса, 12- или 24-часовой формат времени и валюту вы выбираете в меню учётной записи: «Настройки профиля», раздел «Локализация». До входа язык можно сменить вверху страницы входа.

Статьи базы знаний показаны на вашем языке. Если статья ещё не переведена, вы увидите её на украинском или английском с пометкой об этом, а ссылки после «Читать на другом языке» откроют другие переводы.`,
          },
          en: {
            title: "Language, theme and time format",
            body: `The theme changes with "Dark mode" (or "Light mode") in the account menu at the top right. The choice is remembered in this browser.

The interface language, the 12- or 24-hour time format and the currency are set from the account menu: "Profile settings", section "Localization". Before signing in, the language can be changed at the top of the sign-in page.

Knowledge-base posts are shown in your language. A post not yet translated is shown in Ukrainian or English, marked as such, and the links after "Read in" open its other translations.`,
          },
        },
      },
    ],
  },
  {
    names: { uk: "vHold: володіння компанією", ru: "vHold: владение компанией", en: "vHold: owning a company" },
    posts: [
      {
        icon: "building",
        texts: {
          uk: {
            title: "Компанії та співвласники",
            body: `Кожен співвласник має частку компанії у відсотках; разом частки завжди становлять 100 %. Назву компанії встановлюють і змінюють лише співвласники.

Панель компанії показує назву, кількість співвласників і дві вкладки: «Співвласники» з їхніми частками та «Інформація» — директор, кількість ролей рівнів 2, 3 і 4, телефон, адреса, галузі.

Поки в компанії немає директора, вона працює в обмеженому режимі: не можна видавати нові доступи й змінювати налаштування робочої частини, а ролі рівнів 2–4 працюють повністю. Панель пропонує призначити директора.`,
          },
          ru: {
            title: "Компании и совладельцы",
            body: `Каждый совладелец владеет долей компании в процентах; вместе доли всегда составляют 100 %. Название компании устанавливают и меняют только совладельцы.

Панель компании показывает название, число совладельцев и две вкладки: «Совладельцы» с их долями и «Информация» — директор, число ролей уровней 2, 3 и 4, телефон, адрес, отрасли.

Пока в компании нет директора, она работает в ограниченном режиме: нельзя выдавать новые доступы и менять настройки рабочей части, а роли уровней 2–4 работают полностью. Панель предлагает назначить директора.`,
          },
          en: {
            title: "Companies and co-owners",
            body: `Each co-owner holds a share of the company as a percentage; together the shares always make 100 %. Only co-owners set and change the company's name.

The company panel shows the name, the number of co-owners and two tabs: "Co-owners" with their shares, and "Information": the director, the number of roles on levels 2, 3 and 4, phone, address, industries.

While a company has no director it runs in a limited mode: no new access can be granted and the work area's settings cannot change, while roles on levels 2 to 4 work fully. The panel offers to assign a director.`,
          },
        },
      },
      {
        icon: "wallet",
        texts: {
          uk: {
            title: "Передача частки",
            body: `Співвласник може передати частину своєї частки іншій людині: кнопка «Передати частку» на панелі компанії.

- Ви вказуєте отримувача й частку та підтверджуєте передачу кодом із SMS.
- Передача чекає на отримувача: він приймає її або відхиляє. Співвласником він стає лише після прийняття.
- Поки отримувач не відповів, ви можете натиснути «Скасувати передачу».

У розділі «Операції з частками» показано лише прийняті передачі.`,
          },
          ru: {
            title: "Передача доли",
            body: `Совладелец может передать часть своей доли другому человеку: кнопка «Передать долю» на панели компании.

- Вы указываете получателя и долю и подтверждаете передачу кодом из SMS.
- Передача ждёт получателя: он принимает её или отклоняет. Совладельцем он становится только после принятия.
- Пока получатель не ответил, вы можете нажать «Отменить передачу».

В разделе «Операции с долями» показаны только принятые передачи.`,
          },
          en: {
            title: "Transferring a share",
            body: `A co-owner can transfer part of their share to another person: "Transfer a share" on the company panel.

- You name the recipient and the share and confirm the transfer with a code from an SMS.
- The transfer waits for the recipient, who accepts or declines it. They become a co-owner only once they accept.
- Until the recipient answers, you can "Cancel the transfer".

"Share operations" lists accepted transfers only.`,
          },
        },
      },
    ],
    children: [
      {
        names: { uk: "Голосування", ru: "Голосования", en: "Votes" },
        posts: [
          {
            icon: "users",
            texts: {
              uk: {
                title: "Як проходять голосування",
                body: `Коли в компанії кілька співвласників, голосуванням вирішують зміну директора, зміну назви, призупинення, відновлення та видалення компанії. Єдиний власник діє без голосування.

- Зміну директора вирішує більшість, голосування триває 3 дні.
- Інші голосування тривають 7 днів; для призупинення потрібна підтримка щонайменше 51 %.

Ви голосуєте за чи проти й можете скинути свій голос. Ініціатор голосування про призупинення чи видалення може скасувати його, поки воно триває; співвласники отримають сповіщення.`,
              },
              ru: {
                title: "Как проходят голосования",
                body: `Когда у компании несколько совладельцев, голосованием решают смену директора, смену названия, приостановку, восстановление и удаление компании. Единственный владелец действует без голосования.

- Смену директора решает большинство, голосование длится 3 дня.
- Остальные голосования длятся 7 дней; для приостановки нужна поддержка не меньше 51 %.

Вы голосуете за или против и можете сбросить свой голос. Инициатор голосования о приостановке или удалении может отменить его, пока оно идёт; совладельцы получат уведомление.`,
              },
              en: {
                title: "How votes work",
                body: `When a company has several co-owners, a vote decides a change of director, a change of name, suspension, restoration and deletion. A sole owner acts without a vote.

- A change of director needs a majority; the vote runs 3 days.
- Other votes run 7 days; suspension needs at least 51 % support.

You vote for or against and can take your vote back. Whoever started a suspension or deletion vote may cancel it while it runs; the co-owners are notified.`,
              },
            },
          },
          {
            icon: "shield",
            texts: {
              uk: {
                title: "Призупинення, відновлення та видалення",
                body: `Щоб призупинити компанію, введіть слово STOP, виберіть причину й за бажанням додайте коментар.

У призупиненій компанії ролі заморожено: людина може лише відмовитися від своєї ролі. Банер пропонує відновлення, якщо голосування про відновлення ще не йде.

Призупинену компанію буде видалено автоматично через 2 роки або раніше — голосуванням про видалення.`,
              },
              ru: {
                title: "Приостановка, восстановление и удаление",
                body: `Чтобы приостановить компанию, введите слово STOP, выберите причину и при желании добавьте комментарий.

В приостановленной компании роли заморожены: человек может только отказаться от своей роли. Баннер предлагает восстановление, если голосование о восстановлении ещё не идёт.

Приостановленная компания будет удалена автоматически через 2 года или раньше — голосованием об удалении.`,
              },
              en: {
                title: "Suspension, restoration and deletion",
                body: `To suspend a company, type the word STOP, choose a reason and, if you like, add a comment.

In a suspended company the roles are frozen: a person can only give up their role. A banner offers restoration unless a restoration vote is already running.

A suspended company is deleted automatically after 2 years, or earlier by a deletion vote.`,
              },
            },
          },
        ],
      },
    ],
  },
  {
    names: { uk: "vHub: робота в ролі", ru: "vHub: работа в роли", en: "vHub: working in a role" },
    posts: [
      {
        icon: "users",
        texts: {
          uk: {
            title: "Ролі та рівні",
            body: `Роль — це посада в компанії. Рівень 1 — директор, керівник компанії з найширшими правами; рівні 2–4 підпорядковані йому. Рівень видно за кольором рамки аватара та значком.

- Ви можете залишити роль (і втратити її доступи) або призначити себе на роль — тоді попередній виконавець отримає сповіщення.
- Ви можете запросити виконавця на роль або звільнити роль від виконавця.

Запрошення проходить стани: надіслано, отримано, кандидат хоче роль, відхилено. Відхилення стосується лише цього кандидата — роль лишається відкритою.`,
          },
          ru: {
            title: "Роли и уровни",
            body: `Роль — это должность в компании. Уровень 1 — директор, руководитель компании с самыми широкими правами; уровни 2–4 подчинены ему. Уровень виден по цвету рамки аватара и значку.

- Вы можете покинуть роль (и потерять её доступы) или назначить себя на роль — тогда прежний исполнитель получит уведомление.
- Вы можете пригласить исполнителя на роль или освободить роль от исполнителя.

Приглашение проходит состояния: отправлено, получено, кандидат хочет роль, отклонено. Отклонение касается только этого кандидата — роль остаётся открытой.`,
          },
          en: {
            title: "Roles and levels",
            body: `A role is a position in the company. Level 1 is the director, the company's head with the widest rights; levels 2 to 4 report to it. The level shows as the colour of the avatar's border and a badge.

- You can leave a role (and lose its access) or assign yourself to one; its previous holder is then notified.
- You can invite someone to a role, or remove its holder and free the role.

An invitation goes through sent, received, the candidate wants the role, and declined. Declining concerns only that candidate: the role stays open.`,
          },
        },
      },
      {
        icon: "building",
        texts: {
          uk: {
            title: "Структура компанії",
            body: `Структура — це схема ролей і підпорядкування. Її переглядають у режимі перегляду, а змінюють у режимі редагування, де зміни зберігають або скасовують. Останні 50 кроків можна скасувати й повторити.

Бічна панель показує список ролей із пошуком і відомості про вибрану роль: її ресурси та підлеглі ролі. У панелі редагування задають назву ролі, рівень і керівну роль.

Якщо роль архівувати, її підлеглі переходять до її керівника, а виконавця буде звільнено з повідомленням.`,
          },
          ru: {
            title: "Структура компании",
            body: `Структура — это схема ролей и подчинения. Её смотрят в режиме просмотра, а меняют в режиме редактирования, где изменения сохраняют или отменяют. Последние 50 шагов можно отменить и повторить.

Боковая панель показывает список ролей с поиском и сведения о выбранной роли: её ресурсы и подчинённые роли. В панели редактирования задают название роли, уровень и руководящую роль.

Если роль архивировать, её подчинённые переходят к её руководителю, а исполнитель будет освобождён с уведомлением.`,
          },
          en: {
            title: "Company structure",
            body: `The structure is the chart of roles and who reports to whom. You look at it in view mode and change it in edit mode, where changes are saved or cancelled. The last 50 steps can be undone and redone.

The side panel lists the roles, with search, and tells about the chosen role: its resources and subordinate roles. The edit panel sets the role's name, level and managing role.

Archiving a role moves its subordinates under its manager, and its holder is released and notified.`,
          },
        },
      },
      {
        icon: "book",
        texts: {
          uk: {
            title: "Інструкції",
            body: `Інструкція має власника, виконавців, редакторів і файли. Власника, виконавців і редакторів вибирають серед ролей у дереві підпорядкування.

Список інструкцій ролі можна відфільтрувати: усі, для мене, від інших, для інших, без ролі, редагую.

Якщо змінити власника, виконавці поза підпорядкуванням нового власника вибувають, а попередній власник стає редактором. Редактор може відмовитися від прав редагування; повернути їх може лише власник.`,
          },
          ru: {
            title: "Инструкции",
            body: `У инструкции есть владелец, исполнители, редакторы и файлы. Владельца, исполнителей и редакторов выбирают среди ролей в дереве подчинения.

Список инструкций роли можно отфильтровать: все, для меня, от других, для других, без роли, редактирую.

Если сменить владельца, исполнители вне подчинения нового владельца выбывают, а прежний владелец становится редактором. Редактор может отказаться от прав редактирования; вернуть их может только владелец.`,
          },
          en: {
            title: "Instructions",
            body: `An instruction has an owner, executors, editors and files. The owner, executors and editors are chosen among the roles of the reporting tree.

A role's instructions can be filtered: all, for me, from others, for others, no role, editing.

Changing the owner removes the executors that do not report to the new owner, and the previous owner becomes an editor. An editor can give up editing rights; only the owner can give them back.`,
          },
        },
      },
    ],
  },
  {
    names: { uk: "Файли", ru: "Файлы", en: "Files" },
    posts: [
      {
        icon: "folder",
        texts: {
          uk: {
            title: "Файли й теки",
            body: `Розділ файлів має три вкладки: мої файли, доступні мені та видалені. Вигляд — сіткою або списком; вибір запам'ятовується.

- Клік вибирає файл і показує його відомості; з Ctrl можна вибрати кілька.
- Відкрийте теку, щоб побачити її вміст; хлібні крихти ведуть назад.
- Пошук фільтрує список, поки ви вводите.

Видалений файл лежить у кошику 30 днів: звідти його можна відновити або видалити назавжди.`,
          },
          ru: {
            title: "Файлы и папки",
            body: `Раздел файлов имеет три вкладки: мои файлы, доступные мне и удалённые. Вид — сеткой или списком; выбор запоминается.

- Клик выбирает файл и показывает его сведения; с Ctrl можно выбрать несколько.
- Откройте папку, чтобы увидеть её содержимое; хлебные крошки ведут назад.
- Поиск фильтрует список, пока вы вводите.

Удалённый файл лежит в корзине 30 дней: оттуда его можно восстановить или удалить навсегда.`,
          },
          en: {
            title: "Files and folders",
            body: `The files section has three tabs: my files, available to me, and deleted. Show them as a grid or a list; the choice is remembered.

- A click selects a file and shows its details; with Ctrl you select several.
- Open a folder to see what it holds; the breadcrumbs lead back.
- Search filters the list as you type.

A deleted file stays in the trash for 30 days: from there it can be restored or deleted for good.`,
          },
        },
      },
      {
        icon: "shield",
        texts: {
          uk: {
            title: "Доступ і публічні посилання",
            body: `Доступ до файлу надають ролям, а не людям. Рівні доступу: повний, перегляд і редагування, лише перегляд, редагування.

Публічне посилання відкриває файл будь-кому, хто його має. Строк дії: доки не вимкнете вручну, 24 години, 3 дні, 7 днів або 1 місяць.

Захищені файли позначено окремо.`,
          },
          ru: {
            title: "Доступ и публичные ссылки",
            body: `Доступ к файлу дают ролям, а не людям. Уровни доступа: полный, просмотр и редактирование, только просмотр, редактирование.

Публичная ссылка открывает файл любому, у кого она есть. Срок действия: пока не выключите вручную, 24 часа, 3 дня, 7 дней или 1 месяц.

Защищённые файлы отмечены отдельно.`,
          },
          en: {
            title: "Access and public links",
            body: `Access to a file is given to roles, not to people. The levels are: full, view and edit, view only, and edit.

A public link opens the file to anyone who has it. It lasts until you turn it off, or for 24 hours, 3 days, 7 days or 1 month.

Protected files are marked as such.`,
          },
        },
      },
    ],
  },
  {
    names: { uk: "Оплата", ru: "Оплата", en: "Billing" },
    posts: [
      {
        icon: "wallet",
        recommended: true,
        texts: {
          uk: {
            title: "Як працює оплата",
            body: `Компанія платить за кожного працівника та за розмір сховища. Оплата — у гривнях за курсом Національного банку України; списання бувають щоденні та щомісячні.

Баланс, залишок днів, вартість поточного місяця та історію операцій видно в центрі керування, у розділі балансу й платежів. Поповнити баланс можна на місяць або на рік.

- Коли коштів лишається приблизно на 3 дні, ви побачите попередження.
- Якщо списання не вдалося, користування призупиняється, доки поповнення не покриє щонайменше 1 день.`,
          },
          ru: {
            title: "Как работает оплата",
            body: `Компания платит за каждого сотрудника и за размер хранилища. Оплата — в гривнах по курсу Национального банка Украины; списания бывают ежедневные и ежемесячные.

Баланс, остаток дней, стоимость текущего месяца и историю операций видно в центре управления, в разделе баланса и платежей. Пополнить баланс можно на месяц или на год.

- Когда средств остаётся примерно на 3 дня, вы увидите предупреждение.
- Если списание не удалось, пользование приостанавливается, пока пополнение не покроет хотя бы 1 день.`,
          },
          en: {
            title: "How billing works",
            body: `A company pays per employee and for the size of its storage, in hryvnias at the National Bank of Ukraine's rate, with daily and monthly charges.

The balance, the days left, this month's cost and the history are in the control center, in its balance and payments section. Top up for a month or a year.

- When about 3 days of funds are left, you see a warning.
- If a charge fails, usage is suspended until a top-up covers at least 1 day.`,
          },
        },
      },
    ],
  },
  {
    names: { uk: "Безпека", ru: "Безопасность", en: "Security" },
    posts: [
      {
        icon: "shield",
        recommended: true,
        texts: {
          uk: {
            title: "Паролі та коди входу",
            body: `Пароль має щонайменше 8 символів: латинські літери, цифри та символи на кшталт !@#$%. Пробіли не допускаються. Підказки під полем показують, що ще зробить пароль надійнішим: цифра, великі й малі літери, спеціальні символи.

- Ніколи не передавайте нікому код із SMS чи e-mail: ми його не запитуємо.
- Змініть пароль у меню облікового запису: «Налаштування профілю», розділ «Конфіденційність і доступ», кнопка «Змінити пароль». Новий пароль завершує сеанси на інших пристроях.`,
          },
          ru: {
            title: "Пароли и коды входа",
            body: `Пароль содержит не меньше 8 символов: латинские буквы, цифры и символы вроде !@#$%. Пробелы не допускаются. Подсказки под полем показывают, что ещё сделает пароль надёжнее: цифра, заглавные и строчные буквы, специальные символы.

- Никогда никому не сообщайте код из SMS или e-mail: мы его не спрашиваем.
- Смените пароль в меню учётной записи: «Настройки профиля», раздел «Конфиденциальность и доступ», кнопка «Сменить пароль». Новый пароль завершает сеансы на других устройствах.`,
          },
          en: {
            title: "Passwords and sign-in codes",
            body: `A password has at least 8 characters: Latin letters, digits and symbols such as !@#$%. Spaces are not allowed. The hints under the field show what makes it stronger: a digit, upper and lower case, special characters.

- Never tell anyone a code from an SMS or an e-mail: we never ask for it.
- Change your password from the account menu: "Profile settings", section "Privacy and access", button "Change password". A new password ends the sessions on your other devices.`,
          },
        },
      },
      {
        icon: "shield",
        texts: {
          uk: {
            title: "Двофакторна автентифікація",
            body: `З двофакторною автентифікацією після пароля потрібен ще код, надісланий на ваш e-mail. Так пароля самого по собі замало, щоб увійти.

Щоб увімкнути її, у розділі «Конфіденційність і доступ» натисніть «Увімкнути двофакторну автентифікацію», укажіть e-mail і поточний пароль і підтвердьте e-mail кодом із листа. Кнопка «Вимкнути двофакторну автентифікацію» теж просить код із листа та підтвердження.`,
          },
          ru: {
            title: "Двухфакторная аутентификация",
            body: `С двухфакторной аутентификацией после пароля нужен ещё код, отправленный на ваш e-mail. Так одного пароля недостаточно, чтобы войти.

Чтобы включить её, в разделе «Конфиденциальность и доступ» нажмите «Включить двухфакторную аутентификацию», укажите e-mail и текущий пароль и подтвердите e-mail кодом из письма. Кнопка «Выключить двухфакторную аутентификацию» тоже просит код из письма и подтверждение.`,
          },
          en: {
            title: "Two-factor authentication",
            body: `With two-factor authentication, signing in asks for a code sent to your e-mail after the password, so a password alone is not enough.

To turn it on, choose "Turn on two-factor authentication" in "Privacy and access", give your e-mail and your current password, and confirm the e-mail with the code from the message. "Turn off two-factor authentication" also asks for an e-mailed code and a confirmation.`,
          },
        },
      },
      {
        icon: "users",
        texts: {
          uk: {
            title: "Активні сеанси",
            body: `У розділі «Конфіденційність і доступ», у списку «Активні сеанси», видно пристрої, з яких ви ввійшли: пристрій, час останньої активності та позначку «Цей пристрій».

Завершити сеанси на інших пристроях можна через 7 днів після першого входу з поточного пристрою. Якщо бачите незнайомий пристрій, змініть пароль: це завершить усі інші сеанси одразу.`,
          },
          ru: {
            title: "Активные сеансы",
            body: `В разделе «Конфиденциальность и доступ», в списке «Активные сеансы», видны устройства, с которых вы вошли: устройство, время последней активности и отметка «Это устройство».

Завершить сеансы на других устройствах можно через 7 дней после первого входа с текущего устройства. Если видите незнакомое устройство, смените пароль: это сразу завершит все остальные сеансы.`,
          },
          en: {
            title: "Active sessions",
            body: `In "Privacy and access", "Active sessions" lists the devices you are signed in on: the device, its last activity, and "This device" on the one you use.

Sessions on other devices can be ended 7 days after your first sign-in on the current device. If you see a device you do not know, change your password: that ends all other sessions at once.`,
          },
        },
      },
    ],
  },
];

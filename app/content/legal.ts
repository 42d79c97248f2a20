export type LegalDocumentId = "privacy-policy" | "user-agreement";
export type LegalLanguage = "uk" | "ru" | "en";
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}
export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

const UPDATED = "2026-11-22";

export const legalDocuments: Record<LegalDocumentId, Record<LegalLanguage, LegalDocument>> = {
  "privacy-policy": {
    uk: {
      title: "Політика конфіденційності",
      updated: UPDATED,
      intro:
        "Ця Політика конфіденційності пояснює, які персональні дані збирає сервіс vHold, з якою метою і на яких підставах вони обробляються, скільки часу зберігаються та які права ви маєте. Сервіс надає Постачальник послуг. Користуючись vHold, ви підтверджуєте, що ознайомилися з цією Політикою.",
      sections: [
        {
          heading: "1. Загальні положення",
          paragraphs: [
            "Ця Політика поширюється на всі дані, які ви передаєте під час реєстрації та роботи в vHold, а також на дані, що формуються автоматично під час користування сервісом. Постачальник послуг є володільцем цих даних і відповідає за їх обробку відповідно до законодавства України про захист персональних даних.",
            "Якщо ви не погоджуєтеся з умовами цієї Політики, будь ласка, не користуйтеся сервісом.",
          ],
        },
        {
          heading: "2. Які дані ми збираємо",
          paragraphs: [
            "Дані облікового запису: номер телефону, ім’я, ім’я користувача, дата народження, аватар, а також адреса електронної пошти, якщо ви вмикаєте двофакторну автентифікацію. Пароль зберігається лише у вигляді захищеного хешу.",
            "Дані, які ви додаєте в роботі: файли, інструкції, матеріали бази знань, структура компаній, відомості про частки, передачі часток і голосування, а також платіжні операції та баланс.",
            "Технічні дані: активні сесії та пристрої, з яких виконано вхід, дата і час входу, IP-адреса. IP-адреса використовується для захисту облікового запису, виявлення підозрілої активності та обмеження кількості запитів.",
          ],
        },
        {
          heading: "3. Мета обробки",
          paragraphs: [
            "Ми обробляємо дані, щоб створити і підтримувати ваш обліковий запис, забезпечити вхід за номером телефону, SMS-кодом і паролем, надсилати коди двофакторної автентифікації, надавати функції компаній, ролей, файлів і голосувань, а також виставляти рахунки та приймати оплату.",
            "Крім того, дані використовуються для безпеки сервісу: запобігання несанкціонованому доступу, захисту від зловживань і автоматизованих атак, а також для розгляду ваших звернень до Постачальника послуг.",
          ],
        },
        {
          heading: "4. Правові підстави",
          paragraphs: [
            "Основною підставою обробки є виконання договору з вами, тобто Угоди користувача: без номера телефону, імені та технічних даних сесії надати послуги неможливо.",
            "Для необов’язкових даних, зокрема дати народження, аватара та електронної пошти для двофакторної автентифікації, підставою є ваша згода. Ви можете відкликати її в будь-який момент, видаливши ці дані в налаштуваннях профілю.",
          ],
        },
        {
          heading: "5. Зберігання та строки",
          paragraphs: [
            "Дані облікового запису зберігаються, доки ви не видалите обліковий запис. Видалені файли потрапляють до кошика і остаточно знищуються через 30 днів. Дані компаній, роботу яких призупинено, видаляються через 2 роки після призупинення, якщо роботу не буде відновлено.",
            "Окремі відомості, наприклад про платежі, можуть зберігатися довше, якщо цього вимагає законодавство України щодо бухгалтерського та податкового обліку.",
          ],
        },
        {
          heading: "6. Передача даних третім особам",
          paragraphs: [
            "Ми не продаємо ваші персональні дані і не передаємо їх для рекламних цілей. Дані передаються лише тим постачальникам, без яких сервіс не може працювати: платіжному провайдеру для проведення оплат, а також сервісам доставки SMS та електронної пошти для надсилання кодів підтвердження.",
            "Такі постачальники отримують лише необхідний мінімум даних і зобов’язані їх захищати. Дані також можуть бути надані державним органам, якщо цього прямо вимагає закон.",
          ],
        },
        {
          heading: "7. Безпека",
          paragraphs: [
            "Паролі зберігаються виключно у вигляді хешів, отриманих за алгоритмом argon2, тому навіть Постачальник послуг не може їх прочитати. Усі з’єднання з сервісом захищені шифруванням.",
            "Ви можете переглядати активні сесії та завершувати їх на інших пристроях. Радимо використовувати надійний пароль і вмикати двофакторну автентифікацію.",
          ],
        },
        {
          heading: "8. Ваші права",
          paragraphs: [
            "Ви маєте право знати, які ваші дані обробляються, отримати до них доступ, виправити неточні дані, вимагати їх видалення, а також відкликати надану згоду. Більшість даних можна змінити або видалити безпосередньо в налаштуваннях профілю.",
            "Якщо ви вважаєте, що ваші права порушено, зверніться до Постачальника послуг. Ви також маєте право звернутися до Уповноваженого Верховної Ради України з прав людини.",
          ],
        },
        {
          heading: "9. Файли cookie",
          paragraphs: [
            "vHold використовує лише необхідні файли cookie: для підтримки сесії після входу, збереження вибраної мови та теми оформлення. Ми не використовуємо рекламні чи аналітичні cookie сторонніх сервісів.",
            "Якщо вимкнути cookie в браузері, вхід до сервісу стане неможливим.",
          ],
        },
        {
          heading: "10. Зміни та контакти",
          paragraphs: [
            "Ми можемо оновлювати цю Політику. Дата останнього оновлення зазначена на початку документа; про суттєві зміни ми повідомимо в сервісі.",
            "З питань щодо персональних даних звертайтеся до Постачальника послуг через пункт «Зв’язатися з постачальником» у меню користувача в застосунку.",
          ],
        },
      ],
    },
    ru: {
      title: "Политика конфиденциальности",
      updated: UPDATED,
      intro:
        "Настоящая Политика конфиденциальности объясняет, какие персональные данные собирает сервис vHold, с какой целью и на каком основании они обрабатываются, сколько времени хранятся и какие права у вас есть. Сервис предоставляет Поставщик услуг. Пользуясь vHold, вы подтверждаете, что ознакомились с настоящей Политикой.",
      sections: [
        {
          heading: "1. Общие положения",
          paragraphs: [
            "Политика распространяется на все данные, которые вы передаёте при регистрации и работе в vHold, а также на данные, формируемые автоматически при использовании сервиса. Поставщик услуг является владельцем этих данных и отвечает за их обработку в соответствии с законодательством Украины о защите персональных данных.",
            "Если вы не согласны с условиями настоящей Политики, пожалуйста, не пользуйтесь сервисом.",
          ],
        },
        {
          heading: "2. Какие данные мы собираем",
          paragraphs: [
            "Данные учётной записи: номер телефона, имя, имя пользователя, дата рождения, аватар, а также адрес электронной почты, если вы включаете двухфакторную аутентификацию. Пароль хранится только в виде защищённого хеша.",
            "Данные, которые вы добавляете в работе: файлы, инструкции, материалы базы знаний, структура компаний, сведения о долях, передачах долей и голосованиях, а также платёжные операции и баланс.",
            "Технические данные: активные сессии и устройства, с которых выполнен вход, дата и время входа, IP-адрес. IP-адрес используется для защиты учётной записи, выявления подозрительной активности и ограничения количества запросов.",
          ],
        },
        {
          heading: "3. Цели обработки",
          paragraphs: [
            "Мы обрабатываем данные, чтобы создать и поддерживать вашу учётную запись, обеспечить вход по номеру телефона, SMS-коду и паролю, отправлять коды двухфакторной аутентификации, предоставлять функции компаний, ролей, файлов и голосований, а также выставлять счета и принимать оплату.",
            "Кроме того, данные используются для безопасности сервиса: предотвращения несанкционированного доступа, защиты от злоупотреблений и автоматизированных атак, а также для рассмотрения ваших обращений к Поставщику услуг.",
          ],
        },
        {
          heading: "4. Правовые основания",
          paragraphs: [
            "Основным основанием обработки является исполнение договора с вами, то есть Пользовательского соглашения: без номера телефона, имени и технических данных сессии предоставить услуги невозможно.",
            "Для необязательных данных, в частности даты рождения, аватара и электронной почты для двухфакторной аутентификации, основанием является ваше согласие. Вы можете отозвать его в любой момент, удалив эти данные в настройках профиля.",
          ],
        },
        {
          heading: "5. Хранение и сроки",
          paragraphs: [
            "Данные учётной записи хранятся, пока вы не удалите учётную запись. Удалённые файлы попадают в корзину и окончательно уничтожаются через 30 дней. Данные компаний, работа которых приостановлена, удаляются через 2 года после приостановки, если работа не будет возобновлена.",
            "Отдельные сведения, например о платежах, могут храниться дольше, если этого требует законодательство Украины о бухгалтерском и налоговом учёте.",
          ],
        },
        {
          heading: "6. Передача данных третьим лицам",
          paragraphs: [
            "Мы не продаём ваши персональные данные и не передаём их в рекламных целях. Данные передаются только тем поставщикам, без которых сервис не может работать: платёжному провайдеру для проведения оплат, а также сервисам доставки SMS и электронной почты для отправки кодов подтверждения.",
            "Такие поставщики получают лишь необходимый минимум данных и обязаны их защищать. Данные также могут быть предоставлены государственным органам, если этого прямо требует закон.",
          ],
        },
        {
          heading: "7. Безопасность",
          paragraphs: [
            "Пароли хранятся исключительно в виде хешей, полученных по алгоритму argon2, поэтому даже Поставщик услуг не может их прочитать. Все соединения с сервисом защищены шифрованием.",
            "Вы можете просматривать активные сессии и завершать их на других устройствах. Рекомендуем использовать надёжный пароль и включить двухфакторную аутентификацию.",
          ],
        },
        {
          heading: "8. Ваши права",
          paragraphs: [
            "Вы вправе знать, какие ваши данные обрабатываются, получить к ним доступ, исправить неточные данные, потребовать их удаления, а также отозвать данное согласие. Большинство данных можно изменить или удалить непосредственно в настройках профиля.",
            "Если вы считаете, что ваши права нарушены, обратитесь к Поставщику услуг. Вы также вправе обратиться к Уполномоченному Верховной Рады Украины по правам человека.",
          ],
        },
        {
          heading: "9. Файлы cookie",
          paragraphs: [
            "vHold использует только необходимые файлы cookie: для поддержания сессии после входа, сохранения выбранного языка и темы оформления. Мы не используем рекламные или аналитические cookie сторонних сервисов.",
            "Если отключить cookie в браузере, вход в сервис станет невозможным.",
          ],
        },
        {
          heading: "10. Изменения и контакты",
          paragraphs: [
            "Мы можем обновлять настоящую Политику. Дата последнего обновления указана в начале документа; о существенных изменениях мы сообщим в сервисе.",
            "По вопросам, связанным с персональными данными, обращайтесь к Поставщику услуг через пункт «Связаться с поставщиком» в меню пользователя в приложении.",
          ],
        },
      ],
    },
    en: {
      title: "Privacy Policy",
      updated: UPDATED,
      intro:
        "This Privacy Policy explains what personal data the vHold service collects, why and on what basis it is processed, how long it is kept and what rights you have. The service is provided by the Service provider. By using vHold, you confirm that you have read this Policy.",
      sections: [
        {
          heading: "1. General provisions",
          paragraphs: [
            "This Policy covers all data you provide when registering and working in vHold, as well as data generated automatically while you use the service. The Service provider acts as the controller of this data and is responsible for processing it in accordance with the personal data protection laws of Ukraine.",
            "If you do not agree with this Policy, please do not use the service.",
          ],
        },
        {
          heading: "2. Data we collect",
          paragraphs: [
            "Account data: your phone number, name, username, date of birth, avatar and, if you turn on two-factor authentication, your e-mail address. Your password is stored only as a secure hash.",
            "Data you add while working: files, instructions, knowledge base materials, company structure, information about shares, share transfers and votes, as well as payment transactions and your balance.",
            "Technical data: active sessions and the devices you signed in from, sign-in dates and times, and your IP address. The IP address is used to protect your account, detect suspicious activity and limit the rate of requests.",
          ],
        },
        {
          heading: "3. Purposes of processing",
          paragraphs: [
            "We process data to create and maintain your account, to let you sign in with your phone number, an SMS code and a password, to send two-factor authentication codes, to provide companies, roles, files and voting, and to issue invoices and accept payments.",
            "We also use data to keep the service secure: to prevent unauthorized access, to protect against abuse and automated attacks, and to handle the requests you send to the Service provider.",
          ],
        },
        {
          heading: "4. Legal basis",
          paragraphs: [
            "The main legal basis for processing is the performance of our contract with you, the User Agreement: the services cannot be provided without your phone number, name and technical session data.",
            "For optional data, such as your date of birth, avatar and the e-mail address used for two-factor authentication, the legal basis is your consent. You may withdraw it at any time by removing this data in your profile settings.",
          ],
        },
        {
          heading: "5. Storage and retention",
          paragraphs: [
            "Account data is kept until you delete your account. Deleted files are moved to the trash and permanently erased after 30 days. Data of suspended companies is deleted 2 years after suspension unless the company is reactivated.",
            "Certain records, such as payment records, may be kept longer where Ukrainian accounting and tax laws require it.",
          ],
        },
        {
          heading: "6. Sharing with third parties",
          paragraphs: [
            "We do not sell your personal data or share it for advertising. Data is shared only with providers the service cannot work without: the payment provider that processes payments, and the SMS and e-mail delivery providers that send verification codes.",
            "These providers receive only the minimum data necessary and are obliged to protect it. Data may also be disclosed to public authorities where the law expressly requires it.",
          ],
        },
        {
          heading: "7. Security",
          paragraphs: [
            "Passwords are stored only as hashes produced with the argon2 algorithm, so not even the Service provider can read them. All connections to the service are encrypted.",
            "You can review your active sessions and end them on other devices. We recommend using a strong password and turning on two-factor authentication.",
          ],
        },
        {
          heading: "8. Your rights",
          paragraphs: [
            "You have the right to know what data about you is processed, to access it, to correct inaccurate data, to request its deletion and to withdraw any consent you have given. Most of your data can be changed or deleted directly in your profile settings.",
            "If you believe your rights have been violated, please contact the Service provider. You may also lodge a complaint with the Ukrainian Parliament Commissioner for Human Rights.",
          ],
        },
        {
          heading: "9. Cookies",
          paragraphs: [
            "vHold uses only strictly necessary cookies: to keep you signed in and to remember your chosen language and theme. We do not use advertising or third-party analytics cookies.",
            "If you disable cookies in your browser, you will not be able to sign in to the service.",
          ],
        },
        {
          heading: "10. Changes and contact",
          paragraphs: [
            "We may update this Policy from time to time. The date of the latest update is shown at the top of this document, and we will announce material changes in the service.",
            'For any questions about your personal data, contact the Service provider through the "Contact the provider" item in the user menu of the app.',
          ],
        },
      ],
    },
  },
  "user-agreement": {
    uk: {
      title: "Угода користувача",
      updated: UPDATED,
      intro:
        "Ця Угода користувача визначає умови користування сервісом vHold — робочим простором для спільного володіння компаніями та роботи в них. Угода укладається між вами та Постачальником послуг. Будь ласка, уважно прочитайте її перед початком роботи.",
      sections: [
        {
          heading: "1. Прийняття умов",
          paragraphs: [
            "Реєструючись у vHold або користуючись сервісом, ви підтверджуєте, що прочитали цю Угоду та Політику конфіденційності і погоджуєтеся з ними. Якщо ви не погоджуєтеся, не користуйтеся сервісом.",
            "Користуватися сервісом можуть особи, які досягли віку, з якого законодавство України дозволяє самостійно укладати такі договори.",
          ],
        },
        {
          heading: "2. Обліковий запис і вхід",
          paragraphs: [
            "Для реєстрації потрібен номер мобільного телефону, який підтверджується SMS-кодом, та пароль. Додатково можна ввімкнути двофакторну автентифікацію з кодом, що надходить на електронну пошту.",
            "Ви відповідаєте за збереження пароля і доступу до свого телефону та пошти, а також за всі дії, виконані з вашого облікового запису. Якщо ви підозрюєте несанкціонований доступ, негайно змініть пароль і завершіть сторонні сесії.",
          ],
        },
        {
          heading: "3. Обов’язки користувача",
          paragraphs: [
            "Ви зобов’язуєтеся надавати достовірні дані, не порушувати законодавство, права інших осіб і права інтелектуальної власності, не завантажувати шкідливе програмне забезпечення та не намагатися отримати доступ до чужих даних чи порушити роботу сервісу.",
            "Заборонено використовувати сервіс для розсилання спаму, шахрайства, поширення незаконного вмісту або автоматизованого збирання даних.",
          ],
        },
        {
          heading: "4. Компанії, частки та голосування",
          paragraphs: [
            "Користувачі можуть створювати компанії та володіти ними спільно. Кожен співвласник має частку в компанії; частки можна передавати іншим користувачам у порядку, передбаченому сервісом. Компанія має директора, який керує її щоденною роботою.",
            "Рішення співвласників ухвалюються голосуванням, у якому вага голосу кожного визначається розміром його частки. Результати голосування є обов’язковими для всіх учасників компанії в межах сервісу.",
            "Облік часток і голосувань у vHold не є державною реєстрацією та не замінює установчих документів юридичної особи. Питання, що виходять за межі сервісу, учасники вирішують самостійно відповідно до законодавства.",
          ],
        },
        {
          heading: "5. Ролі та вміст",
          paragraphs: [
            "У компаніях користувачі працюють у призначених ролях, які визначають доступ до структури, файлів, інструкцій, бази знань і центру керування. Призначати ролі та змінювати доступ можуть лише уповноважені учасники.",
            "Права на вміст, який ви завантажуєте, залишаються за вами або за компанією відповідно до домовленостей її учасників. Ви надаєте Постачальнику послуг право зберігати й обробляти цей вміст лише в обсязі, необхідному для роботи сервісу. Ви відповідаєте за те, що маєте право розміщувати такий вміст.",
          ],
        },
        {
          heading: "6. Платні послуги та розрахунки",
          paragraphs: [
            "Окремі послуги, зокрема робочі місця співробітників і сховище файлів, є платними. Оплата здійснюється з балансу компанії, який поповнюється в гривнях; суми, визначені в іноземній валюті, перераховуються за офіційним курсом Національного банку України на дату операції.",
            "Плата списується з балансу щоденно або щомісяця залежно від послуги, відповідно до тарифів, указаних у центрі керування. Якщо списання не вдалося через нестачу коштів, користування платними послугами призупиняється до поповнення балансу.",
          ],
        },
        {
          heading: "7. Призупинення та припинення",
          paragraphs: [
            "Постачальник послуг може обмежити або призупинити доступ до облікового запису чи компанії в разі порушення цієї Угоди, загрози безпеці сервісу або на вимогу закону. Якщо це можливо, ми попередимо вас заздалегідь.",
            "Ви можете будь-коли видалити свій обліковий запис. Дані призупинених компаній видаляються через 2 роки після призупинення, як описано в Політиці конфіденційності. Невикористаний залишок балансу повертається лише у випадках, передбачених законом.",
          ],
        },
        {
          heading: "8. Обмеження відповідальності",
          paragraphs: [
            "Сервіс надається «як є». Ми докладаємо розумних зусиль для його безперебійної роботи, але не гарантуємо відсутності помилок і перерв, зокрема під час технічного обслуговування.",
            "Постачальник послуг не відповідає за рішення, ухвалені користувачами в сервісі, за вміст, розміщений користувачами, а також за непрямі збитки чи втрачену вигоду. Загальна відповідальність Постачальника послуг обмежується сумою, сплаченою вами за послуги протягом останніх трьох місяців.",
          ],
        },
        {
          heading: "9. Зміни до Угоди",
          paragraphs: [
            "Ми можемо змінювати цю Угоду. Про суттєві зміни ми повідомимо в сервісі не пізніше ніж за 14 днів до набрання ними чинності. Продовження користування сервісом після цього означає згоду з новою редакцією.",
          ],
        },
        {
          heading: "10. Застосовне право та контакти",
          paragraphs: [
            "Ця Угода регулюється законодавством України. Спори вирішуються шляхом переговорів, а в разі недосягнення згоди — у суді відповідно до законодавства України.",
            "З питань щодо цієї Угоди звертайтеся до Постачальника послуг через пункт «Зв’язатися з постачальником» у меню користувача в застосунку.",
          ],
        },
      ],
    },
    ru: {
      title: "Пользовательское соглашение",
      updated: UPDATED,
      intro:
        "Настоящее Пользовательское соглашение определяет условия использования сервиса vHold — рабочего пространства для совместного владения компаниями и работы в них. Соглашение заключается между вами и Поставщиком услуг. Пожалуйста, внимательно прочитайте его перед началом работы.",
      sections: [
        {
          heading: "1. Принятие условий",
          paragraphs: [
            "Регистрируясь в vHold или пользуясь сервисом, вы подтверждаете, что прочитали настоящее Соглашение и Политику конфиденциальности и согласны с ними. Если вы не согласны, не пользуйтесь сервисом.",
            "Пользоваться сервисом могут лица, достигшие возраста, с которого законодательство Украины позволяет самостоятельно заключать такие договоры.",
          ],
        },
        {
          heading: "2. Учётная запись и вход",
          paragraphs: [
            "Для регистрации нужен номер мобильного телефона, который подтверждается SMS-кодом, и пароль. Дополнительно можно включить двухфакторную аутентификацию с кодом, приходящим на электронную почту.",
            "Вы отвечаете за сохранность пароля и доступа к своему телефону и почте, а также за все действия, совершённые из вашей учётной записи. Если вы подозреваете несанкционированный доступ, немедленно смените пароль и завершите посторонние сессии.",
          ],
        },
        {
          heading: "3. Обязанности пользователя",
          paragraphs: [
            "Вы обязуетесь предоставлять достоверные данные, не нарушать законодательство, права других лиц и права интеллектуальной собственности, не загружать вредоносное программное обеспечение и не пытаться получить доступ к чужим данным или нарушить работу сервиса.",
            "Запрещено использовать сервис для рассылки спама, мошенничества, распространения незаконного контента или автоматизированного сбора данных.",
          ],
        },
        {
          heading: "4. Компании, доли и голосования",
          paragraphs: [
            "Пользователи могут создавать компании и владеть ими совместно. Каждый совладелец имеет долю в компании; доли можно передавать другим пользователям в порядке, предусмотренном сервисом. У компании есть директор, который руководит её повседневной работой.",
            "Решения совладельцев принимаются голосованием, в котором вес голоса каждого определяется размером его доли. Результаты голосования обязательны для всех участников компании в пределах сервиса.",
            "Учёт долей и голосований в vHold не является государственной регистрацией и не заменяет учредительных документов юридического лица. Вопросы, выходящие за пределы сервиса, участники решают самостоятельно в соответствии с законодательством.",
          ],
        },
        {
          heading: "5. Роли и контент",
          paragraphs: [
            "В компаниях пользователи работают в назначенных ролях, которые определяют доступ к структуре, файлам, инструкциям, базе знаний и центру управления. Назначать роли и менять доступ могут только уполномоченные участники.",
            "Права на контент, который вы загружаете, остаются за вами или за компанией в соответствии с договорённостями её участников. Вы предоставляете Поставщику услуг право хранить и обрабатывать этот контент только в объёме, необходимом для работы сервиса. Вы отвечаете за то, что вправе размещать такой контент.",
          ],
        },
        {
          heading: "6. Платные услуги и расчёты",
          paragraphs: [
            "Отдельные услуги, в частности рабочие места сотрудников и хранилище файлов, являются платными. Оплата производится с баланса компании, который пополняется в гривнах; суммы, установленные в иностранной валюте, пересчитываются по официальному курсу Национального банка Украины на дату операции.",
            "Плата списывается с баланса ежедневно или ежемесячно в зависимости от услуги, согласно тарифам, указанным в центре управления. Если списание не удалось из-за нехватки средств, пользование платными услугами приостанавливается до пополнения баланса.",
          ],
        },
        {
          heading: "7. Приостановка и прекращение",
          paragraphs: [
            "Поставщик услуг может ограничить или приостановить доступ к учётной записи или компании в случае нарушения настоящего Соглашения, угрозы безопасности сервиса или по требованию закона. Если это возможно, мы предупредим вас заранее.",
            "Вы можете в любой момент удалить свою учётную запись. Данные приостановленных компаний удаляются через 2 года после приостановки, как описано в Политике конфиденциальности. Неиспользованный остаток баланса возвращается только в случаях, предусмотренных законом.",
          ],
        },
        {
          heading: "8. Ограничение ответственности",
          paragraphs: [
            "Сервис предоставляется «как есть». Мы прилагаем разумные усилия для его бесперебойной работы, но не гарантируем отсутствия ошибок и перерывов, в том числе во время технического обслуживания.",
            "Поставщик услуг не отвечает за решения, принятые пользователями в сервисе, за контент, размещённый пользователями, а также за косвенные убытки или упущенную выгоду. Общая ответственность Поставщика услуг ограничивается суммой, уплаченной вами за услуги в течение последних трёх месяцев.",
          ],
        },
        {
          heading: "9. Изменения Соглашения",
          paragraphs: [
            "Мы можем изменять настоящее Соглашение. О существенных изменениях мы сообщим в сервисе не позднее чем за 14 дней до их вступления в силу. Продолжение пользования сервисом после этого означает согласие с новой редакцией.",
          ],
        },
        {
          heading: "10. Применимое право и контакты",
          paragraphs: [
            "Настоящее Соглашение регулируется законодательством Украины. Споры разрешаются путём переговоров, а при недостижении согласия — в суде в соответствии с законодательством Украины.",
            "По вопросам, связанным с настоящим Соглашением, обращайтесь к Поставщику услуг через пункт «Связаться с поставщиком» в меню пользователя в приложении.",
          ],
        },
      ],
    },
    en: {
      title: "User Agreement",
      updated: UPDATED,
      intro:
        "This User Agreement sets out the terms for using vHold, a workspace for owning companies together and working in them. The Agreement is concluded between you and the Service provider. Please read it carefully before you start.",
      sections: [
        {
          heading: "1. Acceptance of terms",
          paragraphs: [
            "By registering with vHold or using the service, you confirm that you have read this Agreement and the Privacy Policy and agree to them. If you do not agree, please do not use the service.",
            "The service may be used by persons who have reached the age at which Ukrainian law allows them to enter into such agreements on their own.",
          ],
        },
        {
          heading: "2. Accounts and sign-in",
          paragraphs: [
            "To register, you need a mobile phone number, confirmed with an SMS code, and a password. You may also turn on two-factor authentication with a code sent to your e-mail.",
            "You are responsible for keeping your password and access to your phone and e-mail safe, and for all actions taken from your account. If you suspect unauthorized access, change your password immediately and end any unfamiliar sessions.",
          ],
        },
        {
          heading: "3. User obligations",
          paragraphs: [
            "You agree to provide accurate information, to comply with the law, to respect the rights of others including intellectual property rights, not to upload malicious software, and not to attempt to access other people's data or disrupt the service.",
            "You may not use the service for spam, fraud, distributing unlawful content or automated data collection.",
          ],
        },
        {
          heading: "4. Companies, ownership and votes",
          paragraphs: [
            "Users can create companies and own them together. Each co-owner holds shares in the company, and shares can be transferred to other users as the service allows. Each company has a director who manages its day-to-day work.",
            "Co-owners make decisions by voting, and the weight of each vote is determined by the voter's shares. Voting results are binding on all members of the company within the service.",
            "Records of shares and votes in vHold are not a state registration and do not replace the constituent documents of a legal entity. Matters outside the service are for the members to resolve themselves in accordance with the law.",
          ],
        },
        {
          heading: "5. Roles and content",
          paragraphs: [
            "Within a company, users work in assigned roles that determine access to the structure, files, instructions, knowledge base and control center. Only authorized members can assign roles and change access.",
            "You or the company, as agreed among its members, keep all rights to the content you upload. You grant the Service provider the right to store and process that content only to the extent needed to run the service. You are responsible for making sure you have the right to post such content.",
          ],
        },
        {
          heading: "6. Paid services and billing",
          paragraphs: [
            "Some services, including employee seats and file storage, are paid. Charges are taken from the company balance, which is topped up in hryvnias; amounts set in a foreign currency are converted at the official National Bank of Ukraine rate on the date of the transaction.",
            "Depending on the service, charges are deducted daily or monthly according to the rates shown in the control center. If a charge fails due to insufficient funds, use of paid services is suspended until the balance is topped up.",
          ],
        },
        {
          heading: "7. Suspension and termination",
          paragraphs: [
            "The Service provider may restrict or suspend access to an account or a company if this Agreement is breached, if the security of the service is at risk, or where the law requires it. Where possible, we will warn you in advance.",
            "You may delete your account at any time. Data of suspended companies is deleted 2 years after suspension, as described in the Privacy Policy. Any unused balance is refunded only where the law requires it.",
          ],
        },
        {
          heading: "8. Limitation of liability",
          paragraphs: [
            'The service is provided "as is". We make reasonable efforts to keep it running without interruption but do not guarantee that it will be free of errors or downtime, including during maintenance.',
            "The Service provider is not liable for decisions made by users in the service, for content posted by users, or for indirect losses or lost profits. The Service provider's total liability is limited to the amount you paid for the services during the last three months.",
          ],
        },
        {
          heading: "9. Changes to the Agreement",
          paragraphs: [
            "We may amend this Agreement. We will announce material changes in the service at least 14 days before they take effect. Continuing to use the service after that means you accept the updated version.",
          ],
        },
        {
          heading: "10. Governing law and contact",
          paragraphs: [
            "This Agreement is governed by the laws of Ukraine. Disputes are resolved through negotiation and, failing agreement, by a court in accordance with Ukrainian law.",
            'For any questions about this Agreement, contact the Service provider through the "Contact the provider" item in the user menu of the app.',
          ],
        },
      ],
    },
  },
};

/** The Russian texts of the common area (plural keys add _few and _many). */
import type { CommonTexts } from "../en/common";

const common = {
  product: "vHold",
  skipToContent: "Перейти к содержимому",
  nav: {
    main: "Основная навигация",
    home: "Главная",
    vhub: "vHub",
    vhold: "vHold",
    vholdDisabled: "Создайте компанию или присоединитесь к ней, чтобы открыть vHold",
    vhubDisabled: "vHub пока недоступен",
  },
  userMenu: {
    label: "Меню учётной записи",
    settings: "Настройки профиля",
    darkMode: "Тёмный режим",
    lightMode: "Светлый режим",
    knowledgeBase: "База знаний",
    contact: "Связаться с поставщиком",
    logout: "Выйти",
    soon: "скоро",
  },
  language: {
    label: "Язык",
    apply: "Применить",
    uk: "Українська",
    ru: "Русский",
    en: "English",
  },
  theme: {
    toggleToDark: "Включить тёмную тему",
    toggleToLight: "Включить светлую тему",
  },
  logout: {
    heading: "Выйти?",
    text: "Чтобы вернуться, вам понадобятся телефон, код из SMS и пароль.",
    cancel: "Отмена",
    confirm: "Выйти",
  },
  errors: {
    title: "Что-то пошло не так",
    unknown: "Что-то пошло не так. Попробуйте ещё раз.",
    UNAUTHENTICATED: "Ваш сеанс завершён. Войдите снова.",
    FORBIDDEN: "У вас нет прав на это действие.",
    BAD_USER_INPUT: "Проверьте выделенные поля.",
    INVALID_CODE: "Неверный код подтверждения. Проверьте код и попробуйте ещё раз.",
    PHONE_NOT_CONFIRMED: "Срок подтверждения вашего номера истёк. Начните заново.",
    RESEND_TOO_SOON: "Новый код можно запросить через {{seconds}} с.",
    DELIVERY_FAILED: "Не удалось отправить код. Попробуйте ещё раз через минуту.",
    TOO_MANY_ATTEMPTS: "Слишком много попыток входа. Попробуйте ещё раз через {{minutes}} мин.",
    USERNAME_TAKEN: "Имя пользователя уже занято.",
    PHONE_TAKEN: "Этот номер уже используется.",
    USER_NOT_FOUND: "Учётная запись с этим номером не найдена.",
    USER_BLOCKED: "Эта учётная запись заблокирована. Обратитесь к поставщику.",
    INVALID_PASSWORD: "Неверный пароль. Если вы его не помните, нажмите «Забыли пароль?»",
    OWNER_NOT_FOUND: "Вы не являетесь владельцем этой компании.",
    VOTE_REQUIRED: "Когда есть совладельцы, это меняется только голосованием владельцев.",
    SHARE_NOT_AVAILABLE: "Это больше, чем ваша доля, не занятая ожидающими передачами.",
    TRANSFER_NOT_PENDING: "Эту передачу доли уже приняли, отклонили или отменили.",
    TWO_FACTOR_NOT_ENABLED: "Двухфакторная аутентификация не включена.",
    SESSION_END_NOT_YET_ALLOWED: "Завершать другие сеансы можно через 7 дней после входа на этом устройстве: с {{date}}.",
    SESSION_NOT_FOUND: "Этот сеанс уже завершён.",
    PHONE_UNCHANGED: "Введите номер, отличный от текущего.",
    PHONE_CHANGE_NOT_CONFIRMED: "Сначала подтвердите текущий номер: подтверждение истекло.",
    SOLE_OWNER_HAS_COMPANIES: "Вам принадлежит компания или её доля, и в ней есть другие люди. Сначала передайте свою долю.",
    INTERNAL_SERVER_ERROR: "На нашей стороне произошла ошибка. Попробуйте ещё раз.",
  },
  toast: {
    region: "Уведомления",
    close: "Закрыть",
    welcome: "Добро пожаловать, {{name}}!",
    registered: "Ваша учётная запись создана. Добро пожаловать, {{name}}!",
    registeredSignInLater: "Ваша учётная запись создана. Войдите, чтобы продолжить.",
    passwordChanged: "Ваш пароль изменён.",
    signedOut: "Вы вышли из учётной записи.",
    sessionEnded: "Ваш сеанс завершён. Войдите снова.",
  },
  profile: {
    heading: "Здравствуйте, {{name}}!",
    username: "Имя пользователя",
    phone: "Телефон",
    companies: "Мои компании",
    noCompanies: "Вы пока не состоите ни в одной компании.",
    roles: "Мои роли",
    noRoles: "У вас пока нет ролей.",
  },
  legal: {
    updated: "Последнее обновление: {{date}}",
    toSignIn: "Перейти ко входу",
    toProfile: "Перейти в профиль",
  },
  footer: {
    privacyPolicy: "Политика конфиденциальности",
    userAgreement: "Пользовательское соглашение",
  },
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: CommonTexts = common;
void _check;

export default common;

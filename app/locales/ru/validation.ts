/** The Russian texts of the validation area (plural keys add _few and _many). */
import type { ValidationTexts } from "../en/validation";

const validation = {
  phone: {
    required: "Введите номер телефона",
    min: "Номер слишком короткий: не менее 7 цифр",
    max: "Номер слишком длинный: не более 15 цифр",
    invalid: "Неверный номер телефона",
  },
  code: { length: "Код должен состоять из 6 цифр" },
  password: {
    required: "Введите пароль",
    min: "Не менее 8 символов",
    max: "Не более 128 символов",
    whitespace: "Пароль не должен содержать пробелов",
    chars: "Используйте латинские буквы, цифры и символы !@#$%^&*()_+-=[]{};:'\"\\|,.<>/?",
    mismatch: "Пароли не совпадают",
    wrong: "Неверный пароль. Попробуйте ещё раз.",
  },
  name: { required: "Введите имя", length: "От 2 до 24 символов" },
  surname: { required: "Введите фамилию", length: "От 2 до 24 символов" },
  username: {
    required: "Введите имя пользователя",
    spaces: "Без пробелов, пожалуйста",
    chars: "Только латинские буквы, цифры и подчёркивания",
    length: "От 3 до 24 символов",
    taken: "Имя пользователя уже занято.",
  },
  consent: { required: "Чтобы продолжить, примите пользовательское соглашение и политику конфиденциальности" },
  email: { required: "Электронная почта обязательна", invalid: "Введите корректный адрес электронной почты" },
  language: { invalid: "Выберите украинский, русский или английский" },
  ticket: { required: "Сначала подтвердите номер телефона" },
  text: {
    control: "Уберите из этого поля невидимые управляющие символы (например, табуляцию или перенос строки)",
    unreadable: "В этом поле испорченный символ (например, половина эмодзи): введите текст заново",
  },
  birthday: { invalid: "Выберите день, месяц и год", noSuchDay: "Такой даты нет: в этом месяце меньше дней", range: "Год должен быть от 75 до 12 лет назад" },
  avatar: {
    type: "Фото должно быть изображением PNG, JPG или HEIC",
    tooLarge: "Фото слишком большое: не больше 5 МБ",
    required: "Сначала выберите фото",
    unreadable: "Не удалось прочитать фото: попробуйте другое",
  },
  about: { length: "Не больше 500 символов" },
  formatTime: { invalid: "Выберите 12- или 24-часовой формат времени" },
  currency: { invalid: "Выберите UAH, USD или EUR" },
  visibility: { invalid: "Выберите «все пользователи» или «мои контакты»" },
  confirm: { required: "Подтвердите, чтобы продолжить", yes: "Введите YES, чтобы подтвердить", stop: "Введите STOP, чтобы подтвердить" },
  stopReason: { required: "Выберите причину", unknown: "Выберите одну из приведённых причин" },
  stopComment: { length: "Не более 1000 символов" },
  newPhone: { same: "Введите номер, отличный от текущего" },
  form: { invalid: "Проверьте выделенные поля" },
  companyName: {
    required: "Поле не может быть пустым",
    spaces: "Без пробелов в начале или в конце",
    characters: "Только буквы, цифры, пробелы и & - .",
    length: "От 2 до 50 символов",
    unchanged: "У компании уже это название",
  },
  companyAddress: { length: "Не более 200 символов" },
  companyAbout: { length: "Не более 1000 символов" },
  company: { unknown: "Эта компания не найдена" },
  share: {
    required: "Введите долю",
    format: "Процент, до двух знаков после запятой, например 12,5",
    range: "От 0,01 до 100 %",
  },
  recipient: {
    required: "Введите никнейм получателя",
    unknown: "Пользователя с таким никнеймом нет",
    self: "Выберите кого-то другого, не себя",
  },
  shareTransfer: { status: "Примите, отклоните или отмените" },
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: ValidationTexts = validation;
void _check;

export default validation;

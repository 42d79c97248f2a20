/**
 * Input rules of the person's own profile and settings (spec sections 2 to 5: personal info,
 * localization, privacy and access), shared by the web forms, the actions and the resolvers.
 * Messages are catalogue keys (app/locales: validation.*). The database mirrors the limits
 * (server/db/schema/identity.ts).
 *
 * Rules that read the date (the birthday's years) take `now` from the caller: the resolver passes
 * the injectable clock's, the form the request's.
 */
import { z } from "zod";
import { languages } from "../languages";
import {
  changePasswordInput,
  codeInput,
  currentPasswordInput,
  e164Phone,
  passwordInput,
  registrationFields,
  signInPhoneForm,
} from "./identity";
import { multiLineText, optionalText, textInput } from "./text";
import { ABOUT_MAX, birthYears, contactVisibilities, currencies, timeFormats } from "./user-limits";

export {
  ABOUT_MAX,
  BIRTH_YEARS_BACK_MAX,
  BIRTH_YEARS_BACK_MIN,
  birthYears,
  contactVisibilities,
  currencies,
  timeFormats,
} from "./user-limits";

/** What deleteAuthUser's confirm must be, typed by the person (spec section 5). */
export const DELETE_CONFIRMATION = "YES";

/**
 * What a YYYY-MM-DD value is: a real calendar date, a day the month does not have (31 February:
 * day, month and year were all given), or not a date at all.
 */
function calendarDate(value: string): "date" | "noSuchDay" | "invalid" {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return "invalid";
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return "invalid";
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? "date"
    : "noSuchDay";
}

/** A birthday as the API takes it: YYYY-MM-DD, a real date, in the allowed years. */
export const birthdayInput = (now: Date) =>
  textInput({ required: "validation.birthday.invalid" })
    .trim()
    .superRefine((value, ctx) => {
      const kind = calendarDate(value);
      if (kind !== "date") {
        return void ctx.addIssue({
          code: "custom",
          message: kind === "noSuchDay" ? "validation.birthday.noSuchDay" : "validation.birthday.invalid",
        });
      }
      const year = Number(value.slice(0, 4));
      if (!birthYears(now).includes(year)) ctx.addIssue({ code: "custom", message: "validation.birthday.range" });
    });

export const aboutInput = multiLineText(ABOUT_MAX, { tooLong: "validation.about.length" });

/**
 * updateAuthUser: a field left out stays as it is; birthday and about given as null or empty are
 * cleared. Name, surname and username follow the registration's rules.
 */
export const updateAuthUserInput = (now: Date) =>
  z.object({
    name: registrationFields.name.optional(),
    surname: registrationFields.surname.optional(),
    username: registrationFields.username.optional(),
    birthday: optionalText(birthdayInput(now)),
    about: optionalText(aboutInput),
  });

/** The personal-info form: the birthday typed as day, month and year (all three or none). */
export const personalInfoForm = (now: Date) =>
  z
    .object({
      name: registrationFields.name,
      surname: registrationFields.surname,
      username: registrationFields.username,
      birthDay: z.string().trim().optional(),
      birthMonth: z.string().trim().optional(),
      birthYear: z.string().trim().optional(),
      about: optionalText(aboutInput),
    })
    .transform((v, ctx) => {
      const parts = [v.birthDay, v.birthMonth, v.birthYear].map((p) => p ?? "");
      let birthday: string | null = null;
      if (parts.some((p) => p !== "")) {
        const [day, month, year] = parts;
        const candidate = `${year.padStart(4, "0")}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
        const parsed = birthdayInput(now).safeParse(candidate);
        if (parts.some((p) => !/^\d{1,4}$/.test(p)) || !parsed.success) {
          const message = parsed.success ? "validation.birthday.invalid" : parsed.error.issues[0].message;
          ctx.addIssue({ code: "custom", message, path: ["birthDay"] });
          return z.NEVER;
        }
        birthday = candidate;
      }
      return { name: v.name, surname: v.surname, username: v.username, birthday, about: v.about ?? null };
    });

/** updateAuthUserPreferences and the localization form: each left out stays as it is. */
export const preferencesInput = z.object({
  language: z.enum(languages, { error: "validation.language.invalid" }).optional(),
  formatTime: z.enum(timeFormats, { error: "validation.formatTime.invalid" }).optional(),
  currency: z.enum(currencies, { error: "validation.currency.invalid" }).optional(),
});

/** updateAuthUserVisibility and the privacy form's visibility part. */
export const visibilityInput = z.object({
  phoneVisibility: z.enum(contactVisibilities, { error: "validation.visibility.invalid" }).optional(),
  emailVisibility: z.enum(contactVisibilities, { error: "validation.visibility.invalid" }).optional(),
});

/** The privacy page's visibility form: both choices are sent (radio groups). */
export const visibilityForm = z.object({
  phoneVisibility: z.enum(contactVisibilities, { error: "validation.visibility.invalid" }),
  emailVisibility: z.enum(contactVisibilities, { error: "validation.visibility.invalid" }),
});

/** changeAuthUserPassword and the change-password form: the same rules as updateAuthUserPassword's signed-in branch. */
export { changePasswordInput };

/** The change-password form: as the API's rules, and a blank repeat is told to be filled in. */
export const changePasswordForm = z
  .object({
    currentPassword: currentPasswordInput,
    password: passwordInput,
    confirmPassword: textInput({ required: "validation.password.required" }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "validation.password.mismatch",
    path: ["confirmPassword"],
  });

/** disableTwoFactor: the e-mailed code and the typed confirmation. */
export const disableTwoFactorInput = z.object({
  code: codeInput,
  confirm: z.literal(true, { error: "validation.confirm.required" }),
});

/** The turn-off form: the code and the confirmation as a ticked checkbox ("on"). */
export const disableTwoFactorForm = z.object({
  code: codeInput,
  confirm: z.preprocess((v) => v === "on" || v === "true" || v === true, disableTwoFactorInput.shape.confirm),
});

/** The new phone of a phone change, as the API takes it (E.164). */
export const newPhoneInput = e164Phone;

/** The phone-change form's new number, typed with a country: the sign-in form's rule. */
export const newPhoneForm = signInPhoneForm;

export const confirmNewPhoneInput = z.object({ phone: e164Phone, code: codeInput });

/** deleteAuthUser: the code (SMS, or the e-mailed second factor) and YES typed out. */
export const deleteAuthUserInput = z.object({
  code: codeInput,
  confirm: textInput({ required: "validation.confirm.yes" })
    .trim()
    .refine((v) => v === DELETE_CONFIRMATION, "validation.confirm.yes"),
});

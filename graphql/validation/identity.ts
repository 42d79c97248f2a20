/**
 * Input rules of identity (spec section 5), shared by the web actions and the resolvers.
 * Messages are catalogue keys (app/locales: validation.*), never raw text.
 * Server-only: libphonenumber-js stays out of the browser bundle (validation runs in actions).
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { z } from "zod";
import { languages } from "../languages";
import { graphemeCount } from "./graphemes";
import { PASSWORD_MIN } from "./password-strength";
import { textInput } from "./text";

export { PASSWORD_MIN };

export const CODE_LENGTH = 6;
export const PASSWORD_MAX = 128;
/** First and last names: 2 to 24 user-perceived characters (an emoji or "é" written as e + ◌́ is one). */
export const NAME_MIN = 2;
export const NAME_MAX = 24;
/**
 * Also at most this many code points, which is what the database can count (char_length): room
 * for 24 characters of up to 4 code points each (an emoji with a skin tone is 2), and a bound
 * on a "character" piled with combining marks.
 */
export const NAME_MAX_CODE_POINTS = 96;

const isNameLength = (value: string) => {
  // The cheap bound first: segmenting is slow (100 KB took 2.8 s), and a name of more than 96
  // code points is too long however it is counted.
  if (value.length > 2 * NAME_MAX_CODE_POINTS || Array.from(value).length > NAME_MAX_CODE_POINTS) return false;
  const length = graphemeCount(value);
  return length >= NAME_MIN && length <= NAME_MAX;
};
/**
 * The spec's texts disagree (2 in English, 3 in Ukrainian and Russian). One rule for everyone,
 * the stricter one, so that a username valid in one language is valid in all.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 24;
export const PHONE_DIGITS_MIN = 7;
export const PHONE_DIGITS_MAX = 15;
export const DEFAULT_COUNTRY: CountryCode = "UA";

const PASSWORD_SYMBOLS = "!@#$%^&*()_+-=[]{};:'\"\\|,.<>/?";
const escapeForClass = (s: string) => s.replace(/[\\\]^-]/g, "\\$&");
const PASSWORD_PATTERN = new RegExp(`^[A-Za-z0-9${escapeForClass(PASSWORD_SYMBOLS)}]+$`);

/** Turns what a person typed, with the chosen country, into E.164; null when it is no phone. */
export function toE164(input: string, country: string | undefined = DEFAULT_COUNTRY): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), (country || DEFAULT_COUNTRY) as CountryCode);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** A phone as typed by a person, in the country they picked. Output: E.164. */
export const phoneInput = textInput({ required: "validation.phone.required" })
  .trim()
  .min(1, { message: "validation.phone.required", abort: true })
  .superRefine((value, ctx) => {
    const digits = value.replace(/\D/g, "");
    // Letters are no phone at all, however many digits come with them: say so first.
    if (/[^\d\s()+\-.]/.test(value)) ctx.addIssue({ code: "custom", message: "validation.phone.invalid" });
    else if (digits.length < PHONE_DIGITS_MIN) ctx.addIssue({ code: "custom", message: "validation.phone.min" });
    else if (digits.length > PHONE_DIGITS_MAX) ctx.addIssue({ code: "custom", message: "validation.phone.max" });
  });

/** A phone already in E.164 (the API's form). */
export const e164Phone = textInput({ required: "validation.phone.required" })
  .trim()
  .min(1, "validation.phone.required")
  .transform((value, ctx) => {
    const normalized = value.startsWith("+") ? toE164(value) : null;
    if (!normalized) {
      ctx.addIssue({ code: "custom", message: "validation.phone.invalid" });
      return z.NEVER;
    }
    return normalized;
  });

export const codeInput = textInput({ required: "validation.code.length" })
  .trim()
  .regex(/^\d{6}$/, "validation.code.length");

// Not textInput: the password's own character set leaves out every control character already,
// and a tab or a line break is better told as "no spaces" here.
export const passwordInput = z
  .string({ error: "validation.password.required" })
  .min(1, "validation.password.required")
  .min(PASSWORD_MIN, "validation.password.min")
  .max(PASSWORD_MAX, "validation.password.max")
  .refine((v) => !/\s/.test(v), "validation.password.whitespace")
  // Whitespace has its own message above; any other character outside the set gets this one.
  .refine((v) => /\s/.test(v) || PASSWORD_PATTERN.test(v), "validation.password.chars");

const nameInput = (key: "name" | "surname") =>
  textInput({ required: `validation.${key}.required` })
    .trim()
    // abort: a blank name is told it is required, not also that it is too short.
    .min(1, { message: `validation.${key}.required`, abort: true })
    .refine(isNameLength, `validation.${key}.length`);

export const usernameInput = textInput({ required: "validation.username.required" })
  .trim()
  .min(1, "validation.username.required")
  .refine((v) => !/\s/.test(v), "validation.username.spaces")
  .refine((v) => /^[A-Za-z0-9_]*$/.test(v), "validation.username.chars")
  .refine((v) => v.length >= USERNAME_MIN && v.length <= USERNAME_MAX, "validation.username.length");

const withConfirmation = <T extends { password: string; confirmPassword: string }>(schema: z.ZodType<T>) =>
  schema.refine((v) => v.password === v.confirmPassword, {
    message: "validation.password.mismatch",
    path: ["confirmPassword"],
  });

export const emailInput = textInput({ required: "validation.email.required" })
  .trim()
  .min(1, "validation.email.required")
  .max(254, "validation.email.invalid")
  .pipe(z.email("validation.email.invalid"));

// ---- Forms (web actions) --------------------------------------------------------------------

export const signInPhoneForm = z
  .object({
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/)
      .default(DEFAULT_COUNTRY),
    phone: phoneInput,
  })
  .transform((v, ctx) => {
    const e164 = toE164(v.phone, v.countryCode);
    if (!e164) {
      ctx.addIssue({ code: "custom", message: "validation.phone.invalid", path: ["phone"] });
      return z.NEVER;
    }
    return { countryCode: v.countryCode, phone: e164 };
  });

export const codeForm = z.object({ code: codeInput });

/** A password as typed to be compared with the stored one (sign-in, the current password). */
export const currentPasswordInput = textInput({ required: "validation.password.required" }).min(
  1,
  "validation.password.required",
);

export const passwordForm = z.object({ password: currentPasswordInput });

export const registrationFields = {
  name: nameInput("name"),
  surname: nameInput("surname"),
  username: usernameInput,
  password: passwordInput,
  confirmPassword: textInput({ required: "validation.password.required" }),
  consent: z.literal(true, { error: "validation.consent.required" }),
};

export const registrationForm = withConfirmation(
  z.object({
    ...registrationFields,
    consent: z.preprocess((v) => v === "on" || v === "true" || v === true, registrationFields.consent),
  }),
);

export const newPasswordForm = withConfirmation(
  z.object({
    code: codeInput,
    password: passwordInput,
    confirmPassword: textInput({ required: "validation.password.required" }),
  }),
);

// ---- API inputs (resolvers) -------------------------------------------------------------------

export const checkAuthCodeInput = z.object({ phone: e164Phone, code: codeInput });

export const registerUserInput = withConfirmation(
  z.object({
    phoneTicket: textInput({ required: "validation.ticket.required" }).min(1, "validation.ticket.required"),
    ...registrationFields,
    language: z.enum(languages).nullish(),
  }),
);

export const recoverPasswordInput = withConfirmation(
  z.object({ phone: e164Phone, code: codeInput, password: passwordInput, confirmPassword: textInput() }),
);

export const changePasswordInput = withConfirmation(
  z.object({
    currentPassword: currentPasswordInput,
    password: passwordInput,
    confirmPassword: textInput(),
  }),
);

/** The e-mail that is to become the second factor, and the current password as the step-up. */
export const twoFactorSetupInput = z.object({ email: emailInput, currentPassword: currentPasswordInput });

export const enableTwoFactorInput = z.object({ email: emailInput, code: codeInput });

/** Spec section 5: the country code, 2 digits, then the last 2 (+380 67 ••• •• 89). */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  const national = parsed.nationalNumber as string;
  const hidden = "•".repeat(Math.max(national.length - 4, 0));
  return `+${parsed.countryCallingCode} ${national.slice(0, 2)}${hidden}${national.slice(-2)}`;
}

/** Spec section 5: hide the second character of the local part. */
export function maskEmail(email: string): string {
  const at = email.indexOf("@");
  if (at < 2) return email;
  return `${email[0]}•${email.slice(2)}`;
}

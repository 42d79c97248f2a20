import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { FORM_ERRORS, type ErrorCode } from "#graphql/errors";
import type { AuthCodeRefusal } from "#graphql/generated/operations";
import { dynamicKey, type TFunction, type TKey } from "./translate";
import { ApiError } from "./api.server";
import { getLocale, translatorFor } from "./i18next.server";
import { getSession } from "./session.server";

/** The translator of the visitor's language, for actions and loaders. */
export async function getTranslator(request: Request, context: AppLoadContext) {
  const session = await getSession(request, context);
  const locale = await getLocale(request, session.get("language"));
  return { t: translatorFor(locale), locale };
}

/** The catalogue key and values that say what went wrong (errors.<CODE>, else errors.unknown). */
export function apiErrorKey(error: unknown, t: TFunction): { key: TKey; values: { seconds: number; minutes: number } } {
  const seconds = error instanceof ApiError ? (error.retryAfter ?? 0) : 0;
  const values = { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) };
  const key = dynamicKey(error instanceof ApiError ? `errors.${error.code}` : "errors.unknown");
  return { key: t(key) !== key ? key : "errors.unknown", values };
}

/** Catalogue text of an API error code; the raw message for a code we do not know. */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t("errors.unknown");
  const { key, values } = apiErrorKey(error, t);
  if (error.code !== "UNKNOWN" && key !== "errors.unknown") return t(key, values);
  return error.message || t("errors.unknown");
}

/** A submission of nothing: for buttons (resend) whose form has no fields to judge. */
export const nothingSubmitted = () => parseWithZod(new FormData(), { schema: z.object({}) });

// Schemas and the API speak in catalogue keys ("validation.phone.invalid"); other text is final.
const CATALOGUE_KEY = /^[a-z]+(\.[A-Za-z0-9_]+)+$/;
const translateAll = (errors: Record<string, string[] | null> | null | undefined, t: TFunction) =>
  errors
    ? Object.fromEntries(
        Object.entries(errors).map(([k, v]) => [
          k,
          v?.map((m) => (CATALOGUE_KEY.test(m) ? t(dynamicKey(m)) : m)) ?? null,
        ]),
      )
    : errors;

/**
 * conform's reply with every message translated (schemas carry catalogue keys). Passwords are
 * never echoed back into the page.
 */
export function reply<T>(
  submission: Submission<T>,
  t: TFunction,
  options: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    resetForm?: boolean;
    /** The answer does not judge the passwords (a username check): give them back as typed. */
    keepPasswords?: boolean;
  } = {},
): SubmissionResult<string[]> {
  const result = submission.reply({
    formErrors: options.formErrors,
    fieldErrors: options.fieldErrors,
    resetForm: options.resetForm,
    hideFields: options.keepPasswords ? [] : ["password", "confirmPassword", "currentPassword"],
  });
  return { ...result, error: translateAll(result.error, t) as SubmissionResult<string[]>["error"] };
}

/** Which field of a form an error code belongs to (a wrong code to `code`, a taken name to `username`...). */
export type FieldsByCode = Partial<Record<ErrorCode, string>>;

/**
 * Replies to a form with what the API said, so that each message lands where the person looks:
 * the API's own field errors onto their fields (conform names: owners[0].share, "" for the form),
 * an error code the form maps to a field onto that field, the rest as the form's error. A wrong
 * code or password also says how many tries are left. A redirect thrown on the way (the session
 * ended) goes on; anything else unexpected (the API unreachable) is logged and told as the
 * unknown error: a person never gets a 500 page for it.
 */
export function replyWithApiError<T>(
  submission: Submission<T>,
  error: unknown,
  t: TFunction,
  fieldsByCode: FieldsByCode = {},
) {
  if (error instanceof Response) throw error;
  if (!(error instanceof ApiError)) {
    console.error(error);
    return reply(submission, t, { formErrors: [apiErrorMessage(error, t)] });
  }
  const wrongTry = error.code === "INVALID_CODE" || error.code === "INVALID_PASSWORD";
  if (Object.keys(error.fields).length) {
    if (!wrongTry) return reply(submission, t, { fieldErrors: error.fields });
    // A wrong code or current password the API names a field for says the tries left there: a
    // code in the words of any wrong code, a password under the field's own message.
    const fieldErrors =
      error.code === "INVALID_CODE"
        ? Object.fromEntries(
            Object.keys(error.fields).map((name) => [name, attemptMessages(t, "INVALID_CODE", error.attemptsLeft)]),
          )
        : error.attemptsLeft !== undefined
          ? Object.fromEntries(
              Object.entries(error.fields).map(([name, keys]) => [
                name,
                [...keys, t("auth.password.attemptsLeft", { count: error.attemptsLeft! })],
              ]),
            )
          : error.fields;
    return reply(submission, t, { fieldErrors });
  }
  const messages = wrongTry
    ? attemptMessages(t, error.code as "INVALID_CODE" | "INVALID_PASSWORD", error.attemptsLeft)
    : [apiErrorMessage(error, t)];
  const field = error.code === "UNKNOWN" ? undefined : fieldsByCode[error.code];
  return reply(submission, t, { fieldErrors: { [field ?? FORM_ERRORS]: messages } });
}

/** What to say about a wrong code or password: the error, and the tries left or that a new code is needed. */
function attemptMessages(
  t: TFunction,
  code: "INVALID_CODE" | "INVALID_PASSWORD",
  attemptsLeft: number | undefined,
): string[] {
  if (code === "INVALID_CODE") return wrongCodeMessages(t, attemptsLeft);
  const text = t("errors.INVALID_PASSWORD");
  return attemptsLeft !== undefined ? [text, t("auth.password.attemptsLeft", { count: attemptsLeft })] : [text];
}

/**
 * What to say about a code that was not taken, in one message: wrong with the tries left, or that
 * a new code is needed. A sign-in code also says why (AuthCodeRefusal): a code typed right but
 * already used or expired is told apart from a wrong one.
 */
export function wrongCodeMessages(
  t: TFunction,
  attemptsLeft: number | undefined,
  refusal?: AuthCodeRefusal | null,
): string[] {
  const left = attemptsLeft ?? 0;
  if (refusal === "USED") return [t("auth.code.used")];
  if (left > 0) return [t("auth.code.attemptsLeft", { count: left })];
  return [t(refusal === "WRONG" ? "auth.code.wrongNoLiveCode" : "auth.code.exhausted")];
}

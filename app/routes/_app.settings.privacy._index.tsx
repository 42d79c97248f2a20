import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Form, Link, redirect, useActionData, useLoaderData } from "@remix-run/react";
import {
  ChangeAuthUserPasswordDocument,
  EndAuthUserSessionDocument,
  ListAuthUserSessionsDocument,
  UpdateAuthUserVisibilityDocument,
} from "#graphql/generated/operations";
import { END_OTHER_SESSIONS_AFTER_SECONDS, contactVisibilities } from "#graphql/validation/user-limits";
import { changePasswordForm, visibilityForm } from "#graphql/validation/users";
import { NewPasswordField } from "~/components/password-hints";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { ErrorList, Field, FormErrors } from "~/components/ui/field";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { formProps, useServerForm, type FieldMeta } from "~/lib/form";
import { formatDateTime } from "~/lib/format-date";
import { getTranslator, nothingSubmitted, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { redirectWithToast } from "~/lib/toast.server";
import type { TKey } from "~/lib/translate";
import { useSignedInUser } from "~/lib/signed-in";

export const meta = pageTitle("settingsPrivacy");

// The password hints are the sign-in's (the tries left arrive translated from the action).
export const handle: RouteHandle = {
  i18n: areaTexts(import.meta.glob(["/app/locales/*/settings/privacy.ts", "/app/locales/*/auth/passwordHints.ts"])),
};

/**
 * The person's sessions, this device first, and from when this device may end the others (spec:
 * 7 days after its first sign-in), null once it may: the page says so before anyone tries.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { listAuthUserSessions } = await auth.call(ListAuthUserSessionsDocument, {});
  const sessions = [...listAuthUserSessions].sort((a, b) => Number(b.current) - Number(a.current));
  const current = sessions.find((s) => s.current);
  const allowedAt = current
    ? new Date(new Date(current.signedInAt).getTime() + END_OTHER_SESSIONS_AFTER_SECONDS * 1000)
    : null;
  return { sessions, endOthersFrom: allowedAt && allowedAt.getTime() > Date.now() ? allowedAt.toISOString() : null };
}

const back = () => redirect("/settings/privacy");

const withToast = (request: Request, context: ActionFunctionArgs["context"], title: TKey) =>
  redirectWithToast(request, context, "/settings/privacy", { type: "success", title });

/**
 * Three of the page's forms post here, told apart by `intent`: the password (the API ends every
 * other session, this one stays), the visibility of the phone and e-mail, and ending a session.
 * Each answer names its form, so that errors show on the form that was sent.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t, locale } = await getTranslator(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: changePasswordForm });
    if (submission.status !== "success") return { intent, result: reply(submission, t) } as const;
    try {
      await auth.call(ChangeAuthUserPasswordDocument, { input: submission.value });
    } catch (error) {
      return {
        intent,
        result: replyWithApiError(submission, error, t, {
          INVALID_PASSWORD: "currentPassword",
          TOO_MANY_ATTEMPTS: "currentPassword",
        }),
      } as const;
    }
    return withToast(request, context, "settings.privacy.password.changed");
  }

  if (intent === "visibility") {
    const submission = parseWithZod(formData, { schema: visibilityForm });
    if (submission.status !== "success") return { intent, result: reply(submission, t) } as const;
    try {
      await auth.call(UpdateAuthUserVisibilityDocument, { input: submission.value });
    } catch (error) {
      return { intent, result: replyWithApiError(submission, error, t) } as const;
    }
    return withToast(request, context, "settings.saved");
  }

  if (intent === "endSession") {
    const id = String(formData.get("id") ?? "");
    try {
      await auth.call(EndAuthUserSessionDocument, { id });
    } catch (error) {
      if (error instanceof ApiError && error.code === "SESSION_END_NOT_YET_ALLOWED" && error.allowedAt) {
        const user = await auth.getUser();
        const date = formatDateTime(error.allowedAt, locale, user.formatTime);
        return {
          intent,
          result: reply(nothingSubmitted(), t, { formErrors: [t("errors.SESSION_END_NOT_YET_ALLOWED", { date })] }),
        } as const;
      }
      return { intent, result: replyWithApiError(nothingSubmitted(), error, t) } as const;
    }
    return withToast(request, context, "settings.privacy.sessions.ended");
  }
  return back();
}

export default function Privacy() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const answer = useActionData<typeof action>();
  const resultOf = (intent: "password" | "visibility" | "endSession") =>
    answer?.intent === intent ? answer.result : undefined;
  return (
    <div className="space-y-page">
      <h1 className="ui-page-title">{t("settings.privacy.heading")}</h1>
      <PasswordSection lastResult={resultOf("password")} />
      <section aria-labelledby="two-factor-heading" className="ui-section">
        <h2 id="two-factor-heading" className="ui-section-title">
          {t("settings.privacy.twoFactor.heading")}
        </h2>
        <p className="text-sm text-muted" data-testid="two-factor-status">
          {user.mfaEnabled
            ? t("settings.privacy.twoFactor.on", { email: user.email ?? "" })
            : t("settings.privacy.twoFactor.off")}
        </p>
        <Link to="/settings/privacy/two-factor" className={buttonClass("secondary")}>
          {user.mfaEnabled ? t("settings.privacy.twoFactor.turnOff") : t("settings.privacy.twoFactor.turnOn")}
        </Link>
      </section>
      <VisibilitySection
        lastResult={resultOf("visibility")}
        phone={user.phoneVisibility}
        email={user.emailVisibility}
      />
      <SessionsSection lastResult={resultOf("endSession")} formatTime={user.formatTime} />
    </div>
  );
}

type Result = Parameters<typeof useServerForm>[0];

function PasswordSection({ lastResult }: { lastResult: Result }) {
  const { t } = useTranslation();
  const [form, fields] = useServerForm<{ currentPassword: string; password: string; confirmPassword: string }>(
    lastResult,
  );
  const p = "settings.privacy.password";
  return (
    <section aria-labelledby="password-heading" className="ui-section">
      <h2 id="password-heading" className="ui-section-title">
        {t(`${p}.heading`)}
      </h2>
      <p className="text-sm text-muted">{t(`${p}.intro`)}</p>
      <Form method="post" {...formProps(form)} className="max-w-md space-y-section">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.currentPassword}
          label={t(`${p}.current`)}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordField meta={fields.password} label={t(`${p}.new`)} />
        <Field meta={fields.confirmPassword} label={t(`${p}.confirm`)} type="password" autoComplete="new-password" />
        <SubmitButton name="intent" value="password">
          {t(`${p}.submit`)}
        </SubmitButton>
      </Form>
    </section>
  );
}

/** A radio group (a fieldset with its legend): all users or my contacts. */
function VisibilityChoice({ meta, legend }: { meta: FieldMeta; legend: string }) {
  const { t } = useTranslation();
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset className="space-y-stack" aria-describedby={invalid ? meta.errorId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-page gap-y-stack">
        {contactVisibilities.map((value) => (
          <label key={value} className="inline-flex min-h-10 items-center gap-stack text-sm">
            <input
              type="radio"
              name={meta.name}
              value={value}
              defaultChecked={meta.initialValue === value}
              className="size-4 accent-primary"
            />
            {t(`settings.privacy.visibility.${value}`)}
          </label>
        ))}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

function VisibilitySection({ lastResult, phone, email }: { lastResult: Result; phone: string; email: string }) {
  const { t } = useTranslation();
  const [form, fields] = useServerForm<{ phoneVisibility: string; emailVisibility: string }>(lastResult, {
    defaultValue: { phoneVisibility: phone, emailVisibility: email },
  });
  const v = "settings.privacy.visibility";
  return (
    <section aria-labelledby="visibility-heading" className="ui-section">
      <h2 id="visibility-heading" className="ui-section-title">
        {t(`${v}.heading`)}
      </h2>
      <p className="text-sm text-muted">{t(`${v}.intro`)}</p>
      {/* Saved choices start the form again from what the profile now holds. */}
      <Form key={`${phone} ${email}`} method="post" {...formProps(form)} className="space-y-section">
        <FormErrors id={form.errorId} errors={form.errors} />
        <VisibilityChoice meta={fields.phoneVisibility} legend={t(`${v}.phone`)} />
        <VisibilityChoice meta={fields.emailVisibility} legend={t(`${v}.email`)} />
        <SubmitButton name="intent" value="visibility">
          {t("settings.save")}
        </SubmitButton>
      </Form>
    </section>
  );
}

function SessionsSection({ lastResult, formatTime }: { lastResult: Result; formatTime: string }) {
  const { t, i18n } = useTranslation();
  const { sessions, endOthersFrom } = useLoaderData<typeof loader>();
  const [form] = useServerForm(lastResult);
  const s = "settings.privacy.sessions";
  const date = (iso: string) => formatDateTime(iso, i18n.language, formatTime);
  const others = sessions.some((session) => !session.current);
  return (
    <section aria-labelledby="sessions-heading" className="ui-section">
      <h2 id="sessions-heading" className="ui-section-title">
        {t(`${s}.heading`)}
      </h2>
      {others && endOthersFrom ? (
        <p className="text-sm text-muted">{t(`${s}.notYet`, { date: date(endOthersFrom) })}</p>
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <ul className="divide-y divide-line" data-testid="sessions">
        {sessions.map((session) => {
          const device = [session.browser, session.os].filter(Boolean).join(", ") || t(`${s}.unknownDevice`);
          const lastActive = date(session.lastActiveAt);
          return (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-stack py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {device}
                  {session.current ? (
                    <span className="ms-2 rounded-full bg-selected px-2 py-0.5 text-xs font-medium text-selected-fg">
                      {t(`${s}.thisDevice`)}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-subtle">{t(`${s}.lastActive`, { date: lastActive })}</p>
              </div>
              {/* While the 7-day rule holds, End could only repeat it (the text above says until when): no button. */}
              {session.current || endOthersFrom ? null : (
                <Form method="post">
                  <input type="hidden" name="id" value={session.id} />
                  <SubmitButton
                    name="intent"
                    value="endSession"
                    variant="secondary"
                    aria-label={t(`${s}.endLabel`, { device, date: lastActive })}
                  >
                    {t(`${s}.end`)}
                  </SubmitButton>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      {others ? null : <p className="text-sm text-subtle">{t(`${s}.noOthers`)}</p>}
    </section>
  );
}

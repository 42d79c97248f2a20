import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Form, Link, redirect, useActionData, useLoaderData } from "@remix-run/react";
import {
  DisableTwoFactorDocument,
  EnableTwoFactorDocument,
  RequestTwoFactorDisableCodeDocument,
  RequestTwoFactorSetupCodeDocument,
} from "#graphql/generated/operations";
import { codeForm, twoFactorSetupInput } from "#graphql/validation/identity";
import { disableTwoFactorForm } from "#graphql/validation/users";
import { ResendButton } from "~/components/resend";
import { settingsLinkClass } from "~/components/settings-frame";
import { SubmitButton } from "~/components/ui/button";
import { ErrorList, Field, FormErrors } from "~/components/ui/field";
import { requireUserSession, type UserSession } from "~/lib/auth.server";
import { formProps, inputProps, useServerForm } from "~/lib/form";
import { getTranslator, nothingSubmitted, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { isResendTooSoon, resendAtFrom, secondsUntil } from "~/lib/signin.server";
import { redirectWithToast } from "~/lib/toast.server";

export const meta = pageTitle("settingsTwoFactor");

// auth.code: the resend countdown is the sign-in's.
export const handle: RouteHandle = {
  i18n: areaTexts(import.meta.glob(["/app/locales/*/settings/privacy.ts", "/app/locales/*/auth/code.ts"])),
};

const PATH = "/settings/privacy/two-factor";

/**
 * Where the person is: turning two-factor sign-in on (e-mail and current password, then the code
 * e-mailed there) or off (ask for a code, then the code and a ticked confirmation). The step between
 * is kept in the web session, so a reload or the page without JavaScript lands on the same step.
 */
async function state(auth: UserSession) {
  const user = await auth.getUser();
  const mode = user.mfaEnabled ? ("disable" as const) : ("enable" as const);
  const draft = auth.session.get("twoFactor");
  return { user, mode, draft: draft?.mode === mode ? draft : undefined };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { user, mode, draft } = await state(auth);
  return { mode, email: user.email ?? null, sentTo: draft?.sentTo ?? null, resendIn: secondsUntil(draft?.resendAt) };
}

async function done(request: Request, context: AppLoadContext, auth: UserSession, title: "enabled" | "disabled") {
  auth.session.unset("twoFactor");
  auth.sessionChanged();
  return redirectWithToast(request, context, "/settings/privacy", {
    type: "success",
    title: `settings.privacy.twoFactor.${title}`,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const { mode, draft } = await state(auth);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const keep = (next: NonNullable<typeof draft>) => {
    auth.session.set("twoFactor", next);
    auth.sessionChanged();
    return redirect(PATH);
  };

  if (intent === "restart") {
    auth.session.unset("twoFactor");
    auth.sessionChanged();
    return redirect(PATH);
  }

  if (mode === "enable") {
    if (intent === "send") {
      const submission = parseWithZod(formData, { schema: twoFactorSetupInput });
      if (submission.status !== "success") return reply(submission, t);
      try {
        const { requestTwoFactorSetupCode: sent } = await auth.call(
          RequestTwoFactorSetupCodeDocument,
          submission.value,
        );
        return keep({
          mode,
          email: submission.value.email,
          sentTo: sent.sentTo,
          resendAt: Date.now() + sent.resendAfter * 1000,
        });
      } catch (error) {
        return replyWithApiError(submission, error, t, {
          TOO_MANY_ATTEMPTS: "currentPassword",
          RESEND_TOO_SOON: "email",
        });
      }
    }
    const submission = parseWithZod(formData, { schema: codeForm });
    if (!draft?.email) return redirect(PATH);
    if (submission.status !== "success") return reply(submission, t);
    try {
      await auth.call(EnableTwoFactorDocument, { input: { email: draft.email, code: submission.value.code } });
    } catch (error) {
      return replyWithApiError(submission, error, t, { INVALID_CODE: "code", TOO_MANY_ATTEMPTS: "code" });
    }
    return done(request, context, auth, "enabled");
  }

  if (intent === "send" || intent === "resend") {
    try {
      const { requestTwoFactorDisableCode: sent } = await auth.call(RequestTwoFactorDisableCodeDocument, {});
      return keep({ mode, sentTo: sent.sentTo, resendAt: Date.now() + sent.resendAfter * 1000 });
    } catch (error) {
      // Asked again too early: the countdown says how long is left.
      if (isResendTooSoon(error) && draft) return keep({ ...draft, resendAt: resendAtFrom(error) });
      return replyWithApiError(nothingSubmitted(), error, t);
    }
  }
  const submission = parseWithZod(formData, { schema: disableTwoFactorForm });
  if (!draft) return redirect(PATH);
  if (submission.status !== "success") return reply(submission, t);
  try {
    await auth.call(DisableTwoFactorDocument, { input: submission.value });
  } catch (error) {
    return replyWithApiError(submission, error, t, { INVALID_CODE: "code", TOO_MANY_ATTEMPTS: "code" });
  }
  return done(request, context, auth, "disabled");
}

export default function TwoFactor() {
  const { t } = useTranslation();
  const { mode, email, sentTo, resendIn } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ email: string; currentPassword: string; code: string; confirm: string }>(
    lastResult,
    {
      defaultValue: { email: email ?? "" },
    },
  );
  const f = "settings.privacy.twoFactor";
  const heading = mode === "enable" ? t(`${f}.turnOn`) : t(`${f}.turnOff`);
  const codeField = (
    <Field meta={fields.code} label={t(`${f}.code`)} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
  );
  let body;
  if (!sentTo) {
    body = (
      <Form method="post" {...formProps(form)} className="max-w-md space-y-section">
        {mode === "enable" ? (
          <>
            <p className="text-sm text-muted">{t(`${f}.enableIntro`)}</p>
            <FormErrors id={form.errorId} errors={form.errors} />
            <Field meta={fields.email} label={t(`${f}.email`)} type="email" autoComplete="email" spellCheck={false} />
            <Field
              meta={fields.currentPassword}
              label={t(`${f}.currentPassword`)}
              type="password"
              autoComplete="current-password"
            />
          </>
        ) : (
          <>
            <p className="text-sm text-muted">{t(`${f}.disableIntro`, { email: email ?? "" })}</p>
            <FormErrors id={form.errorId} errors={form.errors} />
          </>
        )}
        <SubmitButton name="intent" value="send">
          {t(`${f}.send`)}
        </SubmitButton>
      </Form>
    );
  } else {
    const confirm = fields.confirm;
    body = (
      <>
        <p className="text-sm text-muted" role="status">
          {t(`${f}.sentTo`, { to: sentTo })}
        </p>
        <Form method="post" {...formProps(form)} className="max-w-md space-y-section">
          <FormErrors id={form.errorId} errors={form.errors} />
          {codeField}
          {mode === "disable" ? (
            <div>
              <label className="flex items-start gap-stack text-sm">
                <input
                  {...inputProps(confirm, "checkbox")}
                  value="on"
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <span>{t(`${f}.confirm`)}</span>
              </label>
              <ErrorList id={confirm.errorId} errors={confirm.errors} />
            </div>
          ) : null}
          <SubmitButton name="intent" value="confirm" variant={mode === "disable" ? "danger" : "primary"}>
            {mode === "enable" ? t(`${f}.enable`) : t(`${f}.disable`)}
          </SubmitButton>
          {mode === "disable" ? <ResendButton seconds={resendIn} label={t(`${f}.resend`)} /> : null}
        </Form>
        {mode === "enable" ? (
          // A new code needs the password again (the API asks for it): back to the first step.
          <Form method="post">
            <SubmitButton name="intent" value="restart" variant="link">
              {t(`${f}.startAgain`)}
            </SubmitButton>
          </Form>
        ) : null}
      </>
    );
  }
  return (
    <section aria-labelledby="two-factor-heading" className="ui-section">
      <Link to="/settings/privacy" className={`${settingsLinkClass} -ms-2`}>
        <span aria-hidden="true">←</span> {t(`${f}.back`)}
      </Link>
      <h1 id="two-factor-heading" className="ui-page-title">
        {heading}
      </h1>
      {body}
    </section>
  );
}

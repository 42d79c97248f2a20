import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { RequestAuthCodeDocument, UpdateAuthUserPasswordDocument } from "#graphql/generated/operations";
import { newPasswordForm } from "#graphql/validation/identity";
import { NewPasswordField } from "~/components/password-hints";
import { ResendButton } from "~/components/resend";
import { AuthCard } from "~/components/site-frame";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { anonymousApi, ApiError } from "~/lib/api.server";
import { passwordAuthenticator } from "~/lib/auth.server";
import { getTranslator, nothingSubmitted, reply, replyWithApiError, wrongCodeMessages } from "~/lib/forms.server";
import { formProps, useServerForm } from "~/lib/form";
import { pageTitle } from "~/lib/meta";
import { commitSession } from "~/lib/session.server";
import {
  continueAfterPassword,
  isResendTooSoon,
  redirectWithSession,
  requireSignInStep,
  resendAtFrom,
  secondsUntil,
} from "~/lib/signin.server";
import { redirectWithToast } from "~/lib/toast.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

// auth.code: the resend button's countdown.
export const handle: RouteHandle = {
  i18n: areaTexts(import.meta.glob("/app/locales/*/auth/{recovery,passwordHints,code}.ts")),
};

export const meta = pageTitle("createPassword");

/** Password recovery: a code to the account's e-mail (or SMS), then a new password. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { signIn } = await requireSignInStep(request, context, "confirmed");
  return { sentTo: signIn.recoverySentTo ?? null, resendIn: secondsUntil(signIn.recoveryResendAt) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, signIn } = await requireSignInStep(request, context, "confirmed");
  const { t, locale } = await getTranslator(request, context);
  const api = anonymousApi(request, context, locale);
  const formData = await request.clone().formData();
  const intent = formData.get("intent");

  if (intent === "send" || intent === "resend") {
    try {
      const { requestAuthCode } = await api(RequestAuthCodeDocument, {
        phone: signIn.phone,
        purpose: "PASSWORD_RESET",
      });
      session.set("signIn", {
        ...signIn,
        recoverySentTo: requestAuthCode.sentTo,
        recoveryResendAt: Date.now() + requestAuthCode.resendAfter * 1000,
      });
      return redirectWithSession("/auth/create-password", session, context);
    } catch (error) {
      // A resend too early: the countdown shows how long is left; the fields are not judged.
      if (intent === "resend" && isResendTooSoon(error)) {
        session.set("signIn", { ...signIn, recoveryResendAt: resendAtFrom(error) });
        return redirectWithSession("/auth/create-password", session, context);
      }
      return replyWithApiError(nothingSubmitted(), error, t);
    }
  }

  const submission = parseWithZod(formData, { schema: newPasswordForm });
  if (submission.status !== "success") return reply(submission, t);
  try {
    await api(UpdateAuthUserPasswordDocument, { input: { phone: signIn.phone, ...submission.value } });
  } catch (error) {
    if (error instanceof ApiError && error.code === "INVALID_CODE") {
      return reply(submission, t, { fieldErrors: { code: wrongCodeMessages(t, error.attemptsLeft) } });
    }
    return replyWithApiError(submission, error, t);
  }
  // The new password works at once: sign in with it (the phone is still confirmed).
  try {
    const outcome = await passwordAuthenticator(context, {
      phone: signIn.phone,
      phoneTicket: signIn.phoneTicket!,
    }).authenticate("password", request);
    return await continueAfterPassword(request, context, session, outcome);
  } catch (error) {
    if (error instanceof Response) throw error;
    session.unset("signIn");
    const headers = { "set-cookie": await commitSession(session, context) };
    return redirectWithToast(
      request,
      context,
      "/auth/signin",
      { type: "success", title: "toast.passwordChanged" },
      { headers },
    );
  }
}

export default function CreatePassword() {
  const { t } = useTranslation();
  const { sentTo, resendIn } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ code: string; password: string; confirmPassword: string }>(lastResult);

  return (
    <AuthCard heading={t("auth.recovery.heading")}>
      {sentTo ? (
        <>
          <p className="mb-4 text-sm text-muted" role="status">
            {t("auth.recovery.sentTo", { to: sentTo })}
          </p>
          <Form method="post" {...formProps(form)} className="space-y-4">
            <FormErrors id={form.errorId} errors={form.errors} />
            <Field
              meta={fields.code}
              label={t("auth.recovery.code")}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
            <NewPasswordField meta={fields.password} label={t("auth.recovery.password")} />
            <Field
              meta={fields.confirmPassword}
              label={t("auth.recovery.confirmPassword")}
              type="password"
              autoComplete="new-password"
            />
            <SubmitButton className="w-full" name="intent" value="reset">
              {t("auth.recovery.submit")}
            </SubmitButton>
            <ResendButton seconds={resendIn} label={t("auth.recovery.resend")} />
          </Form>
        </>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted">{t("auth.recovery.intro")}</p>
          <Form method="post" {...formProps(form)} className="space-y-4">
            <FormErrors id={form.errorId} errors={form.errors} />
            <SubmitButton className="w-full" name="intent" value="send">
              {t("auth.recovery.send")}
            </SubmitButton>
          </Form>
        </>
      )}
      <Link to="/auth/signin-password" className="mt-4 inline-block text-sm ui-link">
        {t("auth.recovery.back")}
      </Link>
    </AuthCard>
  );
}

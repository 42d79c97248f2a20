import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { CheckAuthCodeDocument, CheckUserExistsDocument, RequestAuthCodeDocument } from "#graphql/generated/operations";
import { codeForm } from "#graphql/validation/identity";
import { ResendButton } from "~/components/resend";
import { AuthCard } from "~/components/site-frame";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { anonymousApi } from "~/lib/api.server";
import { getTranslator, nothingSubmitted, reply, replyWithApiError, wrongCodeMessages } from "~/lib/forms.server";
import { formProps, useServerForm } from "~/lib/form";
import { pageTitle } from "~/lib/meta";
import {
  isResendTooSoon,
  redirectWithSession,
  requireSignInStep,
  resendAtFrom,
  secondsUntil,
} from "~/lib/signin.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/auth/code.ts")) };

export const meta = pageTitle("signinCode");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { signIn } = await requireSignInStep(request, context, "code");
  const resent = new URL(request.url).searchParams.has("resent");
  return { sentTo: signIn.sentTo ?? "", resendIn: secondsUntil(signIn.resendAt), resent };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, signIn } = await requireSignInStep(request, context, "code");
  const { t, locale } = await getTranslator(request, context);
  const formData = await request.formData();
  const api = anonymousApi(request, context, locale);

  if (formData.get("intent") === "resend") {
    try {
      const { requestAuthCode } = await api(RequestAuthCodeDocument, { phone: signIn.phone, purpose: "SIGN_IN" });
      session.set("signIn", {
        ...signIn,
        sentTo: requestAuthCode.sentTo,
        resendAt: Date.now() + requestAuthCode.resendAfter * 1000,
      });
      return redirectWithSession("/auth/signin-code?resent=1", session, context);
    } catch (error) {
      // Too early: the countdown shows how long is left; the code field is not judged.
      if (isResendTooSoon(error)) {
        session.set("signIn", { ...signIn, resendAt: resendAtFrom(error) });
        return redirectWithSession("/auth/signin-code", session, context);
      }
      return replyWithApiError(nothingSubmitted(), error, t);
    }
  }

  const submission = parseWithZod(formData, { schema: codeForm });
  if (submission.status !== "success") return reply(submission, t);
  try {
    const { checkAuthCode } = await api(CheckAuthCodeDocument, {
      input: { phone: signIn.phone, code: submission.value.code },
    });
    if (!checkAuthCode.codeValid || !checkAuthCode.phoneTicket) {
      return reply(submission, t, {
        fieldErrors: { code: wrongCodeMessages(t, checkAuthCode.attemptsLeft, checkAuthCode.refusal) },
      });
    }
    session.set("signIn", { ...signIn, phoneTicket: checkAuthCode.phoneTicket });
    const { checkUserExists } = await api(CheckUserExistsDocument, { phone: signIn.phone });
    return redirectWithSession(checkUserExists ? "/auth/signin-password" : "/auth/registration", session, context);
  } catch (error) {
    return replyWithApiError(submission, error, t);
  }
}

export default function SignInCode() {
  const { t } = useTranslation();
  const { sentTo, resendIn, resent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ code: string }>(lastResult);
  return (
    <AuthCard heading={t("auth.code.heading")}>
      <p className="mb-4 text-sm text-muted" role="status">
        {t("auth.code.sentTo", { to: sentTo })} {resent ? t("auth.code.resent") : null}
      </p>
      <Form method="post" {...formProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.code}
          label={t("auth.code.label")}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          autoFocus
        />
        <SubmitButton className="w-full" name="intent" value="verify">
          {t("auth.code.submit")}
        </SubmitButton>
        <ResendButton seconds={resendIn} label={t("auth.code.resend")} />
      </Form>
      <Link to="/auth/signin" className="mt-4 inline-block text-sm ui-link">
        {t("auth.code.changePhone")}
      </Link>
    </AuthCard>
  );
}

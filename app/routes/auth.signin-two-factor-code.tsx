import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { ResendTwoFactorCodeDocument } from "#graphql/generated/operations";
import { codeForm } from "#graphql/validation/identity";
import { ResendButton } from "~/components/resend";
import { AuthCard } from "~/components/site-frame";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { anonymousApi, ApiError } from "~/lib/api.server";
import { mfaGrant } from "~/lib/auth.server";
import { getTranslator, nothingSubmitted, reply, replyWithApiError, wrongCodeMessages } from "~/lib/forms.server";
import { formProps, useServerForm } from "~/lib/form";
import { pageTitle } from "~/lib/meta";
import {
  finishSignIn,
  isResendTooSoon,
  redirectWithSession,
  requireSignInStep,
  resendAtFrom,
  secondsUntil,
} from "~/lib/signin.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

// auth.code: the resend button's countdown.
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/auth/{twoFactor,code}.ts")) };

export const meta = pageTitle("twoFactor");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { signIn } = await requireSignInStep(request, context, "mfa");
  return { sentTo: signIn.mfaSentTo ?? "", resendIn: secondsUntil(signIn.mfaResendAt) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, signIn } = await requireSignInStep(request, context, "mfa");
  const { t, locale } = await getTranslator(request, context);
  const api = anonymousApi(request, context, locale);
  const formData = await request.formData();

  if (formData.get("intent") === "resend") {
    try {
      const { resendTwoFactorCode } = await api(ResendTwoFactorCodeDocument, { mfaToken: signIn.mfaToken! });
      session.set("signIn", {
        ...signIn,
        mfaSentTo: resendTwoFactorCode.sentTo,
        mfaResendAt: Date.now() + resendTwoFactorCode.resendAfter * 1000,
      });
      return redirectWithSession("/auth/signin-two-factor-code", session, context);
    } catch (error) {
      if (isResendTooSoon(error)) {
        session.set("signIn", { ...signIn, mfaResendAt: resendAtFrom(error) });
        return redirectWithSession("/auth/signin-two-factor-code", session, context);
      }
      return replyWithApiError(nothingSubmitted(), error, t);
    }
  }

  const submission = parseWithZod(formData, { schema: codeForm });
  if (submission.status !== "success") return reply(submission, t);
  try {
    const tokens = await mfaGrant(context, request, signIn.mfaToken!, submission.value.code);
    return await finishSignIn(request, context, session, tokens);
  } catch (error) {
    if (error instanceof ApiError && error.code === "INVALID_CODE") {
      return reply(submission, t, { fieldErrors: { code: wrongCodeMessages(t, error.attemptsLeft) } });
    }
    if (error instanceof ApiError && error.code === "UNAUTHENTICATED") {
      session.unset("signIn");
      return redirectWithSession("/auth/signin", session, context);
    }
    return replyWithApiError(submission, error, t);
  }
}

export default function TwoFactorCode() {
  const { t } = useTranslation();
  const { sentTo, resendIn } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ code: string }>(lastResult);
  return (
    <AuthCard heading={t("auth.twoFactor.heading")}>
      <p className="mb-4 text-sm text-muted" role="status">
        {t("auth.twoFactor.sentTo", { to: sentTo })}
      </p>
      <Form method="post" {...formProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.code}
          label={t("auth.twoFactor.label")}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          autoFocus
        />
        <SubmitButton className="w-full" name="intent" value="verify">
          {t("auth.twoFactor.submit")}
        </SubmitButton>
        <ResendButton seconds={resendIn} label={t("auth.twoFactor.resend")} />
      </Form>
      <Link to="/auth/signin" className="mt-4 inline-block text-sm ui-link">
        {t("auth.twoFactor.startOver")}
      </Link>
    </AuthCard>
  );
}

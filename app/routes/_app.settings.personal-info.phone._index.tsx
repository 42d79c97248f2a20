import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Form, redirect, useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmCurrentPhoneDocument, RequestPhoneChangeCodeDocument } from "#graphql/generated/operations";
import { codeForm, maskPhone } from "#graphql/validation/identity";
import { ResendButton } from "~/components/resend";
import { RouteDialog } from "~/components/route-dialog";
import { ResentNotice } from "~/components/settings/phone-step-notices";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { PERSONAL_INFO, PHONE_STEPS } from "~/lib/account-steps";
import { CODE_ERRORS, requirePhoneChange, savePhoneChange } from "~/lib/account-steps.server";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, nothingSubmitted, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { isResendTooSoon, resendAtFrom, secondsUntil } from "~/lib/signin.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/settings/phoneChange.ts")) };

export const meta = pageTitle("settingsPhone");

/**
 * A phone change, steps 1 and 2: an SMS code to the current number (asked for with a button, a
 * GET sends nothing), then that code confirms the number. The next step takes the new number.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { auth, state } = await requirePhoneChange(request, context, "started");
  const user = await auth.getUser();
  return {
    current: maskPhone(user.phone),
    sentTo: state.confirmed ? undefined : state.sentTo,
    resendIn: secondsUntil(state.resendAt),
    resent: new URL(request.url).searchParams.has("resent"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { auth, state } = await requirePhoneChange(request, context, "started");
  const { t } = await getTranslator(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "send" || intent === "resend") {
    try {
      const { requestPhoneChangeCode } = await auth.call(RequestPhoneChangeCodeDocument, {});
      savePhoneChange(auth, {
        sentTo: requestPhoneChangeCode.sentTo,
        resendAt: Date.now() + requestPhoneChangeCode.resendAfter * 1000,
      });
    } catch (error) {
      if (!isResendTooSoon(error)) return replyWithApiError(nothingSubmitted(), error, t);
      // A code went out a moment ago (this page, or another tab): it still works.
      const user = await auth.getUser();
      savePhoneChange(auth, { sentTo: state.sentTo ?? maskPhone(user.phone), resendAt: resendAtFrom(error) });
      return redirect(PHONE_STEPS.current);
    }
    return redirect(intent === "resend" ? `${PHONE_STEPS.current}?resent=1` : PHONE_STEPS.current);
  }

  const submission = parseWithZod(formData, { schema: codeForm });
  if (submission.status !== "success") return reply(submission, t);
  try {
    await auth.call(ConfirmCurrentPhoneDocument, { code: submission.value.code });
  } catch (error) {
    return replyWithApiError(submission, error, t, CODE_ERRORS);
  }
  savePhoneChange(auth, { confirmed: true });
  return redirect(PHONE_STEPS.new);
}

export default function PhoneChangeCurrent() {
  const { t } = useTranslation();
  const { current, sentTo, resendIn, resent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ code: string }>(lastResult);
  const p = "settings.phoneChange";
  return (
    <RouteDialog
      title={t(`${p}.title`)}
      description={
        sentTo ? t(`${p}.current.sentTo`, { to: sentTo }) : t(`${p}.current.description`, { phone: current })
      }
      back={{ to: PERSONAL_INFO, label: t("settings.personalInfo.back") }}
    >
      <p className="text-sm text-subtle">{t(`${p}.stepOf`, { step: 1, count: 3 })}</p>
      {sentTo ? (
        <Form method="post" {...formProps(form)} className="space-y-section">
          <ResentNotice show={Boolean(resent)} />
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field
            meta={fields.code}
            label={t(`${p}.code`)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            autoFocus
          />
          <SubmitButton className="w-full" name="intent" value="confirm">
            {t(`${p}.current.submit`)}
          </SubmitButton>
          <ResendButton
            seconds={resendIn}
            label={t(`${p}.resend`)}
            countdown={(seconds) => t("settings.steps.resendIn", { seconds })}
          />
        </Form>
      ) : (
        <Form method="post" {...formProps(form)} className="space-y-section">
          <FormErrors id={form.errorId} errors={form.errors} />
          <SubmitButton className="w-full" name="intent" value="send">
            {t(`${p}.send`)}
          </SubmitButton>
        </Form>
      )}
    </RouteDialog>
  );
}

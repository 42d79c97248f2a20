import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Form, Link, redirect, useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmNewPhoneDocument, RequestNewPhoneCodeDocument } from "#graphql/generated/operations";
import { codeForm } from "#graphql/validation/identity";
import { ResendButton } from "~/components/resend";
import { RouteDialog } from "~/components/route-dialog";
import { ResentNotice, StartAgainLink } from "~/components/settings/phone-step-notices";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { PERSONAL_INFO, PHONE_STEPS } from "~/lib/account-steps";
import { formatPhone } from "#graphql/phone.server";
import { CODE_ERRORS, requirePhoneChange, savePhoneChange } from "~/lib/account-steps.server";
import { ApiError } from "~/lib/api.server";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, nothingSubmitted, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { isResendTooSoon, resendAtFrom, secondsUntil } from "~/lib/signin.server";
import { redirectWithToast } from "~/lib/toast.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/settings/phoneChange.ts")) };

export const meta = pageTitle("settingsPhone");

/** A phone change, step 4: the new number's SMS code; the number changes, and signs in from now on. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { state } = await requirePhoneChange(request, context, "newPhone");
  return {
    sentTo: state.sentTo ?? "",
    resendIn: secondsUntil(state.resendAt),
    resent: new URL(request.url).searchParams.has("resent"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { auth, state } = await requirePhoneChange(request, context, "newPhone");
  const phone = state.phone!;
  const { t } = await getTranslator(request, context);
  const formData = await request.formData();
  const notConfirmed = (error: unknown) => error instanceof ApiError && error.code === "PHONE_CHANGE_NOT_CONFIRMED";

  if (formData.get("intent") === "resend") {
    try {
      const { requestNewPhoneCode } = await auth.call(RequestNewPhoneCodeDocument, { phone });
      savePhoneChange(auth, {
        ...state,
        sentTo: requestNewPhoneCode.sentTo,
        resendAt: Date.now() + requestNewPhoneCode.resendAfter * 1000,
      });
    } catch (error) {
      if (notConfirmed(error)) savePhoneChange(auth, undefined);
      if (!isResendTooSoon(error))
        return { ...replyWithApiError(nothingSubmitted(), error, t), restart: notConfirmed(error) };
      savePhoneChange(auth, { ...state, resendAt: resendAtFrom(error) });
      return redirect(PHONE_STEPS.confirm);
    }
    return redirect(`${PHONE_STEPS.confirm}?resent=1`);
  }

  const submission = parseWithZod(formData, { schema: codeForm });
  if (submission.status !== "success") return reply(submission, t);
  try {
    await auth.call(ConfirmNewPhoneDocument, { phone, code: submission.value.code });
  } catch (error) {
    if (notConfirmed(error)) savePhoneChange(auth, undefined);
    return { ...replyWithApiError(submission, error, t, CODE_ERRORS), restart: notConfirmed(error) };
  }
  savePhoneChange(auth, undefined);
  return redirectWithToast(request, context, PERSONAL_INFO, {
    type: "success",
    title: "settings.phoneChange.changed",
    values: { phone: formatPhone(phone) },
  });
}

export default function PhoneChangeConfirm() {
  const { t } = useTranslation();
  const { sentTo, resendIn, resent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const restart = Boolean(lastResult && "restart" in lastResult && lastResult.restart);
  const [form, fields] = useServerForm<{ code: string }>(lastResult);
  const p = "settings.phoneChange";
  return (
    <RouteDialog
      title={t(`${p}.title`)}
      description={t(`${p}.confirm.description`, { to: sentTo })}
      back={{ to: PERSONAL_INFO, label: t("settings.personalInfo.back") }}
    >
      <p className="text-sm text-subtle">{t(`${p}.stepOf`, { step: 3, count: 3 })}</p>
      <Form method="post" {...formProps(form)} className="space-y-section">
        <ResentNotice show={Boolean(resent)} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <StartAgainLink show={Boolean(restart)} />
        <Field
          meta={fields.code}
          label={t(`${p}.code`)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          autoFocus
        />
        <SubmitButton className="w-full" name="intent" value="confirm">
          {t(`${p}.confirm.submit`)}
        </SubmitButton>
        <ResendButton
          seconds={resendIn}
          label={t(`${p}.resend`)}
          countdown={(seconds) => t("settings.steps.resendIn", { seconds })}
        />
      </Form>
      <Link to={PHONE_STEPS.new} className="inline-block text-sm ui-link">
        {t(`${p}.confirm.otherNumber`)}
      </Link>
    </RouteDialog>
  );
}

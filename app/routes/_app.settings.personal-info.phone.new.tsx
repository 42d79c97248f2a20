import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Form, redirect, useActionData, useLoaderData } from "@remix-run/react";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { RequestNewPhoneCodeDocument } from "#graphql/generated/operations";
import { maskPhone } from "#graphql/validation/identity";
import { newPhoneForm } from "#graphql/validation/users";
import { PhoneInput } from "~/components/phone-input";
import { RouteDialog } from "~/components/route-dialog";
import { StartAgainLink } from "~/components/settings/phone-step-notices";
import { SubmitButton } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { PERSONAL_INFO, PHONE_STEPS } from "~/lib/account-steps";
import { requirePhoneChange, savePhoneChange } from "~/lib/account-steps.server";
import { ApiError } from "~/lib/api.server";
import { countryList } from "~/lib/countries.server";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { isResendTooSoon, resendAtFrom } from "~/lib/signin.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/settings/phoneChange.ts")) };

export const meta = pageTitle("settingsPhone");

/** A phone change, step 3: the new number (with its country, as at sign-in); an SMS code goes to it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { state } = await requirePhoneChange(request, context, "confirmed");
  const { locale } = await getTranslator(request, context);
  const national = state.phone ? (parsePhoneNumberFromString(state.phone)?.formatNational() ?? "") : "";
  return { countries: countryList(locale), countryCode: state.countryCode ?? "UA", phone: national };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { auth } = await requirePhoneChange(request, context, "confirmed");
  const { t } = await getTranslator(request, context);
  const submission = parseWithZod(await request.formData(), { schema: newPhoneForm });
  if (submission.status !== "success") return reply(submission, t);
  const { phone, countryCode } = submission.value;
  try {
    const { requestNewPhoneCode } = await auth.call(RequestNewPhoneCodeDocument, { phone });
    savePhoneChange(auth, {
      confirmed: true,
      phone,
      countryCode,
      sentTo: requestNewPhoneCode.sentTo,
      resendAt: Date.now() + requestNewPhoneCode.resendAfter * 1000,
    });
  } catch (error) {
    if (isResendTooSoon(error)) {
      // A code went to this number a moment ago: it still works.
      savePhoneChange(auth, {
        confirmed: true,
        phone,
        countryCode,
        sentTo: maskPhone(phone),
        resendAt: resendAtFrom(error),
      });
      return redirect(PHONE_STEPS.confirm);
    }
    if (error instanceof ApiError && error.code === "PHONE_CHANGE_NOT_CONFIRMED") {
      // The confirmation of the current number has expired: the person starts again from step 1.
      savePhoneChange(auth, undefined);
      return { ...reply(submission, t, { formErrors: [t("errors.PHONE_CHANGE_NOT_CONFIRMED")] }), restart: true };
    }
    return replyWithApiError(submission, error, t, { PHONE_UNCHANGED: "phone", PHONE_TAKEN: "phone" });
  }
  return redirect(PHONE_STEPS.confirm);
}

export default function PhoneChangeNew() {
  const { t } = useTranslation();
  const { countries, countryCode, phone } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const restart = Boolean(lastResult && "restart" in lastResult && lastResult.restart);
  const [form, fields] = useServerForm<{ countryCode: string; phone: string }>(lastResult, {
    defaultValue: { countryCode, phone },
  });
  const p = "settings.phoneChange";
  return (
    <RouteDialog
      title={t(`${p}.title`)}
      description={t(`${p}.new.description`)}
      back={{ to: PERSONAL_INFO, label: t("settings.personalInfo.back") }}
    >
      <p className="text-sm text-subtle">{t(`${p}.stepOf`, { step: 2, count: 3 })}</p>
      <Form method="post" {...formProps(form)} className="space-y-section">
        <FormErrors id={form.errorId} errors={form.errors} />
        <StartAgainLink show={Boolean(restart)} />
        <PhoneInput
          countries={countries}
          countryCode={fields.countryCode}
          phone={fields.phone}
          labels={{ country: t(`${p}.new.country`), phone: t(`${p}.new.phone`), hint: t("settings.steps.phoneHint") }}
          autoFocus
        />
        <SubmitButton className="w-full">{t(`${p}.send`)}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}

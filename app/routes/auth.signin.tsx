import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { useTranslation } from "~/lib/i18n-react";
import { RequestAuthCodeDocument } from "#graphql/generated/operations";
import { maskPhone, signInPhoneForm } from "#graphql/validation/identity";
import { AuthCard } from "~/components/site-frame";
import { SubmitButton } from "~/components/ui/button";
import { PhoneInput } from "~/components/phone-input";
import { FormErrors } from "~/components/ui/field";
import { anonymousApi } from "~/lib/api.server";
import { countryList } from "~/lib/countries.server";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { formProps, useServerForm } from "~/lib/form";
import { pageTitle } from "~/lib/meta";
import { getSession } from "~/lib/session.server";
import { isResendTooSoon, redirectWithSession } from "~/lib/signin.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/auth/signin.ts")) };

export const meta = pageTitle("signin");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const { locale } = await getTranslator(request, context);
  const previous = session.get("signIn");
  const national = previous?.phone ? (parsePhoneNumberFromString(previous.phone)?.formatNational() ?? "") : "";
  return { countries: countryList(locale), countryCode: previous?.countryCode ?? "UA", phone: national };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { t, locale } = await getTranslator(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signInPhoneForm });
  if (submission.status !== "success") return reply(submission, t);
  const { phone, countryCode } = submission.value;

  const session = await getSession(request, context);
  // "I have a code already": offered when a code went to this number a moment ago (below).
  if (formData.get("intent") === "enter-code") {
    session.set("signIn", { phone, countryCode, sentTo: maskPhone(phone) });
    return redirectWithSession("/auth/signin-code", session, context);
  }
  try {
    const { requestAuthCode } = await anonymousApi(
      request,
      context,
      locale,
    )(RequestAuthCodeDocument, { phone, purpose: "SIGN_IN" });
    session.set("signIn", {
      phone,
      countryCode,
      sentTo: requestAuthCode.sentTo,
      resendAt: Date.now() + requestAuthCode.resendAfter * 1000,
    });
  } catch (error) {
    if (isResendTooSoon(error)) {
      // This browser asked a moment ago: the code still works, so carry on to entering it.
      if (session.get("signIn")?.phone === phone) return redirectWithSession("/auth/signin-code", session, context);
      // Another device asked (or this one forgot), and that code can still be entered (the API
      // holds back a new one only then): it works here too. Offer to enter it. Information, not
      // an error: nothing the person typed was wrong.
      return {
        ...reply(submission, t),
        codeAlreadySent: t("auth.signin.codeAlreadySent", { seconds: error.retryAfter ?? 0 }),
      };
    }
    return replyWithApiError(submission, error, t);
  }
  return redirectWithSession("/auth/signin-code", session, context);
}

export default function SignIn() {
  const { t } = useTranslation();
  const { countries: list, countryCode, phone } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const codeAlreadySent = lastResult && "codeAlreadySent" in lastResult ? lastResult.codeAlreadySent : null;
  const [form, fields] = useServerForm<{ countryCode: string; phone: string }>(lastResult, {
    defaultValue: { countryCode, phone },
  });
  return (
    <AuthCard heading={t("auth.signin.heading")}>
      <p className="mb-4 text-sm text-muted">{t("auth.signin.intro")}</p>
      <Form method="post" {...formProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        {codeAlreadySent ? (
          <p role="status" className="rounded-md border border-info-line bg-info-soft p-3 text-sm">
            {codeAlreadySent}
          </p>
        ) : null}
        <PhoneInput
          countries={list}
          countryCode={fields.countryCode}
          phone={fields.phone}
          labels={{
            country: t("auth.signin.country"),
            phone: t("auth.signin.phone"),
            hint: t("auth.signin.phoneHint"),
          }}
        />
        <SubmitButton className="w-full">{t("auth.signin.submit")}</SubmitButton>
        {codeAlreadySent ? (
          <SubmitButton name="intent" value="enter-code" variant="secondary" className="w-full">
            {t("auth.signin.enterCode")}
          </SubmitButton>
        ) : null}
      </Form>
    </AuthCard>
  );
}

import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { CheckUsernameUniqueDocument, RegisterUserDocument } from "#graphql/generated/operations";
import { maskPhone, registrationForm } from "#graphql/validation/identity";
import { NewPasswordField } from "~/components/password-hints";
import { AuthCard } from "~/components/site-frame";
import { SubmitButton } from "~/components/ui/button";
import { ErrorList, Field, FormErrors } from "~/components/ui/field";
import { anonymousApi, ApiError } from "~/lib/api.server";
import { passwordAuthenticator } from "~/lib/auth.server";
import { apiErrorKey, getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { useHydrated } from "~/hooks/use-hydrated";
import { useUsernameCheck } from "~/hooks/use-username-check";
import { formProps, inputProps, useServerForm } from "~/lib/form";
import { pageTitle } from "~/lib/meta";
import { usernameVerdict } from "~/lib/username.server";
import { commitSession } from "~/lib/session.server";
import { continueAfterPassword, redirectWithSession, requireSignInStep } from "~/lib/signin.server";
import { redirectWithToast } from "~/lib/toast.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  i18n: areaTexts(import.meta.glob("/app/locales/*/auth/{registration,passwordHints}.ts")),
};

export const meta = pageTitle("registration");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { signIn } = await requireSignInStep(request, context, "confirmed");
  return { phone: maskPhone(signIn.phone) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, signIn } = await requireSignInStep(request, context, "confirmed");
  const { t, locale } = await getTranslator(request, context);
  const formData = await request.clone().formData();
  const api = anonymousApi(request, context, locale);

  // Without JavaScript, "Check availability" submits the form with intent=check-username.
  if (formData.get("intent") === "check-username") {
    const submission = parseWithZod(formData, { schema: registrationForm });
    const verdict = await usernameVerdict(t, formData.get("username"), (username) =>
      api(CheckUsernameUniqueDocument, { username }),
    );
    // Only the username's verdict: the other fields are not judged until the real submit, and
    // come back as typed (the passwords and the consent too).
    return {
      ...reply(submission, t, { keepPasswords: true }),
      error: (verdict.available ? {} : { username: [verdict.message] }) as Record<string, string[] | null>,
      username: verdict.available ? verdict.message : null,
    };
  }

  const submission = parseWithZod(formData, { schema: registrationForm });
  if (submission.status !== "success") return { ...reply(submission, t), username: null };
  try {
    await api(RegisterUserDocument, {
      input: { ...submission.value, phoneTicket: signIn.phoneTicket!, language: locale },
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === "PHONE_NOT_CONFIRMED") {
      session.unset("signIn");
      return redirectWithSession("/auth/signin", session, context);
    }
    return { ...replyWithApiError(submission, error, t), username: null };
  }
  try {
    const outcome = await passwordAuthenticator(context, {
      phone: signIn.phone,
      phoneTicket: signIn.phoneTicket!,
    }).authenticate("password", request);
    return await continueAfterPassword(request, context, session, outcome, "toast.registered");
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!(error instanceof ApiError)) console.error(error);
    // The account exists; only signing in failed (e.g. too many attempts from this address).
    // Say both, and let the person sign in when they may.
    session.unset("signIn");
    const { key, values } = apiErrorKey(error, t);
    const headers = { "set-cookie": await commitSession(session, context) };
    return redirectWithToast(
      request,
      context,
      "/auth/signin",
      { type: "warning", title: "toast.registeredSignInLater", description: key, values },
      { headers },
    );
  }
}

export default function Registration() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { phone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "status" in actionData ? actionData : undefined;
  const [form, fields] = useServerForm<{
    name: string;
    surname: string;
    username: string;
    password: string;
    confirmPassword: string;
    consent: string;
  }>(lastResult);
  const usernameCheck = useUsernameCheck("/auth/username-check");
  const liveVerdictIsNewer = Boolean(
    usernameCheck.result && usernameCheck.result.username !== fields.username.initialValue?.trim(),
  );
  const availability =
    usernameCheck.result ??
    (actionData && "username" in actionData && actionData.username
      ? { available: true, message: actionData.username }
      : undefined);

  return (
    <AuthCard heading={t("auth.registration.heading")}>
      <p className="mb-4 text-sm text-muted">{t("auth.registration.intro", { phone })}</p>
      <Form method="post" {...formProps(form)} className="space-y-4">
        {/*
          Enter in any field submits with the form's first submit button: registration, not the
          "Check availability" button further down (shown without JavaScript). Not rendered, so
          neither seen nor focusable; the visible submit button below does the same.
        */}
        <button type="submit" name="intent" value="register" hidden tabIndex={-1} />
        <FormErrors id={form.errorId} errors={form.errors} />
        {/* No maxLength: a browser counts UTF-16 units there, and a name is 24 characters as people count them. */}
        <Field meta={fields.name} label={t("auth.registration.name")} autoComplete="given-name" />
        <Field meta={fields.surname} label={t("auth.registration.surname")} autoComplete="family-name" />
        <Field
          // A live verdict on a name typed since the submit replaces the server's verdict on the old one.
          meta={liveVerdictIsNewer ? { ...fields.username, errors: undefined } : fields.username}
          label={t("auth.registration.username")}
          autoComplete="username"
          maxLength={24}
          autoCapitalize="none"
          spellCheck={false}
          hint={t("auth.registration.usernameHint")}
          onChange={(e) => usernameCheck.onChange(e.currentTarget.value)}
        >
          <div aria-live="polite" className="min-h-5 text-sm">
            {availability && (liveVerdictIsNewer || !fields.username.errors?.length) ? (
              <p className={availability.available ? "text-success" : "text-danger"}>{availability.message}</p>
            ) : null}
          </div>
          {hydrated ? null : (
            <SubmitButton
              name="intent"
              value="check-username"
              variant="secondary"
              formNoValidate
              className="min-h-8 px-3 py-1"
            >
              {t("auth.registration.checkUsername")}
            </SubmitButton>
          )}
        </Field>
        <NewPasswordField meta={fields.password} label={t("auth.registration.password")} />
        <Field
          meta={fields.confirmPassword}
          label={t("auth.registration.confirmPassword")}
          type="password"
          autoComplete="new-password"
        />
        <div>
          <div className="flex items-start gap-2">
            <input {...inputProps(fields.consent, "checkbox")} value="on" className="mt-1 size-4" />
            <label htmlFor={fields.consent.id} className="text-sm">
              {t("auth.registration.consentBefore")}{" "}
              <Link to="/user-agreement" target="_blank" className="text-link underline">
                {t("auth.registration.userAgreement")}
              </Link>{" "}
              {t("auth.registration.consentBetween")}{" "}
              <Link to="/privacy-policy" target="_blank" className="text-link underline">
                {t("auth.registration.privacyPolicy")}
              </Link>
            </label>
          </div>
          <ErrorList id={fields.consent.errorId} errors={fields.consent.errors} />
        </div>
        <SubmitButton className="w-full" name="intent" value="register">
          {t("auth.registration.submit")}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

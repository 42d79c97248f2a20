import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { maskPhone, passwordForm } from "#graphql/validation/identity";
import { AuthCard } from "~/components/site-frame";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { ApiError } from "~/lib/api.server";
import { passwordAuthenticator } from "~/lib/auth.server";
import { apiErrorMessage, getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { formProps, useServerForm } from "~/lib/form";
import { pageTitle } from "~/lib/meta";
import { continueAfterPassword, requireSignInStep } from "~/lib/signin.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/auth/password.ts")) };

export const meta = pageTitle("signinPassword");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { signIn } = await requireSignInStep(request, context, "confirmed");
  return { phone: maskPhone(signIn.phone) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, signIn } = await requireSignInStep(request, context, "confirmed");
  const { t } = await getTranslator(request, context);
  const submission = parseWithZod(await request.clone().formData(), { schema: passwordForm });
  if (submission.status !== "success") return reply(submission, t);
  try {
    const outcome = await passwordAuthenticator(context, {
      phone: signIn.phone,
      phoneTicket: signIn.phoneTicket!,
    }).authenticate("password", request);
    // Awaited here, so that a failure of the last step is answered on this form too.
    return await continueAfterPassword(request, context, session, outcome);
  } catch (error) {
    if (error instanceof ApiError && error.code === "INVALID_PASSWORD") {
      const messages = [t("errors.INVALID_PASSWORD")];
      if (error.attemptsLeft !== undefined)
        messages.push(t("auth.password.attemptsLeft", { count: error.attemptsLeft }));
      return reply(submission, t, { fieldErrors: { password: messages } });
    }
    if (error instanceof ApiError && error.code === "PHONE_NOT_CONFIRMED") {
      return reply(submission, t, { formErrors: [apiErrorMessage(error, t)] });
    }
    return replyWithApiError(submission, error, t);
  }
}

export default function SignInPassword() {
  const { t } = useTranslation();
  const { phone } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ password: string }>(lastResult);
  return (
    <AuthCard heading={t("auth.password.heading")}>
      <p className="mb-4 text-sm text-muted">{t("auth.password.account", { phone })}</p>
      <Form method="post" {...formProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.password}
          label={t("auth.password.label")}
          type="password"
          autoComplete="current-password"
          autoFocus
        />
        <SubmitButton className="w-full">{t("auth.password.submit")}</SubmitButton>
      </Form>
      <div className="mt-4 flex justify-between text-sm">
        <Link to="/auth/create-password" className="ui-link">
          {t("auth.password.forgot")}
        </Link>
        <Link to="/auth/signin" className="ui-link">
          {t("auth.password.startOver")}
        </Link>
      </div>
    </AuthCard>
  );
}

import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { Form, useActionData } from "@remix-run/react";
import { CreateCompanyDocument } from "#graphql/generated/operations";
import { createCompanyInput } from "#graphql/validation/companies";
import { COMPANY_NAME_MAX } from "#graphql/validation/company-limits";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { requireUserSession } from "~/lib/auth.server";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { redirectWithToast } from "~/lib/toast.server";

export const meta = pageTitle("createCompany");
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/vhold.ts")) };

/** Spec section 5's company name; the creator becomes the sole owner and lands on the new dashboard. */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const submission = parseWithZod(await request.formData(), { schema: createCompanyInput });
  if (submission.status !== "success") return reply(submission, t);
  let company: { id: string; name: string };
  try {
    ({ createCompany: company } = await auth.call(CreateCompanyDocument, { input: submission.value }));
  } catch (error) {
    return replyWithApiError(submission, error, t);
  }
  return redirectWithToast(request, context, `/vhold/${company.id}`, {
    type: "success",
    title: "vhold.create.created",
    values: { name: company.name },
  });
}

export default function CreateCompany() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ name: string }>(lastResult);
  return (
    <section aria-labelledby="create-company-heading" className="max-w-xl space-y-4">
      <h1 id="create-company-heading" className="text-2xl font-semibold">
        {t("vhold.create.heading")}
      </h1>
      <p className="text-muted">{t("vhold.create.intro")}</p>
      <Form method="post" {...formProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.name}
          label={t("vhold.create.name")}
          hint={t("vhold.create.nameHint")}
          maxLength={COMPANY_NAME_MAX + 10}
          autoComplete="organization"
        />
        <SubmitButton>{t("vhold.create.submit")}</SubmitButton>
      </Form>
    </section>
  );
}

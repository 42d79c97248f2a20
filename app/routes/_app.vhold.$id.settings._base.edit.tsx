import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { Form, Link, useActionData } from "@remix-run/react";
import { GetCompanyDocument, UpdateCompanyDocument } from "#graphql/generated/operations";
import { updateCompanyInput } from "#graphql/validation/companies";
import { COMPANY_ABOUT_MAX, COMPANY_ADDRESS_MAX, COMPANY_NAME_MAX } from "#graphql/validation/company-limits";
import { RouteDialog } from "~/components/route-dialog";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { requireUserSession } from "~/lib/auth.server";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { namesDirectly, useCompany } from "./_app.vhold.$id/route";
import { orProfile } from "./_app.vhold.$id/vhold.server";

export const meta = pageTitle("vholdSettingsEdit");

/**
 * Editing the base characteristics (a dialog over the settings with JavaScript, a page without):
 * phone, address and about for the owners (and the director), the name for a sole owner. Every
 * field is sent: an emptied one is cleared. What the server refuses is shown in the form, with
 * what was typed; once saved, the settings page shows the new values with a toast.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const id = params.id ?? "";
  const submission = parseWithZod(await request.formData(), { schema: updateCompanyInput });
  if (submission.status !== "success") return reply(submission, t);
  const { name, phone, address, about } = submission.value;
  try {
    const { getCompany } = await orProfile(() => auth.call(GetCompanyDocument, { id }));
    const input = { phone: phone ?? null, address: address ?? null, about: about ?? null, ...(namesDirectly(getCompany) && name ? { name } : {}) };
    await orProfile(() => auth.call(UpdateCompanyDocument, { id, input }));
  } catch (error) {
    return replyWithApiError(submission, error, t);
  }
  return redirectWithToast(request, context, `/vhold/${id}/settings`, { type: "success", title: "vhold.settings.saved" });
}

export default function EditBaseCharacteristics() {
  const { t } = useTranslation();
  const company = useCompany();
  const settings = `/vhold/${company.id}/settings`;
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ name: string; phone: string; address: string; about: string }>(lastResult, {
    defaultValue: { name: company.name, phone: company.phoneDisplay ?? "", address: company.address ?? "", about: company.about ?? "" },
  });
  const editableName = namesDirectly(company);
  return (
    <RouteDialog title={t("vhold.settings.editHeading")} description={t("vhold.settings.editIntro")} back={{ to: settings, label: t("vhold.settings.backToBase") }}>
      <Form method="post" {...formProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        {editableName ? (
          <Field meta={fields.name} label={t("vhold.settings.name")} maxLength={COMPANY_NAME_MAX + 10} autoComplete="organization" />
        ) : (
          // Not a field: only a vote changes it. Shown as text, it neither looks editable nor takes
          // the focus the dialog gives its first field (the phone, then).
          <dl className="space-y-field">
            <dt className="text-sm font-medium">{t("vhold.settings.name")}</dt>
            <dd className="break-words">{company.name}</dd>
            <dd className="text-sm text-subtle">{t("vhold.settings.nameByVote")}</dd>
          </dl>
        )}
        <Field meta={fields.phone} label={t("vhold.settings.phone")} type="tel" hint={t("vhold.settings.phoneHint")} autoComplete="tel" />
        <Field meta={fields.address} label={t("vhold.settings.address")} maxLength={COMPANY_ADDRESS_MAX} autoComplete="street-address" />
        <TextAreaField meta={fields.about} label={t("vhold.settings.about")} maxLength={COMPANY_ABOUT_MAX} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton>{t("vhold.settings.save")}</SubmitButton>
          <Link to={settings} className={buttonClass("secondary")}>
            {t("vhold.settings.cancel")}
          </Link>
        </div>
      </Form>
    </RouteDialog>
  );
}

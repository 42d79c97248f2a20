import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { Form, Link, useActionData } from "@remix-run/react";
import {
  CreateCompanyNameVoteSessionDocument,
  GetCompanyDocument,
  UpdateCompanyDocument,
} from "#graphql/generated/operations";
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
import { useNameVote } from "./_app.vhold.$id._corporate.settings._base";
import { orProfile } from "./_app.vhold.$id/vhold.server";

export const meta = pageTitle("vholdSettingsEdit");

/**
 * Editing the base characteristics (a dialog over the settings with JavaScript, a page without):
 * phone, address and about for the owners (and the director), the name for a sole owner directly
 * and for co-owners as a proposal that opens the owners' vote (issue 19). Every
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
  let toast: "vhold.settings.saved" | "vhold.settings.nameVoteOpened" | "vhold.settings.renamed" =
    "vhold.settings.saved";
  try {
    const { getCompany } = await orProfile(() => auth.call(GetCompanyDocument, { id }));
    const direct = namesDirectly(getCompany);
    // With co-owners a new name is a proposal: it opens the owners' vote (a majority owner's
    // passes at once, as the server decides), before the rest is saved, so that a refused
    // proposal leaves everything as it was, with the form's values kept.
    if (!direct && name && name !== getCompany.name) {
      const { createCompanyNameVoteSession } = await auth.call(CreateCompanyNameVoteSessionDocument, {
        input: { companyId: id, name },
      });
      toast =
        createCompanyNameVoteSession.status === "PASSED" ? "vhold.settings.renamed" : "vhold.settings.nameVoteOpened";
    }
    const input = {
      phone: phone ?? null,
      address: address ?? null,
      about: about ?? null,
      ...(direct && name ? { name } : {}),
    };
    await orProfile(() => auth.call(UpdateCompanyDocument, { id, input }));
  } catch (error) {
    return replyWithApiError(submission, error, t, { VOTE_SESSION_ACTIVE: "name", COMPANY_SUSPENDED: "name" });
  }
  return redirectWithToast(request, context, `/vhold/${id}/settings`, { type: "success", title: toast });
}

export default function EditBaseCharacteristics() {
  const { t } = useTranslation();
  const company = useCompany();
  const settings = `/vhold/${company.id}/settings`;
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ name: string; phone: string; address: string; about: string }>(lastResult, {
    defaultValue: {
      name: company.name,
      phone: company.phoneDisplay ?? "",
      address: company.address ?? "",
      about: company.about ?? "",
    },
  });
  const nameVote = useNameVote();
  const direct = namesDirectly(company);
  // With co-owners the name is a proposal (it opens a vote), unless one is open already.
  const editableName = direct || (!nameVote && !company.stopedAt);
  return (
    <RouteDialog
      title={t("vhold.settings.editHeading")}
      description={t("vhold.settings.editIntro")}
      back={{ to: settings, label: t("vhold.settings.backToBase") }}
    >
      <Form method="post" {...formProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        {editableName ? (
          <Field
            meta={fields.name}
            label={t("vhold.settings.name")}
            hint={direct ? undefined : t("vhold.settings.nameVoteHint")}
            maxLength={COMPANY_NAME_MAX + 10}
            autoComplete="organization"
          />
        ) : (
          // Not a field: only a vote changes it. Shown as text, it neither looks editable nor takes
          // the focus the dialog gives its first field (the phone, then).
          <dl className="space-y-field">
            <dt className="text-sm font-medium">{t("vhold.settings.name")}</dt>
            <dd className="break-words">{company.name}</dd>
            <dd className="text-sm text-subtle">
              {nameVote
                ? t("vhold.settings.nameVoteOpen", { name: nameVote.name ?? "" })
                : t("vhold.settings.nameSuspended")}
            </dd>
          </dl>
        )}
        <Field
          meta={fields.phone}
          label={t("vhold.settings.phone")}
          type="tel"
          hint={t("vhold.settings.phoneHint")}
          autoComplete="tel"
        />
        <Field
          meta={fields.address}
          label={t("vhold.settings.address")}
          maxLength={COMPANY_ADDRESS_MAX}
          autoComplete="street-address"
        />
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

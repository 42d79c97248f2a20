import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { Form, redirect, useActionData } from "@remix-run/react";
import { GetCompanyDocument, UpdateCompanyDocument } from "#graphql/generated/operations";
import { updateCompanyInput } from "#graphql/validation/companies";
import { COMPANY_ABOUT_MAX, COMPANY_ADDRESS_MAX, COMPANY_NAME_MAX, FULL_SHARE, formatShare } from "#graphql/validation/company-limits";
import { SubmitButton } from "~/components/ui/button";
import { ErrorList, Field, FormErrors, inputClass } from "~/components/ui/field";
import { requireUserSession } from "~/lib/auth.server";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { personName } from "~/lib/person";
import { pageTitle } from "~/lib/meta";
import { toastCookie } from "~/lib/toast.server";
import { useCompany } from "./_app.vhold.$id/route";
import { orProfile } from "./_app.vhold.$id/vhold.server";

export const meta = pageTitle("vholdSettings");

type Company = ReturnType<typeof useCompany>;
/** A sole owner (100 %) names the company directly; with co-owners the name changes by vote (governance). */
const namesDirectly = (company: { myShare: number | null; numberOfOwners: number }) => company.numberOfOwners === 1 && company.myShare === FULL_SHARE;

/**
 * Base characteristics: phone, address and about for the owners (and the director), the name for
 * a sole owner. Every field is sent: an emptied one is cleared.
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
  const headers = new Headers();
  headers.append("set-cookie", await toastCookie(request, context, { type: "success", title: "vhold.settings.saved" }));
  return redirect(`/vhold/${id}/settings`, { headers });
}

export default function BaseCharacteristics() {
  const { t } = useTranslation();
  const company: Company = useCompany();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ name: string; phone: string; address: string; about: string }>(lastResult, {
    defaultValue: { name: company.name, phone: company.phoneDisplay ?? "", address: company.address ?? "", about: company.about ?? "" },
  });
  const editableName = namesDirectly(company);
  const section = "space-y-4 rounded-xl border border-line bg-surface p-4";
  return (
    <div className="space-y-6">
      <section aria-labelledby="base-heading" className={section}>
        <h1 id="base-heading" className="text-xl font-semibold">
          {t("vhold.settings.base")}
        </h1>
        {/* Saved details start the form again from what the company now holds (also after a client-side redirect). */}
        <Form key={[company.name, company.phone, company.address, company.about].join("\n")} method="post" {...formProps(form)} className="max-w-xl space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          {editableName ? (
            <Field meta={fields.name} label={t("vhold.settings.name")} maxLength={COMPANY_NAME_MAX + 10} autoComplete="organization" />
          ) : (
            <Field meta={fields.name} label={t("vhold.settings.name")} hint={t("vhold.settings.nameByVote")} readOnly />
          )}
          <Field meta={fields.phone} label={t("vhold.settings.phone")} type="tel" hint={t("vhold.settings.phoneHint")} autoComplete="tel" />
          <Field meta={fields.address} label={t("vhold.settings.address")} maxLength={COMPANY_ADDRESS_MAX} autoComplete="street-address" />
          <div className="space-y-1">
            <label htmlFor={fields.about.id} className="block text-sm font-medium">
              {t("vhold.settings.about")}
            </label>
            <textarea
              id={fields.about.id}
              name={fields.about.name}
              defaultValue={fields.about.initialValue}
              aria-invalid={fields.about.errors?.length ? true : undefined}
              aria-describedby={fields.about.errors?.length ? fields.about.errorId : undefined}
              rows={4}
              maxLength={COMPANY_ABOUT_MAX}
              className={inputClass}
            />
            <ErrorList id={fields.about.errorId} errors={fields.about.errors} />
          </div>
          <SubmitButton>{t("vhold.settings.save")}</SubmitButton>
        </Form>
      </section>
      <section aria-labelledby="distribution-heading" className={section}>
        <h2 id="distribution-heading" className="text-lg font-semibold">
          {t("vhold.settings.distribution")}
        </h2>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 font-medium">
                {t("vhold.settings.owner")}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t("vhold.shareTransfer.share")}
              </th>
            </tr>
          </thead>
          <tbody>
            {company.owners.map((owner) => (
              <tr key={owner.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                <td className="py-2">
                  {personName(t, owner.user)} {owner.user.deleted ? null : <span className="text-subtle">@{owner.user.username}</span>}
                </td>
                <td className="py-2 text-right tabular-nums">{t("vhold.share", { share: formatShare(owner.share) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

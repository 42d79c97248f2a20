import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { Form, Link, useActionData } from "@remix-run/react";
import { CreateCompanyDeleteVoteSessionDocument } from "#graphql/generated/operations";
import { createCompanyDeleteVoteSessionInput } from "#graphql/validation/votes";
import { RouteDialog } from "~/components/route-dialog";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { requireUserSession } from "~/lib/auth.server";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, reply } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { redirectWithToast } from "~/lib/toast.server";
import { useCompany } from "./_app.vhold.$id/route";
import { orProfile, replyOnPage } from "./_app.vhold.$id/vhold.server";

export const meta = pageTitle("vholdDelete");

// Its own texts (corporate), loaded with this page only.
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/corporate.ts")) };

/**
 * Deleting a suspended company before its two years are up (a dialog over the dashboard with
 * JavaScript, a page without): YES typed. A sole owner deletes it at once and lands on
 * /company-deleted; co-owners open a 7-day vote (createCompanyDeleteVoteSession).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const companyId = params.id ?? "";
  const formData = await request.formData();
  formData.set("companyId", companyId);
  const submission = parseWithZod(formData, { schema: createCompanyDeleteVoteSessionInput });
  if (submission.status !== "success") return reply(submission, t);
  let passed: boolean;
  try {
    const { createCompanyDeleteVoteSession } = await orProfile(() =>
      auth.call(CreateCompanyDeleteVoteSessionDocument, { input: submission.value }),
    );
    passed = createCompanyDeleteVoteSession.status === "PASSED";
  } catch (error) {
    return replyOnPage(submission, error, t, ["confirm"]);
  }
  return passed
    ? redirectWithToast(request, context, "/company-deleted", { type: "success", title: "corporate.deleted.toast" })
    : redirectWithToast(request, context, `/vhold/${companyId}`, {
        type: "success",
        title: "governance.suspended.toastDeleteOpened",
      });
}

export default function DeleteCompany() {
  const { t } = useTranslation();
  const company = useCompany();
  const dashboard = `/vhold/${company.id}`;
  const [form, fields] = useServerForm<{ confirm: string }>(useActionData<typeof action>());
  return (
    <RouteDialog
      title={t("corporate.delete.heading")}
      description={company.numberOfOwners > 1 ? t("corporate.delete.introVote") : t("corporate.delete.introSole")}
      back={{ to: dashboard, label: t("vhold.transfer.back") }}
    >
      <Form method="post" {...formProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.confirm}
          label={t("corporate.delete.confirm")}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton variant="danger">
            {company.numberOfOwners > 1 ? t("corporate.delete.submitVote") : t("corporate.delete.submit")}
          </SubmitButton>
          <Link to={dashboard} className={buttonClass("secondary")}>
            {t("vhold.settings.cancel")}
          </Link>
        </div>
      </Form>
    </RouteDialog>
  );
}

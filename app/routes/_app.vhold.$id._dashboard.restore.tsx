import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { Form, Link, useActionData } from "@remix-run/react";
import { CreateCompanyStartVoteSessionDocument } from "#graphql/generated/operations";
import { RouteDialog } from "~/components/route-dialog";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { requireUserSession } from "~/lib/auth.server";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, nothingSubmitted, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { redirectWithToast } from "~/lib/toast.server";
import { useCompany } from "./_app.vhold.$id/route";
import { orProfile } from "./_app.vhold.$id/vhold.server";

export const meta = pageTitle("vholdRestore");

// Its own texts (corporate), loaded with this page only.
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/corporate.ts")) };

/**
 * Restoring a suspended company (a dialog over the dashboard with JavaScript, a page without): a
 * sole owner restores it at once, co-owners open a 7-day vote (createCompanyStartVoteSession; the
 * server decides, the opener's vote counting for it).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const companyId = params.id ?? "";
  const submission = nothingSubmitted();
  let passed: boolean;
  try {
    const { createCompanyStartVoteSession } = await orProfile(() =>
      auth.call(CreateCompanyStartVoteSessionDocument, { input: { companyId } }),
    );
    passed = createCompanyStartVoteSession.status === "PASSED";
  } catch (error) {
    return replyWithApiError(submission, error, t);
  }
  return redirectWithToast(request, context, `/vhold/${companyId}`, {
    type: "success",
    title: passed ? "governance.suspended.toastRestored" : "governance.suspended.toastRestoreOpened",
  });
}

export default function RestoreCompany() {
  const { t } = useTranslation();
  const company = useCompany();
  const dashboard = `/vhold/${company.id}`;
  const [form] = useServerForm(useActionData<typeof action>());
  return (
    <RouteDialog
      title={t("corporate.restore.heading")}
      description={company.numberOfOwners > 1 ? t("corporate.restore.introVote") : t("corporate.restore.introSole")}
      back={{ to: dashboard, label: t("vhold.transfer.back") }}
    >
      <Form method="post" {...formProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton>
            {company.numberOfOwners > 1 ? t("corporate.restore.submitVote") : t("corporate.restore.submit")}
          </SubmitButton>
          <Link to={dashboard} className={buttonClass("secondary")}>
            {t("vhold.settings.cancel")}
          </Link>
        </div>
      </Form>
    </RouteDialog>
  );
}

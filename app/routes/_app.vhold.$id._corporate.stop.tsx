import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CreateCompanyStopVoteSessionDocument, ListCompanyStopReasonsDocument } from "#graphql/generated/operations";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { Field, FormErrors, SelectField } from "~/components/ui/field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { VoteSummary } from "~/components/vhold/vote-summary";
import { requireUserSession } from "~/lib/auth.server";
import { formProps, useServerForm } from "~/lib/form";
import { formatDateTime } from "~/lib/format-date";
import { getTranslator, reply } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { redirectWithToast } from "~/lib/toast.server";
import { useSignedInUser } from "~/lib/signed-in";
import { useCompany } from "./_app.vhold.$id/route";
import { orProfile, replyOnPage } from "./_app.vhold.$id/vhold.server";
import { activeVotes, stopForm } from "./_app.vhold.$id/votes.server";

export const meta = pageTitle("vholdStop");

// Its own texts (corporate), loaded with this page only.
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/corporate.ts")) };

/**
 * Suspending the company (corporate settings, spec section 4): a reason from vHold's list, an
 * optional comment, STOP typed. A sole owner (or one holding enough for the threshold) suspends
 * at once, as the server decides (the opener's vote counts for it); with co-owners it opens a
 * 7-day vote, shown here while it runs. A suspended company says since when.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const companyId = params.id ?? "";
  const [{ listCompanyStopReasons }, votes] = await orProfile(() =>
    Promise.all([auth.call(ListCompanyStopReasonsDocument, {}), activeVotes(auth, companyId, ["stop"])]),
  );
  return data({
    reasons: listCompanyStopReasons.map((r) => ({ value: r.id, label: r.name })),
    vote: votes.stop ?? null,
    now: Date.now(),
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const companyId = params.id ?? "";
  const formData = await request.formData();
  formData.set("companyId", companyId);
  const submission = parseWithZod(formData, { schema: stopForm });
  if (submission.status !== "success") return reply(submission, t);
  const { reason, ...rest } = submission.value;
  let passed: boolean;
  try {
    const { createCompanyStopVoteSession } = await orProfile(() =>
      auth.call(CreateCompanyStopVoteSessionDocument, { input: { ...rest, reasonId: reason } }),
    );
    passed = createCompanyStopVoteSession.status === "PASSED";
  } catch (error) {
    return replyOnPage(submission, error, t, ["reason", "comment", "confirm"]);
  }
  return passed
    ? redirectWithToast(request, context, `/vhold/${companyId}`, {
        type: "success",
        title: "governance.suspended.toastSuspended",
      })
    : redirectWithToast(request, context, `/vhold/${companyId}/stop`, {
        type: "success",
        title: "corporate.stop.opened",
      });
}

export default function StopCompany() {
  const { t, i18n } = useTranslation();
  const company = useCompany();
  const me = useSignedInUser();
  const { reasons, vote, now } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ reason: string; comment: string; confirm: string }>(lastResult);
  const section = "space-y-4 rounded-xl border border-line bg-surface p-4";
  return (
    <div className="space-y-6">
      <section aria-labelledby="stop-heading" className={section}>
        <h1 id="stop-heading" className="text-xl font-semibold">
          {t("corporate.stop.heading")}
        </h1>
        {company.stopedAt ? (
          <>
            <p role="status" className="rounded-md border border-warning-line bg-warning-soft p-3 text-sm">
              {t("governance.suspended.since", {
                date: formatDateTime(company.stopedAt, i18n.language, me.formatTime),
              })}
            </p>
            <Link to={`/vhold/${company.id}`} className={buttonClass("secondary")}>
              {t("corporate.stop.toDashboard")}
            </Link>
          </>
        ) : vote ? (
          <p className="text-sm text-muted">{t("corporate.stop.inProgress")}</p>
        ) : (
          <>
            <p className="max-w-xl text-sm text-muted">
              {company.numberOfOwners > 1 ? t("corporate.stop.introVote") : t("corporate.stop.introSole")}
            </p>
            <Form method="post" {...formProps(form)} className="max-w-xl space-y-4">
              <FormErrors id={form.errorId} errors={form.errors} />
              <SelectField
                meta={fields.reason}
                label={t("corporate.stop.reason")}
                options={[{ value: "", label: t("corporate.stop.reasonPick") }, ...reasons]}
                required
              />
              <TextAreaField
                meta={fields.comment}
                label={t("corporate.stop.comment")}
                hint={t("corporate.stop.commentHint")}
              />
              <Field
                meta={fields.confirm}
                label={t("corporate.stop.confirm")}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
              />
              <SubmitButton variant="danger">
                {company.numberOfOwners > 1 ? t("corporate.stop.submitVote") : t("corporate.stop.submit")}
              </SubmitButton>
            </Form>
          </>
        )}
      </section>
      {vote ? <VoteSummary kind="stop" vote={vote} now={now} from={`/vhold/${company.id}/stop`} /> : null}
    </div>
  );
}

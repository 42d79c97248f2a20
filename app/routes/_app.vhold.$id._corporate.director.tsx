import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, useActionData, useLoaderData } from "@remix-run/react";
import {
  CreateCeoInvitationDocument,
  GetInvitationDocument,
  ListCompanyCeoVoteSessionsDocument,
  SetInvitationStatusDocument,
} from "#graphql/generated/operations";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { VoteSummary } from "~/components/vhold/vote-summary";
import { requireUserSession } from "~/lib/auth.server";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { personName } from "~/lib/person";
import { redirectWithToast } from "~/lib/toast.server";
import { useCompany } from "./_app.vhold.$id/route";
import { orProfile } from "./_app.vhold.$id/vhold.server";
import { inviteForm, withdrawForm } from "./_app.vhold.$id/votes.server";

export const meta = pageTitle("vholdDirector");

// Its own texts (corporate), loaded with this page only.
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/corporate.ts")) };

/**
 * The director (corporate settings): who holds the level-1 role, the open vote on a candidate
 * (3 days, a majority; the candidate takes the role once it passed and they accepted, in either
 * order), and the form that invites one by username (createCeoInvitation: it opens that vote, and
 * replaces an open one). An owner may also withdraw the open invitation. Roles are frozen while
 * the company is suspended.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const companyId = params.id ?? "";
  const {
    listCompanyCeoVoteSessions: [newest],
  } = await orProfile(() => auth.call(ListCompanyCeoVoteSessionsDocument, { companyId, limit: 1 }));
  const vote = newest?.status === "ACTIVE" ? newest : null;
  // A vote that passed while its candidate has not answered yet: the role waits for them.
  let awaiting: { invitationId: string; name: string } | null = null;
  if (newest?.status === "PASSED") {
    const invitation = await auth.call(GetInvitationDocument, { id: newest.invitationId }).then(
      (r) => r.getInvitation,
      () => null,
    );
    if (invitation && (invitation.status === "PENDING" || invitation.status === "VIEWED"))
      awaiting = { invitationId: invitation.id, name: `${invitation.user.name} ${invitation.user.surname}` };
  }
  return data({ vote, awaiting, now: Date.now() });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const companyId = params.id ?? "";
  const formData = await request.formData();
  const back = `/vhold/${companyId}/director`;
  if (formData.get("intent") === "withdraw") {
    const submission = parseWithZod(formData, { schema: withdrawForm });
    if (submission.status !== "success") return reply(submission, t);
    try {
      await orProfile(() =>
        auth.call(SetInvitationStatusDocument, { id: submission.value.invitation, status: "CANCELED" }),
      );
    } catch (error) {
      return replyWithApiError(submission, error, t);
    }
    return redirectWithToast(request, context, back, { type: "success", title: "corporate.director.withdrawn" });
  }
  formData.set("companyId", companyId);
  formData.set("intent", "invite");
  const submission = parseWithZod(formData, { schema: inviteForm });
  if (submission.status !== "success") return reply(submission, t);
  try {
    const { intent: _intent, ...input } = submission.value;
    const { createCeoInvitation } = await orProfile(() => auth.call(CreateCeoInvitationDocument, { input }));
    const title = createCeoInvitation.role ? "corporate.director.assigned" : "corporate.director.invited";
    return redirectWithToast(request, context, back, { type: "success", title });
  } catch (error) {
    return replyWithApiError(submission, error, t, { USER_NOT_FOUND: "candidate" });
  }
}

export default function Director() {
  const { t } = useTranslation();
  const company = useCompany();
  const { vote, awaiting, now } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ candidate: string }>(lastResult);
  const section = "space-y-4 rounded-xl border border-line bg-surface p-4";
  return (
    <div className="space-y-6">
      <section aria-labelledby="director-heading" className={section}>
        <h1 id="director-heading" className="text-xl font-semibold">
          {t("corporate.director.heading")}
        </h1>
        <p data-testid="director">
          {company.ceo?.user ? personName(t, company.ceo.user) : t("vhold.panel.noDirector")}
        </p>
        {company.stopedAt ? (
          <p className="text-sm text-muted">{t("corporate.director.frozen")}</p>
        ) : (
          <Form method="post" {...formProps(form)} className="max-w-xl space-y-4">
            <FormErrors id={form.errorId} errors={form.errors} />
            <Field
              meta={fields.candidate}
              label={t("corporate.director.candidate")}
              hint={t("corporate.director.candidateHint")}
              autoComplete="off"
              spellCheck={false}
              maxLength={65}
            />
            <SubmitButton name="intent" value="invite">
              {vote ? t("corporate.director.replace") : t("corporate.director.invite")}
            </SubmitButton>
          </Form>
        )}
      </section>
      {awaiting ? (
        <section aria-labelledby="awaiting-heading" className={section} data-testid="director-awaiting">
          <h2 id="awaiting-heading" className="text-lg font-semibold">
            {t("corporate.director.awaitingHeading")}
          </h2>
          <p>{t("corporate.director.awaiting", { name: awaiting.name })}</p>
          <Form method="post">
            <input type="hidden" name="invitation" value={awaiting.invitationId} />
            <SubmitButton name="intent" value="withdraw" variant="secondary">
              {t("corporate.director.withdraw")}
            </SubmitButton>
          </Form>
        </section>
      ) : null}
      {vote ? (
        <>
          <VoteSummary kind="ceo" vote={vote} now={now} from={`/vhold/${company.id}/director`} />
          <Form method="post">
            <input type="hidden" name="invitation" value={vote.invitationId ?? ""} />
            <SubmitButton name="intent" value="withdraw" variant="secondary">
              {t("corporate.director.withdraw")}
            </SubmitButton>
          </Form>
        </>
      ) : null}
    </div>
  );
}

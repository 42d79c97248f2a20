import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { RouteDialog } from "~/components/route-dialog";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { ErrorList, FormErrors } from "~/components/ui/field";
import { VoteSummary } from "~/components/vhold/vote-summary";
import { requireUserSession } from "~/lib/auth.server";
import { formProps, useServerForm } from "~/lib/form";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { safeRedirect } from "~/lib/safe-redirect";
import { redirectWithToast } from "~/lib/toast.server";
import { useSignedInUser } from "~/lib/signed-in";
import { orProfile } from "./_app.vhold.$id/vhold.server";
import { activeVote, parseKind, voteAction } from "./_app.vhold.$id/votes.server";

export const meta = pageTitle("vholdVote");

/** Where to go back: a page of this company the link came from (?from=), else its dashboard. */
function backOf(request: Request, companyId: string) {
  const dashboard = `/vhold/${companyId}`;
  const from = safeRedirect(new URL(request.url).searchParams.get("from"), dashboard);
  return from.startsWith(`${dashboard}/`) || from === dashboard ? from : dashboard;
}

function kindOf(param: string | undefined) {
  const kind = parseKind(param);
  if (!kind) throw new Response(null, { status: 404, statusText: "Not Found" });
  return kind;
}

/**
 * One active vote (a dialog over the dashboard with JavaScript, a page without): where it stands,
 * and its forms: a voter casts or changes their vote (for or against) and takes it back; the
 * initiator of a suspension or deletion vote cancels it. A vote that ended meanwhile sends the
 * person back with a toast saying so.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const companyId = params.id ?? "";
  const kind = kindOf(params.kind);
  const vote = await orProfile(() => activeVote(auth, companyId, kind, params.sessionId ?? ""));
  if (!vote)
    throw await redirectWithToast(request, context, backOf(request, companyId), {
      type: "default",
      title: "governance.votes.ended",
    });
  return data({ kind, vote, now: Date.now(), back: backOf(request, companyId) });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const companyId = params.id ?? "";
  return voteAction(
    request,
    context,
    companyId,
    kindOf(params.kind),
    params.sessionId ?? "",
    backOf(request, companyId),
  );
}

export default function VotePage() {
  const { t } = useTranslation();
  const { kind, vote, now, back } = useLoaderData<typeof loader>();
  const me = useSignedInUser();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ vote: string }>(lastResult);
  const mine = vote.votes.find((v) => v.userId === me.id);
  const cancelable = (kind === "stop" || kind === "delete") && vote.createdByUser.id === me.id;
  const choice = fields.vote;
  const current = choice.initialValue ?? mine?.vote ?? "";
  return (
    // The dialog is the owners' vote; the summary under it names this one (its heading), said once.
    <RouteDialog
      title={t("governance.votes.heading")}
      description={t("governance.votes.intro")}
      back={{ to: back, label: t("governance.votes.back") }}
    >
      <VoteSummary kind={kind} vote={vote} now={now} headingLevel={2} hideAction />
      <FormErrors id={form.errorId} errors={form.errors} />
      {mine ? (
        <Form method="post" {...formProps(form)} className="space-y-4">
          <fieldset aria-describedby={choice.errors?.length ? choice.errorId : undefined} className="space-y-2">
            <legend className="text-sm font-medium">
              {mine.vote
                ? t("governance.votes.yourVote", {
                    vote: t(mine.vote === "FOR" ? "governance.votes.for" : "governance.votes.against"),
                  })
                : t("governance.votes.choose")}
            </legend>
            {(["FOR", "AGAINST"] as const).map((value) => (
              <label key={`${value}-${choice.resetKey}`} className="flex items-center gap-2">
                <input type="radio" name={choice.name} value={value} defaultChecked={current === value} />
                {t(value === "FOR" ? "governance.votes.for" : "governance.votes.against")}
              </label>
            ))}
            <ErrorList id={choice.errorId} errors={choice.errors} />
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <SubmitButton name="intent" value="cast">
              {mine.vote ? t("governance.votes.change") : t("governance.votes.vote")}
            </SubmitButton>
            <Link to={back} className={buttonClass("secondary")}>
              {t("governance.votes.close")}
            </Link>
          </div>
        </Form>
      ) : (
        <p className="text-sm text-muted">{t("governance.votes.notAVoter")}</p>
      )}
      {mine?.vote ? (
        <Form method="post">
          <SubmitButton name="intent" value="reset" variant="secondary">
            {t("governance.votes.reset")}
          </SubmitButton>
        </Form>
      ) : null}
      {cancelable ? (
        <Form method="post" className="space-y-2 border-t border-line pt-4">
          <p className="text-sm text-muted">{t("governance.votes.cancelText")}</p>
          <SubmitButton name="intent" value="cancel" variant="danger">
            {t("governance.votes.cancel")}
          </SubmitButton>
        </Form>
      ) : null}
    </RouteDialog>
  );
}

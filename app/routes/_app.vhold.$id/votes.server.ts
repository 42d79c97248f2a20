import type { AppLoadContext } from "@remix-run/server-runtime";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import {
  CancelCompanyDeleteVoteSessionDocument,
  CancelCompanyStopVoteSessionDocument,
  CancelVoteInCeoVoteSessionDocument,
  CancelVoteInCompanyDeleteVoteSessionDocument,
  CancelVoteInCompanyNameVoteSessionDocument,
  CancelVoteInCompanyStartVoteSessionDocument,
  CancelVoteInCompanyStopVoteSessionDocument,
  CastVoteInCeoVoteSessionDocument,
  CastVoteInCompanyDeleteVoteSessionDocument,
  CastVoteInCompanyNameVoteSessionDocument,
  CastVoteInCompanyStartVoteSessionDocument,
  CastVoteInCompanyStopVoteSessionDocument,
  ListCompanyNewestVoteSessionsDocument,
  ListCompanyRecentVoteSessionsDocument,
  type VoteSessionStatus,
} from "#graphql/generated/operations";
import { createCeoInvitationInput, createCompanyStopVoteSessionInput } from "#graphql/validation/votes";
import { requireUserSession, type UserSession } from "~/lib/auth.server";
import { tallyBarSvg } from "~/lib/charts.server";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import { VOTE_KINDS, type ActiveVotes, type VoteKind, type VoteView } from "~/lib/vote-paths";
import { orProfile } from "./vhold.server";

/**
 * The owners' votes as the vHold pages read and answer them (decision 0020): the active session
 * of each kind a page shows (one list query per kind, the newest only: at most one is active),
 * and the one action behind every vote form (cast, change, reset, cancel).
 */

/** The newest session of a kind when it still takes votes (an ACTIVE one past its deadline reads as EXPIRED). */
const newestActive = <T extends { status: VoteSessionStatus }>(list: readonly T[]): T | null =>
  list[0]?.status === "ACTIVE" ? list[0] : null;

/** A session with its tally drawn as a bar (app/lib/charts.server.ts: SVG from the server, no script). */
const withBar = (vote: VoteView): VoteView => ({ ...vote, bar: tallyBarSvg(vote.tally) });

/**
 * The active vote of each kind asked for (null where none is open): one operation for every kind
 * (ListCompanyNewestVoteSessions: one place in the page's batch, one statement in the API).
 */
export async function activeVotes(
  auth: UserSession,
  companyId: string,
  kinds: readonly VoteKind[],
): Promise<ActiveVotes> {
  const newest = await auth.call(ListCompanyNewestVoteSessionsDocument, { companyId });
  return Object.fromEntries(
    kinds.map((kind) => {
      const vote = newestActive<VoteView>(newest[kind]);
      return [kind, vote && withBar(vote)];
    }),
  ) as ActiveVotes;
}

/** Decided votes the dashboard keeps on record, newest first (Loomio: finished decisions stay visible). */
export const VOTE_HISTORY = 5;

/** A decided vote as the dashboard's history lists it. */
export interface DecidedVote {
  kind: VoteKind;
  vote: VoteView;
}

/**
 * The dashboard's votes: the active one of each kind, and the latest VOTE_HISTORY decided ones of
 * every kind together, newest ending first. One operation (each kind's newest VOTE_HISTORY + 1:
 * an open one and as many decided), which the API reads in the statement the newest alone costs.
 */
export async function dashboardVotes(
  auth: UserSession,
  companyId: string,
): Promise<{ active: ActiveVotes; history: DecidedVote[] }> {
  const recent = await auth.call(ListCompanyRecentVoteSessionsDocument, { companyId, limit: VOTE_HISTORY + 1 });
  const active: ActiveVotes = {};
  const decided: DecidedVote[] = [];
  for (const kind of VOTE_KINDS) {
    const list = recent[kind] as VoteView[];
    const open = newestActive(list);
    active[kind] = open && withBar(open);
    for (const vote of list) if (vote.status !== "ACTIVE") decided.push({ kind, vote });
  }
  const ended = (vote: VoteView) => Date.parse(vote.endedAt ?? vote.endsAt);
  decided.sort((a, b) => ended(b.vote) - ended(a.vote));
  return { active, history: decided.slice(0, VOTE_HISTORY).map(({ kind, vote }) => ({ kind, vote: withBar(vote) })) };
}

/** The kinds a company's pages show: a running company's, or a suspended one's. */
export const kindsFor = (company: { stopedAt: string | null }): VoteKind[] =>
  company.stopedAt ? ["start", "delete"] : ["ceo", "name", "stop"];

/** One active session of a company by kind and id, for the vote's own page; null when it no longer takes votes. */
export async function activeVote(
  auth: UserSession,
  companyId: string,
  kind: VoteKind,
  sessionId: string,
): Promise<VoteView | null> {
  const vote = (await activeVotes(auth, companyId, [kind]))[kind];
  return vote?.id === sessionId ? vote : null;
}

export const parseKind = (kind: string | undefined): VoteKind | null =>
  (VOTE_KINDS as readonly string[]).includes(kind ?? "") ? (kind as VoteKind) : null;

/** The suspension form: the API's input with the form's own field names (reason for reasonId: issue 19). */
export const stopForm = createCompanyStopVoteSessionInput
  .omit({ reasonId: true })
  .extend({ reason: createCompanyStopVoteSessionInput.shape.reasonId });

/** The director's page: invite a candidate, or withdraw the open invitation. */
export const inviteForm = createCeoInvitationInput.extend({ intent: z.literal("invite") });
export const withdrawForm = z.object({
  intent: z.literal("withdraw"),
  invitation: z.uuid("errors.INVITATION_NOT_OPEN"),
});

const voteForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cast"), vote: z.enum(["FOR", "AGAINST"], "governance.votes.voteRequired") }),
  z.object({ intent: z.literal("reset") }),
  z.object({ intent: z.literal("cancel") }),
]);

type Ended = { status: VoteSessionStatus };

async function castVote(auth: UserSession, kind: VoteKind, sessionId: string, vote: "FOR" | "AGAINST"): Promise<Ended> {
  const v = { sessionId, vote };
  switch (kind) {
    case "ceo":
      return (await auth.call(CastVoteInCeoVoteSessionDocument, v)).castVoteInCeoVoteSession;
    case "name":
      return (await auth.call(CastVoteInCompanyNameVoteSessionDocument, v)).castVoteInCompanyNameVoteSession;
    case "stop":
      return (await auth.call(CastVoteInCompanyStopVoteSessionDocument, v)).castVoteInCompanyStopVoteSession;
    case "start":
      return (await auth.call(CastVoteInCompanyStartVoteSessionDocument, v)).castVoteInCompanyStartVoteSession;
    case "delete":
      return (await auth.call(CastVoteInCompanyDeleteVoteSessionDocument, v)).castVoteInCompanyDeleteVoteSession;
  }
}

async function resetVote(auth: UserSession, kind: VoteKind, sessionId: string): Promise<Ended> {
  switch (kind) {
    case "ceo":
      return (await auth.call(CancelVoteInCeoVoteSessionDocument, { sessionId })).cancelVoteInCeoVoteSession;
    case "name":
      return (await auth.call(CancelVoteInCompanyNameVoteSessionDocument, { sessionId }))
        .cancelVoteInCompanyNameVoteSession;
    case "stop":
      return (await auth.call(CancelVoteInCompanyStopVoteSessionDocument, { sessionId }))
        .cancelVoteInCompanyStopVoteSession;
    case "start":
      return (await auth.call(CancelVoteInCompanyStartVoteSessionDocument, { sessionId }))
        .cancelVoteInCompanyStartVoteSession;
    case "delete":
      return (await auth.call(CancelVoteInCompanyDeleteVoteSessionDocument, { sessionId }))
        .cancelVoteInCompanyDeleteVoteSession;
  }
}

/** Only a suspension or deletion vote is canceled by its initiator (spec section 4). */
async function cancelSession(auth: UserSession, kind: VoteKind, sessionId: string): Promise<Ended | null> {
  if (kind === "stop")
    return (await auth.call(CancelCompanyStopVoteSessionDocument, { sessionId })).cancelCompanyStopVoteSession;
  if (kind === "delete")
    return (await auth.call(CancelCompanyDeleteVoteSessionDocument, { sessionId })).cancelCompanyDeleteVoteSession;
  return null;
}

/** Where a vote that decided something leads: a deleted company to /company-deleted, else back to `to`. */
export function afterVote(companyId: string, kind: VoteKind, status: VoteSessionStatus, to: string) {
  if (kind === "delete" && status === "PASSED") return "/company-deleted";
  return to || `/vhold/${companyId}`;
}

/** What the toast says after a form of a vote. */
function outcomeToast(intent: "cast" | "reset" | "cancel", status: VoteSessionStatus) {
  if (intent === "cancel") return "governance.votes.canceled" as const;
  if (status === "PASSED") return "governance.votes.passed" as const;
  if (status === "REJECTED") return "governance.votes.rejected" as const;
  return intent === "reset" ? ("governance.votes.resetDone" as const) : ("governance.votes.cast" as const);
}

/**
 * The action of a vote's page (cast for or against, change, reset one's vote, cancel the
 * session), back to `to` with a toast; what the API refused stays on the form.
 */
export async function voteAction(
  request: Request,
  context: AppLoadContext,
  companyId: string,
  kind: VoteKind,
  sessionId: string,
  to: string,
) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const submission = parseWithZod(await request.formData(), { schema: voteForm });
  if (submission.status !== "success") return reply(submission, t);
  const value = submission.value;
  let status: VoteSessionStatus;
  try {
    const ended = await orProfile(async () => {
      if (value.intent === "cast") return castVote(auth, kind, sessionId, value.vote);
      if (value.intent === "reset") return resetVote(auth, kind, sessionId);
      return cancelSession(auth, kind, sessionId);
    });
    if (!ended) return reply(submission, t, { formErrors: [t("errors.FORBIDDEN")] });
    status = ended.status;
  } catch (error) {
    return replyWithApiError(submission, error, t, { NOT_A_VOTER: "vote" });
  }
  return redirectWithToast(request, context, afterVote(companyId, kind, status, to), {
    type: "success",
    title: outcomeToast(value.intent, status),
  });
}

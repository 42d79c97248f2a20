import { Link } from "@remix-run/react";
import { formatShare } from "#graphql/validation/company-limits";
import { routeDialogLinkProps } from "~/components/route-dialog";
import { buttonClass } from "~/components/ui/button";
import { ServerChart } from "~/components/ui/chart";
import { formatDateTime } from "~/lib/format-date";
import { useTranslation } from "~/lib/i18n-react";
import { personName } from "~/lib/person";
import { thresholdOf, timeLeft, votePath, type VoteKind, type VoteView } from "~/lib/vote-paths";
import { useSignedInUser } from "~/lib/signed-in";

/** What the vote decides, as its heading says it. */
export function useVoteTitle() {
  const { t } = useTranslation();
  return (kind: VoteKind, vote: VoteView) => {
    switch (kind) {
      case "name":
        return t("governance.votes.titles.name", { name: vote.name ?? "" });
      case "ceo":
        return t("governance.votes.titles.ceo", {
          name: vote.candidate ? `${vote.candidate.name} ${vote.candidate.surname}` : "",
        });
      case "stop":
        return t("governance.votes.titles.stop");
      case "start":
        return t("governance.votes.titles.start");
      case "delete":
        return t("governance.votes.titles.delete");
    }
  };
}

/**
 * An active vote where it matters (the dashboard, a settings section): each side's weight on the
 * threshold's own base ("54 % for, 12 % against, 34 % not voted; passes at 51 %"), the deadline in
 * the person's format with the time left, who voted how, and the way to vote (its own page: a
 * dialog over the dashboard with JavaScript). `now` comes from the loader, so that the server and
 * the browser say the same.
 */
export function VoteSummary({
  kind,
  vote,
  now,
  from,
  headingLevel = 2,
  hideAction = false,
}: {
  kind: VoteKind;
  vote: VoteView;
  now: number;
  /** The page the vote's own page leads back to (the dashboard by default). */
  from?: string;
  headingLevel?: 2 | 3;
  /** On the vote's own page: its forms are there. */
  hideAction?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const me = useSignedInUser();
  const title = useVoteTitle()(kind, vote);
  const mine = vote.votes.find((v) => v.userId === me.id);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `vote-${vote.id}`;
  const left = timeLeft(vote.endsAt, now);
  const to = votePath(vote.companyId, kind, vote.id) + (from ? `?${new URLSearchParams({ from }).toString()}` : "");
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-info-line bg-surface p-4"
      data-testid={`vote-${kind}`}
    >
      <Heading id={headingId} className="text-lg font-semibold break-words">
        {title}
      </Heading>
      {vote.reason ? (
        <p className="text-sm">
          {t("governance.votes.reason")}: {vote.reason.name}
          {vote.comment ? (
            <span className="block break-words whitespace-pre-line text-muted">{vote.comment}</span>
          ) : null}
        </p>
      ) : null}
      <p className="text-sm text-muted">
        {t("governance.votes.openedBy", { name: personName(t, vote.createdByUser) })}{" "}
        {t("governance.votes.endsAt", { date: formatDateTime(vote.endsAt, i18n.language, me.formatTime) })} (
        {t("governance.votes.timeLeft", left)})
      </p>
      <TallyBar title={title} vote={vote} />
      <VoterList vote={vote} />
      {!hideAction && (mine || (vote.createdByUser.id === me.id && (kind === "stop" || kind === "delete"))) ? (
        <Link to={to} className={buttonClass("primary")} {...routeDialogLinkProps}>
          {mine?.vote ? t("governance.votes.change") : t("governance.votes.vote")}
          <span className="sr-only">: {title}</span>
        </Link>
      ) : null}
    </section>
  );
}

/**
 * A vote's tally as a bar (Loomio: where it stands against its threshold): for from the left,
 * against from the right, not voted between, the threshold marked across it; drawn by the server
 * (VoteView.bar), named with the figures for assistive technology, with a legend in words and the
 * figures in a line under it.
 */
export function TallyBar({ title, vote, compact = false }: { title: string; vote: VoteView; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const pct = (bp: number) => formatShare(bp, i18n.language);
  const { tally } = vote;
  const threshold = thresholdOf(tally.passesAt);
  const passesAt = t(threshold.moreThan ? "governance.votes.passesMoreThan" : "governance.votes.passesAt", {
    share: pct(threshold.share),
  });
  const figures = `${t("governance.votes.tally", { for: pct(tally.for), against: pct(tally.against), notVoted: pct(tally.notVoted) })}; ${passesAt}`;
  return (
    <div className="space-y-1.5">
      {vote.bar ? (
        <ServerChart svg={vote.bar} label={`${title}: ${figures}`} className="overflow-hidden" testId="vote-bar" />
      ) : null}
      {compact ? null : (
        <p aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          <span className="inline-flex items-center gap-1.5">
            <span className="ui-swatch ui-swatch-for" />
            {t("governance.votes.for")}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="ui-swatch ui-swatch-against" />
            {t("governance.votes.against")}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="ui-swatch ui-swatch-none" />
            {t("governance.votes.notVoted")}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="inline-block h-3 w-0.5 bg-fg" />
            {t("governance.votes.threshold")}
          </span>
        </p>
      )}
      <p className={compact ? "text-sm tabular-nums" : "font-medium tabular-nums"} data-testid="vote-tally">
        {figures}
      </p>
    </div>
  );
}

/** Who voted how (Loomio: and who has not voted yet), each with the share they vote with. */
function VoterList({ vote }: { vote: VoteView }) {
  const { t, i18n } = useTranslation();
  const me = useSignedInUser();
  const pct = (bp: number) => formatShare(bp, i18n.language);
  return (
    <ul className="divide-y divide-line text-sm" aria-label={t("governance.votes.voters")}>
      {vote.votes.map((v) => (
        <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
          <span className="min-w-0 break-words">
            {personName(t, v.voter)}
            {v.userId === me.id ? <span className="text-subtle"> ({t("vhold.panel.you")})</span> : null}{" "}
            <span className="text-subtle tabular-nums">{t("vhold.share", { share: pct(v.share) })}</span>
          </span>
          <span
            className={
              v.vote === "FOR"
                ? "font-medium text-success"
                : v.vote === "AGAINST"
                  ? "font-medium text-danger"
                  : "text-subtle"
            }
          >
            {t(
              v.vote === "FOR"
                ? "governance.votes.for"
                : v.vote === "AGAINST"
                  ? "governance.votes.against"
                  : "governance.votes.notVoted",
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

const OUTCOME_TONE: Record<string, string> = {
  PASSED: "border-success-line bg-success-soft text-success",
  REJECTED: "border-danger-line bg-danger-soft text-danger",
  EXPIRED: "border-line-strong bg-surface-muted text-muted",
  CANCELED: "border-line-strong bg-surface-muted text-muted",
};

/**
 * Decided votes kept on record (Loomio: finished decisions stay visible): what each decided, its
 * outcome and date, its tally as a bar, and who voted how behind a disclosure.
 */
export function VoteHistory({ votes }: { votes: Array<{ kind: VoteKind; vote: VoteView }> }) {
  const { t, i18n } = useTranslation();
  const me = useSignedInUser();
  const titleOf = useVoteTitle();
  return (
    <ol className="divide-y divide-line" data-testid="vote-history">
      {votes.map(({ kind, vote }) => {
        const title = titleOf(kind, vote);
        const ended = vote.endedAt ?? vote.endsAt;
        return (
          <li key={vote.id} className="space-y-2 py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <h3 className="min-w-0 font-medium break-words">{title}</h3>
              <span className="flex items-center gap-2 text-sm text-subtle">
                <span
                  className={`ui-level ${OUTCOME_TONE[vote.status] ?? OUTCOME_TONE.EXPIRED}`}
                  data-testid="vote-outcome"
                >
                  {t(
                    `governance.history.statuses.${vote.status === "PASSED" || vote.status === "REJECTED" || vote.status === "CANCELED" ? vote.status : "EXPIRED"}`,
                  )}
                </span>
                <time dateTime={ended}>{formatDateTime(ended, i18n.language, me.formatTime)}</time>
              </span>
            </div>
            <TallyBar title={title} vote={vote} compact />
            <details className="text-sm">
              <summary className="cursor-pointer text-link">{t("governance.history.voters")}</summary>
              <VoterList vote={vote} />
            </details>
          </li>
        );
      })}
    </ol>
  );
}

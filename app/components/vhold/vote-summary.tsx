import { Link } from "@remix-run/react";
import { formatShare } from "#graphql/validation/company-limits";
import { routeDialogLinkProps } from "~/components/route-dialog";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/lib/format-date";
import { useTranslation } from "~/lib/i18n-react";
import { personName } from "~/lib/person";
import { thresholdOf, timeLeft, votePath, type VoteKind, type VoteView } from "~/lib/vote-paths";
import { useSignedInUser } from "~/routes/_app";

/** What the vote decides, as its heading says it. */
export function useVoteTitle() {
  const { t } = useTranslation();
  return (kind: VoteKind, vote: VoteView) => {
    switch (kind) {
      case "name":
        return t("governance.votes.titles.name", { name: vote.name ?? "" });
      case "ceo":
        return t("governance.votes.titles.ceo", { name: vote.candidate ? `${vote.candidate.name} ${vote.candidate.surname}` : "" });
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
  const pct = (bp: number) => formatShare(bp, i18n.language);
  const { tally } = vote;
  const mine = vote.votes.find((v) => v.userId === me.id);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `vote-${vote.id}`;
  const threshold = thresholdOf(tally.passesAt);
  const passesAt = t(threshold.moreThan ? "governance.votes.passesMoreThan" : "governance.votes.passesAt", { share: pct(threshold.share) });
  const left = timeLeft(vote.endsAt, now);
  const to = votePath(vote.companyId, kind, vote.id) + (from ? `?${new URLSearchParams({ from }).toString()}` : "");
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-info-line bg-surface p-4" data-testid={`vote-${kind}`}>
      <Heading id={headingId} className="text-lg font-semibold break-words">
        {title}
      </Heading>
      {vote.reason ? (
        <p className="text-sm">
          {t("governance.votes.reason")}: {vote.reason.name}
          {vote.comment ? <span className="block break-words whitespace-pre-line text-muted">{vote.comment}</span> : null}
        </p>
      ) : null}
      <p className="text-sm text-muted">
        {t("governance.votes.openedBy", { name: personName(t, vote.createdByUser) })}{" "}
        {t("governance.votes.endsAt", { date: formatDateTime(vote.endsAt, i18n.language, me.formatTime) })} ({t("governance.votes.timeLeft", left)})
      </p>
      <p className="font-medium" data-testid="vote-tally">
        {t("governance.votes.tally", { for: pct(tally.for), against: pct(tally.against), notVoted: pct(tally.notVoted) })}; {passesAt}
      </p>
      <ul className="divide-y divide-line text-sm" aria-label={t("governance.votes.voters")}>
        {vote.votes.map((v) => (
          <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
            <span className="min-w-0 break-words">
              {personName(t, v.voter)}
              {v.userId === me.id ? <span className="text-subtle"> ({t("vhold.panel.you")})</span> : null}{" "}
              <span className="text-subtle tabular-nums">{t("vhold.share", { share: pct(v.share) })}</span>
            </span>
            <span className={v.vote === "FOR" ? "font-medium text-success" : v.vote === "AGAINST" ? "font-medium text-danger" : "text-subtle"}>
              {t(v.vote === "FOR" ? "governance.votes.for" : v.vote === "AGAINST" ? "governance.votes.against" : "governance.votes.notVoted")}
            </span>
          </li>
        ))}
      </ul>
      {!hideAction && (mine || (vote.createdByUser.id === me.id && (kind === "stop" || kind === "delete"))) ? (
        <Link to={to} className={buttonClass("primary")} {...routeDialogLinkProps}>
          {mine?.vote ? t("governance.votes.change") : t("governance.votes.vote")}
          <span className="sr-only">: {title}</span>
        </Link>
      ) : null}
    </section>
  );
}

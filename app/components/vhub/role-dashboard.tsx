import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton } from "~/components/ui/button";
import { LevelBadge } from "~/components/ui/level";
import { UserAvatar } from "~/components/ui/user-avatar";
import { formatDateTime } from "~/lib/format-date";
import { hubPath } from "~/lib/hub-paths";
import { useTranslation } from "~/lib/i18n-react";
import { instructionPath, instructionsPath, type InstructionFilter } from "~/lib/instruction-paths";
import { personName } from "~/lib/person";
import type { Dashboard } from "~/routes/_app.vhub.$id/dashboard.server";
import { useSignedInUser } from "~/lib/signed-in";

/**
 * The role's dashboard's sections (issue 40): the roles it manages, its instructions and files at
 * a glance, what needs the person, and vHub's welcome box. Lists are short and dense (Linear),
 * figures large with a small label (Stripe); every item links to where its work is done.
 */

const card = "ui-section space-y-stack";
const sectionHead = "flex flex-wrap items-baseline justify-between gap-x-section gap-y-1";
const moreLink = "text-sm ui-link underline";

/** vHub's welcome box (spec: it shows the username and can be hidden, the choice kept on the account). */
export function WelcomeBox() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (user.welcomeVhubHidden) return null;
  return (
    <section
      aria-labelledby="welcome-vhub-heading"
      className="ui-section flex flex-wrap items-start gap-section border-info-line bg-info-soft"
      data-testid="welcome-vhub"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id="welcome-vhub-heading" className="ui-section-title break-words">
          {t("vhub.dashboard.welcome.heading", { username: user.username })}
        </h2>
        <p className="text-sm text-muted">{t("vhub.dashboard.welcome.text")}</p>
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value="hideWelcome" />
        <SubmitButton name="box" value="VHUB" variant="secondary">
          {t("vhub.dashboard.welcome.hide")}
        </SubmitButton>
      </Form>
    </section>
  );
}

type Subordinate = Dashboard["role"]["subordinates"][number];

/** One thing that waits for the person: a sentence and the link to where it is done. */
function NeedItem({ children, to, action, label }: { children: ReactNode; to: string; action: string; label: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-section gap-y-1 py-2">
      <span className="min-w-0 break-words">{children}</span>
      <Link to={to} className={moreLink} aria-label={`${action}: ${label}`}>
        {action}
      </Link>
    </li>
  );
}

/**
 * What needs the person (Loomio: what waits for you): invitations to answer (on the profile),
 * candidates to assign in the roles this one manages, the owners' votes they have not cast.
 */
export function NeedsYou({
  data,
  toVote,
  roleId,
  companyId,
}: {
  data: Dashboard;
  toVote: NonNullable<Dashboard["votes"]>;
  roleId: string;
  companyId: string;
}) {
  const { t } = useTranslation();
  const candidates = data.role.subordinates.filter((role) => role.candidateCount > 0);
  const votes = toVote;
  const empty = !data.invitations.length && !candidates.length && !votes.length;
  return (
    <section aria-labelledby="needs-heading" className={card} data-testid="needs-you">
      <h2 id="needs-heading" className="ui-section-title">
        {t("vhub.dashboard.needs.heading")}
      </h2>
      {empty ? (
        <p className="text-sm text-muted">{t("vhub.dashboard.needs.empty")}</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {data.invitations.map((invitation) => {
            const label =
              invitation.level === 1 || !invitation.role
                ? t("vhub.dashboard.needs.invitationDirector", { company: invitation.company.name })
                : t("vhub.dashboard.needs.invitation", {
                    role: invitation.role.name,
                    company: invitation.company.name,
                  });
            return (
              <NeedItem key={invitation.id} to="/profile" action={t("vhub.dashboard.needs.answer")} label={label}>
                {label}
              </NeedItem>
            );
          })}
          {candidates.map((role) => {
            const label = t("vhub.dashboard.needs.candidates", { count: role.candidateCount, role: role.name });
            return (
              <NeedItem
                key={role.id}
                to={`${hubPath(roleId)}/structure-company?role=${role.id}#role-panel`}
                action={t("vhub.dashboard.needs.assign")}
                label={label}
              >
                {label}
              </NeedItem>
            );
          })}
          {votes.map((vote) => {
            const label = t(`vhub.dashboard.needs.votes.${vote.kind}`);
            return (
              <NeedItem
                key={vote.id}
                to={`/vhold/${companyId}/votes/${vote.kind.toLowerCase()}/${vote.id}`}
                action={t("vhub.dashboard.needs.vote")}
                label={label}
              >
                {label}
              </NeedItem>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A role this one manages: its holder's face or "vacant", its level, and what waits in it. */
function SubordinateRow({ role, roleId }: { role: Subordinate; roleId: string }) {
  const { t } = useTranslation();
  const facts = [
    role.openInvitationCount - role.candidateCount > 0
      ? t("vhub.dashboard.roles.invitations", { count: role.openInvitationCount - role.candidateCount })
      : null,
    role.candidateCount > 0 ? t("vhub.dashboard.roles.candidates", { count: role.candidateCount }) : null,
    role.subordinateCount > 0 ? t("vhub.dashboard.roles.below", { count: role.subordinateCount }) : null,
  ].filter(Boolean);
  return (
    <li className="flex items-center gap-3 py-2">
      {role.user ? (
        <UserAvatar user={role.user} level={role.level} />
      ) : (
        <span aria-hidden="true" className="size-8 shrink-0 rounded-full border-2 border-dashed border-line-strong" />
      )}
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2">
          <Link
            to={`${hubPath(roleId)}/structure-company?role=${role.id}#role-panel`}
            className="font-medium break-words ui-link"
          >
            {role.name}
          </Link>
          <LevelBadge level={role.level} />
        </span>
        <span className="block text-sm text-muted">
          {role.user ? personName(t, role.user) : <span className="italic">{t("vhub.dashboard.vacant")}</span>}
          {facts.length ? <span className="text-subtle"> · {facts.join(" · ")}</span> : null}
        </span>
      </span>
    </li>
  );
}

/** The roles this one manages directly (the first few), each with its link in the structure. */
export function SubordinateRoles({ data, roleId }: { data: Dashboard; roleId: string }) {
  const { t } = useTranslation();
  const { role } = data;
  return (
    <section aria-labelledby="roles-heading" className={card} data-testid="subordinate-roles">
      <div className={sectionHead}>
        <h2 id="roles-heading" className="ui-section-title">
          {t("vhub.dashboard.subordinates")} <span className="text-muted tabular-nums">{role.subordinateCount}</span>
        </h2>
        {role.subordinateCount > role.subordinates.length ? (
          <Link to={`${hubPath(roleId)}/structure-company?role=${roleId}#role-panel`} className={moreLink}>
            {t("vhub.dashboard.roles.all")}
          </Link>
        ) : null}
      </div>
      {role.subordinates.length ? (
        <ul className="divide-y divide-line">
          {role.subordinates.map((sub) => (
            <SubordinateRow key={sub.id} role={sub} roleId={roleId} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t("vhub.dashboard.noSubordinates")}</p>
      )}
    </section>
  );
}

const GROUPS: Record<string, { key: "forMe" | "fromMe" | "editing"; filter: InstructionFilter }> = {
  FROM_OTHERS: { key: "forMe", filter: "from-others" },
  TO_OTHERS: { key: "fromMe", filter: "to-others" },
  EDITING: { key: "editing", filter: "editing" },
};

/** Instructions at a glance: for me, from me, waiting for my edits; each a figure and its latest. */
export function InstructionsGlance({
  groups,
  roleId,
}: {
  groups: NonNullable<Dashboard["instructions"]>;
  roleId: string;
}) {
  const { t, i18n } = useTranslation();
  const me = useSignedInUser();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="instructions-heading" className={card} data-testid="instructions-glance">
      <div className={sectionHead}>
        <h2 id="instructions-heading" className="ui-section-title">
          {t("vhub.dashboard.instructions.heading")}
        </h2>
        <Link to={instructionsPath(roleId)} className={moreLink}>
          {t("vhub.dashboard.instructions.all")}
        </Link>
      </div>
      <div className="grid gap-section sm:grid-cols-3">
        {groups.map((group) => {
          const { key, filter } = GROUPS[group.category] ?? GROUPS.FROM_OTHERS;
          const headingId = `instructions-${key}`;
          return (
            <div key={group.category} className="min-w-0 space-y-stack">
              <h3 id={headingId}>
                <Link to={instructionsPath(roleId, filter)} className="group block">
                  <span className="block text-3xl font-semibold tabular-nums text-fg">
                    {number.format(group.count)}
                  </span>
                  <span className="text-sm text-muted group-hover:underline">
                    {t(`vhub.dashboard.instructions.${key}`)}
                  </span>
                </Link>
              </h3>
              {group.latest.length ? (
                <ul aria-labelledby={headingId} className="space-y-1 text-sm">
                  {group.latest.map((instruction) => (
                    <li key={instruction.id} className="min-w-0">
                      <Link to={instructionPath(roleId, instruction.id)} className="block truncate ui-link">
                        {instruction.title}
                      </Link>
                      <span className="block truncate text-xs text-subtle">
                        {key === "fromMe" ? null : `${instruction.owner.name} · `}
                        <time dateTime={instruction.updatedAt}>
                          {formatDateTime(instruction.updatedAt, i18n.language, me.formatTime)}
                        </time>
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}

type FileItem = NonNullable<Dashboard["files"]>["mine"][number];

function FileList({ items, empty, headingId }: { items: FileItem[]; empty: string; headingId: string }) {
  const { i18n } = useTranslation();
  const me = useSignedInUser();
  if (!items.length) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul aria-labelledby={headingId} className="divide-y divide-line text-sm">
      {items.map((item) => (
        <li key={item.id} className="flex items-baseline justify-between gap-3 py-1.5">
          <Link to={item.to} className="min-w-0 truncate ui-link">
            {item.name}
          </Link>
          <time dateTime={item.updatedAt} className="shrink-0 text-xs text-subtle">
            {formatDateTime(item.updatedAt, i18n.language, me.formatTime)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/** Recent files: the role's own changed last, and what other roles shared with it last. */
export function RecentFiles({ files }: { files: NonNullable<Dashboard["files"]> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="files-heading" className={card} data-testid="recent-files">
      <div className={sectionHead}>
        <h2 id="files-heading" className="ui-section-title">
          {t("vhub.dashboard.files.heading")}
        </h2>
        <Link to={files.all} className={moreLink}>
          {t("vhub.dashboard.files.all")}
        </Link>
      </div>
      <div className="grid gap-section sm:grid-cols-2">
        <div className="min-w-0 space-y-1">
          <h3 id="files-mine" className="ui-group-title">
            {t("vhub.dashboard.files.mine")}
          </h3>
          <FileList items={files.mine} empty={t("vhub.dashboard.files.none")} headingId="files-mine" />
        </div>
        <div className="min-w-0 space-y-1">
          <h3 id="files-shared" className="ui-group-title">
            {t("vhub.dashboard.files.shared")}
          </h3>
          <FileList items={files.shared} empty={t("vhub.dashboard.files.noneShared")} headingId="files-shared" />
        </div>
      </div>
    </section>
  );
}

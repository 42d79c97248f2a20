import { Form, type FetcherWithComponents } from "@remix-run/react";
import { useId, useState, type MouseEvent, type ReactNode } from "react";
import type { ListCompanyInvitationsQuery, ListUsersQuery } from "#graphql/generated/operations";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { ErrorList } from "~/components/ui/field";
import { LevelBadge } from "~/components/ui/level";
import { useHydrated } from "~/hooks/use-hydrated";
import type { ServerFormResult } from "~/lib/form";
import { formatDateTime } from "~/lib/format-date";
import { useTranslation } from "~/lib/i18n-react";
import { personName } from "~/lib/person";
import { OrgNodeBody } from "./org-node";
import { RoleResources, type RoleResourceCounts } from "./role-resources";

export type RoleInvitation = ListCompanyInvitationsQuery["listCompanyInvitations"][number];
export type FoundUser = ListUsersQuery["listUsers"]["items"][number];

/** What a role's section shows beyond the structure itself: read for the role chosen (the page's loader, or the drawer's structure-company/details). */
export interface RoleDetailsData {
  roleId: string;
  /** Null: not shown to the caller (not the role's holder, manager or the director). */
  resources: RoleResourceCounts | null;
  /** Its invitations and candidates; null when the caller does not manage it. */
  invitations: RoleInvitation[] | null;
  /** Its working invitation link. */
  link: { url: string; expiresAt: string } | null;
  /** People found by the invitation's search (?q=), null when none was asked. */
  users: FoundUser[] | null;
  search: string;
}

export interface RoleDetailsRole {
  id: string;
  name: string;
  level: number;
  holder: { id: string; name: string; surname: string; avatar?: string | null } | null;
  openInvitations?: number;
  isArchived: boolean;
  /** Deleted by hand (restorable for 30 days, or deleted for good). */
  deleted?: boolean;
}

const EXPIRIES = ["DAY", "THREE_DAYS", "WEEK", "MONTH", "OFF"] as const;

/**
 * A role's section of the structure page, the same with JavaScript (the drawer beside the chart)
 * and without (the page's section for ?role=): the holder, the manager and the subordinates, the
 * resources, the invitation link with its copy button, the invitations and candidates, and for
 * those who manage the role its forms (every one a plain POST to the page). `edit` is the form of
 * the role's own fields (the page's form without JavaScript, the draft's in the editor's edit
 * mode); `actions: false` leaves out the forms that change the role at once (while a draft is
 * edited, a post would reload the structure under it).
 */
export function RoleDetails({
  role,
  manager,
  subordinates,
  details,
  manages,
  meId,
  formatTime,
  roleHref,
  onSelect,
  SearchForm = Form,
  searchAction,
  formResult = () => null,
  edit,
  actions = true,
  extras = true,
  header,
  headingId,
}: {
  role: RoleDetailsRole;
  manager: { id: string; name: string } | null;
  subordinates: ReadonlyArray<{ id: string; name: string; level: number }>;
  /** Undefined while it is read. */
  details: RoleDetailsData | undefined;
  manages: boolean;
  meId: string;
  formatTime: string;
  /** The address of another role's section (its manager's, a subordinate's). */
  roleHref: (roleId: string) => string;
  /** With JavaScript: choosing another role selects it where it is (no navigation). */
  onSelect?: (roleId: string) => void;
  /** The invitation's search: the page's GET form, or the drawer's fetcher form. */
  SearchForm?: typeof Form | FetcherWithComponents<unknown>["Form"];
  searchAction?: string;
  formResult?: (intent: string) => ServerFormResult | null;
  edit?: ReactNode;
  actions?: boolean;
  /** Beside the heading (the drawer's close button, the page's link back). */
  header?: ReactNode;
  /** False for a role only the draft has: nothing to read about it yet. */
  extras?: boolean;
  headingId?: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const gone = role.isArchived || Boolean(role.deleted);
  const deleteResult = formResult("delete-forever");
  const box = "space-y-stack border-t border-line pt-4";
  const follow = (roleId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onSelect || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(roleId);
  };
  const invitations = details?.invitations ?? null;
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-2">
        <h2 id={headingId ?? `${id}-heading`} className="ui-section-title min-w-0 flex-1 break-words">
          {t("structure.roleHeading", { role: role.name })}
        </h2>
        {header}
      </div>
      <div className="ui-org-node" data-level={role.level}>
        <OrgNodeBody
          role={role}
          name={<LevelBadge level={role.level} className="!py-0" />}
          vacant={t("structure.vacant")}
          invitationsLabel={
            role.openInvitations ? t("structure.openInvitations", { count: role.openInvitations }) : undefined
          }
        />
      </div>
      {gone ? (
        <p className="text-sm font-medium text-muted">
          {role.deleted ? t("structure.deletedRole") : t("structureEditor.info.archived")}
        </p>
      ) : null}
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="font-medium">{t("structureEditor.info.holder")}</dt>
          <dd>{role.holder ? personName(t, role.holder) : t("structureEditor.info.vacant")}</dd>
        </div>
        <div>
          <dt className="font-medium">{t("structureEditor.info.manager")}</dt>
          <dd>
            {manager ? (
              <a
                className="ui-link inline-flex min-h-6 items-center"
                href={roleHref(manager.id)}
                onClick={follow(manager.id)}
              >
                {manager.name}
              </a>
            ) : (
              t("structureEditor.info.noManager")
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t("structureEditor.info.subordinates")}</dt>
          <dd>
            {subordinates.length ? (
              <ul className="mt-1 space-y-1" data-testid="role-subordinates">
                {subordinates.map((sub) => (
                  <li key={sub.id}>
                    <a
                      className="ui-link inline-flex min-h-6 items-center"
                      href={roleHref(sub.id)}
                      onClick={follow(sub.id)}
                    >
                      {sub.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              t("structureEditor.info.noSubordinates")
            )}
          </dd>
        </div>
      </dl>
      {edit}
      {!extras ? null : !gone ? (
        details ? (
          <RoleResources resources={details.resources} />
        ) : (
          <p className="text-sm text-muted">{t("structure.resources.loading")}</p>
        )
      ) : null}
      {extras && !gone && role.level > 1 ? inviteLink(details?.link ?? null, !details, manages && actions) : null}
      {manages && actions && !gone ? (
        <div className={box}>
          <h3 className="font-semibold">{t("structure.executor")}</h3>
          <Form method="post" className="flex flex-wrap gap-stack" preventScrollReset>
            <input type="hidden" name="roleId" value={role.id} />
            {role.holder ? (
              <SubmitButton name="intent" value="remove-executor" variant="secondary">
                {t("structure.removeExecutor")}
              </SubmitButton>
            ) : null}
            {role.holder?.id !== meId && role.level > 1 ? (
              <SubmitButton name="intent" value="assign-self" variant="secondary">
                {t("structure.assignSelf")}
              </SubmitButton>
            ) : null}
          </Form>
        </div>
      ) : null}
      {manages && actions && !gone && role.level > 1 ? (
        <div className={box}>
          <h3 className="font-semibold">{t("structure.inviteHeading")}</h3>
          <SearchForm method="get" action={searchAction} className="space-y-stack" preventScrollReset>
            <input type="hidden" name="role" value={role.id} />
            <div className="space-y-field">
              <label htmlFor={`${id}-search`} className="block text-sm font-medium">
                {t("structure.username")}
              </label>
              <input
                id={`${id}-search`}
                name="q"
                type="search"
                defaultValue={details?.search ?? ""}
                className="ui-input"
                aria-describedby={`${id}-search-hint`}
                autoComplete="off"
              />
              <p id={`${id}-search-hint`} className="text-sm text-subtle">
                {t("structure.usernameHint")}
              </p>
            </div>
            <button type="submit" className={buttonClass("secondary")}>
              {t("structure.find")}
            </button>
          </SearchForm>
          {details?.users ? (
            details.users.length ? (
              <ul className="space-y-2" data-testid="invite-results">
                {details.users.map((user) => (
                  <li key={user.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span className="break-words">
                      {personName(t, user)} <span className="text-subtle">@{user.username}</span>
                    </span>
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="roleId" value={role.id} />
                      <input type="hidden" name="username" value={user.username} />
                      <SubmitButton name="intent" value="invite" variant="secondary">
                        {t("structure.invite", { name: `@${user.username}` })}
                      </SubmitButton>
                    </Form>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{t("structure.noUsers", { search: details.search })}</p>
            )
          ) : null}
        </div>
      ) : null}
      {manages && actions && role.level > 1 ? (
        <div className={box}>
          <h3 className="font-semibold">{t("structure.invitations")}</h3>
          {!details ? (
            <p className="text-sm text-muted">{t("structure.resources.loading")}</p>
          ) : invitations?.length ? (
            <ul className="space-y-2" data-testid="role-invitations">
              {invitations.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-2"
                >
                  <span className="break-words">
                    {personName(t, invitation.user)} <span className="text-subtle">@{invitation.user.username}</span> ·{" "}
                    <span className="font-medium">{t(`structure.status.${invitation.status}`)}</span>
                  </span>
                  {invitation.status === "PENDING" ||
                  invitation.status === "VIEWED" ||
                  invitation.status === "ACCEPTED" ? (
                    <Form method="post" className="flex flex-wrap gap-2" preventScrollReset>
                      <input type="hidden" name="intent" value="invitation" />
                      <input type="hidden" name="roleId" value={role.id} />
                      <input type="hidden" name="id" value={invitation.id} />
                      {invitation.status === "ACCEPTED" ? (
                        <>
                          <SubmitButton
                            name="status"
                            value="ASSIGN"
                            aria-label={`${t("structure.assign")}: @${invitation.user.username}`}
                          >
                            {t("structure.assign")}
                          </SubmitButton>
                          <SubmitButton
                            name="status"
                            value="DECLINED"
                            variant="secondary"
                            aria-label={`${t("structure.declineCandidate")}: @${invitation.user.username}`}
                          >
                            {t("structure.declineCandidate")}
                          </SubmitButton>
                        </>
                      ) : (
                        <SubmitButton
                          name="status"
                          value="CANCELED"
                          variant="secondary"
                          aria-label={`${t("structure.cancelInvitation")}: @${invitation.user.username}`}
                        >
                          {t("structure.cancelInvitation")}
                        </SubmitButton>
                      )}
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t("structure.noInvitations")}</p>
          )}
        </div>
      ) : null}
      {manages && actions && !gone && role.level > 1 ? (
        <div className={box}>
          <p className="text-sm text-muted">{t("structure.archiveHint")}</p>
          <Form method="post" className="flex flex-wrap gap-stack" preventScrollReset>
            <input type="hidden" name="roleId" value={role.id} />
            <SubmitButton name="intent" value="archive" variant="secondary">
              {t("structure.archive")}
            </SubmitButton>
            <SubmitButton name="intent" value="delete" variant="danger">
              {t("structure.delete")}
            </SubmitButton>
          </Form>
        </div>
      ) : null}
      {manages && actions && gone ? (
        <div className={box}>
          <p className="text-sm text-muted">{t("structure.deleteHint")}</p>
          <Form method="post" className="flex flex-wrap gap-stack" preventScrollReset>
            <input type="hidden" name="roleId" value={role.id} />
            <SubmitButton name="intent" value="restore" variant="secondary">
              {t("structure.restore")}
            </SubmitButton>
          </Form>
          <Form method="post" className="space-y-stack" preventScrollReset>
            <input type="hidden" name="roleId" value={role.id} />
            <div className="space-y-field">
              <label htmlFor={`${id}-confirm`} className="block text-sm font-medium">
                {t("structure.confirmDelete")}
              </label>
              <input
                id={`${id}-confirm`}
                name="confirm"
                className="ui-input"
                autoComplete="off"
                aria-invalid={deleteResult?.error?.confirm ? true : undefined}
                aria-describedby={deleteResult?.error?.confirm ? `${id}-confirm-error` : undefined}
              />
              <ErrorList id={`${id}-confirm-error`} errors={deleteResult?.error?.confirm} />
            </div>
            <SubmitButton name="intent" value="delete-forever" variant="danger">
              {t("structure.deleteForever")}
            </SubmitButton>
          </Form>
        </div>
      ) : null}
    </div>
  );

  function inviteLink(link: RoleDetailsData["link"], loading: boolean, canSet: boolean) {
    return (
      <div className={box}>
        <h3 className="font-semibold">{t("structure.link")}</h3>
        {loading ? (
          <p className="text-sm text-muted">{t("structure.resources.loading")}</p>
        ) : link ? (
          <>
            <CopyField id={`${id}-link`} value={link.url} label={t("structure.linkField")} />
            <p className="text-sm text-muted">
              {t("structure.linkExpires", { date: formatDateTime(link.expiresAt, i18n.language, formatTime) })}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted">{t("structure.linkOff")}</p>
        )}
        {canSet ? (
          <Form method="post" className="flex flex-wrap items-end gap-stack" preventScrollReset>
            <input type="hidden" name="roleId" value={role.id} />
            <div className="space-y-field">
              <label htmlFor={`${id}-expiry`} className="block text-sm font-medium">
                {t("structure.expiresIn")}
              </label>
              <select id={`${id}-expiry`} name="expiresIn" className="ui-select" defaultValue="WEEK">
                {EXPIRIES.map((expiry) => (
                  <option key={expiry} value={expiry}>
                    {t(`structure.expiry.${expiry}`)}
                  </option>
                ))}
              </select>
            </div>
            <SubmitButton name="intent" value="link" variant="secondary">
              {t("structure.setLink")}
            </SubmitButton>
          </Form>
        ) : null}
      </div>
    );
  }
}

/** A link meant to be shared: a read-only field, and with JavaScript a button that copies it (DESIGN.md). */
function CopyField({ id, value, label }: { id: string; value: string; label: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-field">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          className="ui-input min-w-0 flex-1 font-mono text-xs"
          data-testid="invite-link"
          onFocus={(event) => event.currentTarget.select()}
        />
        {hydrated ? (
          <button
            type="button"
            className={buttonClass("secondary", "shrink-0")}
            onClick={() => {
              void navigator.clipboard?.writeText(value).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {t("structure.copy")}
          </button>
        ) : null}
      </div>
      <p role="status" className="min-h-5 text-sm text-success">
        {copied ? t("structure.copied") : ""}
      </p>
    </div>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { ErrorList } from "~/components/ui/field";
import { LevelBadge } from "~/components/ui/level";
import { StructureEditorIsland } from "~/components/structure-editor/island";
import { RoleForm } from "~/components/vhub/role-forms";
import { RoleResources } from "~/components/vhub/role-resources";
import { childrenByManager, StructureTree, type TreeRole } from "~/components/vhub/structure-tree";
import type { ServerFormResult } from "~/lib/form";
import { formatDateTime } from "~/lib/format-date";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { personName } from "~/lib/person";
import { useSignedInUser } from "./_app";
import { loadStructure, structureAction, type StructureRole } from "./_app.vhub.$id/structure.server";

export const meta = pageTitle("vhubStructure");

// The graph editor's texts come with the page (with JavaScript; its code itself only once it runs: island.tsx).
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob(["/app/locales/*/structure.ts", "/app/locales/*/structureEditor.ts"])) };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return data(await loadStructure(request, context, params.id ?? ""));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return structureAction(request, context, params.id ?? "");
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type Role = StructureRole;
interface Answer {
  intent: string;
  result: ServerFormResult;
  problems?: Record<string, string[]>;
}

/**
 * /vhub/{id}/structure-company (spec: structureCompany): the structure as nested lists (levels 1
 * to 3 and the branches in view: a role's link opens its branch; docs/decisions/0022), a role's
 * panel (?role=) with its forms (edit and move, archive, restore, delete, the executor, invite by
 * username or link, its invitations and candidates), the add form and the archived roles: every
 * change a plain POST, so all of it works without JavaScript. The graph editor (another part of
 * issue 20) mounts over this with JavaScript and posts intent=save-structure here.
 */
export default function StructurePage() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const { roles, selectedId, managed, me } = loaded;
  const managedSet = new Set(managed);
  const selected = roles.find((role) => role.id === selectedId) ?? null;
  const hrefOf = (id: string) => `?role=${id}#role-panel`;
  const archived = roles.filter((role) => role.isArchived || role.deletedAt);
  const live = roles.filter((role) => !role.isArchived && !role.deletedAt);
  const nextSort = roles.reduce((max, role) => Math.max(max, role.sortNumber), 0) + 1;
  // Managers a role may be put under: live, of a higher level, never itself or a role under it.
  const under = (id: string) => {
    const below = new Set<string>([id]);
    const byManager = childrenByManager(roles);
    const stack = [id];
    while (stack.length) {
      for (const child of byManager.get(stack.pop()!) ?? []) {
        if (below.has(child.id)) continue;
        below.add(child.id);
        stack.push(child.id);
      }
    }
    return below;
  };
  const managersFor = (role?: Role) => {
    const excluded = role ? under(role.id) : new Set<string>();
    return live.filter((candidate) => !excluded.has(candidate.id) && candidate.level < 4 && (managedSet.has(candidate.id) || candidate.id === me.id));
  };
  const formResult = (intent: string) => (answer?.intent === intent ? answer.result : null);
  return (
    <div className="space-y-page">
      <div className="space-y-2">
        <h1 className="ui-page-title">{t("structure.heading")}</h1>
        {/* Also the page's largest text from the first paint: the editor that comes later adds none larger (LCP). */}
        <p className="max-w-prose text-muted">{t("structure.intro")}</p>
      </div>
      {/* With JavaScript the graph editor takes the place of the lists and the add form; a role's panel (?role=) stays below it. */}
      <StructureEditorIsland
        structureHref={`/vhub/${me.id}/structure-company/roles`}
        resourcesHref={(roleId) => `/vhub/${me.id}/structure-company/resources?role=${roleId}`}
        invitationsHref={hrefOf}
        saveError={answer?.intent === "save-structure" ? (answer.result.error?.[""] ?? []).join(" ") || null : null}
      >
      <section aria-labelledby="tree-heading" className="space-y-stack">
        <h2 id="tree-heading" className="ui-section-title">
          {t("structure.tree")}
        </h2>
        <StructureTree roles={roles} selectedId={selectedId} hrefOf={hrefOf} />
      </section>
      {managedSet.size || me.level === 1 ? (
        <section aria-labelledby="add-heading" className="max-w-xl space-y-stack rounded-xl border border-line bg-surface p-section">
          <h2 id="add-heading" className="ui-section-title">
            {t("structure.addHeading")}
          </h2>
          {/* A new role saved, the form starts empty again (with JavaScript the page is not reloaded). */}
          <RoleForm key={`add-${roles.length}`} roles={roles} managers={managersFor()} result={formResult("add-role")} nextSort={nextSort} />
        </section>
      ) : null}
      <section aria-labelledby="archived-heading" className="space-y-stack">
        <h2 id="archived-heading" className="ui-section-title">
          {t("structure.archived")}
        </h2>
        {archived.length ? (
          <ul className="space-y-2" data-testid="archived-roles">
            {archived.map((role) => (
              <li key={role.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-line bg-surface-muted p-2">
                <Link to={hrefOf(role.id)} className="font-medium ui-link underline" preventScrollReset>
                  {role.name}
                </Link>
                <LevelBadge level={role.level} />
                {managedSet.has(role.id) ? (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="roleId" value={role.id} />
                    <SubmitButton name="intent" value="restore" variant="secondary" aria-label={`${t("structure.restore")}: ${role.name}`}>
                      {t("structure.restore")}
                    </SubmitButton>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t("structure.noArchived")}</p>
        )}
      </section>
      </StructureEditorIsland>
      {selected ? <RolePanel key={selected.id} role={selected} roles={roles} loaded={loaded} manages={managedSet.has(selected.id)} managers={managersFor(selected)} formResult={formResult} /> : null}
    </div>
  );
}

function RolePanel({
  role,
  roles,
  loaded,
  manages,
  managers,
  formResult,
}: {
  role: Role;
  roles: readonly Role[];
  loaded: Loaded;
  manages: boolean;
  managers: Role[];
  formResult: (intent: string) => ServerFormResult | null;
}) {
  const { t, i18n } = useTranslation();
  const me = useSignedInUser();
  const { invitations, users, search, origin } = loaded;
  const gone = role.isArchived || Boolean(role.deletedAt);
  const box = "space-y-stack rounded-xl border border-line bg-surface p-section";
  const deleteResult = formResult("delete-forever");
  return (
    <section id="role-panel" aria-labelledby="role-panel-heading" className="space-y-section" tabIndex={-1}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="role-panel-heading" className="ui-section-title break-words">
          {t("structure.roleHeading", { role: role.name })}
        </h2>
        <LevelBadge level={role.level} />
        <Link to="." className="text-sm ui-link underline" preventScrollReset>
          {t("structure.back")}
        </Link>
      </div>
      <p className="text-sm text-muted">{role.user ? t("structure.holder", { name: personName(t, role.user) }) : t("structure.vacant")}</p>
      <RoleResources resources={loaded.resources} />
      {manages && !gone ? (
        <div className="grid gap-section lg:grid-cols-2">
          <div className={box}>
            <h3 className="font-semibold">{t("structure.editHeading")}</h3>
            <RoleForm role={role as TreeRole} roles={roles} managers={managers} result={formResult("edit-role")} nextSort={role.sortNumber} />
          </div>
          <div className={box}>
            <h3 className="font-semibold">{t("structure.executor")}</h3>
            <Form method="post" className="flex flex-wrap gap-stack" preventScrollReset>
              <input type="hidden" name="roleId" value={role.id} />
              {role.user ? (
                <SubmitButton name="intent" value="remove-executor" variant="secondary">
                  {t("structure.removeExecutor")}
                </SubmitButton>
              ) : null}
              {role.user?.id !== me.id && role.level > 1 ? (
                <SubmitButton name="intent" value="assign-self" variant="secondary">
                  {t("structure.assignSelf")}
                </SubmitButton>
              ) : null}
            </Form>
            {role.level > 1 ? (
              <>
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
              </>
            ) : null}
          </div>
        </div>
      ) : null}
      {manages && gone ? (
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
              <label htmlFor="confirm-delete" className="block text-sm font-medium">
                {t("structure.confirmDelete")}
              </label>
              <input
                id="confirm-delete"
                name="confirm"
                className="ui-input"
                autoComplete="off"
                aria-invalid={deleteResult?.error?.confirm ? true : undefined}
                aria-describedby={deleteResult?.error?.confirm ? "confirm-delete-error" : undefined}
              />
              <ErrorList id="confirm-delete-error" errors={deleteResult?.error?.confirm} />
            </div>
            <SubmitButton name="intent" value="delete-forever" variant="danger">
              {t("structure.deleteForever")}
            </SubmitButton>
          </Form>
        </div>
      ) : null}
      {manages && !gone && role.level > 1 ? (
        <div className="grid gap-section lg:grid-cols-2">
          <div className={box}>
            <h3 className="font-semibold">{t("structure.inviteHeading")}</h3>
            <Form method="get" className="space-y-stack" preventScrollReset>
              <input type="hidden" name="role" value={role.id} />
              <div className="space-y-field">
                <label htmlFor="invite-search" className="block text-sm font-medium">
                  {t("structure.username")}
                </label>
                <input id="invite-search" name="q" type="search" defaultValue={search} className="ui-input" aria-describedby="invite-search-hint" autoComplete="off" />
                <p id="invite-search-hint" className="text-sm text-subtle">
                  {t("structure.usernameHint")}
                </p>
              </div>
              <button type="submit" className={buttonClass("secondary")}>
                {t("structure.find")}
              </button>
            </Form>
            {users ? (
              users.length ? (
                <ul className="space-y-2" data-testid="invite-results">
                  {users.map((user) => (
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
                <p className="text-sm text-muted">{t("structure.noUsers", { search })}</p>
              )
            ) : null}
          </div>
          <div className={box}>
            <h3 className="font-semibold">{t("structure.link")}</h3>
            {role.inviteLink ? (
              <>
                <p className="text-sm break-all" data-testid="invite-link">
                  {`${origin}/invite/${role.inviteLink.token}`}
                </p>
                <p className="text-sm text-muted">{t("structure.linkExpires", { date: formatDateTime(role.inviteLink.expiresAt, i18n.language, me.formatTime) })}</p>
              </>
            ) : (
              <p className="text-sm text-muted">{t("structure.linkOff")}</p>
            )}
            <Form method="post" className="flex flex-wrap items-end gap-stack" preventScrollReset>
              <input type="hidden" name="roleId" value={role.id} />
              <div className="space-y-field">
                <label htmlFor="link-expiry" className="block text-sm font-medium">
                  {t("structure.expiresIn")}
                </label>
                <select id="link-expiry" name="expiresIn" className="ui-select" defaultValue="WEEK">
                  {(["DAY", "THREE_DAYS", "WEEK", "MONTH", "OFF"] as const).map((expiry) => (
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
          </div>
        </div>
      ) : null}
      {manages && role.level > 1 ? (
        <div className={box}>
          <h3 className="font-semibold">{t("structure.invitations")}</h3>
          {invitations.length ? (
            <ul className="space-y-2" data-testid="role-invitations">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-2">
                  <span className="break-words">
                    {personName(t, invitation.user)} <span className="text-subtle">@{invitation.user.username}</span> ·{" "}
                    <span className="font-medium">{t(`structure.status.${invitation.status}`)}</span>
                  </span>
                  {invitation.status === "PENDING" || invitation.status === "VIEWED" || invitation.status === "ACCEPTED" ? (
                    <Form method="post" className="flex flex-wrap gap-2" preventScrollReset>
                      <input type="hidden" name="intent" value="invitation" />
                      <input type="hidden" name="roleId" value={role.id} />
                      <input type="hidden" name="id" value={invitation.id} />
                      {invitation.status === "ACCEPTED" ? (
                        <>
                          <SubmitButton name="status" value="ASSIGN" aria-label={`${t("structure.assign")}: @${invitation.user.username}`}>
                            {t("structure.assign")}
                          </SubmitButton>
                          <SubmitButton name="status" value="DECLINED" variant="secondary" aria-label={`${t("structure.declineCandidate")}: @${invitation.user.username}`}>
                            {t("structure.declineCandidate")}
                          </SubmitButton>
                        </>
                      ) : (
                        <SubmitButton name="status" value="CANCELED" variant="secondary" aria-label={`${t("structure.cancelInvitation")}: @${invitation.user.username}`}>
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
    </section>
  );
}

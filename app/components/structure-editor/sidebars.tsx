import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { RoleResources, type RoleResourceCounts } from "~/components/vhub/role-resources";
import { buttonClass } from "~/components/ui/button";
import { LevelBadge } from "~/components/ui/level";
import { useTranslation } from "~/lib/i18n-react";
import { manages, rolesOf, subordinates, type DraftRole, type Snapshot } from "./draft";

const selectClass = "ui-select";
const LEVELS = [1, 2, 3, 4];

/** The roles by name with a search, and the archived ones (restorable in edit mode). */
export function RoleList({
  snapshot,
  selectedId,
  editing,
  restorable = () => true,
  onSelect,
  onRestore,
}: {
  snapshot: Snapshot;
  selectedId: string | null;
  editing: boolean;
  /** Whether the person may restore this archived role (a manager: one below theirs). */
  restorable?: (roleId: string) => boolean;
  onSelect: (roleId: string) => void;
  onRestore: (roleId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState("");
  const searchId = useId();
  const wanted = query.trim().toLocaleLowerCase(i18n.language);
  const all = rolesOf(snapshot).sort((a, b) => a.level - b.level || a.name.localeCompare(b.name, i18n.language));
  const live = all.filter((role) => !role.isArchived && (!wanted || role.name.toLocaleLowerCase(i18n.language).includes(wanted)));
  const archived = all.filter((role) => role.isArchived);
  return (
    <section aria-labelledby={`${searchId}-heading`} className="space-y-3">
      <h2 id={`${searchId}-heading`} className="ui-group-title">
        {t("structureEditor.list.heading")}
      </h2>
      <div className="space-y-1">
        <label htmlFor={searchId} className="block text-sm font-medium">
          {t("structureEditor.list.search")}
        </label>
        <input id={searchId} type="search" className="ui-input" value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      {live.length ? (
        <ul className="max-h-80 space-y-0.5 overflow-y-auto">
          {live.map((role) => (
            <li key={role.id}>
              <button
                type="button"
                aria-current={role.id === selectedId ? "true" : undefined}
                onClick={() => onSelect(role.id)}
                className={`flex w-full items-center justify-between gap-2 rounded-md px-2 py-1 text-left text-sm hover:bg-surface-muted ${role.id === selectedId ? "bg-selected text-selected-fg" : ""}`}
              >
                <span className="truncate">{role.name}</span>
                <LevelBadge level={role.level} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="text-sm text-muted">
          {t("structureEditor.list.none")}
        </p>
      )}
      <h3 className="text-sm font-medium">{t("structureEditor.list.archived")}</h3>
      {archived.length ? (
        <ul className="space-y-1">
          {archived.map((role) => (
            <li key={role.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="truncate text-muted">{role.name}</span>
              {editing && restorable(role.id) ? (
                <button type="button" className={buttonClass("secondary", "px-2 py-1 text-xs")} onClick={() => onRestore(role.id)}>
                  {t("structureEditor.list.restore", { name: role.name })}
                </button>
              ) : (
                <LevelBadge level={role.level} />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t("structureEditor.list.noArchived")}</p>
      )}
    </section>
  );
}

/** The selected role: who holds it, its manager, its subordinates, its invitation link. */
export function RoleInfo({
  snapshot,
  role,
  invitationsHref,
  resourcesHref,
  onSelect,
}: {
  snapshot: Snapshot;
  role: DraftRole | null;
  invitationsHref?: (roleId: string) => string;
  resourcesHref?: (roleId: string) => string;
  onSelect: (roleId: string) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  // The role's resources, asked when it is shown (a role made in the draft has none to ask for).
  // One fetcher per role: choosing the next role before the last answer is read leaves that answer
  // to finish (fetchers persist) instead of aborting it: its answer is read once, not asked again
  // (an abort that lands while a body is being read is no longer logged as an error either:
  // scripts/patch-dependencies.mjs).
  const wanted = role && resourcesHref && !role.isArchived ? resourcesHref(role.id) : null;
  const resources = useFetcher<{ roleId: string | null; resources: RoleResourceCounts | null }>({
    key: wanted ? `role-resources:${wanted}` : undefined,
  });
  const { load } = resources;
  useEffect(() => {
    if (wanted) load(wanted);
  }, [wanted, load]);
  if (!role) {
    return <p className="text-sm text-muted">{t("structureEditor.info.none")}</p>;
  }
  const manager = role.parentRoleId ? snapshot[role.parentRoleId] : undefined;
  const below = subordinates(snapshot, role.id);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <p className="ui-overline">{t("structureEditor.info.heading")}</p>
      <h2 id={headingId} className="ui-section-title flex flex-wrap items-center gap-2">
        <span className="break-words">{role.name}</span>
        <LevelBadge level={role.level} />
      </h2>
      {role.isArchived ? <p className="text-sm font-medium text-muted">{t("structureEditor.info.archived")}</p> : null}
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="font-medium">{t("structureEditor.info.holder")}</dt>
          <dd>{role.holder ? `${role.holder.name} ${role.holder.surname}` : t("structureEditor.info.vacant")}</dd>
        </div>
        <div>
          <dt className="font-medium">{t("structureEditor.info.manager")}</dt>
          <dd>
            {manager ? (
              <button type="button" className="ui-link" onClick={() => onSelect(manager.id)}>
                {manager.name}
              </button>
            ) : (
              t("structureEditor.info.noManager")
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t("structureEditor.info.subordinates")}</dt>
          <dd>
            {below.length ? (
              <ul className="mt-1 space-y-0.5">
                {below.map((sub) => (
                  <li key={sub.id}>
                    <button type="button" className="ui-link" onClick={() => onSelect(sub.id)}>
                      {sub.name}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              t("structureEditor.info.noSubordinates")
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t("structureEditor.info.inviteLink")}</dt>
          <dd className="break-all">{role.inviteLink ?? t("structureEditor.info.noInviteLink")}</dd>
        </div>
      </dl>
      {wanted ? (
        resources.data?.roleId === role.id ? (
          <RoleResources resources={resources.data.resources} />
        ) : (
          <p className="text-sm text-muted">{t("structure.resources.loading")}</p>
        )
      ) : null}
      {invitationsHref && !role.isArchived ? (
        <a className="ui-link text-sm" href={invitationsHref(role.id)}>
          {t("structureEditor.info.invitations")}
        </a>
      ) : null}
    </section>
  );
}

/**
 * The selected role's form in edit mode: name, level and managing role applied as one change,
 * its place among its peers, archive, and a new subordinate role. Not posted: it edits the draft.
 */
export function RoleForm({
  snapshot,
  role,
  changeable = true,
  managerAllowed = () => true,
  onEdit,
  onReorder,
  onArchive,
  onAdd,
}: {
  snapshot: Snapshot;
  role: DraftRole;
  /** Whether the role itself may be changed (a manager's own role may not: only roles may be added under it). */
  changeable?: boolean;
  /** Whether roles may be put under this one (a manager: their own role and those below it). */
  managerAllowed?: (roleId: string) => boolean;
  onEdit: (change: { name: string; level: number; parentRoleId: string | null }) => void;
  onReorder: (by: -1 | 1) => void;
  onArchive: () => void;
  onAdd: (role: { name: string; level: number }) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // Managers it may go under: live, higher than level 4, not itself nor one of its own subordinates.
  const managers = rolesOf(snapshot)
    .filter((other) => !other.isArchived && other.id !== role.id && other.level < 4 && !manages(snapshot, role.id, other.id) && managerAllowed(other.id))
    .sort((a, b) => a.level - b.level || a.name.localeCompare(b.name));

  function submitEdit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parent = String(data.get("parentRoleId") ?? "");
    onEdit({ name: String(data.get("name") ?? ""), level: Number(data.get("level")), parentRoleId: parent || null });
  }
  function submitAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    onAdd({ name: String(data.get("name") ?? ""), level: Number(data.get("level")) });
    form.reset();
  }

  return (
    <div className="space-y-4">
      {/* Keyed by the role's state so that undo, redo and a move refresh what the fields show. */}
      {changeable ? (
        <form key={`${role.id}:${role.name}:${role.level}:${role.parentRoleId}`} onSubmit={submitEdit} aria-labelledby={`${id}-edit`} className="space-y-3">
          <h3 id={`${id}-edit`} className="text-sm font-semibold">
            {t("structureEditor.form.heading")}
          </h3>
          <div className="space-y-1">
            <label htmlFor={`${id}-name`} className="block text-sm font-medium">
              {t("structureEditor.form.name")}
            </label>
            <input id={`${id}-name`} name="name" className="ui-input" defaultValue={role.name} maxLength={100} required />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-level`} className="block text-sm font-medium">
              {t("structureEditor.form.level")}
            </label>
            <select id={`${id}-level`} name="level" className={selectClass} defaultValue={role.level}>
              {LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t("app.role.level", { level })}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-manager`} className="block text-sm font-medium">
              {t("structureEditor.form.manager")}
            </label>
            <select id={`${id}-manager`} name="parentRoleId" className={selectClass} defaultValue={role.parentRoleId ?? ""}>
              <option value="">{t("structureEditor.form.topLevel")}</option>
              {managers.map((manager) => (
                <option key={manager.id} value={manager.id}>
                  {`${manager.name} (${t("app.role.level", { level: manager.level })})`}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClass("primary")}>
              {t("structureEditor.form.apply")}
            </button>
            <button type="button" className={buttonClass("secondary")} onClick={() => onReorder(-1)}>
              {t("structureEditor.form.moveUp")}
            </button>
            <button type="button" className={buttonClass("secondary")} onClick={() => onReorder(1)}>
              {t("structureEditor.form.moveDown")}
            </button>
          </div>
          <button type="button" className={buttonClass("danger")} onClick={onArchive}>
            {t("structureEditor.form.archive")}
          </button>
        </form>
      ) : null}
      {role.level < 4 && managerAllowed(role.id) ? (
        <form key={`${role.id}:add`} onSubmit={submitAdd} aria-labelledby={`${id}-add`} className="space-y-3 border-t border-line pt-4">
          <h3 id={`${id}-add`} className="text-sm font-semibold">
            {t("structureEditor.form.add")}
          </h3>
          <div className="space-y-1">
            <label htmlFor={`${id}-new-name`} className="block text-sm font-medium">
              {t("structureEditor.form.newName")}
            </label>
            <input id={`${id}-new-name`} name="name" className="ui-input" maxLength={100} required />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-new-level`} className="block text-sm font-medium">
              {t("structureEditor.form.newLevel")}
            </label>
            <select id={`${id}-new-level`} name="level" className={selectClass} defaultValue={role.level + 1}>
              {LEVELS.filter((level) => level > role.level).map((level) => (
                <option key={level} value={level}>
                  {t("app.role.level", { level })}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            {t("structureEditor.form.addSubmit")}
          </button>
        </form>
      ) : null}
    </div>
  );
}

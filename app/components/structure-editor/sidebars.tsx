import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { buttonClass } from "~/components/ui/button";
import { LevelBadge } from "~/components/ui/level";
import { useTranslation } from "~/lib/i18n-react";
import { manages, rolesOf, type DraftRole, type Snapshot } from "./draft";

const selectClass = "ui-select";
const LEVELS = [1, 2, 3, 4];

/** The roles by name with a search: a panel over the chart's left side; choosing one selects it in the chart. */
export function RoleList({
  snapshot,
  selectedId,
  onSelect,
  onClose,
}: {
  snapshot: Snapshot;
  selectedId: string | null;
  onSelect: (roleId: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState("");
  const searchId = useId();
  const wanted = query.trim().toLocaleLowerCase(i18n.language);
  const live = rolesOf(snapshot)
    .filter(
      (role) =>
        !role.isArchived &&
        (!wanted ||
          role.name.toLocaleLowerCase(i18n.language).includes(wanted) ||
          holderName(role).toLocaleLowerCase(i18n.language).includes(wanted)),
    )
    .sort((a, b) => a.level - b.level || a.name.localeCompare(b.name, i18n.language));
  return (
    <section
      id="structure-role-list"
      aria-labelledby={`${searchId}-heading`}
      className="flex h-full flex-col gap-3 p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${searchId}-heading`} className="ui-group-title">
          {t("structureEditor.list.heading")}
        </h2>
        <button type="button" className={buttonClass("secondary", "px-2 py-1 text-sm")} onClick={onClose}>
          {t("structureEditor.list.close")}
        </button>
      </div>
      <div className="space-y-1">
        <label htmlFor={searchId} className="block text-sm font-medium">
          {t("structureEditor.list.search")}
        </label>
        <input
          id={searchId}
          type="search"
          className="ui-input"
          value={query}
          autoFocus
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {live.length ? (
        <ul className="min-h-0 flex-1 space-y-0.5 overflow-y-auto">
          {live.slice(0, LIST_LIMIT).map((role) => (
            <li key={role.id}>
              <button
                type="button"
                aria-current={role.id === selectedId ? "true" : undefined}
                onClick={() => onSelect(role.id)}
                className={`flex w-full items-center justify-between gap-2 rounded-md px-2 py-1 text-left text-sm hover:bg-surface-muted ${role.id === selectedId ? "bg-selected text-selected-fg" : ""}`}
              >
                <span className="min-w-0">
                  <span className="block truncate">{role.name}</span>
                  <span className="block truncate text-xs text-muted">
                    {role.holder ? holderName(role) : t("structureEditor.node.vacant")}
                  </span>
                </span>
                <LevelBadge level={role.level} />
              </button>
            </li>
          ))}
          {live.length > LIST_LIMIT ? (
            <li className="px-2 py-1 text-sm text-muted">
              {t("structureEditor.list.more", { count: live.length - LIST_LIMIT })}
            </li>
          ) : null}
        </ul>
      ) : (
        <p role="status" className="text-sm text-muted">
          {t("structureEditor.list.none")}
        </p>
      )}
    </section>
  );
}

/** The list shows this many roles; a search finds the others. */
const LIST_LIMIT = 200;
const holderName = (role: DraftRole) => (role.holder ? `${role.holder.name} ${role.holder.surname}` : "");

/** The archived roles, in a list of their own that opens and closes (restorable in edit mode). */
export function ArchivedRoles({
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
  const archived = rolesOf(snapshot)
    .filter((role) => role.isArchived)
    .sort((a, b) => a.level - b.level || a.name.localeCompare(b.name, i18n.language));
  return (
    <details className="rounded-xl border border-line bg-surface" data-testid="structure-archived">
      <summary className="cursor-pointer px-4 py-3 font-semibold">
        {t("structureEditor.list.archivedCount", { count: archived.length })}
      </summary>
      <div className="border-t border-line px-4 py-3">
        {archived.length ? (
          <ul className="space-y-1">
            {archived.map((role) => (
              <li key={role.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <button
                  type="button"
                  className="ui-link text-left"
                  aria-current={role.id === selectedId ? "true" : undefined}
                  onClick={() => onSelect(role.id)}
                >
                  {role.name}
                </button>
                <span className="flex items-center gap-2">
                  <LevelBadge level={role.level} />
                  {editing && restorable(role.id) ? (
                    <button
                      type="button"
                      className={buttonClass("secondary", "px-2 py-1 text-xs")}
                      onClick={() => onRestore(role.id)}
                    >
                      {t("structureEditor.list.restore", { name: role.name })}
                    </button>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t("structureEditor.list.noArchived")}</p>
        )}
      </div>
    </details>
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
  addFocus,
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
  /** Adds a subordinate (true: added; the form then empties for the next one). */
  onAdd: (role: { name: string; level: number }) => boolean;
  /** Changes when the new subordinate's name should take the focus (the node's "+"). */
  addFocus?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const newName = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!addFocus) return;
    newName.current?.focus();
    newName.current?.scrollIntoView?.({ block: "nearest" });
  }, [addFocus]);
  // Managers it may go under: live, higher than level 4, not itself nor one of its own subordinates.
  const managers = rolesOf(snapshot)
    .filter(
      (other) =>
        !other.isArchived &&
        other.id !== role.id &&
        other.level < 4 &&
        !manages(snapshot, role.id, other.id) &&
        managerAllowed(other.id),
    )
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
    // Added: the form empties and keeps the focus, for the next subordinate of the same role.
    if (!onAdd({ name: String(data.get("name") ?? ""), level: Number(data.get("level")) })) return;
    const name = form.elements.namedItem("name") as HTMLInputElement | null;
    if (name) name.value = "";
    name?.focus();
  }

  return (
    <div className="space-y-4">
      {/* Keyed by the role's state so that undo, redo and a move refresh what the fields show. */}
      {changeable ? (
        <form
          key={`${role.id}:${role.name}:${role.level}:${role.parentRoleId}`}
          onSubmit={submitEdit}
          aria-labelledby={`${id}-edit`}
          className="space-y-3"
        >
          <h3 id={`${id}-edit`} className="text-sm font-semibold">
            {t("structureEditor.form.heading")}
          </h3>
          <div className="space-y-1">
            <label htmlFor={`${id}-name`} className="block text-sm font-medium">
              {t("structureEditor.form.name")}
            </label>
            <input
              id={`${id}-name`}
              name="name"
              className="ui-input"
              defaultValue={role.name}
              maxLength={100}
              required
            />
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
            <select
              id={`${id}-manager`}
              name="parentRoleId"
              className={selectClass}
              defaultValue={role.parentRoleId ?? ""}
            >
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
        <form
          key={`${role.id}:add`}
          onSubmit={submitAdd}
          aria-labelledby={`${id}-add`}
          className="space-y-3 border-t border-line pt-4"
        >
          <h3 id={`${id}-add`} className="text-sm font-semibold">
            {t("structureEditor.form.add")}
          </h3>
          <div className="space-y-1">
            <label htmlFor={`${id}-new-name`} className="block text-sm font-medium">
              {t("structureEditor.form.newName")}
            </label>
            <input
              ref={newName}
              id={`${id}-new-name`}
              name="name"
              className="ui-input"
              maxLength={100}
              required
              autoComplete="off"
            />
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

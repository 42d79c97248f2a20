/**
 * The company structure editor (issue 20): the roles as a tidy tree, in view or edit mode. Edits
 * are a draft (./draft.ts) with undo and redo until Save posts the changed roles as one normal
 * form (intent=save-structure, structure=JSON), which the page's action sends to
 * saveCompanyStructure. Loaded only on the structure page, once JavaScript runs (./island.tsx);
 * without it the page's nested list and forms do the same work.
 */
import { Form } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { useLeaveGuard } from "~/hooks/use-leave-guard";
import { useTranslation } from "~/lib/i18n-react";
import { dynamicKey } from "~/lib/translate";
import {
  addRole,
  archiveRole,
  canRedo,
  canUndo,
  changedRoles,
  createDraft,
  discard,
  editRole,
  mayManageUnder,
  moveRole,
  problemsOf,
  redo,
  reorderRole,
  restoreRole,
  subordinates,
  undo,
  withinReach,
  type Draft,
  type DraftRole,
  type EditProblem,
  type EditResult,
} from "./draft";
import { layoutStructure } from "./layout";
import { RoleForm, RoleInfo, RoleList } from "./sidebars";
import { TreeView, type KeyMove } from "./tree-view";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";

export interface StructureEditorProps {
  /** The company's roles as the server has them, archived ones included. */
  roles: DraftRole[];
  /** Whether the person may change the structure (the edit button shows). */
  canEdit: boolean;
  /** The role the person acts in: a manager below the director changes only the roles below it. */
  actingRoleId?: string;
  /** The page with a role's invitations and candidates (the no-JS forms). */
  invitationsHref?: (roleId: string) => string;
  /** Where a role's resources are read (its information shows them). */
  resourcesHref?: (roleId: string) => string;
  /** The server's answer to the last save when it refused it, translated. */
  saveError?: string | null;
  /** Switches the page to its list view (offered outside edit mode, so no draft is lost). */
  onShowList?: () => void;
}

const ZOOMS = [0.5, 0.75, 1, 1.25];
const signature = (roles: readonly DraftRole[]) => JSON.stringify(roles);

export default function StructureEditor({ roles, canEdit, actingRoleId, invitationsHref, resourcesHref, saveError, onShowList }: StructureEditorProps) {
  const { t } = useTranslation();
  // A manager below the director changes only the roles below theirs: the draft holds them to it.
  const acting = useMemo(() => {
    const role = roles.find((r) => r.id === actingRoleId);
    return role && role.level > 1 ? [role.id] : null;
  }, [roles, actingRoleId]);
  const [draft, setDraft] = useState<Draft>(() => createDraft(roles, { acting }));
  const [editing, setEditing] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const [zoom, setZoom] = useState(2);
  const [asking, setAsking] = useState<"cancel" | null>(null);
  const saving = useRef(false);

  // A save that went through comes back as new roles from the loader: the editor starts over from them.
  const seen = useRef(signature(roles));
  useEffect(() => {
    const next = signature(roles);
    if (next === seen.current) return;
    seen.current = next;
    saving.current = false;
    setDraft(createDraft(roles, { acting }));
    setEditing(false);
  }, [roles, acting]);
  useEffect(() => {
    if (saveError) saving.current = false;
  }, [saveError]);

  const present = draft.present;
  const layout = useMemo(() => layoutStructure(present), [present]);
  const problems = useMemo(() => problemsOf(present), [present]);
  const problemIds = useMemo(() => new Set(problems.map((p) => p.roleId)), [problems]);
  const changed = useMemo(() => changedRoles(draft), [draft]);
  const dirty = editing && changed.length > 0;
  const selected = (selectedId && present[selectedId]) || layout.placed[0]?.role || null;
  const reachable = useCallback((roleId: string) => withinReach(draft, roleId), [draft]);
  const managerAllowed = useCallback((roleId: string) => mayManageUnder(draft, roleId), [draft]);

  const problemText = useCallback((problem: EditProblem) => t(dynamicKey(`structureEditor.problems.${problem.code}`)), [t]);

  /** Takes an edit's result: the new draft and what to say, or what refused it. */
  const apply = useCallback(
    (result: EditResult, said: (draft: Draft) => string) => {
      if (result.ok) {
        setDraft(result.draft);
        setMessage(said(result.draft));
      } else {
        // Each reason once (a move may break one rule for several roles).
        setMessage(t("structureEditor.announce.refused", { problem: [...new Set(result.problems.map(problemText))].join("; ") }));
      }
      return result.ok;
    },
    [problemText, t],
  );

  const movedMessage = (roleId: string) => (next: Draft) => {
    const role = next.present[roleId];
    const manager = role.parentRoleId ? next.present[role.parentRoleId] : null;
    if (draft.present[roleId]?.parentRoleId === role.parentRoleId) {
      const peers = subordinates(next.present, role.parentRoleId);
      return t("structureEditor.announce.reordered", { name: role.name, position: peers.findIndex((p) => p.id === roleId) + 1, count: peers.length });
    }
    return manager ? t("structureEditor.announce.moved", { name: role.name, manager: manager.name }) : t("structureEditor.announce.movedTop", { name: role.name });
  };

  function onKeyMove(roleId: string, move: KeyMove) {
    const role = present[roleId];
    if (move === "up" || move === "down") {
      apply(reorderRole(draft, roleId, move === "up" ? -1 : 1), movedMessage(roleId));
      return;
    }
    if (move === "out") {
      const manager = role.parentRoleId ? present[role.parentRoleId] : null;
      if (!manager) return apply({ ok: false, problems: [{ code: "ALREADY_THERE", roleId }] }, () => "");
      const peers = subordinates(present, manager.parentRoleId);
      apply(moveRole(draft, roleId, manager.parentRoleId, peers.findIndex((p) => p.id === manager.id) + 1), movedMessage(roleId));
      return;
    }
    const peers = subordinates(present, role.parentRoleId);
    const above = peers[peers.findIndex((p) => p.id === roleId) - 1];
    if (!above) return apply({ ok: false, problems: [{ code: "ALREADY_THERE", roleId }] }, () => "");
    apply(moveRole(draft, roleId, above.id), movedMessage(roleId));
  }

  const doUndo = useCallback(() => {
    setDraft((current) => undo(current));
    setMessage(t(canUndo(draft) ? "structureEditor.announce.undone" : "structureEditor.announce.nothing"));
  }, [draft, t]);
  const doRedo = useCallback(() => {
    if (!canRedo(draft)) return;
    setDraft((current) => redo(current));
    setMessage(t("structureEditor.announce.redone"));
  }, [draft, t]);

  // Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) in edit mode; a text field keeps its own undo.
  useEffect(() => {
    if (!editing) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable]")) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) {
        event.preventDefault();
        doUndo();
      } else if ((key === "z" && event.shiftKey) || key === "y") {
        event.preventDefault();
        doRedo();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [editing, doUndo, doRedo]);

  // Leaving with unsaved changes asks first (a link in the app, or closing the tab); the save itself does not.
  const blocker = useLeaveGuard(dirty, saving);

  function cancel() {
    if (dirty) setAsking("cancel");
    else stopEditing();
  }
  function stopEditing() {
    setAsking(null);
    setDraft((current) => discard(current));
    setEditing(false);
    setMessage("");
  }

  const scale = ZOOMS[zoom];
  return (
    <div className="space-y-4">
      <div role="toolbar" aria-label={t("structureEditor.toolbar")} className="flex flex-wrap items-center gap-2">
        {editing ? (
          <>
            <button type="button" className={buttonClass("secondary")} onClick={doUndo} disabled={!canUndo(draft)} aria-keyshortcuts="Control+Z">
              {t("structureEditor.undo")}
            </button>
            <button type="button" className={buttonClass("secondary")} onClick={doRedo} disabled={!canRedo(draft)} aria-keyshortcuts="Control+Shift+Z">
              {t("structureEditor.redo")}
            </button>
            <button type="button" className={buttonClass("secondary")} onClick={cancel}>
              {t("structureEditor.cancel")}
            </button>
            <Form method="post" onSubmit={() => (saving.current = true)}>
              <input type="hidden" name="intent" value="save-structure" />
              <input type="hidden" name="structure" value={JSON.stringify(changed)} />
              <SubmitButton name="intent" value="save-structure" disabled={!changed.length}>
                {t("structureEditor.save")}
              </SubmitButton>
            </Form>
            <span className="text-sm text-muted">{changed.length ? t("structureEditor.changes", { count: changed.length }) : t("structureEditor.noChanges")}</span>
          </>
        ) : (
          <>
            {canEdit ? (
              <button
                type="button"
                className={buttonClass("primary")}
                onClick={() => {
                  setEditing(true);
                  setMessage("");
                }}
              >
                {t("structureEditor.edit")}
              </button>
            ) : null}
            {onShowList ? (
              <button type="button" className={buttonClass("secondary")} onClick={onShowList}>
                {t("structureEditor.showList")}
              </button>
            ) : null}
          </>
        )}
        <span className="ms-auto flex gap-1">
          <button type="button" className={buttonClass("secondary", "px-3")} onClick={() => setZoom((z) => Math.max(0, z - 1))} disabled={zoom === 0} aria-label={t("structureEditor.zoomOut")}>
            <span aria-hidden="true">−</span>
          </button>
          <button
            type="button"
            className={buttonClass("secondary", "px-3")}
            onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
            disabled={zoom === ZOOMS.length - 1}
            aria-label={t("structureEditor.zoomIn")}
          >
            <span aria-hidden="true">+</span>
          </button>
        </span>
      </div>
      {saveError ? (
        <p role="alert" className="rounded-md border border-danger-line bg-danger-soft p-3 text-sm text-danger">
          {saveError}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="min-h-5 text-sm" data-testid="structure-editor-status">
        {message}
      </p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="order-3 lg:col-start-2">
          <RoleList
            snapshot={present}
            selectedId={selected?.id ?? null}
            editing={editing}
            onSelect={setSelectedId}
            restorable={reachable}
            onRestore={(roleId) => apply(restoreRole(draft, roleId), (next) => t("structureEditor.announce.restored", { name: next.present[roleId].name }))}
          />
        </div>
        <div className="order-1 min-w-0 space-y-2 lg:row-span-2 lg:row-start-1">
          <div data-structure-scroll className="max-h-[70vh] overflow-auto rounded-lg border border-line bg-canvas">
            <TreeView
              layout={layout}
              selectedId={selected?.id ?? null}
              editing={editing}
              scale={scale}
              problemIds={problemIds}
              movable={reachable}
              acceptsDrop={managerAllowed}
              onSelect={setSelectedId}
              onDrop={(roleId, managerId) => apply(moveRole(draft, roleId, managerId), movedMessage(roleId))}
              onKeyMove={onKeyMove}
            />
          </div>
          <p id="structure-editor-keys" className="text-xs text-muted">
            {t("structureEditor.keyboardHint")}
          </p>
        </div>
        <div className="order-2 space-y-6 lg:col-start-2 lg:row-start-1">
          <RoleInfo snapshot={present} role={selected} invitationsHref={invitationsHref} resourcesHref={selected && draft.saved[selected.id] ? resourcesHref : undefined} onSelect={setSelectedId} />
          {editing && selected && !selected.isArchived && !reachable(selected.id) && !managerAllowed(selected.id) ? (
            <p className="text-sm text-muted" data-testid="structure-editor-outside">
              {t("structureEditor.info.outsideReach")}
            </p>
          ) : null}
          {editing && selected && !selected.isArchived && (reachable(selected.id) || managerAllowed(selected.id)) ? (
            <RoleForm
              snapshot={present}
              role={selected}
              changeable={reachable(selected.id)}
              managerAllowed={managerAllowed}
              onEdit={(change) => apply(editRole(draft, selected.id, change), (next) => t("structureEditor.announce.renamed", { name: next.present[selected.id].name }))}
              onReorder={(by) => apply(reorderRole(draft, selected.id, by), movedMessage(selected.id))}
              onArchive={() => apply(archiveRole(draft, selected.id), () => t("structureEditor.announce.archived", { name: selected.name }))}
              onAdd={({ name, level }) => {
                const id = crypto.randomUUID();
                if (apply(addRole(draft, { id, name, level, parentRoleId: selected.id }), (next) => t("structureEditor.announce.added", { name: next.present[id].name }))) setSelectedId(id);
              }}
            />
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={blocker.state === "blocked" || asking === "cancel"}
        title={t("structureEditor.leave.title")}
        description={t("structureEditor.leave.description")}
        stay={t("structureEditor.leave.stay")}
        discard={t("structureEditor.leave.discard")}
        onStay={() => {
          if (blocker.state === "blocked") blocker.reset();
          setAsking(null);
        }}
        onDiscard={() => {
          if (blocker.state === "blocked") blocker.proceed();
          stopEditing();
        }}
      />
    </div>
  );
}

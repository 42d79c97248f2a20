/**
 * The company structure editor (issue 20, the chart of issue 40): the roles as an org chart that
 * fills the page's width and the window's height and opens fitted to view, in view or edit mode.
 * One selection for the chart, the role list and the drawer beside the chart (a sheet on a phone),
 * kept in the address (?role=) without a reload, so that the page without JavaScript opens the
 * same role's section. Edits are a draft (./draft.ts) with undo and redo until Save posts the
 * changed roles as one normal form (intent=save-structure, structure=JSON), which the page's
 * action sends to saveCompanyStructure. Loaded only on the structure page, once JavaScript runs
 * (./island.tsx); without it the page's nested list and forms do the same work.
 */
import { Form, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useLeaveGuard } from "~/hooks/use-leave-guard";
import type { ServerFormResult } from "~/lib/form";
import { useTranslation } from "~/lib/i18n-react";
import { dynamicKey } from "~/lib/translate";
import { fitView, showBox, useChartView, zoomAround, type Area } from "./chart-view";
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
import { RoleDrawer } from "./drawer";
import { COMPACT_BELOW, COMPACT_METRICS, initiallyCollapsed, layoutStructure, managersOf, METRICS } from "./layout";
import { ArchivedRoles, RoleList } from "./sidebars";
import { TreeView, type KeyMove } from "./tree-view";

export interface StructureEditorProps {
  /** The company's roles as the server has them, archived ones included. */
  roles: DraftRole[];
  /** Whether the person may change the structure (the edit button shows). */
  canEdit: boolean;
  /** The roles the person may change (their drawer shows the forms). */
  managed: readonly string[];
  /** The role the person acts in: a manager below the director changes only the roles below it. */
  actingRoleId?: string;
  /** Where a role's details (resources, link, invitations; the invitation's search) are read. */
  detailsPath: string;
  /** The page's address of a role's section (what a link opens without JavaScript). */
  roleHref: (roleId: string) => string;
  /** The server's answer to the last save when it refused it, translated. */
  saveError?: string | null;
  /** The page's last form answer by intent (a refused deletion's confirmation). */
  formResult?: (intent: string) => ServerFormResult | null;
  /** Switches the page to its list view (offered outside edit mode, so no draft is lost). */
  onShowList?: () => void;
  meId: string;
  formatTime: string;
}

const signature = (roles: readonly DraftRole[]) => JSON.stringify(roles);
/** The drawer's width beside the chart (Tailwind's w-96), and the frame's width from which it sits beside it rather than as a sheet. */
const DRAWER_WIDTH = 384;
const DRAWER_BESIDE = 768;
const ZOOM_STEP = 1.25;
const CONTROLS_HEIGHT = 48;

const roleInAddress = (search: string) => {
  const id = new URLSearchParams(search).get("role");
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id.toLowerCase() : null;
};

export default function StructureEditor({
  roles,
  canEdit,
  managed,
  actingRoleId,
  detailsPath,
  roleHref,
  saveError,
  formResult,
  onShowList,
  meId,
  formatTime,
}: StructureEditorProps) {
  const { t } = useTranslation();
  const location = useLocation();
  // A manager below the director changes only the roles below theirs: the draft holds them to it.
  const acting = useMemo(() => {
    const role = roles.find((r) => r.id === actingRoleId);
    return role && role.level > 1 ? [role.id] : null;
  }, [roles, actingRoleId]);
  const [draft, setDraft] = useState<Draft>(() => createDraft(roles, { acting }));
  const [editing, setEditing] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(() => roleInAddress(location.search));
  const [collapsed, setCollapsed] = useState<Set<string>>(() => {
    const closed = initiallyCollapsed(draft.present);
    const chosen = roleInAddress(location.search);
    if (chosen) for (const id of managersOf(draft.present, chosen)) closed.delete(id);
    return closed;
  });
  const [message, setMessage] = useState("");
  const [listOpen, setListOpen] = useState(false);
  const [addFocus, setAddFocus] = useState(0);
  const [asking, setAsking] = useState<"cancel" | null>(null);
  const saving = useRef(false);
  const managedSet = useMemo(() => new Set(managed), [managed]);

  // A save that went through comes back as new roles from the loader: the editor starts over from them.
  const seen = useRef(signature(roles));
  useEffect(() => {
    const next = signature(roles);
    if (next === seen.current) return;
    seen.current = next;
    saving.current = false;
    setDraft(createDraft(roles, { acting }));
    setEditing(false);
    // What the last edit said is history now (it said "redone" long after the save).
    setMessage("");
  }, [roles, acting]);
  useEffect(() => {
    if (saveError) saving.current = false;
  }, [saveError]);

  // One selection, kept in the address without a navigation (the page's data stays; the drawer reads the role's own).
  const select = useCallback((roleId: string | null) => {
    setSelectedId(roleId);
    if (roleId) setCollapsed((closed) => openTo(closed, roleId));
    const url = new URL(window.location.href);
    if (roleId) url.searchParams.set("role", roleId);
    else url.searchParams.delete("role");
    url.searchParams.delete("q");
    url.hash = "";
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
    // The page on screen is the new address's (the root marks it so for a navigation; this is none).
    document.documentElement.dataset.path = `${url.pathname}${url.search}`;
  }, []);
  // A navigation of the app (a form's answer, a notice's link) brings its own ?role= (taken while rendering, as derived state).
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    const chosen = roleInAddress(location.search);
    if (chosen && chosen !== selectedId) {
      setSelectedId(chosen);
      setCollapsed((closed) => openTo(closed, chosen));
    }
  }
  const presentRef = useRef(draft.present);
  presentRef.current = draft.present;
  function openTo(closed: Set<string>, roleId: string) {
    const above = managersOf(presentRef.current, roleId).filter((id) => closed.has(id));
    if (!above.length) return closed;
    const next = new Set(closed);
    for (const id of above) next.delete(id);
    return next;
  }

  // The frame: the page's width, the window's height below its top edge.
  const frameRef = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      // Below the page's heading when that leaves it most of the window; else (a phone, where the
      // hub's navigation comes first) the whole window under the header, once scrolled to.
      const height = Math.round(
        top < window.innerHeight * 0.55
          ? Math.max(360, window.innerHeight - top - 16)
          : Math.max(300, window.innerHeight - 80),
      );
      const width = Math.round(element.clientWidth);
      setFrame((before) => (before && before.width === width && before.height === height ? before : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, []);

  const present = draft.present;
  const compact = (frame?.width ?? 1024) < COMPACT_BELOW;
  const layout = useMemo(
    () =>
      layoutStructure(present, {
        frame: frame ?? { width: 1024, height: 600 },
        collapsed,
        metrics: compact ? COMPACT_METRICS : METRICS,
      }),
    [present, frame, collapsed, compact],
  );
  const problems = useMemo(() => problemsOf(present), [present]);
  const problemIds = useMemo(() => new Set(problems.map((p) => p.roleId)), [problems]);
  const changed = useMemo(() => changedRoles(draft), [draft]);
  const dirty = editing && changed.length > 0;
  const selected = selectedId ? (present[selectedId] ?? null) : null;
  const reachable = useCallback((roleId: string) => withinReach(draft, roleId), [draft]);
  const managerAllowed = useCallback((roleId: string) => mayManageUnder(draft, roleId), [draft]);

  const { view, setView, moved } = useChartView(frameRef, { dragsRoles: editing });
  const beside = (frame?.width ?? 0) >= DRAWER_BESIDE;
  const drawerRef = useRef<HTMLDivElement>(null);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  /** The part of the frame the drawer leaves to the chart. */
  const area = useCallback((): Area => {
    if (!frame) return { width: 1, height: 1 };
    if (!selectedRef.current) return frame;
    if (beside) return { width: frame.width - DRAWER_WIDTH, height: frame.height };
    const sheet = drawerRef.current?.getBoundingClientRect();
    const box = frameRef.current?.getBoundingClientRect();
    const covered = sheet && box ? Math.max(0, box.bottom - sheet.top) : frame.height / 2;
    return { width: frame.width, height: Math.max(120, frame.height - covered) };
  }, [frame, beside]);

  // Opened fitted to view; refitted when the frame changes as long as the person has not moved the view.
  const fit = useCallback(() => {
    // The zoom buttons sit over the frame's bottom edge: the fitted chart stays above them.
    setView(fitView(layout, area(), CONTROLS_HEIGHT), false);
    moved.current = false;
  }, [layout, area, setView, moved]);
  const fitted = useRef(false);
  useLayoutEffect(() => {
    if (!frame) return;
    if (!fitted.current || !moved.current) {
      fitted.current = true;
      fit();
    }
    // The layout's changes that the person made (a branch opened) keep their view: see toggle().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [frame]);

  // A branch opened or closed stays where it was on screen.
  const anchor = useRef<{ id: string; x: number; y: number } | null>(null);
  const toggle = useCallback(
    (roleId: string, open: boolean) => {
      const place = layout.byId.get(roleId);
      if (place) anchor.current = { id: roleId, x: view.x + place.left * view.k, y: view.y + place.top * view.k };
      setCollapsed((closed) => {
        const next = new Set(closed);
        if (open) next.delete(roleId);
        else next.add(roleId);
        return next;
      });
    },
    [layout, view],
  );
  useLayoutEffect(() => {
    const held = anchor.current;
    if (!held) return;
    anchor.current = null;
    const place = layout.byId.get(held.id);
    if (place)
      setView((current) => ({ ...current, x: held.x - place.left * current.k, y: held.y - place.top * current.k }));
  }, [layout, setView]);

  // The role chosen (in the chart, the list, the drawer or the address) is brought into view, beside
  // the drawer: while the view is still the fitted one, the whole chart is fitted again beside the
  // drawer (and again to the whole frame when it closes); once the person has moved it, the view
  // moves only as far as the role needs.
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!frame || shown.current === selectedId) return;
    const place = selectedId ? layout.byId.get(selectedId) : undefined;
    if (selectedId && !place) return;
    const first = shown.current === null && !selectedId;
    shown.current = selectedId;
    if (first) return;
    if (!moved.current) {
      setView(fitView(layout, area(), CONTROLS_HEIGHT), false);
      return;
    }
    if (!place) return;
    const { width, height } = layout.metrics.node;
    setView((current) => showBox(current, { left: place.left, top: place.top, width, height }, area()), false);
  }, [selectedId, layout, frame, area, setView, moved]);

  // A role just added is brought into view too (its manager stays selected).
  const reveal = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = reveal.current;
    const place = id ? layout.byId.get(id) : undefined;
    if (!place) return;
    reveal.current = null;
    const { width, height } = layout.metrics.node;
    setView((current) => showBox(current, { left: place.left, top: place.top, width, height }, area()), false);
  }, [layout, area, setView]);

  const problemText = useCallback(
    (problem: EditProblem) => t(dynamicKey(`structureEditor.problems.${problem.code}`)),
    [t],
  );

  /** Takes an edit's result: the new draft and what to say, or what refused it. */
  const apply = useCallback(
    (result: EditResult, said: (draft: Draft) => string) => {
      if (result.ok) {
        setDraft(result.draft);
        setMessage(said(result.draft));
      } else {
        // Each reason once (a move may break one rule for several roles).
        setMessage(
          t("structureEditor.announce.refused", { problem: [...new Set(result.problems.map(problemText))].join("; ") }),
        );
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
      return t("structureEditor.announce.reordered", {
        name: role.name,
        position: peers.findIndex((p) => p.id === roleId) + 1,
        count: peers.length,
      });
    }
    return manager
      ? t("structureEditor.announce.moved", { name: role.name, manager: manager.name })
      : t("structureEditor.announce.movedTop", { name: role.name });
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
      apply(
        moveRole(draft, roleId, manager.parentRoleId, peers.findIndex((p) => p.id === manager.id) + 1),
        movedMessage(roleId),
      );
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
    const onKey = (event: globalThis.KeyboardEvent) => {
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

  // "+" on a node: its drawer's new-subordinate form takes the focus; the role stays selected.
  const requestAdd = useCallback(
    (roleId: string) => {
      select(roleId);
      setAddFocus((n) => n + 1);
    },
    [select],
  );
  function addUnder(managerId: string, { name, level }: { name: string; level: number }) {
    const id = crypto.randomUUID();
    const added = apply(addRole(draft, { id, name, level, parentRoleId: managerId }), (next) =>
      t("structureEditor.announce.added", { name: next.present[id].name, manager: next.present[managerId].name }),
    );
    if (added) {
      setCollapsed((closed) =>
        closed.has(managerId) ? new Set([...closed].filter((other) => other !== managerId)) : closed,
      );
      reveal.current = id;
    }
    return added;
  }

  // The frame's keys: Shift with the arrows pans, + and - zoom, 0 fits (the tree's own arrows walk the roles).
  function onFrameKey(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (
      target.closest("input, textarea, select, [data-chart-controls]") ||
      event.ctrlKey ||
      event.metaKey ||
      event.altKey
    )
      return;
    const step = 80;
    const pan = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] }[event.key];
    if (pan && event.shiftKey) {
      event.preventDefault();
      setView((current) => ({ ...current, x: current.x + pan[0], y: current.y + pan[1] }));
    } else if (event.key === "+" || event.key === "=") {
      event.preventDefault();
      zoomBy(ZOOM_STEP);
    } else if (event.key === "-" || event.key === "_") {
      event.preventDefault();
      zoomBy(1 / ZOOM_STEP);
    } else if (event.key === "0") {
      event.preventDefault();
      fit();
    }
  }
  const zoomBy = (factor: number) => {
    const { width, height } = area();
    setView((current) => zoomAround(current, factor, { x: width / 2, y: height / 2 }));
  };

  const drawerOpen = Boolean(selected);
  return (
    <div className="space-y-3">
      <div role="toolbar" aria-label={t("structureEditor.toolbar")} className="flex flex-wrap items-center gap-2">
        {editing ? (
          <>
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={doUndo}
              disabled={!canUndo(draft)}
              aria-keyshortcuts="Control+Z"
            >
              {t("structureEditor.undo")}
            </button>
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={doRedo}
              disabled={!canRedo(draft)}
              aria-keyshortcuts="Control+Shift+Z"
            >
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
            <span className="text-sm text-muted">
              {changed.length
                ? t("structureEditor.changes", { count: changed.length })
                : t("structureEditor.noChanges")}
            </span>
          </>
        ) : canEdit ? (
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
        <span className="ms-auto flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass("secondary")}
            aria-expanded={listOpen}
            aria-controls="structure-role-list"
            onClick={() => setListOpen((open) => !open)}
          >
            {t("structureEditor.list.toggle")}
          </button>
          {onShowList && !editing ? (
            <button type="button" className={buttonClass("secondary")} onClick={onShowList}>
              {t("structureEditor.showList")}
            </button>
          ) : null}
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
      {/* The frame: drag, pinch and the wheel move the view; its keys are the tree's and the view's (onFrameKey). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the keys come from the focused role or control inside */}
      <div
        ref={frameRef}
        data-structure-frame=""
        onKeyDown={onFrameKey}
        className="relative -mx-4 touch-none overflow-hidden border-y border-line bg-canvas select-none sm:mx-0 sm:rounded-xl sm:border"
        style={{ height: frame?.height ?? "calc(100dvh - 14rem)" }}
      >
        <div
          className="absolute top-0 left-0 origin-top-left"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})` }}
        >
          <TreeView
            layout={layout}
            selectedId={selected?.id ?? null}
            editing={editing}
            scale={view.k}
            problemIds={problemIds}
            movable={reachable}
            acceptsDrop={managerAllowed}
            onSelect={select}
            onDrop={(roleId, managerId) => apply(moveRole(draft, roleId, managerId), movedMessage(roleId))}
            onKeyMove={onKeyMove}
            onToggle={toggle}
            onAdd={editing ? requestAdd : undefined}
          />
        </div>
        <div
          data-chart-controls=""
          className="absolute bottom-3 left-3 flex items-center gap-1 rounded-lg border border-line bg-surface p-1 shadow-sm"
        >
          <button
            type="button"
            className={buttonClass("secondary", "size-9 px-0")}
            onClick={() => zoomBy(1 / ZOOM_STEP)}
            aria-label={t("structureEditor.zoomOut")}
            aria-keyshortcuts="-"
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className="w-12 text-center text-xs text-muted tabular-nums" data-testid="structure-zoom">
            {Math.round(view.k * 100)}%
          </span>
          <button
            type="button"
            className={buttonClass("secondary", "size-9 px-0")}
            onClick={() => zoomBy(ZOOM_STEP)}
            aria-label={t("structureEditor.zoomIn")}
            aria-keyshortcuts="+"
          >
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" className={buttonClass("secondary", "h-9 px-3")} onClick={fit} aria-keyshortcuts="0">
            {t("structureEditor.fit")}
          </button>
        </div>
        {listOpen ? (
          <div
            data-chart-controls=""
            className="absolute inset-y-0 left-0 z-20 w-72 max-w-[85%] border-r border-line bg-surface shadow-lg"
          >
            <RoleList
              snapshot={present}
              selectedId={selected?.id ?? null}
              onSelect={select}
              onClose={() => setListOpen(false)}
            />
          </div>
        ) : null}
        {drawerOpen && beside ? (
          <div
            ref={drawerRef}
            data-chart-controls=""
            className="absolute inset-y-0 right-0 z-20 w-96 overflow-y-auto border-l border-line bg-surface p-4 shadow-lg"
            data-testid="structure-drawer"
          >
            {drawer()}
          </div>
        ) : null}
      </div>
      {/* A phone's drawer: a sheet over the lower part of the window. */}
      {drawerOpen && !beside ? (
        <div
          ref={drawerRef}
          data-chart-controls=""
          className="fixed inset-x-0 bottom-0 z-30 max-h-[55dvh] overflow-y-auto rounded-t-2xl border-t border-line bg-surface p-4 shadow-[0_-8px_24px_rgb(0_0_0/0.15)]"
          data-testid="structure-drawer"
        >
          {drawer()}
        </div>
      ) : null}
      <p id="structure-editor-keys" className="text-xs text-muted">
        {t("structureEditor.keyboardHint")}
      </p>
      <ArchivedRoles
        snapshot={present}
        selectedId={selected?.id ?? null}
        editing={editing}
        restorable={reachable}
        onSelect={select}
        onRestore={(roleId) =>
          apply(restoreRole(draft, roleId), (next) =>
            t("structureEditor.announce.restored", { name: next.present[roleId].name }),
          )
        }
      />
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

  function drawer() {
    if (!selected) return null;
    return (
      <RoleDrawer
        snapshot={present}
        role={selected}
        saved={Boolean(draft.saved[selected.id])}
        editing={editing}
        manages={managedSet.has(selected.id)}
        reachable={reachable}
        managerAllowed={managerAllowed}
        detailsPath={detailsPath}
        roleHref={roleHref}
        meId={meId}
        formatTime={formatTime}
        formResult={formResult}
        addFocus={addFocus}
        onSelect={select}
        onClose={() => select(null)}
        onEdit={(change) =>
          apply(editRole(draft, selected.id, change), (next) =>
            t("structureEditor.announce.renamed", { name: next.present[selected.id].name }),
          )
        }
        onReorder={(by) => apply(reorderRole(draft, selected.id, by), movedMessage(selected.id))}
        onArchive={() =>
          apply(archiveRole(draft, selected.id), () => t("structureEditor.announce.archived", { name: selected.name }))
        }
        onAdd={(role) => addUnder(selected.id, role)}
        onRestore={() =>
          apply(restoreRole(draft, selected.id), (next) =>
            t("structureEditor.announce.restored", { name: next.present[selected.id].name }),
          )
        }
      />
    );
  }
}

import {
  DndContext,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { memo, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { OrgNodeBody } from "~/components/vhub/org-node";
import { useTranslation } from "~/lib/i18n-react";
import type { PlacedRole, StructureLayout } from "./layout";

/** A keyboard move of the selected role: up or down among its peers, out to its manager's manager, in under the role above it. */
export type KeyMove = "up" | "down" | "out" | "in";

export interface TreeViewProps {
  layout: StructureLayout;
  selectedId: string | null;
  editing: boolean;
  /** The view's zoom (a dragged box follows the pointer at that scale). */
  scale: number;
  problemIds: ReadonlySet<string>;
  /** Whether a role may be dragged (a manager: those below their role). */
  movable?: (roleId: string) => boolean;
  /** Whether roles may be dropped onto this one (a manager: their role and those below it). */
  acceptsDrop?: (roleId: string) => boolean;
  onSelect: (roleId: string) => void;
  onDrop: (roleId: string, managerId: string) => void;
  onKeyMove: (roleId: string, move: KeyMove) => void;
  /** Opens (true) or collapses a manager's branch. */
  onToggle: (roleId: string, open: boolean) => void;
  /** Edit mode's "+": a new subordinate of this role (undefined: not offered). */
  onAdd?: (roleId: string) => void;
}

/**
 * The structure drawn as an org chart (./layout.ts), inside the editor's pan and zoom. For
 * assistive technology it is an ARIA tree: each role a treeitem with its level in the tree, its
 * place among its peers, whether its branch is open, and whether it is selected; the connectors
 * are decoration. One role is in the tab order (the selected one); the arrow keys walk the tree
 * (Right opens a collapsed branch, Left closes an open one), and in edit mode Alt with the arrows
 * moves the selected role. A pointer drags a role onto another to put it under that manager
 * (@dnd-kit/core). The branches' counts and edit mode's "+" are buttons beside the tree (a
 * tree holds only its items), for the pointer: the keys do the same in the tree and the drawer.
 */
export const TreeView = memo(function TreeView({
  layout,
  selectedId,
  editing,
  scale,
  problemIds,
  movable = () => true,
  acceptsDrop = () => true,
  onSelect,
  onDrop,
  onKeyMove,
  onToggle,
  onAdd,
}: TreeViewProps) {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const treeRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  // The role the keyboard moved to (or moved): it takes the focus once a render shows it selected.
  // An id, not a flag: a render that still shows the role before (another state's, in between)
  // must not spend it on that one, which left the focus behind the selection.
  const focusWanted = useRef<string | null>(null);
  const current = selectedId && layout.byId.has(selectedId) ? selectedId : (layout.placed[0]?.role.id ?? null);
  const { width, height } = layout.metrics.node;
  const compact = width < 180;

  // The selected role keeps the focus when the keyboard moved it or moved to it (its box moves with the layout).
  useEffect(() => {
    if (!current || focusWanted.current !== current) return;
    focusWanted.current = null;
    treeRef.current
      ?.querySelector<HTMLElement>(`[data-role-id="${CSS.escape(current)}"]`)
      ?.focus({ preventScroll: true });
  });

  const nameOf = (id: string | undefined | null) => (id ? (layout.byId.get(id)?.role.name ?? "") : "");
  const go = (id: string | undefined) => {
    if (!id) return;
    focusWanted.current = id;
    onSelect(id);
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Shift with the arrows pans the view (the frame's keys), Ctrl and Meta are the browser's.
    if (!current || event.shiftKey || event.ctrlKey || event.metaKey) return;
    const here = layout.byId.get(current)!;
    const index = layout.placed.indexOf(here);
    if (event.altKey) {
      const move: KeyMove | undefined = { ArrowUp: "up", ArrowDown: "down", ArrowLeft: "out", ArrowRight: "in" }[
        event.key
      ] as KeyMove | undefined;
      if (!move || !editing) return;
      event.preventDefault();
      focusWanted.current = current;
      onKeyMove(current, move);
      return;
    }
    if (!(event.key in { ArrowDown: 1, ArrowUp: 1, ArrowLeft: 1, ArrowRight: 1, Home: 1, End: 1 })) return;
    event.preventDefault();
    // A tree's Right opens a closed branch and Left closes an open one (WAI-ARIA's tree view pattern).
    if (event.key === "ArrowRight" && here.collapsed) {
      focusWanted.current = current;
      onToggle(current, true);
      return;
    }
    if (event.key === "ArrowLeft" && here.childIds.length) {
      focusWanted.current = current;
      onToggle(current, false);
      return;
    }
    go(
      {
        ArrowDown: layout.placed[index + 1]?.role.id,
        ArrowUp: layout.placed[index - 1]?.role.id,
        ArrowLeft: here.parentId ?? undefined,
        ArrowRight: here.childIds[0],
        Home: layout.placed[0]?.role.id,
        End: layout.placed[layout.placed.length - 1]?.role.id,
      }[event.key],
    );
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && over.id !== active.id) onDrop(String(active.id), String(over.id));
  }

  const plus =
    onAdd && editing
      ? [current, hovered].filter(
          (id, i, all): id is string => Boolean(id) && all.indexOf(id) === i && layout.byId.has(id!),
        )
      : [];

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      // A drag does not select the role: the drawer it would open moves the chart under the pointer.
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t("structureEditor.announce.dragInstructions") },
        announcements: {
          onDragStart: ({ active }) => t("structureEditor.announce.pickedUp", { name: nameOf(String(active.id)) }),
          onDragOver: ({ active, over }) =>
            over
              ? t("structureEditor.announce.over", {
                  name: nameOf(String(active.id)),
                  manager: nameOf(String(over.id)),
                })
              : undefined,
          // The move's own result is announced by the editor (moved, or refused and why).
          onDragEnd: () => undefined,
          onDragCancel: ({ active }) =>
            t("structureEditor.announce.dragCancelled", { name: nameOf(String(active.id)) }),
        },
      }}
    >
      <div
        className="relative"
        style={{ width: layout.width, height: layout.height }}
        onPointerLeave={() => setHovered(null)}
      >
        <svg
          aria-hidden="true"
          className="absolute inset-0 overflow-visible text-line-strong"
          width={layout.width}
          height={layout.height}
        >
          {layout.links.map((link) => (
            <path key={link.id} d={link.d} fill="none" stroke="currentColor" strokeWidth={1.5} />
          ))}
        </svg>
        <div
          ref={treeRef}
          role="tree"
          tabIndex={-1}
          aria-label={t("structureEditor.treeLabel")}
          aria-describedby="structure-editor-keys"
          className="absolute inset-0"
          onKeyDown={onKeyDown}
          onPointerOver={(event) => {
            const id = (event.target as Element).closest<HTMLElement>("[data-role-id]")?.dataset.roleId ?? null;
            if (id !== hovered) setHovered(id);
          }}
        >
          {layout.placed.map((place) => (
            <RoleNode
              key={place.role.id}
              place={place}
              width={width}
              height={height}
              compact={compact}
              selected={place.role.id === selectedId}
              focusable={place.role.id === current}
              movable={editing && movable(place.role.id)}
              droppable={editing && acceptsDrop(place.role.id)}
              scale={scale}
              problem={problemIds.has(place.role.id)}
              onSelect={onSelect}
            />
          ))}
        </div>
        {/* The pointer's controls, beside the tree: a branch's count opens or closes it; "+" adds a subordinate. */}
        <div data-chart-controls="" className="contents">
          {layout.placed
            .filter((place) => place.subordinateCount > 0)
            .map((place) => (
              <button
                key={place.role.id}
                type="button"
                tabIndex={-1}
                className="ui-org-toggle absolute -translate-x-1/2"
                style={{ left: place.left + width / 2, top: place.top + height - 6 }}
                aria-expanded={!place.collapsed}
                aria-label={
                  place.collapsed
                    ? t("structureEditor.branch.open", { name: place.role.name, count: place.branchCount })
                    : t("structureEditor.branch.close", { name: place.role.name })
                }
                onClick={() => onToggle(place.role.id, place.collapsed)}
              >
                <span aria-hidden="true">{place.collapsed ? `+${place.branchCount}` : "−"}</span>
              </button>
            ))}
          {plus.map((id) => {
            const place = layout.byId.get(id)!;
            return (
              <button
                key={`add-${id}`}
                type="button"
                tabIndex={-1}
                className="absolute flex size-6 items-center justify-center rounded-full bg-primary text-base leading-none font-semibold text-primary-fg shadow-md hover:bg-primary-hover"
                style={{ left: place.left + width - 12, top: place.top - 10 }}
                aria-label={t("structureEditor.addUnder", { name: place.role.name })}
                onClick={() => onAdd!(id)}
              >
                <span aria-hidden="true">+</span>
              </button>
            );
          })}
        </div>
      </div>
    </DndContext>
  );
});

function RoleNode({
  place,
  width,
  height,
  compact,
  selected,
  focusable,
  movable,
  droppable,
  scale,
  problem,
  onSelect,
}: {
  place: PlacedRole;
  width: number;
  height: number;
  compact: boolean;
  selected: boolean;
  /** The tree's one item in the tab order (the selected one, else the first). */
  focusable: boolean;
  movable: boolean;
  droppable: boolean;
  scale: number;
  problem: boolean;
  onSelect: (roleId: string) => void;
}) {
  const { t } = useTranslation();
  const { role } = place;
  // Only the pointer's listeners: the treeitem keeps its own role and keys (dnd-kit's attributes would make it a button).
  const drag = useDraggable({ id: role.id, disabled: !movable });
  const drop = useDroppable({ id: role.id, disabled: !droppable });
  const holder = role.holder
    ? t("structureEditor.node.held", { name: `${role.holder.name} ${role.holder.surname}` })
    : t("structureEditor.node.vacant");
  const invitations = role.openInvitations
    ? t("structureEditor.node.invitations", { count: role.openInvitations })
    : "";
  const offset = drag.transform ? `translate(${drag.transform.x / scale}px, ${drag.transform.y / scale}px)` : undefined;
  return (
    // The arrow keys are the tree's (one keydown handler for every item: roving focus); a click selects.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      ref={(element) => {
        drag.setNodeRef(element);
        drop.setNodeRef(element);
      }}
      {...(movable ? drag.listeners : {})}
      role="treeitem"
      data-role-id={role.id}
      data-movable={movable ? "" : undefined}
      data-level={role.level}
      data-current={selected ? "" : undefined}
      data-compact={compact ? "" : undefined}
      aria-level={place.depth}
      aria-posinset={place.position}
      aria-setsize={place.siblings}
      aria-selected={selected}
      aria-expanded={place.subordinateCount ? !place.collapsed : undefined}
      aria-label={[
        role.name,
        t("app.role.level", { level: role.level }),
        holder,
        invitations,
        place.collapsed ? t("structureEditor.node.collapsed", { count: place.branchCount }) : "",
        problem ? t("structureEditor.node.problem") : "",
      ]
        .filter(Boolean)
        .join(", ")}
      tabIndex={focusable ? 0 : -1}
      onClick={() => onSelect(role.id)}
      style={{
        left: place.left,
        top: place.top,
        width,
        height,
        transform: offset,
        zIndex: drag.isDragging ? 10 : undefined,
      }}
      className={`ui-org-node absolute outline-offset-2 select-none focus-visible:outline-2 focus-visible:outline-focus ${drop.isOver && !drag.isDragging ? "ring-2 ring-level-3" : ""} ${
        problem ? "border-danger" : ""
      } ${movable ? "cursor-grab touch-none" : "cursor-pointer"}`}
    >
      <OrgNodeBody role={role} vacant={t("structureEditor.node.vacant")} invitationsLabel={invitations} />
    </div>
  );
}

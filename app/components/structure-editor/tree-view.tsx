import { DndContext, PointerSensor, pointerWithin, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { LevelBadge } from "~/components/ui/level";
import { useTranslation } from "~/lib/i18n-react";
import { NODE_HEIGHT, NODE_WIDTH, type PlacedRole, type StructureLayout } from "./layout";

/** A keyboard move of the selected role: up or down among its peers, out to its manager's manager, in under the role above it. */
export type KeyMove = "up" | "down" | "out" | "in";

const levelBorder: Record<number, string> = { 1: "border-l-level-1", 2: "border-l-level-2", 3: "border-l-level-3", 4: "border-l-level-4" };

/**
 * The structure drawn as a tidy tree. For assistive technology it is an ARIA tree: each role a
 * treeitem with its level in the tree, its place among its peers and whether it is selected; the
 * lines between boxes are decoration. One role is in the tab order (the selected one); the arrow
 * keys walk the tree, and in edit mode Alt with the arrows moves the selected role. A pointer
 * drags a role onto another to put it under that manager (@dnd-kit/core).
 */
export function TreeView({
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
}: {
  layout: StructureLayout;
  selectedId: string | null;
  editing: boolean;
  scale: number;
  problemIds: ReadonlySet<string>;
  /** Whether a role may be dragged (a manager: those below their role). */
  movable?: (roleId: string) => boolean;
  /** Whether roles may be dropped onto this one (a manager: their role and those below it). */
  acceptsDrop?: (roleId: string) => boolean;
  onSelect: (roleId: string) => void;
  onDrop: (roleId: string, managerId: string) => void;
  onKeyMove: (roleId: string, move: KeyMove) => void;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const treeRef = useRef<HTMLDivElement>(null);
  // The role the keyboard moved to (or moved): it takes the focus once a render shows it selected.
  // An id, not a flag: a render that still shows the role before (another state's, in between)
  // must not spend it on that one, which left the focus behind the selection.
  const focusWanted = useRef<string | null>(null);
  const current = selectedId && layout.byId.has(selectedId) ? selectedId : (layout.placed[0]?.role.id ?? null);

  // The selected role keeps the focus when the keyboard moved it or moved to it (its box moves with the layout).
  useEffect(() => {
    if (!current || focusWanted.current !== current) return;
    focusWanted.current = null;
    const node = treeRef.current?.querySelector<HTMLElement>(`[data-role-id="${CSS.escape(current)}"]`);
    node?.focus();
    node?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  });

  // The first view shows the selected role (the director sits halfway down a tall tree), not an empty corner.
  useEffect(() => {
    const scroller = treeRef.current?.closest<HTMLElement>("[data-structure-scroll]");
    const place = current ? layout.byId.get(current) : undefined;
    if (!scroller || !place) return;
    scroller.scrollTop = Math.max(0, (place.top + NODE_HEIGHT / 2) * scale - scroller.clientHeight / 2);
    // Only when the editor opens: later the person scrolls where they want.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const nameOf = (id: string | undefined | null) => (id ? (layout.byId.get(id)?.role.name ?? "") : "");
  const go = (id: string | undefined) => {
    if (!id) return;
    focusWanted.current = id;
    onSelect(id);
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!current) return;
    const here = layout.byId.get(current)!;
    const index = layout.placed.indexOf(here);
    if (event.altKey) {
      const move: KeyMove | undefined = { ArrowUp: "up", ArrowDown: "down", ArrowLeft: "out", ArrowRight: "in" }[event.key] as KeyMove | undefined;
      if (!move || !editing) return;
      event.preventDefault();
      focusWanted.current = current;
      onKeyMove(current, move);
      return;
    }
    const target = {
      ArrowDown: layout.placed[index + 1]?.role.id,
      ArrowUp: layout.placed[index - 1]?.role.id,
      ArrowLeft: here.parentId ?? undefined,
      ArrowRight: here.childIds[0],
      Home: layout.placed[0]?.role.id,
      End: layout.placed[layout.placed.length - 1]?.role.id,
    }[event.key];
    if (event.key in { ArrowDown: 1, ArrowUp: 1, ArrowLeft: 1, ArrowRight: 1, Home: 1, End: 1 }) {
      event.preventDefault();
      go(target);
    }
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && over.id !== active.id) onDrop(String(active.id), String(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragEnd={onDragEnd}
      onDragStart={({ active }) => onSelect(String(active.id))}
      accessibility={{
        screenReaderInstructions: { draggable: t("structureEditor.announce.dragInstructions") },
        announcements: {
          onDragStart: ({ active }) => t("structureEditor.announce.pickedUp", { name: nameOf(String(active.id)) }),
          onDragOver: ({ active, over }) => (over ? t("structureEditor.announce.over", { name: nameOf(String(active.id)), manager: nameOf(String(over.id)) }) : undefined),
          // The move's own result is announced by the editor (moved, or refused and why).
          onDragEnd: () => undefined,
          onDragCancel: ({ active }) => t("structureEditor.announce.dragCancelled", { name: nameOf(String(active.id)) }),
        },
      }}
    >
      <div className="relative" style={{ width: layout.width * scale, height: layout.height * scale }}>
        <div className="absolute top-0 left-0 origin-top-left" style={{ width: layout.width, height: layout.height, transform: scale === 1 ? undefined : `scale(${scale})` }}>
          <svg aria-hidden="true" className="absolute inset-0 text-line-strong" width={layout.width} height={layout.height}>
            {layout.links.map(({ from, to }) => {
              const x1 = from.left + NODE_WIDTH;
              const y1 = from.top + NODE_HEIGHT / 2;
              const x2 = to.left;
              const y2 = to.top + NODE_HEIGHT / 2;
              const mid = (x1 + x2) / 2;
              return <path key={to.role.id} d={`M${x1},${y1} C${mid},${y1} ${mid},${y2} ${x2},${y2}`} fill="none" stroke="currentColor" strokeWidth={1.5} />;
            })}
          </svg>
          <div ref={treeRef} role="tree" tabIndex={-1} aria-label={t("structureEditor.treeLabel")} aria-describedby="structure-editor-keys" className="absolute inset-0" onKeyDown={onKeyDown}>
            {layout.placed.map((place) => (
              <RoleNode
                key={place.role.id}
                place={place}
                selected={place.role.id === current}
                movable={editing && movable(place.role.id)}
                droppable={editing && acceptsDrop(place.role.id)}
                scale={scale}
                problem={problemIds.has(place.role.id)}
                onSelect={onSelect}
              />
            ))}
          </div>
        </div>
      </div>
    </DndContext>
  );
}

function RoleNode({
  place,
  selected,
  movable,
  droppable,
  scale,
  problem,
  onSelect,
}: {
  place: PlacedRole;
  selected: boolean;
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
  const holder = role.holder ? t("structureEditor.node.held", { name: `${role.holder.name} ${role.holder.surname}` }) : t("structureEditor.node.vacant");
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
      aria-level={place.depth}
      aria-posinset={place.position}
      aria-setsize={place.siblings}
      aria-selected={selected}
      aria-expanded={place.childIds.length ? true : undefined}
      aria-label={[role.name, t("app.role.level", { level: role.level }), holder, problem ? t("structureEditor.node.problem") : ""].filter(Boolean).join(", ")}
      tabIndex={selected ? 0 : -1}
      onClick={() => onSelect(role.id)}
      style={{ left: place.left, top: place.top, width: NODE_WIDTH, height: NODE_HEIGHT, transform: offset, zIndex: drag.isDragging ? 10 : undefined }}
      className={`absolute flex flex-col justify-center gap-0.5 overflow-hidden rounded-lg border border-l-4 bg-surface px-2 text-left text-sm shadow-sm outline-offset-2 select-none focus-visible:outline-2 focus-visible:outline-focus ${levelBorder[role.level] ?? ""} ${
        selected ? "ring-2 ring-focus" : "border-line"
      } ${drop.isOver && !drag.isDragging ? "bg-surface-muted ring-2 ring-level-3" : ""} ${problem ? "border-danger" : ""} ${movable ? "cursor-grab touch-none" : "cursor-pointer"}`}
    >
      {/* The spaces between the parts (no gap in a flex box) keep the text the words of the item's name (WCAG 2.5.3). */}
      <span className="truncate font-medium">{role.name}</span>{" "}
      <span className="flex items-center gap-1.5 text-xs text-muted">
        <LevelBadge level={role.level} className="shrink-0 !py-0" />{" "}
        <span className="truncate">{holder}</span>
      </span>
    </div>
  );
}

/**
 * Where each role of the structure sits: an org chart drawn top down (the director above, each
 * manager above their subordinates, as Bitrix24's and ChartHop's charts are read), made to fit
 * the screen it opens on. A wide level in one row grows sideways into thousands of pixels, so
 * each manager's subordinates are either a row under it or stacked in one or more indented
 * columns, and the choice is made per branch: every branch knows the few shapes it can take
 * (width against height), and the whole chart takes the one that shows it largest in the frame
 * (a phone's tall frame gets columns, a laptop's wide one rows). A collapsed branch shows its
 * manager with the count of the roles below it.
 *
 * d3-hierarchy reads the tree (the reading order, the branches' sizes); the placing is ours, in
 * two passes over the visible roles (the shapes, then the positions): linear in the roles drawn.
 */
import { hierarchy, type HierarchyNode } from "d3-hierarchy";
import { bySortOrder, type DraftRole, type Snapshot } from "./draft";

/** The sizes of a node and of the gaps around it: a laptop's, and a phone's denser ones. */
export interface Metrics {
  node: { width: number; height: number };
  /** Between two branches side by side. */
  gapX: number;
  /** From a manager to the row of its subordinates (the connector's elbow halfway). */
  gapY: number;
  /** A stacked subordinate's left edge from its column's: the connector runs in that margin. */
  indent: number;
  /** Between two stacked branches, and from a manager to its first stacked subordinate. */
  stackGap: number;
  /** Room under a collapsed manager for its count. */
  pill: number;
  /** Around the drawing. */
  pad: number;
}

export const METRICS: Metrics = {
  node: { width: 196, height: 60 },
  gapX: 16,
  gapY: 32,
  indent: 20,
  stackGap: 10,
  pill: 10,
  pad: 16,
};
export const COMPACT_METRICS: Metrics = {
  node: { width: 136, height: 42 },
  gapX: 8,
  gapY: 20,
  indent: 12,
  stackGap: 6,
  pill: 8,
  pad: 8,
};

/** The frame is narrower than this: the phone's denser nodes. */
export const COMPACT_BELOW = 640;

export const NODE_WIDTH = METRICS.node.width;
export const NODE_HEIGHT = METRICS.node.height;

/** A structure of more roles than this ("about 60") opens with the branches below level 2 collapsed. */
export const OPEN_WHOLE_UP_TO = 64;

export interface PlacedRole {
  role: DraftRole;
  /** Left and top of the role's box, in pixels from the drawing's corner. */
  left: number;
  top: number;
  /** 1 for the top of the structure (aria-level). */
  depth: number;
  /** Its place among its manager's subordinates, from 1, and how many they are (aria-posinset, aria-setsize). */
  position: number;
  siblings: number;
  parentId: string | null;
  /** Its subordinates drawn (none while its branch is collapsed). */
  childIds: string[];
  /** Its live subordinates, drawn or not. */
  subordinateCount: number;
  /** Every live role below it, all levels. */
  branchCount: number;
  collapsed: boolean;
}

export interface StructureLayout {
  /** In reading order: each manager, then its subordinates (depth first), as a screen reader walks a tree. */
  placed: PlacedRole[];
  byId: Map<string, PlacedRole>;
  /** The connectors, one SVG path per subordinate drawn (keyed by its id). */
  links: Array<{ id: string; d: string }>;
  width: number;
  height: number;
  metrics: Metrics;
}

interface Branch {
  role: DraftRole | null;
  children: Branch[];
}

/** One shape a branch can take: its box, where its manager's box sits in it, and how it was made. */
interface Shape {
  w: number;
  h: number;
  /** The manager's box's left edge in the branch's box. */
  rootLeft: number;
  mode: "leaf" | "row" | "stack";
  /** The shape each subordinate takes (an index into its shapes). */
  picks: number[];
  /** For a stack: how many subordinates each column holds, in order. */
  columns: number[];
}

/** At most this many shapes are kept per branch (the extremes and those between, by their proportions). */
const SHAPES_KEPT = 8;
const MAX_COLUMNS = 6;

/** The structure's live roles as a tree: the tops are the roles without a live manager. */
export function structureTree(snapshot: Snapshot): HierarchyNode<Branch> {
  const live = Object.values(snapshot).filter((role) => !role.isArchived);
  const visited = new Set<string>();
  const byManager = new Map<string, DraftRole[]>();
  for (const role of live) {
    if (!role.parentRoleId) continue;
    const list = byManager.get(role.parentRoleId);
    if (list) list.push(role);
    else byManager.set(role.parentRoleId, [role]);
  }
  for (const list of byManager.values()) list.sort(bySortOrder);
  const branch = (role: DraftRole): Branch => {
    visited.add(role.id);
    return { role, children: (byManager.get(role.id) ?? []).filter((child) => !visited.has(child.id)).map(branch) };
  };
  // The tops: roles without a live manager (the director; in a company without one, whoever is highest).
  const tops = live.filter(
    (role) => role.parentRoleId === null || !snapshot[role.parentRoleId] || snapshot[role.parentRoleId].isArchived,
  );
  tops.sort((a, b) => a.level - b.level || a.sortNumber - b.sortNumber || a.name.localeCompare(b.name));
  const root: Branch = { role: null, children: tops.map(branch) };
  // A role no top reaches (a cycle in data saved before the rules) still shows, as a top.
  for (const role of live) if (!visited.has(role.id)) root.children.push(branch(role));
  // Each node's value: the roles of its branch, itself included.
  return hierarchy(root, (b) => b.children).sum(() => 1);
}

/**
 * The branches a structure opens with collapsed: none for a structure of up to OPEN_WHOLE_UP_TO
 * roles, else every manager below the top two levels of the tree (levels 1 and 2 open).
 */
export function initiallyCollapsed(snapshot: Snapshot): Set<string> {
  const tree = structureTree(snapshot);
  const collapsed = new Set<string>();
  if ((tree.value ?? 0) - 1 <= OPEN_WHOLE_UP_TO) return collapsed;
  tree.each((node) => {
    if (node.data.role && node.depth >= 2 && node.children?.length) collapsed.add(node.data.role.id);
  });
  return collapsed;
}

/** The managers above a role (to open when it is chosen), nearest first. */
export function managersOf(snapshot: Snapshot, roleId: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>([roleId]);
  for (
    let current = snapshot[roleId]?.parentRoleId ?? null;
    current && !seen.has(current) && snapshot[current];
    current = snapshot[current].parentRoleId
  ) {
    seen.add(current);
    found.push(current);
  }
  return found;
}

/** Keeps the shapes no other one beats in both width and height, at most SHAPES_KEPT of them. */
function pareto(shapes: Shape[]): Shape[] {
  shapes.sort((a, b) => a.w - b.w || a.h - b.h);
  const front: Shape[] = [];
  for (const shape of shapes) if (!front.length || shape.h < front[front.length - 1].h) front.push(shape);
  if (front.length <= SHAPES_KEPT) return front;
  // The extremes, and between them those closest to evenly spaced proportions.
  const kept: Shape[] = [];
  const ratio = (s: Shape) => Math.log(s.w / s.h);
  const first = ratio(front[0]);
  const last = ratio(front[front.length - 1]);
  let at = 0;
  for (let i = 0; i < SHAPES_KEPT; i++) {
    const wanted = first + ((last - first) * i) / (SHAPES_KEPT - 1);
    while (at < front.length - 1 && Math.abs(ratio(front[at + 1]) - wanted) <= Math.abs(ratio(front[at]) - wanted))
      at++;
    if (kept[kept.length - 1] !== front[at]) kept.push(front[at]);
  }
  return kept;
}

/** Splits sizes, in order, into `count` runs of about equal sums (the stack's columns). */
function balance(sizes: number[], count: number, gap: number): number[] {
  const total = sizes.reduce((sum, size) => sum + size, 0) + gap * (sizes.length - count);
  const target = total / count;
  const runs: number[] = [];
  let run = 0;
  let sum = 0;
  for (let i = 0; i < sizes.length; i++) {
    const left = sizes.length - i;
    const runsLeft = count - runs.length;
    // A new column when this one is full enough, or when the rest must each have one.
    if (run > 0 && (left < runsLeft || (runsLeft > 1 && sum + gap + sizes[i] / 2 > target))) {
      runs.push(run);
      run = 0;
      sum = 0;
    }
    sum += (run ? gap : 0) + sizes[i];
    run++;
  }
  runs.push(run);
  return runs;
}

/**
 * Lays out the structure's live roles. `frame`: the size of the window onto it (the drawing takes
 * the shape that shows it largest there); `collapsed`: managers whose subordinates are not drawn.
 */
export function layoutStructure(
  snapshot: Snapshot,
  {
    frame = { width: 1280, height: 800 },
    collapsed = new Set<string>(),
    metrics = METRICS,
  }: { frame?: { width: number; height: number }; collapsed?: ReadonlySet<string>; metrics?: Metrics } = {},
): StructureLayout {
  const tree = structureTree(snapshot);
  const { node: box, gapX, gapY, indent, stackGap, pill, pad } = metrics;
  const shapes = new Map<HierarchyNode<Branch>, Shape[]>();
  const visibleChildren = (node: HierarchyNode<Branch>) =>
    node.data.role && collapsed.has(node.data.role.id) ? [] : (node.children ?? []);

  // The virtual root above the tops has no box of its own.
  const boxOf = (node: HierarchyNode<Branch>) => (node.data.role ? box : { width: 0, height: 0 });

  function rowShape(node: HierarchyNode<Branch>, kids: HierarchyNode<Branch>[], picks: number[]): Shape {
    const own = boxOf(node);
    let x = 0;
    let tallest = 0;
    const centers: number[] = [];
    kids.forEach((kid, i) => {
      const shape = shapes.get(kid)![picks[i]];
      centers.push(x + shape.rootLeft + box.width / 2);
      x += shape.w + gapX;
      tallest = Math.max(tallest, shape.h);
    });
    const rowWidth = x - gapX;
    const parentLeft = (centers[0] + centers[centers.length - 1]) / 2 - own.width / 2;
    const minX = Math.min(0, parentLeft);
    const maxX = Math.max(rowWidth, parentLeft + own.width);
    return {
      w: maxX - minX,
      h: own.height + (own.height ? gapY : 0) + tallest,
      rootLeft: parentLeft - minX,
      mode: "row",
      picks,
      columns: [],
    };
  }

  function stackShape(
    node: HierarchyNode<Branch>,
    kids: HierarchyNode<Branch>[],
    picks: number[],
    count: number,
  ): Shape {
    const own = boxOf(node);
    const chosen = kids.map((kid, i) => shapes.get(kid)![picks[i]]);
    const columns = balance(
      chosen.map((shape) => shape.h),
      count,
      stackGap,
    );
    let at = 0;
    let x = 0;
    let tallest = 0;
    const spines: number[] = [];
    for (const size of columns) {
      const inColumn = chosen.slice(at, at + size);
      at += size;
      spines.push(x + indent / 2);
      x += indent + Math.max(...inColumn.map((shape) => shape.w)) + gapX;
      tallest = Math.max(tallest, inColumn.reduce((sum, shape) => sum + shape.h, 0) + stackGap * (size - 1));
    }
    const width = x - gapX;
    // One column hangs from the manager's left edge; several hang from a bar under its middle.
    const parentLeft = columns.length === 1 ? 0 : (spines[0] + spines[spines.length - 1]) / 2 - own.width / 2;
    const minX = Math.min(0, parentLeft);
    const maxX = Math.max(width, parentLeft + own.width);
    const drop = own.height ? (columns.length === 1 ? stackGap : gapY) : 0;
    return {
      w: maxX - minX,
      h: own.height + drop + tallest,
      rootLeft: parentLeft - minX,
      mode: "stack",
      picks,
      columns,
    };
  }

  // First pass, from the leaves up: the shapes each branch can take.
  tree.eachAfter((node) => {
    const kids = visibleChildren(node);
    if (!kids.length) {
      const closed = node.data.role && node.children?.length ? pill : 0;
      shapes.set(node, [
        { w: boxOf(node).width, h: boxOf(node).height + closed, rootLeft: 0, mode: "leaf", picks: [], columns: [] },
      ]);
      return;
    }
    const options = kids.map((kid) => shapes.get(kid)!);
    const found: Shape[] = [];
    // Side by side: for each height allowed, every subordinate takes its narrowest shape under it.
    const heights = [...new Set(options.flat().map((shape) => shape.h))].sort((a, b) => a - b);
    const lowest = Math.max(...options.map((list) => Math.min(...list.map((shape) => shape.h))));
    for (const limit of heights) {
      if (limit < lowest) continue;
      const picks = options.map((list) => {
        let best = -1;
        list.forEach((shape, i) => {
          if (shape.h <= limit && (best < 0 || shape.w < list[best].w)) best = i;
        });
        return best;
      });
      found.push(rowShape(node, kids, picks));
    }
    // Stacked in 1 to MAX_COLUMNS columns: for each width allowed, every subordinate takes its lowest shape within it.
    const widths = [...new Set(options.flat().map((shape) => shape.w))].sort((a, b) => a - b);
    const narrowest = Math.max(...options.map((list) => Math.min(...list.map((shape) => shape.w))));
    for (const limit of widths) {
      if (limit < narrowest) continue;
      const picks = options.map((list) => {
        let best = -1;
        list.forEach((shape, i) => {
          if (shape.w <= limit && (best < 0 || shape.h < list[best].h)) best = i;
        });
        return best;
      });
      for (let count = 1; count <= Math.min(MAX_COLUMNS, kids.length - 1 || 1); count++)
        found.push(stackShape(node, kids, picks, count));
    }
    shapes.set(node, pareto(found));
  });

  // The shape that shows the whole largest in the frame (at most at its natural size); of those
  // at that size, the widest (a classic chart of rows, where it fits).
  const room = { width: Math.max(1, frame.width - 2 * pad), height: Math.max(1, frame.height - 2 * pad) };
  const fit = (shape: Shape) => Math.min(1, room.width / Math.max(1, shape.w), room.height / Math.max(1, shape.h));
  const rootShapes = shapes.get(tree)!;
  let pick = 0;
  rootShapes.forEach((shape, i) => {
    const best = rootShapes[pick];
    const gain = fit(shape) - fit(best);
    if (gain > 1e-6 || (Math.abs(gain) <= 1e-6 && shape.w > best.w)) pick = i;
  });

  // Second pass, from the top down: each box where its branch's shape puts it.
  const placed: PlacedRole[] = [];
  const byId = new Map<string, PlacedRole>();
  const links: Array<{ id: string; d: string }> = [];
  const place = (
    node: HierarchyNode<Branch>,
    shapeIndex: number,
    x: number,
    y: number,
    depth: number,
    position: number,
    siblings: number,
    parentId: string | null,
  ) => {
    const shape = shapes.get(node)![shapeIndex];
    const kids = visibleChildren(node);
    const role = node.data.role;
    const own = boxOf(node);
    const left = x + shape.rootLeft;
    if (role) {
      const entry: PlacedRole = {
        role,
        left: pad + left,
        top: pad + y,
        depth,
        position,
        siblings,
        parentId,
        childIds: kids.map((kid) => kid.data.role!.id),
        subordinateCount: node.children?.length ?? 0,
        branchCount: (node.value ?? 1) - 1,
        collapsed: Boolean(node.children?.length) && !kids.length,
      };
      placed.push(entry);
      byId.set(role.id, entry);
    }
    if (!kids.length) return;
    const chosen = kids.map((kid, i) => shapes.get(kid)![shape.picks[i]]);
    const bottom = y + own.height;
    const middle = left + own.width / 2;
    const childDepth = depth + 1;
    const childParent = role?.id ?? null;
    const link = (kid: HierarchyNode<Branch>, d: string) => {
      if (role) links.push({ id: kid.data.role!.id, d });
    };
    // The subordinates' boxes are placed after their manager's: reading order is depth first.
    if (shape.mode === "row") {
      // The row's left edge in the branch's box: the inverse of rowShape's normalisation.
      let cx = x + rowOffset(chosen, own.width);
      const top = bottom + (own.height ? gapY : 0);
      const bar = bottom + gapY / 2;
      kids.forEach((kid, i) => {
        const kidShape = chosen[i];
        const kidMiddle = cx + kidShape.rootLeft + box.width / 2;
        link(kid, `M${pad + middle},${pad + bottom}V${pad + bar}H${pad + kidMiddle}V${pad + top}`);
        place(kid, shape.picks[i], cx, top, childDepth, i + 1, kids.length, childParent);
        cx += kidShape.w + gapX;
      });
      return;
    }
    let at = 0;
    let cx = x + stackOffset(shape, chosen, own.width);
    const one = shape.columns.length === 1;
    const top = bottom + (own.height ? (one ? stackGap : gapY) : 0);
    for (const size of shape.columns) {
      const spine = cx + indent / 2;
      let cy = top;
      let widest = 0;
      for (let i = at; i < at + size; i++) {
        const kidShape = chosen[i];
        const kidMid = cy + box.height / 2;
        // From the manager's box (its left part, or the bar under its middle) down the column's spine to the box.
        const from = one
          ? `M${pad + left + indent / 2},${pad + bottom}`
          : `M${pad + middle},${pad + bottom}V${pad + bottom + gapY / 2}H${pad + spine}`;
        link(kids[i], `${from}V${pad + kidMid}H${pad + cx + indent + kidShape.rootLeft}`);
        place(kids[i], shape.picks[i], cx + indent, cy, childDepth, i + 1, kids.length, childParent);
        cy += kidShape.h + stackGap;
        widest = Math.max(widest, kidShape.w);
      }
      at += size;
      cx += indent + widest + gapX;
    }
  };

  // Where a row (or the columns) of subordinates starts in its branch's box: right of 0 when their
  // manager's box, centred over them, reaches further left than they do.
  function rowOffset(chosen: Shape[], ownWidth: number) {
    let x = 0;
    const centers = chosen.map((kid) => {
      const center = x + kid.rootLeft + box.width / 2;
      x += kid.w + gapX;
      return center;
    });
    const parentLeft = (centers[0] + centers[centers.length - 1]) / 2 - ownWidth / 2;
    return -Math.min(0, parentLeft);
  }
  function stackOffset(shape: Shape, chosen: Shape[], ownWidth: number) {
    if (shape.columns.length === 1) return 0;
    let at = 0;
    let x = 0;
    const spines: number[] = [];
    for (const size of shape.columns) {
      spines.push(x + indent / 2);
      x += indent + Math.max(...chosen.slice(at, at + size).map((kid) => kid.w)) + gapX;
      at += size;
    }
    const parentLeft = (spines[0] + spines[spines.length - 1]) / 2 - ownWidth / 2;
    return -Math.min(0, parentLeft);
  }

  place(tree, pick, 0, 0, 0, 1, 1, null);
  const whole = rootShapes[pick];
  return {
    placed,
    byId,
    links,
    width: placed.length ? whole.w + 2 * pad : 0,
    height: placed.length ? whole.h + 2 * pad : 0,
    metrics,
  };
}

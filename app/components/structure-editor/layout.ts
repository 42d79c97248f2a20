/**
 * Where each role of the structure sits: a tidy tree (d3-hierarchy's Reingold-Tilford layout)
 * drawn left to right, managers in a column before their subordinates. Left to right, not top
 * down: with four levels the tree is four columns wide, and a wide level (300 roles, most of them
 * level 4) grows down the page, where it scrolls, instead of sideways into thousands of pixels.
 */
import { hierarchy, tree } from "d3-hierarchy";
import { subordinates, type DraftRole, type Snapshot } from "./draft";

export const NODE_WIDTH = 184;
export const NODE_HEIGHT = 52;
const COLUMN = NODE_WIDTH + 40;
const ROW = NODE_HEIGHT + 12;
const PAD = 16;

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
  childIds: string[];
}

export interface StructureLayout {
  /** In reading order: each manager, then its subordinates (depth first), as a screen reader walks a tree. */
  placed: PlacedRole[];
  byId: Map<string, PlacedRole>;
  links: Array<{ from: PlacedRole; to: PlacedRole }>;
  width: number;
  height: number;
}

interface Branch {
  role: DraftRole | null;
  children: Branch[];
}

export function layoutStructure(snapshot: Snapshot): StructureLayout {
  const live = Object.values(snapshot).filter((role) => !role.isArchived);
  const visited = new Set<string>();
  const branch = (role: DraftRole): Branch => {
    visited.add(role.id);
    return { role, children: subordinates(snapshot, role.id).filter((child) => !visited.has(child.id)).map(branch) };
  };
  // The tops: roles without a live manager (the director; in a company without one, whoever is highest).
  const tops = live.filter((role) => role.parentRoleId === null || !snapshot[role.parentRoleId] || snapshot[role.parentRoleId].isArchived);
  tops.sort((a, b) => a.level - b.level || a.sortNumber - b.sortNumber || a.name.localeCompare(b.name));
  const root: Branch = { role: null, children: tops.map(branch) };
  // A role no top reaches (a cycle in data saved before the rules) still shows, as a top.
  for (const role of live) if (!visited.has(role.id)) root.children.push(branch(role));

  const laid = tree<Branch>()
    .nodeSize([ROW, COLUMN])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.25))(hierarchy(root, (b) => b.children));
  let minX = Infinity;
  let maxX = -Infinity;
  let maxDepth = 0;
  laid.each((node) => {
    if (!node.data.role) return;
    minX = Math.min(minX, node.x!);
    maxX = Math.max(maxX, node.x!);
    maxDepth = Math.max(maxDepth, node.depth);
  });

  const placed: PlacedRole[] = [];
  const byId = new Map<string, PlacedRole>();
  // eachBefore: pre-order, each manager before its subordinates.
  laid.eachBefore((node) => {
    const role = node.data.role;
    if (!role) return;
    const siblings = node.parent?.children ?? [node];
    const place: PlacedRole = {
      role,
      left: PAD + (node.depth - 1) * COLUMN,
      top: PAD + node.x! - minX,
      depth: node.depth,
      position: siblings.indexOf(node) + 1,
      siblings: siblings.length,
      parentId: node.parent?.data.role?.id ?? null,
      childIds: (node.children ?? []).map((child) => child.data.role!.id),
    };
    placed.push(place);
    byId.set(role.id, place);
  });
  const links = placed.filter((p) => p.parentId).map((p) => ({ from: byId.get(p.parentId!)!, to: p }));
  return {
    placed,
    byId,
    links,
    width: placed.length ? PAD * 2 + (maxDepth - 1) * COLUMN + NODE_WIDTH : 0,
    height: placed.length ? PAD * 2 + maxX - minX + NODE_HEIGHT : 0,
  };
}

import { describe, expect, it } from "vitest";
import { createDraft, type DraftRole } from "./draft";
import { role } from "./draft.fixture";
import {
  COMPACT_METRICS,
  initiallyCollapsed,
  layoutStructure,
  managersOf,
  METRICS,
  OPEN_WHOLE_UP_TO,
  type StructureLayout,
} from "./layout";

/** A company of 1 director, 4 heads, 5 leads each and 15 people under each lead: 1 + 4 + 20 + 300 roles. */
function bigCompany(): DraftRole[] {
  const roles = [role("d", 1, null)];
  for (let h = 0; h < 4; h++) {
    roles.push(role(`h${h}`, 2, "d", h));
    for (let l = 0; l < 5; l++) {
      roles.push(role(`h${h}l${l}`, 3, `h${h}`, l));
      for (let p = 0; p < 15; p++) roles.push(role(`h${h}l${l}p${p}`, 4, `h${h}l${l}`, p));
    }
  }
  return roles;
}

/** Sixty roles of uneven branches (1 + 6 + 17 + 36), the "structure of about 60". */
export function sixtyRoles(): DraftRole[] {
  const roles = [role("d", 1, null)];
  const teams = [3, 4, 2, 3, 3, 2];
  const posts = [2, 3, 1, 2, 2, 3, 2, 2, 3, 2, 2, 1, 2, 3, 2, 2, 2];
  let team = 0;
  teams.forEach((count, h) => {
    roles.push(role(`h${h}`, 2, "d", h));
    for (let i = 0; i < count; i++) {
      const id = `h${h}t${i}`;
      roles.push(role(id, 3, `h${h}`, i));
      for (let p = 0; p < posts[team]; p++) roles.push(role(`${id}p${p}`, 4, id, p));
      team++;
    }
  });
  return roles;
}

function expectNoOverlaps(layout: StructureLayout) {
  const { width, height } = layout.metrics.node;
  for (const p of layout.placed) {
    expect(p.left).toBeGreaterThanOrEqual(0);
    expect(p.top).toBeGreaterThanOrEqual(0);
    expect(p.left + width).toBeLessThanOrEqual(layout.width + 0.001);
    expect(p.top + height).toBeLessThanOrEqual(layout.height + 0.001);
  }
  const sorted = [...layout.placed].sort((a, b) => a.left - b.left);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && sorted[j].left < sorted[i].left + width; j++) {
      const [a, b] = [sorted[i], sorted[j]];
      expect(a.top < b.top + height && b.top < a.top + height, `${a.role.id} and ${b.role.id} overlap`).toBe(false);
    }
  }
}

const scaleIn = (layout: StructureLayout, frame: { width: number; height: number }) =>
  Math.min(1, frame.width / layout.width, frame.height / layout.height);

describe("the structure's layout", () => {
  it("places 325 roles with no two boxes overlapping, on a laptop's frame and on a phone's", () => {
    const snapshot = createDraft(bigCompany()).present;
    for (const [frame, metrics] of [
      [{ width: 1000, height: 600 }, METRICS],
      [{ width: 360, height: 520 }, COMPACT_METRICS],
    ] as const) {
      const layout = layoutStructure(snapshot, { frame, metrics });
      expect(layout.placed).toHaveLength(325);
      expect(layout.links).toHaveLength(324);
      expectNoOverlaps(layout);
    }
  });

  it("takes the shape that shows the structure largest in its frame: wide on a laptop, tall on a phone", () => {
    const snapshot = createDraft(sixtyRoles()).present;
    const wide = layoutStructure(snapshot, { frame: { width: 984, height: 600 } });
    const tall = layoutStructure(snapshot, { frame: { width: 360, height: 540 }, metrics: COMPACT_METRICS });
    expectNoOverlaps(wide);
    expectNoOverlaps(tall);
    expect(wide.width / wide.height).toBeGreaterThan(tall.width / tall.height);
    // Every one of the 60 on screen, at more than half their size on a laptop.
    expect(wide.placed).toHaveLength(60);
    expect(scaleIn(wide, { width: 984, height: 600 })).toBeGreaterThan(0.5);
    expect(scaleIn(tall, { width: 360, height: 540 })).toBeGreaterThan(0.45);
    // A small structure is drawn at its natural size, as a chart of rows.
    const small = layoutStructure(
      createDraft([role("d", 1, null), role("a", 2, "d", 0), role("b", 2, "d", 1)]).present,
      { frame: { width: 984, height: 600 } },
    );
    expect(scaleIn(small, { width: 984, height: 600 })).toBe(1);
    expect(small.byId.get("a")!.top).toBe(small.byId.get("b")!.top);
    expect(small.byId.get("d")!.top).toBeLessThan(small.byId.get("a")!.top);
  });

  it("lists managers before their subordinates, with their places among their peers", () => {
    const layout = layoutStructure(
      createDraft([role("d", 1, null), role("b", 2, "d", 1), role("a", 2, "d", 0), role("x", 3, "a")]).present,
    );
    expect(layout.placed.map((p) => [p.role.id, p.depth, p.position, p.siblings])).toEqual([
      ["d", 1, 1, 1],
      ["a", 2, 1, 2],
      ["x", 3, 1, 1],
      ["b", 2, 2, 2],
    ]);
    expect(layout.links.map((l) => l.id)).toEqual(["a", "x", "b"]);
  });

  it("shows roles without a live manager at the top and leaves archived roles out", () => {
    const archived = { ...role("old", 2, "d"), isArchived: true };
    const layout = layoutStructure(createDraft([role("d", 1, null), archived, role("orphan", 3, "old")]).present);
    expect(layout.placed.map((p) => [p.role.id, p.depth])).toEqual([
      ["d", 1],
      ["orphan", 1],
    ]);
  });

  it("opens a structure of more than 60 roles with the branches below level 2 collapsed, each with its count", () => {
    expect(initiallyCollapsed(createDraft(sixtyRoles()).present).size).toBe(0);
    const big = createDraft(bigCompany()).present;
    expect(Object.keys(big).length).toBeGreaterThan(OPEN_WHOLE_UP_TO);
    const collapsed = initiallyCollapsed(big);
    // The heads (level 2) show with their counts; so do their leads once a head is opened.
    expect(collapsed.size).toBe(24);
    expect(collapsed.has("h0") && collapsed.has("h0l4") && !collapsed.has("d")).toBe(true);
    const layout = layoutStructure(big, { collapsed });
    expect(layout.placed.map((p) => p.role.id)).toEqual(["d", "h0", "h1", "h2", "h3"]);
    expect(layout.byId.get("h0")).toMatchObject({
      collapsed: true,
      childIds: [],
      subordinateCount: 5,
      branchCount: 80,
    });
    expect(layout.byId.get("d")).toMatchObject({ collapsed: false, subordinateCount: 4, branchCount: 324 });
    // Opening a branch shows its subordinates, still collapsed themselves.
    const opened = layoutStructure(big, {
      collapsed: new Set(["h1", "h2", "h3", "h0l0", "h0l1", "h0l2", "h0l3", "h0l4"]),
    });
    expect(opened.placed).toHaveLength(10);
    expect(managersOf(big, "h0l3p7")).toEqual(["h0l3", "h0", "d"]);
  });
});

import { describe, expect, it } from "vitest";
import { createDraft, type DraftRole } from "./draft";
import { role } from "./draft.fixture";
import { layoutStructure, NODE_HEIGHT, NODE_WIDTH } from "./layout";

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

describe("the structure's layout", () => {
  it("places 325 roles with no two boxes overlapping, in four columns a laptop screen holds", () => {
    const layout = layoutStructure(createDraft(bigCompany()).present);
    expect(layout.placed).toHaveLength(325);
    // Four columns: the drawing is at most about 1,100 px wide; it grows downwards.
    expect(layout.width).toBeLessThanOrEqual(1100);
    const byColumn = new Map<number, number[]>();
    for (const p of layout.placed) byColumn.set(p.left, [...(byColumn.get(p.left) ?? []), p.top]);
    expect(byColumn.size).toBe(4);
    for (const tops of byColumn.values()) {
      const sorted = [...tops].sort((a, b) => a - b);
      for (let i = 1; i < sorted.length; i++) expect(sorted[i] - sorted[i - 1]).toBeGreaterThanOrEqual(NODE_HEIGHT);
    }
    for (const p of layout.placed) {
      expect(p.left + NODE_WIDTH).toBeLessThanOrEqual(layout.width);
      expect(p.top + NODE_HEIGHT).toBeLessThanOrEqual(layout.height);
      expect(p.top).toBeGreaterThanOrEqual(0);
    }
  });

  it("lists managers before their subordinates, with their places among their peers", () => {
    const layout = layoutStructure(createDraft([role("d", 1, null), role("b", 2, "d", 1), role("a", 2, "d", 0), role("x", 3, "a")]).present);
    expect(layout.placed.map((p) => [p.role.id, p.depth, p.position, p.siblings])).toEqual([
      ["d", 1, 1, 1],
      ["a", 2, 1, 2],
      ["x", 3, 1, 1],
      ["b", 2, 2, 2],
    ]);
    expect(layout.links.map((l) => `${l.from.role.id}>${l.to.role.id}`)).toEqual(["d>a", "a>x", "d>b"]);
  });

  it("shows roles without a live manager at the top and leaves archived roles out", () => {
    const archived = { ...role("old", 2, "d"), isArchived: true };
    const layout = layoutStructure(createDraft([role("d", 1, null), archived, role("orphan", 3, "old")]).present);
    expect(layout.placed.map((p) => [p.role.id, p.depth])).toEqual([
      ["d", 1],
      ["orphan", 1],
    ]);
  });
});

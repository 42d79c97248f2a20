import { describe, expect, it } from "vitest";
import { arrowsUp, floorOf } from "./import-layers";

const graph = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([from, to]) => [`/r/${from}`, to.map((file) => `/r/${file}`)]));

describe("the server's floors", () => {
  it("puts each server file on its floor, and leaves tests and other folders out", () => {
    expect(floorOf("server/clock.ts")).toBe(0);
    expect(floorOf("server/db/schema/roles.ts")).toBe(0);
    expect(floorOf("server/graphql/context.ts")).toBe(1);
    expect(floorOf("server/authz/fields.ts")).toBe(1);
    expect(floorOf("server/modules/roles/structure.ts")).toBe(2);
    expect(floorOf("server/registry.ts")).toBe(3);
    expect(floorOf("server/yoga.ts")).toBe(3);
    expect(floorOf("server/api-key.ts")).toBe(0);
    expect(floorOf("server/modules/roles/rules.test.ts")).toBeNull();
    expect(floorOf("app/root.tsx")).toBeNull();
  });

  it("finds an import going up, and none going down or sideways", () => {
    const found = arrowsUp(
      graph({
        "server/graphql/context.ts": ["server/modules/identity/model.ts", "server/clock.ts"],
        "server/modules/roles/structure.ts": ["server/graphql/context.ts", "server/modules/companies/model.ts"],
        "server/registry.ts": ["server/modules/roles/structure.ts"],
        "server/clock.ts": ["server/registry.ts"],
      }),
      "/r",
    );
    expect(found).toEqual([
      { from: "server/graphql/context.ts", to: "server/modules/identity/model.ts" },
      { from: "server/clock.ts", to: "server/registry.ts" },
    ]);
  });

  it("lets the generated resolver types name the modules' rows (their mappers)", () => {
    expect(
      arrowsUp(graph({ "server/graphql/generated/resolvers.ts": ["server/modules/roles/model.ts"] }), "/r"),
    ).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findCycles, importGraph } from "./import-cycles";

/** A tiny project in a temporary folder, with the house's kind of tsconfig (paths, Bundler). */
const root = mkdtempSync(path.join(tmpdir(), "vhold-cycles-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function project(name: string, files: Record<string, string>) {
  const dir = path.join(root, name);
  const tsconfig = {
    include: ["**/*.ts", "**/*.tsx"],
    compilerOptions: {
      module: "ESNext",
      moduleResolution: "Bundler",
      jsx: "react-jsx",
      baseUrl: ".",
      paths: { "#shared/*": ["./shared/*"] },
    },
  };
  for (const [file, text] of Object.entries({ ...files, "tsconfig.json": JSON.stringify(tsconfig) })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const cycles = findCycles(importGraph(dir, ["tsconfig.json"]));
  return cycles.map(({ files, chain }) => ({
    files: files.map((f) => path.relative(dir, f)),
    chain: chain.map((f) => path.relative(dir, f)),
  }));
}

describe("the import circle check", () => {
  it("finds nothing in a project whose imports only go one way", () => {
    expect(
      project("clean", {
        "server/context.ts": `export interface Services {}\n`,
        "server/registry.ts": `import type { Services } from "./context";\nimport { resolvers } from "./module/resolvers";\nexport const all: [Services, unknown] = [{}, resolvers];\n`,
        "server/module/resolvers.ts": `import type { Services } from "../context";\nimport { ZONE } from "#shared/zone";\nexport const resolvers = (s: Services) => [s, ZONE];\n`,
        "shared/zone.ts": `export const ZONE = "Europe/Kyiv";\n`,
      }),
    ).toEqual([]);
  });

  it("finds a circle closed by a type-only import, through an alias, and tells one way round it", () => {
    expect(
      project("types", {
        "server/context.ts": `import type { Services } from "./registry";\nexport interface Context { services: Services }\n`,
        "server/registry.ts": `import { resolvers } from "./module/resolvers";\nexport type Services = { resolvers: typeof resolvers };\n`,
        "server/module/resolvers.ts": `import type { Context } from "../context";\nimport { ZONE } from "#shared/zone";\nexport const resolvers = (c: Context) => [c, ZONE];\n`,
        "shared/zone.ts": `export const ZONE = "Europe/Kyiv";\n`,
        "shared/unrelated.ts": `import { ZONE } from "./zone";\nexport const z = ZONE;\n`,
      }),
    ).toEqual([
      {
        files: ["server/context.ts", "server/module/resolvers.ts", "server/registry.ts"],
        chain: ["server/context.ts", "server/registry.ts", "server/module/resolvers.ts", "server/context.ts"],
      },
    ]);
  });

  it("finds a circle closed by a lazy import(), and each separate circle once", () => {
    const cycles = project("lazy", {
      "app/dialog.tsx": `const shell = () => import("./dialog-shell");\nexport const Context = 1;\nexport { shell };\n`,
      "app/dialog-shell.tsx": `import { Context } from "./dialog";\nexport default Context;\n`,
      "server/a.ts": `import { b } from "./b";\nexport const a = () => b;\n`,
      "server/b.ts": `import { a } from "./a";\nexport const b = () => a;\n`,
    });
    expect(cycles.map((cycle) => cycle.chain)).toEqual([
      ["app/dialog-shell.tsx", "app/dialog.tsx", "app/dialog-shell.tsx"],
      ["server/a.ts", "server/b.ts", "server/a.ts"],
    ]);
  });
});

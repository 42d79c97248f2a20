import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { noNodeBuiltins } from "./no-node-builtins";

/** A tiny app in a temporary folder, built the way vite.edge.config.ts builds the Worker. */
const root = mkdtempSync(path.join(tmpdir(), "vhold-edge-check-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function files(entries: Record<string, string>) {
  for (const [name, text] of Object.entries(entries)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
}

const buildWorker = (entry: string, external: string[] = []) =>
  build({
    root,
    logLevel: "silent",
    configFile: false,
    plugins: [noNodeBuiltins(root)],
    ssr: { target: "webworker", noExternal: true },
    build: { ssr: entry, write: false, rollupOptions: { external } },
  });

describe("the edge build refuses Node built-ins", () => {
  it("fails naming the import chain up to the route when a helper imports a Node built-in", async () => {
    files({
      "worker.ts": `import { loader } from "./app/routes/legal.tsx";\nexport default { fetch: () => loader() };`,
      "app/routes/legal.tsx": `import { legalText } from "../lib/legal.server.ts";\nexport const loader = () => new Response(legalText());`,
      "app/lib/legal.server.ts": `import { readFileSync } from "node:fs";\nimport { Buffer } from "buffer";\nexport const legalText = () => Buffer.from(readFileSync("x")).toString();`,
    });
    const failure = await buildWorker("worker.ts").then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain("node:fs <- app/lib/legal.server.ts <- app/routes/legal.tsx");
    expect(failure).toContain("buffer <- app/lib/legal.server.ts <- app/routes/legal.tsx");
  });

  it("builds one self-contained module when the app uses Web APIs only", async () => {
    files({
      "clean.ts": `import { seal } from "./app/lib/seal.server.ts";\nexport default { fetch: async () => new Response(await seal("x")) };`,
      "app/lib/seal.server.ts": `export const seal = async (text: string) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))));`,
    });
    const output = await buildWorker("clean.ts");
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ("output" in o ? o.output : []));
    expect(chunks.filter((c) => c.type === "chunk").map((c) => c.fileName)).toEqual(["clean.js"]);
  });

  it("fails when the bundle still imports anything (a Worker module stands alone)", async () => {
    files({ "leaky.ts": `import { x } from "left-out";\nexport default { fetch: () => new Response(String(x)) };` });
    await expect(buildWorker("leaky.ts", ["left-out"])).rejects.toThrow(/still imports left-out/);
  });
});

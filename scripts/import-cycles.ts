/**
 * No import circles in the house: `npm run lint` runs this after ESLint and fails on any.
 *
 * Every import counts, `import type` and `import()` too: a type-only import still ties two files
 * together (the one cannot be read, moved or split without the other), and a lazy import is still
 * a dependency. eslint-plugin-import-x's no-cycle was measured and not taken: it skips type-only
 * imports, so it saw none of the circle closed by the GraphQL context's types (docs/decisions/0016).
 *
 * The graph is read with TypeScript's own pre-parser and module resolution (the tsconfig's paths,
 * package.json "imports"), about a second for the whole house; packages are not followed.
 *
 *   npx tsx scripts/import-cycles.ts    prints each circle as a chain of files, exits 1 if any
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** Each project file and the project files it imports, from the given tsconfig files (union). */
export function importGraph(root: string, configs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const config of configs) {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      path.join(root, config),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
        },
      },
    );
    if (!parsed) throw new Error(`cannot read ${config}`);
    const host = ts.createCompilerHost(parsed.options);
    for (const file of parsed.fileNames) {
      if (graph.has(file) || !/\.[cm]?[jt]sx?$/.test(file)) continue;
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const imports = new Set<string>();
      for (const { fileName } of importedFiles) {
        const resolved = ts.resolveModuleName(fileName, file, parsed.options, host).resolvedModule;
        if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.endsWith(".d.ts"))
          imports.add(path.resolve(resolved.resolvedFileName));
      }
      graph.set(path.resolve(file), [...imports]);
    }
  }
  return graph;
}

/**
 * The circles of the graph: one per group of files that reach each other (Tarjan's strongly
 * connected components): its files, and its shortest chain from its first file back to it.
 */
export function findCycles(graph: Map<string, string[]>): { files: string[]; chain: string[] }[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  // Iterative, so that a deep chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; next: number }[] = [{ file: start, next: 0 }];
    index.set(start, index.size);
    low.set(start, index.get(start)!);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const deps = graph.get(frame.file) ?? [];
      if (frame.next < deps.length) {
        const dep = deps[frame.next++];
        if (!index.has(dep)) {
          index.set(dep, index.size);
          low.set(dep, index.get(dep)!);
          stack.push(dep);
          onStack.add(dep);
          work.push({ file: dep, next: 0 });
        } else if (onStack.has(dep)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(dep)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const group: string[] = [];
      let file: string;
      do {
        file = stack.pop()!;
        onStack.delete(file);
        group.push(file);
      } while (file !== frame.file);
      if (group.length > 1 || deps.includes(frame.file)) groups.push(group.sort());
    }
  }
  return groups
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map((files) => ({ files, chain: shortestCircle(graph, files) }));
}

/** The shortest chain from the group's first file through its members back to that file. */
function shortestCircle(graph: Map<string, string[]>, group: string[]): string[] {
  const members = new Set(group);
  const from = new Map<string, string>();
  const queue = [group[0]];
  for (let i = 0; i < queue.length; i++) {
    for (const dep of graph.get(queue[i]) ?? []) {
      if (!members.has(dep)) continue;
      if (dep === group[0]) {
        const chain = [queue[i]];
        while (chain[0] !== group[0]) chain.unshift(from.get(chain[0])!);
        return [...chain, group[0]];
      }
      if (!from.has(dep)) {
        from.set(dep, queue[i]);
        queue.push(dep);
      }
    }
  }
  return group;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  // The Worker (edge/worker.ts) is checked under its own tsconfig.
  const cycles = findCycles(importGraph(root, ["tsconfig.json", "tsconfig.edge.json"]));
  for (const { files, chain } of cycles) {
    console.error(
      `Import circle of ${files.length} files, one way round: ${chain.map((file) => path.relative(root, file)).join(" -> ")}`,
    );
  }
  if (cycles.length) {
    console.error(
      `${cycles.length} import circle(s): break each by moving what both sides need into a file of its own (docs/decisions/0016).`,
    );
    process.exit(1);
  }
}

import { isBuiltin } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Fails the Workers build when anything pulls a Node built-in (node:fs, crypto, buffer, ...) into
 * it, naming the import chain up to the app's own file, e.g.
 *   node:fs <- app/lib/legal.server.ts <- app/routes/privacy-policy.tsx
 * The Worker runs without Node compatibility, so such an import would only fail there, at run
 * time. Afterwards the bundle must import nothing at all: a Worker module is self-contained.
 */
export function noNodeBuiltins(root = process.cwd()): Plugin {
  const offences: { source: string; importer: string | undefined }[] = [];
  const shown = (id: string) => path.relative(root, id.split("?")[0]) || id;
  return {
    name: "vhold:no-node-builtins",
    enforce: "pre",
    buildStart() {
      offences.length = 0;
    },
    resolveId(source, importer) {
      if (!isBuiltin(source)) return null;
      offences.push({ source, importer });
      // Kept external so that the build goes on and every offence is reported at once.
      return { id: source, external: true };
    },
    buildEnd() {
      if (offences.length === 0) return;
      const chain = (importer: string | undefined) => {
        const links: string[] = [];
        const seen = new Set<string>();
        let id = importer;
        // Up the first importer each time, until the app's own code (not node_modules) and its route.
        while (id && !seen.has(id)) {
          seen.add(id);
          links.push(shown(id));
          if (/[/\\]app[/\\]routes[/\\]/.test(id) || /[/\\]app[/\\](root|entry\.server)\.tsx$/.test(id)) break;
          id = this.getModuleInfo(id)?.importers[0];
        }
        return links.join(" <- ");
      };
      const lines = offences.map(({ source, importer }) => `  ${source} <- ${chain(importer)}`);
      this.error(
        `The edge bundle imports Node built-ins; app/ must render with the Web APIs only:\n${[...new Set(lines)].join("\n")}`,
      );
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const imports = [...chunk.imports, ...chunk.dynamicImports];
        if (imports.length > 0)
          this.error(
            `The edge bundle ${chunk.fileName} still imports ${imports.join(", ")}; a Worker module must be self-contained.`,
          );
      }
    },
  };
}

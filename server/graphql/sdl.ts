import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** graphql/schema/: the contract, one file per area (see docs/decisions/0005-module-layout.md). */
export const schemaDir = fileURLToPath(new URL("../../graphql/schema/", import.meta.url));

/** Every *.graphql file of the contract, in a fixed order: _base.graphql, then the areas by name. */
export function schemaFiles(): string[] {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith(".graphql"))
    .sort()
    .map((file) => path.join(schemaDir, file));
}

/** The whole contract as one SDL document. */
export function loadTypeDefs(): string {
  return schemaFiles()
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
}

import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPGlite, openDatabase } from "../../server/db/client";
import { adminUrl, templateDatabaseName } from "./engine";

/**
 * Migrates one database up front; each test file then starts from a copy of it:
 *  - PGlite (default): a dump of the migrated data directory, loaded into a fresh in-memory
 *    instance per file;
 *  - PostgreSQL (TEST_DATABASE=postgres): a template database, cloned per file.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === "postgres") {
    const TEMPLATE_DATABASE = templateDatabaseName(process.pid);
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const url = new URL(adminUrl());
    url.pathname = `/${TEMPLATE_DATABASE}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await handle.close();
    project.provide("databaseEngine", "postgres");
    project.provide("pgTemplate", TEMPLATE_DATABASE);
    project.provide("pgliteDump", "");
    return async () => {
      const a = new pg.Client({ connectionString: adminUrl() });
      await a.connect();
      await a.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
      await a.end();
    };
  }
  const pglite = createPGlite();
  const handle = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir("gzip");
  const dir = path.join(tmpdir(), "vhold-tests");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `base-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("databaseEngine", "pglite");
  project.provide("pgTemplate", "");
  project.provide("pgliteDump", file);
  return () => rmSync(file, { force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseEngine: "pglite" | "postgres";
    pgliteDump: string;
    pgTemplate: string;
  }
}

/**
 * The migrated template database of this run. Named per run, so that two checkouts (or two
 * runs) on one machine never drop each other's template.
 */
export const templateDatabaseName = (runId: number | string) => `vhold_test_template_${runId}`;

/** The PostgreSQL server of the machine (trust auth), for TEST_DATABASE=postgres. */
export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
}

/**
 * The files the PostgreSQL run (TEST_DATABASE=postgres, `npm run test:pg`, the second vitest
 * step of `npm test`) leaves out, each with why: what they check is decided before any query, or
 * is the same SQL through the same code on either engine, so a second run proves nothing more.
 * Everything else runs on both, because the engines differ where it matters: real concurrency
 * (PGlite runs one statement at a time), the driver (errors, type parsing), LISTEN/NOTIFY,
 * advisory locks, the pool and its timeouts, collation. A new file runs on both unless it is
 * added here with its reason.
 */
export const ENGINE_NEUTRAL_FILES: Record<string, string> = {
  "tests/integration/authorization.test.ts":
    "who may call each root field: decided by the policy before any service runs",
  "tests/integration/companies/authorization.test.ts":
    "who may do what in a company: refused by the policy before the service runs",
  "tests/integration/company-profile/industry-migration.test.ts":
    "migrates its own embedded database whichever engine the run is on (PGlite is PostgreSQL's own code)",
  "tests/integration/roles/migration.test.ts":
    "migrates its own embedded database whichever engine the run is on (PGlite is PostgreSQL's own code)",
  "tests/integration/companies/pages.test.ts": "the vHold pages' loaders and redirects over the API's answers",
  "tests/integration/default-features.test.ts":
    "the configuration's defaults, and pages over the same SQL the files and instructions files run on both",
  "tests/integration/field-authorization.test.ts":
    "who may read each object field: decided by the field rules over the actor's relations, the same SQL",
  "tests/integration/client-address.test.ts":
    "which client address the API believes; its counters are the throttle that lockout and brute-force prove under concurrency on both",
  "tests/integration/contract.test.ts":
    "the schema, the generated types, refused documents and masked errors: no query",
  "tests/integration/profile-avatar.test.ts": "uploads and the two storage drivers; the row keeps one key",
  "tests/integration/profile-visibility.test.ts": "masking rules on the User type, read with the same SQL",
  "tests/integration/profile-welcome.test.ts": "two boolean columns of one's own row",
  "tests/integration/smoke.test.ts": "sign-up, sign-in and getAuthUser: every file kept on PostgreSQL does them",
  "tests/integration/storage-drivers.test.ts": "object storage only, no database",
  "tests/integration/test-seams.test.ts": "the seam's route guards; its one UPDATE is plain SQL",
  "tests/integration/user-settings.test.ts": "one column of one's own row, read back",
  "tests/integration/web-actions.test.ts": "the web app's actions and cookies over the API's answers",
  "tests/integration/web-session.test.ts":
    "the web app's refresh-and-retry over the API's answers (token rotation itself is in sign-in-and-tokens)",
};

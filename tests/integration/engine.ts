/**
 * The migrated template database of this run. Named per run, so that two checkouts (or two
 * runs) on one machine never drop each other's template.
 */
export const templateDatabaseName = (runId: number | string) => `vhold_test_template_${runId}`;

/** The PostgreSQL server of the machine (trust auth), for TEST_DATABASE=postgres. */
export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
}

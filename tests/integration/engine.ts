export const TEMPLATE_DATABASE = "vhold_test_template";

/** The PostgreSQL server of the machine (trust auth), for TEST_DATABASE=postgres. */
export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
}

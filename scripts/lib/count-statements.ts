import { NoopLogger } from "drizzle-orm/logger";

/**
 * Counts the SQL statements the process sends through Drizzle (both engines: every query,
 * prepared or not, raw `execute`, a transaction's begin and commit), by hooking the logger
 * Drizzle uses when none is configured. For measurements only (scripts/bench.ts loads it into
 * the server it starts; tests/integration/page-cost.test.ts into its own process): the app
 * itself never imports it.
 */
const counter = { statements: 0, texts: [] as string[], keepTexts: false };
(NoopLogger.prototype as { logQuery(query: string): void }).logQuery = function logQuery(query: string) {
  counter.statements += 1;
  if (counter.keepTexts) counter.texts.push(query);
};

export const statementCounter = counter;

/** The statements `run` sends (the process's, whoever sends them while it runs). */
export async function countStatements(run: () => Promise<unknown>): Promise<{ count: number; texts: string[] }> {
  counter.texts = [];
  counter.keepTexts = true;
  const before = counter.statements;
  try {
    await run();
    return { count: counter.statements - before, texts: counter.texts };
  } finally {
    counter.keepTexts = false;
  }
}

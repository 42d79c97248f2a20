/**
 * Loaded into the server scripts/bench.ts starts (node --import): answers the bench's "statements"
 * message over the IPC channel with how many SQL statements the process has sent so far
 * (scripts/lib/count-statements.ts). Not part of the app.
 */
import { statementCounter } from "./count-statements";

process.on("message", (message) => {
  if (message === "statements") process.send?.({ statements: statementCounter.statements });
});

/**
 * Loaded into the server scripts/bench.ts starts (node --import): answers the bench's "statements"
 * message over the IPC channel with how many SQL statements the process has sent so far
 * (scripts/lib/count-statements.ts). Not part of the app.
 *
 * With WEB_CONCURRENCY > 1 the bench talks to the supervising process (server/cluster.ts), which
 * sends no statement of its own after the start; its servers load this probe too (they inherit its
 * flags), and it answers with their sum.
 */
import cluster from "node:cluster";
import { statementCounter } from "./count-statements";

type Answer = { statements: number };
const isAnswer = (message: unknown): message is Answer => typeof (message as Answer | null)?.statements === "number";

/** Each server's count, asked over the cluster's channel. */
const serversCount = async () => {
  const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  const counts = await Promise.all(
    workers.map(
      (worker) =>
        new Promise<number>((resolve) => {
          const answer = (message: unknown) => {
            if (!isAnswer(message)) return;
            worker.off("message", answer);
            resolve(message.statements);
          };
          worker.on("message", answer);
          worker.send("statements");
        }),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
};

process.on("message", (message) => {
  if (message !== "statements") return;
  if (cluster.isPrimary && Object.keys(cluster.workers ?? {}).length > 0) {
    void serversCount().then((statements) => process.send?.({ statements }));
  } else {
    process.send?.({ statements: statementCounter.statements });
  }
});

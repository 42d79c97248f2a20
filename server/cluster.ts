import cluster from "node:cluster";
import type { Logger } from "./logger";

/**
 * WEB_CONCURRENCY > 1 (on PostgreSQL): this process forks that many servers (node:cluster) that
 * share its port, each as `npm start` would run alone, and supervises them. One Node process uses
 * one core for JavaScript: a data page costs 9-13 ms of it (docs/decisions/0021), so at 50 pages
 * a second one process is more than half busy and its queue is most of the wait; more processes
 * are what an instance on a machine with more cores adds.
 *
 * Nothing a request needs lives in one process only: sessions, rate limits and codes are rows,
 * the live notifications travel on PostgreSQL's LISTEN/NOTIFY (each process listens), background
 * sweeps take an advisory lock per job, and files are in the storage driver.
 *
 * - `prepare` runs once before any server starts: the migrate step (server/prepare.ts, the one
 *   `npm run migrate` runs: the migrations and the first seeds under PostgreSQL's advisory lock,
 *   so that other instances starting at the same moment wait for it), or with MIGRATE_AT_START=0
 *   the check that it was run. The servers it starts do neither.
 * - A server that stops before any has listened is a start that cannot work (configuration, the
 *   port, the database): the supervisor stops the rest and exits with its code, as one process
 *   would, for whatever runs it to report and retry.
 * - Once the instance has served, a server that stops is started again (at most one a second).
 * - SIGTERM or SIGINT is passed to every server, which drains as one process does (server/index.ts);
 *   the supervisor exits when the last has stopped.
 */
export async function superviseServers(options: {
  count: number;
  logger: Logger;
  prepare: () => Promise<void>;
}): Promise<void> {
  const { count, logger } = options;
  await options.prepare();
  let stopping = false;
  let served = false;
  let lastRestart = 0;

  const start = () => {
    cluster.fork().once("listening", () => (served = true));
  };
  cluster.on("exit", (worker, code, signal) => {
    const left = Object.keys(cluster.workers ?? {}).length;
    if (stopping) {
      if (left === 0) {
        logger.info("stopped");
        process.exit(); // process.exitCode: 0, or a failed start's
      }
      return;
    }
    // workerPid, not pid: every line of this process already carries its own pid (server/index.ts),
    // and a second "pid" key would hide one of the two from any JSON reader.
    if (!served) {
      logger.fatal(
        { workerPid: worker.process.pid, code, signal },
        "a server process stopped before the instance listened; stopping",
      );
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      if (left === 0) process.exit(code || 1);
      process.exitCode = code || 1;
      return;
    }
    logger.error({ workerPid: worker.process.pid, code, signal }, "a server process stopped; starting another");
    const wait = Math.max(0, lastRestart + 1_000 - Date.now());
    lastRestart = Date.now() + wait;
    setTimeout(() => {
      if (!stopping) start();
    }, wait);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, processes: count }, "shutting down");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let i = 0; i < count; i++) start();
  logger.info({ processes: count }, "server processes started");
}

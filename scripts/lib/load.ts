import { readdirSync, readFileSync } from "node:fs";
import { cpuMs } from "./serve";

/** One load run's figures (scripts/bench-edge.ts). */
export interface LoadResult {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** CPU time of the serving processes per request: steadier than req/s on a shared machine. */
  cpuPerRequest: number;
  /**
   * CPU time of this process (the load generator, on the same cores) per request: where it is
   * near the server's, requests per second measure the generator as much as the server.
   */
  clientCpuPerRequest: number;
}

/**
 * `connections` loops send `send()` for `seconds`; `pids` are the processes that serve (their
 * CPU time is summed: for the split, workerd and the API).
 */
export async function load(
  name: string,
  pids: number[],
  send: () => Promise<Response>,
  { seconds, connections, warmupSeconds = 0 }: { seconds: number; connections: number; warmupSeconds?: number },
  /** Called after the warm-up and after the run (e.g. the database's CPU, scripts/bench.ts). */
  around?: { before(): Promise<void>; after(requests: number): Promise<void> },
): Promise<LoadResult> {
  // Warm up: compile paths, fill caches. `warmupSeconds`: then the same load, unmeasured, for that
  // long. V8 keeps optimizing a fresh server's code for many seconds of load, on threads of its
  // own whose CPU the server's figure counts: 50 requests leave a page 25-45 % dearer than a
  // long-running server serves it (docs/decisions/0021, tenth session).
  for (let i = 0; i < 50; i++) await (await send()).arrayBuffer();
  const warmEnd = performance.now() + warmupSeconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < warmEnd) await (await send()).arrayBuffer();
    }),
  );
  const cpu = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  await around?.before();
  const cpuBefore = cpu();
  const clientBefore = process.cpuUsage();
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const response = await send();
      await response.arrayBuffer();
      if (!response.ok) errors += 1;
      latencies.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const cpuPerRequest = (cpu() - cpuBefore) / latencies.length;
  const client = process.cpuUsage(clientBefore);
  const clientCpuPerRequest = (client.user + client.system) / 1000 / latencies.length;
  await around?.after(latencies.length);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return {
    name,
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    errors,
    cpuPerRequest,
    clientCpuPerRequest,
  };
}

/** One open-workload run: latencies as people see them when each asks at their own pace. */
export interface OpenLoadResult {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  cpuPerRequest: number;
}

/**
 * An open workload: `people` each send one request every `intervalMs`, whether or not their last
 * one has been answered (as people do; not `people` connections each waiting for the last answer,
 * which slows the arrivals down with the server). Starts are spread evenly over the interval.
 */
export async function openLoad(
  pids: number[],
  send: () => Promise<Response>,
  { seconds, people, intervalMs = 1_000 }: { seconds: number; people: number; intervalMs?: number },
): Promise<OpenLoadResult> {
  for (let i = 0; i < 20; i++) await (await send()).arrayBuffer();
  const cpu = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const cpuBefore = cpu();
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const rounds = Math.max(1, Math.floor((seconds * 1000) / intervalMs));
  const person = async (n: number) => {
    const inFlight: Promise<void>[] = [];
    for (let round = 0; round < rounds; round++) {
      const at = started + (n / people) * intervalMs + round * intervalMs;
      const wait = at - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const sent = performance.now();
      inFlight.push(
        send().then(
          async (response) => {
            await response.arrayBuffer();
            if (!response.ok) errors += 1;
            latencies.push(performance.now() - sent);
          },
          () => {
            errors += 1;
          },
        ),
      );
    }
    await Promise.all(inFlight);
  };
  await Promise.all(Array.from({ length: people }, (_, n) => person(n)));
  const cpuPerRequest = (cpu() - cpuBefore) / Math.max(1, latencies.length);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { requests: latencies.length, p50: pct(50), p95: pct(95), p99: pct(99), errors, cpuPerRequest };
}

export function formatLoad(r: LoadResult, { seconds, connections }: { seconds: number; connections: number }): string {
  return (
    `${r.name.padEnd(34)} ${r.perSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1)} ms   p95 ${r.p95.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms` +
    `   server CPU ${r.cpuPerRequest.toFixed(2)} ms/req (load generator ${r.clientCpuPerRequest.toFixed(2)})   errors ${r.errors}   (${r.requests} requests, ${connections} connections, ${seconds} s)`
  );
}

/** This process's workerd children (miniflare starts one per instance), Linux /proc. */
export function workerdPids(): number[] {
  const children = readdirSync("/proc/self/task").flatMap((task) =>
    readFileSync(`/proc/self/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number),
  );
  return children.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "workerd";
    } catch {
      return false;
    }
  });
}

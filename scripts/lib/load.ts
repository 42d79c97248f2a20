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
}

/**
 * `connections` loops send `send()` for `seconds`; `pids` are the processes that serve (their
 * CPU time is summed: for the split, workerd and the API).
 */
export async function load(name: string, pids: number[], send: () => Promise<Response>, { seconds, connections }: { seconds: number; connections: number }): Promise<LoadResult> {
  // Warm up: compile paths, fill caches.
  for (let i = 0; i < 50; i++) await (await send()).arrayBuffer();
  const cpu = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const cpuBefore = cpu();
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
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { name, requests: latencies.length, perSecond: latencies.length / elapsed, p50: pct(50), p95: pct(95), p99: pct(99), errors, cpuPerRequest };
}

export function formatLoad(r: LoadResult, { seconds, connections }: { seconds: number; connections: number }): string {
  return (
    `${r.name.padEnd(34)} ${r.perSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1)} ms   p95 ${r.p95.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms` +
    `   server CPU ${r.cpuPerRequest.toFixed(2)} ms/req   errors ${r.errors}   (${r.requests} requests, ${connections} connections, ${seconds} s)`
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

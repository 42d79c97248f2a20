import { readFileSync } from "node:fs";
import path from "node:path";
import { Log, LogLevel, Miniflare } from "miniflare";

/** What the Worker reads from its environment (edge/config.ts): vars and secrets, as bindings. */
export interface WorkerBindings {
  API_URL: string;
  API_KEY: string;
  SESSION_SECRET: string;
  APP_ENV?: string;
  SECURE_COOKIES?: string;
  SUPPORT_EMAIL?: string;
}

/** The compatibility date the Worker is deployed with, from wrangler.toml: the same runtime locally. */
export function compatibilityDate(root = process.cwd()): string {
  const toml = readFileSync(path.join(root, "wrangler.toml"), "utf8");
  const date = /^compatibility_date\s*=\s*"(\d{4}-\d{2}-\d{2})"/m.exec(toml)?.[1];
  if (!date) throw new Error("wrangler.toml names no compatibility_date");
  return date;
}

/**
 * The built web half (npm run build:edge) in workerd, through miniflare: the Worker module
 * build-edge/server/index.js and the static files of build-edge/client, served as Workers
 * static assets, exactly as wrangler.toml deploys them. No Node compatibility flag: the bundle
 * must run on the bare Workers runtime.
 */
export async function startWorker(options: {
  port: number;
  host?: string;
  bindings: WorkerBindings;
  root?: string;
  quiet?: boolean;
}) {
  const root = options.root ?? process.cwd();
  const worker = new Miniflare({
    name: "vhold-web",
    // The one module, named rather than traced: miniflare's tracer refuses the dynamic import()
    // in @remix-run/react's browser-only route loader, which the server never calls.
    modules: [{ type: "ESModule", path: path.join(root, "build-edge/server/index.js") }],
    modulesRoot: path.join(root, "build-edge/server"),
    compatibilityDate: compatibilityDate(root),
    bindings: { ...options.bindings },
    assets: { directory: path.join(root, "build-edge/client"), routerConfig: { has_user_worker: true } },
    // Not the placeholder fetched from Cloudflare at start: nothing is downloaded at run time.
    cf: false,
    host: options.host ?? "127.0.0.1",
    port: options.port,
    log: new Log(options.quiet ? LogLevel.ERROR : LogLevel.INFO),
  });
  const url = await worker.ready;
  return { url: url.origin, stop: () => worker.dispose() };
}

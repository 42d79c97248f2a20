/**
 * The split, locally, in one command: the API on Node (the built server, build/node/index.js
 * --api-only) and the web half in workerd (the Worker build of app/), on the embedded defaults.
 *
 *   npm run start:edge          # builds build-edge and the server first
 *
 * The web half listens on PORT (3000), the API on API_PORT (3001). Both sides get their secrets
 * the way they would in production: the API from its environment (outside production, generated
 * once into DATA_DIR/secrets.json), the Worker as bindings (vars and secrets), never from files.
 * Other variables (DATA_DIR, DATABASE_URL, APP_ENV, ...) reach the API as with `npm start`.
 */
import { spawn } from "node:child_process";
import { SERVER_NODE_FLAGS, serverCommand } from "./lib/serve";
import { ConfigError, loadConfig } from "../server/config";
import { startWorker } from "./lib/edge";

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  throw error;
}
const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
const host = process.env.HOST ?? "0.0.0.0";
const apiUrl = `http://127.0.0.1:${apiPort}`;

// The built server (npm run start:edge builds it), as production runs it.
const command = serverCommand(process.cwd());
const api = spawn(
  process.execPath,
  [...(command.built ? [] : ["--import", "tsx"]), ...SERVER_NODE_FLAGS, command.entry, "--api-only"],
  {
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production", PORT: String(apiPort), API_URL: "" },
    stdio: ["ignore", "inherit", "inherit"],
  },
);
let stopping = false;
api.once("exit", (code) => {
  if (!stopping) {
    console.error(`the API exited (${code}); stopping`);
    process.exit(code || 1);
  }
});

const deadline = Date.now() + 60_000;
for (;;) {
  try {
    if ((await fetch(`${apiUrl}${command.ready}`)).ok) break;
  } catch {
    // not listening yet
  }
  if (Date.now() > deadline) {
    console.error(`the API did not answer ${command.ready} within 60 s`);
    api.kill("SIGTERM");
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const worker = await startWorker({
  port: webPort,
  host,
  // workerd's line per request, unless the API's log level asks for warnings only.
  quiet: ["warn", "error", "fatal", "silent"].includes(config.logLevel),
  bindings: {
    API_URL: apiUrl,
    API_KEY: config.apiKey,
    SESSION_SECRET: config.sessionSecret,
    APP_ENV: config.appEnv,
    SECURE_COOKIES: String(config.secureCookies),
    ...(process.env.SUPPORT_EMAIL ? { SUPPORT_EMAIL: config.supportEmail } : {}),
  },
});
console.log(`web half (workerd): http://localhost:${webPort}`);
console.log(
  `API (Node):         ${apiUrl}${config.appEnv !== "production" ? `   SMS and e-mail codes: ${apiUrl}/dev/outbox` : ""}`,
);

// The API stops gracefully on its own SIGTERM. miniflare ends this process on a signal by itself
// (after stopping workerd), so the API is told on the way out too.
const stop = () => {
  if (stopping) return;
  stopping = true;
  api.kill("SIGTERM");
  void worker.stop().finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.on("exit", () => api.kill("SIGTERM"));

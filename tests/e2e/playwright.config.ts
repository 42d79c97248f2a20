import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import {
  API_KEY,
  BASE_URL,
  EDGE_API_PORT,
  EDGE_API_URL,
  EDGE_PORT,
  EDGE_SESSION_SECRET,
  EDGE_URL,
  PORT,
  STAFF_PHONES,
} from "./env";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/lib/chromium";

/**
 * End-to-end tests: `npx playwright test -c tests/e2e` (after `npm run build`).
 *
 * The server runs the production build (the web app and the built server, as `npm run serve`)
 * against a fresh data directory (deleted before each run), with the development outbox, so tests
 * read SMS and e-mail codes from /dev/outbox.json.
 * AUTH_RESEND_SECONDS=1: a test may ask for a second sign-in code for its phone a moment later.
 *
 * Project "edge" runs the specs that reach what the split does differently again, unchanged,
 * against the split: the web half in workerd (npm run build:edge) and the API alone on Node,
 * started together by scripts/edge.ts, the command behind `npm run start:edge` (EDGE_SPECS).
 * STAFF_PHONES: the knowledge-base authors the suite registers (see env.ts).
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

const serverEnv = [
  "NODE_ENV=production",
  "APP_ENV=test",
  `PORT=${PORT}`,
  "DATA_DIR=tests/e2e/.data",
  `API_KEY=${API_KEY}`,
  "RATE_LIMIT_ADDRESS_MAX=100000",
  "AUTH_RESEND_SECONDS=1",
  "LOG_LEVEL=warn",
  `STAFF_PHONES=${STAFF_PHONES.join(",")}`,
].join(" ");

/**
 * What the split runs again, each for what it does differently there: the Worker seals the
 * session with Web Crypto, adds the API key and forwards the client's address, sends its own
 * headers (edge/headers.ts) and guards (foreign posts, body limits), relays streams and proxies
 * /storage/ to the API. Not repeated, because their pages take the same paths through the Worker
 * as the ones kept and differ only in what app/ and the API do alike on both hosts:
 * registration.spec.ts (the same phone ticket in the sealed session and keyed call as sign-in; the
 * key itself is checked at the API's port by edge.spec.ts; the rest is form validation),
 * languages.spec.ts and preferences.spec.ts (a cookie and a profile field: sign-in proves the
 * cookies, the catalogues are the same code), settings-phone-delete.spec.ts (steps kept in the
 * sealed session and its end, as sign-in and logout prove them).
 */
const EDGE_SPECS = [
  // Sign-in through the Worker: the sealed session, the API key it adds, the address it forwards.
  "signin.spec.ts",
  // The Worker's own headers and cookie flags, and its foreign-post and body-limit guards.
  "security.spec.ts",
  // The photo's multipart body through the Worker (that page's larger limit), /storage/ proxied.
  "avatar.spec.ts",
  // Server-sent events relayed by the Worker from the API on Node.
  "notifications.spec.ts",
  // Devices and addresses as the Worker forwards them; another device signed out at its next
  // request once its session ended (the Worker's refresh failing); two-factor sign-in steps.
  "settings-privacy.spec.ts",
  // The split itself: headers equal to the single process's, the key refused without it, refresh.
  "edge.spec.ts",
];

const edgeEnv = [
  "NODE_ENV=production",
  "APP_ENV=test",
  "HOST=127.0.0.1",
  `PORT=${EDGE_PORT}`,
  `API_PORT=${EDGE_API_PORT}`,
  "DATA_DIR=tests/e2e/.data-edge",
  `API_KEY=${API_KEY}`,
  `SESSION_SECRET=${EDGE_SESSION_SECRET}`,
  "RATE_LIMIT_ADDRESS_MAX=100000",
  "AUTH_RESEND_SECONDS=1",
  "LOG_LEVEL=warn",
].join(" ");

export default defineConfig<{ apiURL: string }>({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: "./.results",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a flaky test is a bug (tests/e2e/README.md).
  retries: 0,
  workers: 2,
  reporter: "list",
  // Limits stop what hangs; they do not time anything. A passing test takes no longer for a
  // larger limit, and a loaded two-core machine takes two to three times a quiet one's time.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: BASE_URL,
    locale: "uk-UA",
    timezoneId: "Europe/Kyiv",
    // A trace records every action's snapshots in every test, about a fifth of the suite's CPU
    // (measured on profile.spec.ts: 108 against 85 s), for the failures only: E2E_TRACE=on
    // keeps them (retain-on-failure) when a failure is to be looked into. Screenshots of
    // failures are always taken.
    trace: process.env.E2E_TRACE === "on" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Each spec runs its flows once with JavaScript and once without (test.use per describe).
    { name: "chromium", testIgnore: "edge.spec.ts" },
    {
      name: "edge",
      testMatch: EDGE_SPECS,
      use: { baseURL: EDGE_URL, apiURL: EDGE_API_URL },
    },
  ],
  webServer: [
    {
      // Production's command: the server npm run build made (build/node/), plain node.
      command: `rm -rf tests/e2e/.data && ${serverEnv} node build/node/index.js`,
      cwd: root,
      url: `${BASE_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `rm -rf tests/e2e/.data-edge && ${edgeEnv} node --import tsx scripts/edge.ts`,
      cwd: root,
      url: `${EDGE_URL}/auth/signin`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});

import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { API_KEY, BASE_URL, EDGE_API_PORT, EDGE_API_URL, EDGE_PORT, EDGE_SESSION_SECRET, EDGE_URL, PORT, STAFF_PHONES } from "./env";

/**
 * End-to-end tests: `npx playwright test -c tests/e2e` (after `npm run build`).
 *
 * The server runs the production build against a fresh data directory (deleted before each run),
 * with the development outbox, so tests read SMS and e-mail codes from /dev/outbox.json.
 * AUTH_RESEND_SECONDS=1: a test may ask for a second sign-in code for its phone a moment later.
 *
 * Project "edge" runs the sign-in, registration, security, language, theme and privacy specs again,
 * unchanged, against the split: the web half in workerd (npm run build:edge) and the API alone on
 * Node, started together by scripts/edge.ts, the command behind `npm run start:edge`.
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
  // No retries: a flaky test is a bug (docs: STYLE.md, Tests).
  retries: 0,
  workers: 2,
  reporter: "list",
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    locale: "uk-UA",
    timezoneId: "Europe/Kyiv",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // Each spec runs its flows once with JavaScript and once without (test.use per describe).
    { name: "chromium", testIgnore: "edge.spec.ts" },
    {
      name: "edge",
      testMatch: ["signin.spec.ts", "registration.spec.ts", "security.spec.ts", "languages.spec.ts", "preferences.spec.ts", "settings-privacy.spec.ts", "avatar.spec.ts", "notifications.spec.ts", "settings-phone-delete.spec.ts", "edge.spec.ts"],
      use: { baseURL: EDGE_URL, apiURL: EDGE_API_URL },
    },
  ],
  webServer: [
    {
      command: `rm -rf tests/e2e/.data && ${serverEnv} npx tsx server/index.ts`,
      cwd: root,
      url: `${BASE_URL}/healthz`,
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

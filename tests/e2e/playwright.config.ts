import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { API_KEY, BASE_URL, PORT, STAFF_PHONES } from "./env";

/**
 * End-to-end tests: `npx playwright test -c tests/e2e` (after `npm run build`).
 *
 * The server runs the production build against a fresh data directory (deleted before each run),
 * with the development outbox, so tests read SMS and e-mail codes from /dev/outbox.json.
 * AUTH_RESEND_SECONDS=1: a test may ask for a second sign-in code for its phone a moment later.
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

export default defineConfig({
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
    { name: "chromium" },
  ],
  webServer: {
    command: `rm -rf tests/e2e/.data && ${serverEnv} npx tsx server/index.ts`,
    cwd: root,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});

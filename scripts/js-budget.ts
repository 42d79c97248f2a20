/**
 * The JavaScript a page makes the browser load, gzipped: every script response of the page,
 * including the chunks it imports while hydrating. Budget: /auth/signin at most 100 KB.
 *
 *   npm run budget            report
 *   npm run budget -- --check fail when over budget (CI)
 */
import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { serveBuiltApp } from "./lib/serve";

const BUDGETS: Record<string, number> = { "/auth/signin": 100_000 };

async function measure(baseUrl: string, pathname: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const page = await browser.newPage();
  const scripts: Array<{ url: string; bytes: number; gzip: number }> = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then((body) => {
        scripts.push({ url: new URL(response.url()).pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  await page.goto(baseUrl + pathname, { waitUntil: "networkidle" });
  await Promise.all(pending);
  await browser.close();
  return scripts.sort((a, b) => b.gzip - a.gzip);
}

const server = await serveBuiltApp();
let over = false;
try {
  for (const [pathname, budget] of Object.entries(BUDGETS)) {
    const scripts = await measure(server.url, pathname);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`\n${pathname}: ${scripts.length} scripts, ${(total / 1000).toFixed(1)} KB gzipped (budget ${budget / 1000} KB)`);
    for (const s of scripts) console.log(`  ${(s.gzip / 1000).toFixed(1).padStart(6)} KB  ${s.url}`);
    if (total > budget) over = true;
  }
} finally {
  await server.stop();
}
if (over && process.argv.includes("--check")) {
  console.error("\nOver the JavaScript budget.");
  process.exit(1);
}

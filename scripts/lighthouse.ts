/**
 * Lighthouse's mobile performance and accessibility of the key pages (the project's standard:
 * performance 95 or more, accessibility 100). Lighthouse's default mobile run: a Moto G Power's
 * screen and user agent, simulated slow 4G and 4x CPU slowdown (throttlingMethod "simulate").
 * Needs the build (npm run build) and Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
 *
 *   npm run lighthouse                       report (JSON reports in /tmp/lighthouse)
 *   npm run lighthouse -- /tmp/lh            the JSON reports elsewhere
 *   npm run lighthouse -- --check            fail when a page is under 95 or 100 (exit 1)
 *   LH=instruction npm run lighthouse        only the pages whose name holds "instruction"
 *
 * The person of scripts/screenshots.ts registers first (scripts/lib/demo-person.ts) in the
 * browser's default context, whose cookies the tab Lighthouse opens shares: the signed-in pages
 * are measured as she sees them. Each page is loaded once before it is measured, so that the
 * server's first render of a route is not what is measured; pages run one after another.
 * Scores move a few points on a busy machine: a page just under the line is worth a second run.
 */
import { chromium } from "@playwright/test";
// Lighthouse's ESM entry imports as is under tsx (its default export is the run function); the
// constants are the ones its default mobile config uses. Lighthouse 13 asks for Node 22.19 in its
// "engines" (npm warns EBADENGINE); what this script uses of it runs on Node 20.
import lighthouse, { type Flags, type Result } from "lighthouse";
import { screenEmulationMetrics, userAgents } from "lighthouse/core/config/constants.js";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { registerDemoPerson, type DemoPaths } from "./lib/demo-person";
import { freePort, serveBuiltApp } from "./lib/serve";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium";

const PERFORMANCE_MIN = 95;
const ACCESSIBILITY_MIN = 100;

const check = process.argv.includes("--check");
const out = process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? "/tmp/lighthouse";
mkdirSync(out, { recursive: true });

interface Target {
  name: string;
  signedIn: boolean;
  path: (paths: DemoPaths) => string;
}

const TARGETS: Target[] = [
  { name: "signin", signedIn: false, path: () => "/auth/signin" },
  { name: "profile", signedIn: true, path: () => "/profile" },
  { name: "vhold", signedIn: true, path: ({ dashboard }) => dashboard },
  { name: "vhub", signedIn: true, path: ({ hub }) => hub },
  { name: "vhub-structure", signedIn: true, path: ({ hub }) => `${hub}/structure-company` },
  { name: "control-center-billing", signedIn: true, path: ({ hub }) => `${hub}/control-center/billing` },
  { name: "files", signedIn: true, path: ({ hub }) => `${hub}/files` },
  { name: "instructions", signedIn: true, path: ({ hub }) => `${hub}/instruction` },
  { name: "instruction-view", signedIn: true, path: ({ instruction }) => instruction },
  { name: "knowledge-base", signedIn: true, path: () => "/knowledge-base" },
];
const targets = TARGETS.filter((target) => !process.env.LH || target.name.includes(process.env.LH));
// The signed-out page first: the person registers (and the browser holds her cookies) only after.
targets.sort((a, b) => Number(a.signedIn) - Number(b.signedIn));

const METRICS = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
  ["SI", "speed-index"],
] as const;

interface Measured {
  name: string;
  path: string;
  performance: number;
  accessibility: number;
  metrics: string[];
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The accessibility audits that failed (the scored ones and the rest), with a few of the elements each names. */
function accessibilityFailures(lhr: Result): string[] {
  const lines: string[] = [];
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (audit.score === null || audit.score >= 1) continue;
    // Weight 0: axe's experimental rules, reported by Lighthouse but left out of the score.
    lines.push(`  a11y  ${audit.id}: ${audit.title}${ref.weight === 0 ? " (weight 0: not in the score)" : ""}`);
    const items =
      (audit.details as { items?: Array<{ node?: { selector?: string; snippet?: string } }> } | undefined)?.items ?? [];
    for (const item of items.slice(0, 3))
      if (item.node) lines.push(`          ${item.node.selector ?? ""}  ${(item.node.snippet ?? "").slice(0, 120)}`);
  }
  return lines;
}

/** The performance audits (opportunities, insights, diagnostics) that cost the most: the 3 with the largest estimated savings, then the lowest scores. */
function topPerformanceProblems(lhr: Result): string[] {
  const problems = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group !== "metrics" && ref.weight === 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
    .map((audit) => {
      const savings = audit.metricSavings ?? {};
      const savingsMs = (savings.FCP ?? 0) + (savings.LCP ?? 0) + (savings.TBT ?? 0) + (savings.INP ?? 0);
      return { audit, savingsMs, cls: savings.CLS ?? 0 };
    })
    .sort((a, b) => b.savingsMs - a.savingsMs || b.cls - a.cls || (a.audit.score ?? 0) - (b.audit.score ?? 0));
  return problems.slice(0, 3).map(({ audit, savingsMs }) => {
    const saving = savingsMs > 0 ? ` (est. savings ${Math.round(savingsMs)} ms)` : "";
    return `  perf  ${audit.id}: ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ""}${saving}`;
  });
}

// Every page is reached by one person from this one address: the address's sign-in limit is not what is measured.
const server = await serveBuiltApp({ RATE_LIMIT_ADDRESS_MAX: "1000" }, { startTimeoutMs: 120_000 });
const profile = mkdtempSync(path.join(tmpdir(), "vhold-lighthouse-"));
const port = await freePort();
// A persistent context is the browser's default one: Lighthouse's tab (opened over the debugging
// port) shares the cookies set here.
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  locale: "uk-UA",
  timezoneId: "Europe/Kyiv",
  args: [`--remote-debugging-port=${port}`, ...CHROMIUM_ARGS],
});
const flags: Flags = {
  port,
  output: "json",
  logLevel: "error",
  onlyCategories: ["performance", "accessibility"],
  formFactor: "mobile",
  screenEmulation: screenEmulationMetrics.mobile,
  emulatedUserAgent: userAgents.mobile,
  throttlingMethod: "simulate",
};

const measured: Measured[] = [];
let failed = false;
try {
  let paths: DemoPaths | undefined;
  const page = browser.pages()[0] ?? (await browser.newPage());
  for (const target of targets) {
    if (target.signedIn && !paths) {
      console.log("registering the demo person...");
      paths = await registerDemoPerson(browser, server);
    }
    const pathname = target.path(paths ?? { dashboard: "", hub: "", instruction: "" });
    const url = server.url + pathname;
    // The warm-up load; then the tab rests on a blank page while Lighthouse measures in its own.
    await page.goto(url, { waitUntil: "networkidle" });
    await page.goto("about:blank");
    // Lighthouse's trace recording fails now and then (NO_NAVSTART and the like): tried up to three times.
    let result: Awaited<ReturnType<typeof lighthouse>>;
    for (let attempt = 1; ; attempt++) {
      result = await lighthouse(url, flags);
      if (!result) throw new Error(`${target.name}: Lighthouse returned nothing`);
      const error = result.lhr.runtimeError;
      if (!error) break;
      if (attempt === 3) throw new Error(`${target.name}: ${error.code} ${error.message}`);
      console.log(`  ${target.name}: ${error.code}, measured again`);
    }
    const lhr = result.lhr;
    writeFileSync(
      path.join(out, `${target.name}.json`),
      typeof result.report === "string" ? result.report : JSON.stringify(lhr),
    );
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== pathname) throw new Error(`${target.name}: landed on ${landed}, not ${pathname}`);
    const row: Measured = {
      name: target.name,
      path: pathname,
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      metrics: METRICS.map(([, id]) => lhr.audits[id]?.displayValue ?? "?"),
    };
    measured.push(row);
    const ok = row.performance >= PERFORMANCE_MIN && row.accessibility >= ACCESSIBILITY_MIN;
    if (!ok) failed = true;
    console.log(
      `${ok ? "ok  " : "LOW "} ${row.name} ${row.path}: performance ${row.performance}, accessibility ${row.accessibility}; ` +
        METRICS.map(([label], i) => `${label} ${row.metrics[i]}`).join(", "),
    );
    for (const line of accessibilityFailures(lhr)) console.log(line);
    if (row.performance < PERFORMANCE_MIN) for (const line of topPerformanceProblems(lhr)) console.log(line);
  }
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  await server.stop();
}

const header = ["page", "perf", "a11y", ...METRICS.map(([label]) => label)];
const rows = measured.map((row) => [row.name, String(row.performance), String(row.accessibility), ...row.metrics]);
const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
console.log(`\nLighthouse, mobile (simulated slow 4G, 4x CPU); JSON reports in ${out}`);
for (const row of [header, widths.map((w) => "-".repeat(w)), ...rows]) {
  console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  "));
}
if (failed && check) {
  console.error(`\nUnder the standard: performance ${PERFORMANCE_MIN}, accessibility ${ACCESSIBILITY_MIN}.`);
  process.exit(1);
}

// Adds up the JSON reports of vitest and Playwright into one closing line: "N passed, N failed",
// with each step's wall time and the total just above it (steps.tsv, written by test-all.sh).
// `--steps-only`: the wall times alone, for a run that stopped at a failing step.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const stepsOnly = process.argv.includes("--steps-only");
const dir = process.argv.filter((arg) => !arg.startsWith("--"))[2];

const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
const stepsFile = path.join(dir, "steps.tsv");
if (existsSync(stepsFile)) {
  const steps = readFileSync(stepsFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t"))
    .map(([name, seconds]) => ({ name, seconds: Number(seconds) }));
  const width = Math.max(5, ...steps.map((s) => s.name.length));
  console.log("Wall time per step (m:ss):");
  for (const { name, seconds } of steps) console.log(`  ${name.padEnd(width)}  ${clock(seconds).padStart(6)}`);
  console.log(`  ${"total".padEnd(width)}  ${clock(steps.reduce((sum, s) => sum + s.seconds, 0)).padStart(6)}`);
}
if (stepsOnly) process.exit(0);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".json")) : []) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  if (file.startsWith("vitest")) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (file.startsWith("playwright")) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

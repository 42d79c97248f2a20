#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest. `npm test` runs this; so does CI.
set -euo pipefail
cd "$(dirname "$0")/.."
results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"

# Each step's wall time goes to steps.tsv (name, seconds); the summary prints them with the total
# just above its closing line, and a run that stops at a failing step prints those so far.
steps="$results/steps.tsv"
current=""
started=$SECONDS
end_step() {
  [ -z "$current" ] || printf '%s\t%s\n' "$current" $((SECONDS - started)) >>"$steps"
  current=""
}
step() {
  end_step
  current="$*"
  started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
trap 'status=$?; if [ $status -ne 0 ]; then end_step; node scripts/summarize-tests.mjs --steps-only "$results"; fi' EXIT

step "typecheck"
npm run --silent typecheck

step "lint"
npm run --silent lint

step "GraphQL contract: generated types are up to date"
npx tsx scripts/codegen.ts --check

step "unit and integration tests (embedded PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json"

if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  step "integration tests again on PostgreSQL (127.0.0.1:5432, database test)"
  TEST_DATABASE=postgres npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"
else
  echo "PostgreSQL does not answer at 127.0.0.1:5432: the PostgreSQL run is skipped."
fi

step "production build (the single Node process, and the web half for workerd)"
npm run --silent build
npm run --silent build:edge

step "browser: Debian's Chromium"
bash scripts/ensure-chromium.sh

step "end-to-end tests (Playwright, JavaScript on and off)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$results/playwright.json" npx playwright test -c tests/e2e --reporter=list,json

step "JavaScript budget of /auth/signin"
npx tsx scripts/js-budget.ts --check

end_step
printf '\n\033[1m== summary\033[0m\n'
node scripts/summarize-tests.mjs "$results"

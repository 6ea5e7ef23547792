#!/usr/bin/env bash
# What `npm test` runs. Every step must pass; the last line is "<N> passed, 0 failed" where N sums the
# tests of the two Vitest runs (unit/model/ui/contract, then end-to-end).
set -euo pipefail

cd "$(dirname "$0")/.."

# Vitest JSON reports live outside the repository (Biome would lint them there).
results_dir="$(mktemp -d "${TMPDIR:-/tmp}/npm-test.XXXXXX")"
unit_json="$results_dir/vitest-unit.json"
e2e_json="$results_dir/vitest-e2e.json"

total_start=$SECONDS
step_no=0
current=''
on_exit() {
  local status=$?
  rm -rf "$results_dir"
  if [ "$status" -ne 0 ] && [ -n "$current" ]; then
    printf '\n!! npm test FAILED at step [%d/8] %s (exit %d)\n' "$step_no" "$current" "$status" >&2
  fi
}
trap on_exit EXIT

step() {
  current="$1"
  shift
  step_no=$((step_no + 1))
  printf '\n==> [%d/8] %s\n' "$step_no" "$current"
  local start=$SECONDS
  "$@"
  printf '<== [%d/8] %s: ok in %ds\n' "$step_no" "$current" $((SECONDS - start))
}

# Prints "<passed> <failed>" from a Vitest JSON report.
count() {
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(`${r.numPassedTests} ${r.numFailedTests}`);
  ' "$1"
}

step 'chromium' bash scripts/ensure-chromium.sh
# The PostgreSQL contract test runs wherever a PostgreSQL can be had: CI starts one in .ci/run; as root
# this starts Debian's (installing it if needed). Without either, that test reports itself as not run.
if [ -z "${TEST_DATABASE_URL:-}" ] && [ "$(id -u)" = "0" ]; then
  if pg_env="$(bash scripts/ci-postgres.sh 2>/dev/null)"; then eval "$pg_env"; fi
fi
step 'typecheck' npm run --silent typecheck
step 'lint (biome + layer check)' npm run --silent lint
# config/vitest.ci.config.ts: the node-environment files that mock nothing share their worker's modules.
step 'unit, model, ui and contract tests' \
  npx vitest run --config config/vitest.ci.config.ts --reporter=default --reporter=json --outputFile.json="$unit_json"
# Every registered machine (machines/registry.ts): 100% of states and transitions reached by the generated paths,
# docs/qa.md's path counts and docs/statecharts/ up to date: step 4 checks all three (tests/unit/inspector-scripts
# .test.ts runs what `npm run graph-coverage` and `npx tsx scripts/docs-statecharts.ts --check` run), so no step of
# its own repeats them.
# The regression mutants (scripts/regression-mutants.ts), each killed by a unit, model, view or contract test.
# --no-baseline: step 4 has just passed every test file the mutants name, on this same tree.
step 'regression mutants' npx tsx scripts/regression-mutants.ts --no-baseline
# The incremental mutation test (issue 9): StrykerJS on the files of the mutation scope changed since the committed
# reports (reports/mutation/), then the gate per folder. Nothing changed: seconds. Too much changed: it fails at once
# and names `npm run mutation` (docs/qa.md "Mutation testing").
step 'mutation test (incremental)' npx tsx scripts/mutation-ci.ts
# Then the first load as the browser downloads it until idle, against a bare React + router page built in the same
# run (bytes, not times): fails when a gated ratio is over its goal (scripts/perf.ts FIRST_LOAD_GATES).
step 'build, size budgets and first-load ratios' \
  bash -c 'npx tsx scripts/size.ts && npx tsx scripts/perf.ts --gate'
step 'end-to-end tests' env E2E_SKIP_BUILD=1 \
  npx vitest run --config config/vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json="$e2e_json"

current='count tests'
unit_counts=$(count "$unit_json")
e2e_counts=$(count "$e2e_json")
read -r unit_passed unit_failed <<<"$unit_counts"
read -r e2e_passed e2e_failed <<<"$e2e_counts"
current=''
printf '\nall steps passed in %ds\n' $((SECONDS - total_start))
echo "$((unit_passed + e2e_passed)) passed, $((unit_failed + e2e_failed)) failed"

/**
 * `npm run mutation` (docs/qa.md "Mutation testing"): the whole mutation test.
 *
 * 1. StrykerJS in five runs (config/stryker.config.mjs): machines/; domain/ and api/; the pharmacy's api/ contracts;
 *    server/auth/ and server/wallet/; the gated areas of the pharmacy's server.
 *    Each starts from its committed report (reports/mutation/<run>.incremental.json) and re-tests only mutants whose
 *    code or covering tests changed; `npm run mutation -- --force` re-tests everything, `-- machines`, `-- domain`,
 *    `-- contracts`, `-- server` or `-- pharmacy-server` runs one of them; `-- --ignoreStatic` leaves the static mutants for a later run
 *    (a checkpoint).
 * 2. The scores per folder against the gate (scripts/mutation-score.ts), written to reports/mutation/scores.json
 *    and to the scores table of docs/qa.md.
 * 3. The regression mutants (scripts/regression-mutants.ts).
 *
 * Then commit reports/mutation/*.json and docs/qa.md: CI (scripts/mutation-ci.ts) re-tests only what changed since.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SUITES, scopeFiles, withFilesWithoutMutants } from './mutation-ci';
import {
  formatScores,
  type MutationReport,
  readReport,
  SCORES_DOC,
  scoreFolders,
  withScoresTable,
} from './mutation-score';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env } }).status ?? 1;

const extra = process.argv.includes('--force') ? ['--force'] : [];
// A quick first pass: static mutants (module-level code, most of a run's time) are left as Ignored, counted apart in
// the scores ("static, not run yet"); the next run without it tests exactly those and reuses the rest.
if (process.argv.includes('--ignoreStatic')) extra.push('--ignoreStatic');
const only = SUITES.filter((s) => process.argv.includes(s.name));
for (const suite of only.length > 0 ? only : SUITES) {
  const start = Date.now();
  if (run('npx', ['stryker', 'run', suite.config, ...extra]) !== 0) {
    console.error(`mutation: StrykerJS (${suite.name}) failed`);
    process.exit(1);
  }
  const report = `${root}${suite.report}`;
  const read = (p: string) => (existsSync(`${root}${p}`) ? readFileSync(`${root}${p}`, 'utf8') : null);
  writeFileSync(report, JSON.stringify(withFilesWithoutMutants(readReport(report), scopeFiles(suite), read)));
  console.log(`mutation: ${suite.name} took ${Math.round((Date.now() - start) / 60_000)} min`);
}
const minutes = Math.round((Date.now() - started) / 60_000);
const merged: MutationReport = { files: {} };
for (const suite of SUITES) Object.assign(merged.files, readReport(`${root}${suite.report}`).files);
const rows = scoreFolders(merged);
const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
writeFileSync(
  `${root}reports/mutation/scores.json`,
  `${JSON.stringify({ commit: head, minutes, folders: rows }, null, 2)}\n`,
);
writeFileSync(`${root}${SCORES_DOC}`, withScoresTable(readFileSync(`${root}${SCORES_DOC}`, 'utf8'), rows));
console.log(`\n${formatScores(rows)}\n(StrykerJS: ${minutes} min)`);

const regression = run('npx', ['tsx', 'scripts/regression-mutants.ts']);
const below = rows.filter((r) => !r.ok);
if (below.length > 0) {
  console.error(
    `mutation: ${below.map((r) => `${r.folder} ${r.score}% (needs ${r.threshold}%)`).join(', ')} below the gate`,
  );
}
console.log(`\nCommit reports/mutation/*.json and ${SCORES_DOC} (CI re-tests only what changes after them).`);
process.exit(below.length > 0 || regression !== 0 ? 1 : 0);

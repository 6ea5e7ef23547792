/**
 * `npm run mutation` (docs/qa.md "Mutation testing"): the whole mutation test.
 *
 * 1. StrykerJS over machines/, src/domain/, api/, server/auth/, server/wallet/ (stryker.config.mjs). It starts from
 *    the committed report (reports/mutation/incremental.json) and re-tests only mutants whose code or covering
 *    tests changed; `npm run mutation -- --force` re-tests everything.
 * 2. The scores per folder against the gate (scripts/mutation-score.ts), written to reports/mutation/scores.json
 *    and to the README's table.
 * 3. The regression mutants of issue 9 (scripts/regression-mutants.ts).
 *
 * Then commit reports/mutation/incremental.json, reports/mutation/scores.json and README.md: CI
 * (scripts/mutation-ci.ts) re-tests only what changed since that report.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatScores, readReport, scoreFolders, withReadmeTable } from './mutation-score';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env } }).status ?? 1;

const force = process.argv.includes('--force') ? ['--force'] : [];
if (run('npx', ['stryker', 'run', ...force]) !== 0) {
  console.error('mutation: StrykerJS failed');
  process.exit(1);
}
const minutes = Math.round((Date.now() - started) / 60_000);
const rows = scoreFolders(readReport(`${root}reports/mutation/incremental.json`));
const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
writeFileSync(
  `${root}reports/mutation/scores.json`,
  `${JSON.stringify({ commit: head, minutes, folders: rows }, null, 2)}\n`,
);
writeFileSync(`${root}README.md`, withReadmeTable(readFileSync(`${root}README.md`, 'utf8'), rows));
console.log(`\n${formatScores(rows)}\n(StrykerJS: ${minutes} min)`);

const regression = run('npx', ['tsx', 'scripts/regression-mutants.ts']);
const below = rows.filter((r) => !r.ok);
if (below.length > 0) {
  console.error(
    `mutation: ${below.map((r) => `${r.folder} ${r.score}% (needs ${r.threshold}%)`).join(', ')} below the gate`,
  );
}
console.log(
  '\nCommit reports/mutation/incremental.json, reports/mutation/scores.json and README.md (CI re-tests only what changes after them).',
);
process.exit(below.length > 0 || regression !== 0 ? 1 : 0);

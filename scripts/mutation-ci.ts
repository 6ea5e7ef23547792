/**
 * The mutation step of CI (`npm run mutation:ci`, run by scripts/test.sh): StrykerJS on what changed since the
 * committed report only (docs/qa.md "Mutation testing").
 *
 * 1. Reads reports/mutation/incremental.json (written by `npm run mutation`, committed).
 * 2. Finds the files of the mutation scope whose source differs from the report (or that it does not hold yet),
 *    and the files whose mutants were covered by a test file that changed since.
 * 3. Nothing changed: checks the committed scores against the gate and stops (seconds).
 *    Too much changed (more than MAX_MUTANTS mutants to test, estimated): fails at once, naming the command that
 *    refreshes the report, instead of running for an hour or timing out.
 *    Otherwise: runs StrykerJS with `--mutate <those files>` and `--incremental` from a copy of the report (the
 *    unchanged mutants of those files are reused), within MAX_MINUTES, merges the results into the committed
 *    ones, and checks every folder's score against the gate.
 *
 *   npx tsx scripts/mutation-ci.ts [--max-mutants N] [--max-minutes M] [--plan]   (--plan: say what it would run)
 */
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  type Dirent,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import strykerConfig from '../stryker.config.mjs';
import { isMain } from './is-main';
import { formatScores, type MutationReport, readReport, scoreFolders } from './mutation-score';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPORT = 'reports/mutation/incremental.json';
/** About 2 minutes of StrykerJS on this 2-core machine (measured: docs/qa.md "Mutation testing"). */
export const MAX_MUTANTS = 150;
export const MAX_MINUTES = 6;
/** New files are estimated from their size: mutants per non-empty line, measured over the current scope. */
const MUTANTS_PER_LINE = 0.6;

const REFRESH = `Run \`npm run mutation\` and commit ${REPORT}, reports/mutation/scores.json and README.md.`;

/** A StrykerJS glob (`dir/**\/*.ts`, `!…`) as a regular expression over repository paths. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      re += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else re += /[.+?^${}()|[\]\\]/.test(c) ? `\\${c}` : c;
  }
  return new RegExp(`^${re}$`);
}

/** Whether a repository path is in the mutation scope (the `mutate` globs of stryker.config.mjs). */
export function inScope(path: string, globs: readonly string[] = strykerConfig.mutate as string[]): boolean {
  let included = false;
  for (const glob of globs) {
    if (glob.startsWith('!')) {
      if (globToRegExp(glob.slice(1)).test(path)) included = false;
    } else if (globToRegExp(glob).test(path)) included = true;
  }
  return included;
}

function walk(dir: string, out: string[]): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const full = join(dir, e.name);
    if (e.isDirectory()) walk(full, out);
    else out.push(relative(ROOT, full).split(sep).join('/'));
  }
}

export function scopeFiles(root = ROOT): string[] {
  const all: string[] = [];
  for (const dir of ['machines', 'src/domain', 'api', 'server/auth', 'server/wallet'])
    walk(join(root, dir), all);
  return all.filter((p) => inScope(p)).sort();
}

export interface Plan {
  changed: { file: string; reason: 'changed' | 'new' | 'tests changed'; mutants: number }[];
  mutants: number;
}

/** What changed since the report: scope files whose source differs, and files covered by changed test files. */
export function plan(report: MutationReport, read: (path: string) => string | null): Plan {
  const changed = new Map<string, Plan['changed'][number]>();
  for (const file of scopeFiles()) {
    const now = read(file);
    const then = report.files[file];
    if (!then) {
      const lines = (now ?? '').split('\n').filter((l) => l.trim() !== '').length;
      changed.set(file, { file, reason: 'new', mutants: Math.ceil(lines * MUTANTS_PER_LINE) });
    } else if (then.source !== now) {
      changed.set(file, { file, reason: 'changed', mutants: then.mutants.length });
    }
  }
  // A test file that changed (or went) may have been what killed a mutant: its files are tested again.
  const staleTests = new Set<string>();
  for (const [path, t] of Object.entries(report.testFiles ?? {})) {
    if (t.source !== undefined && read(path) !== t.source)
      for (const test of t.tests) staleTests.add(test.id);
  }
  if (staleTests.size > 0) {
    for (const [file, f] of Object.entries(report.files)) {
      if (changed.has(file) || read(file) === null) continue;
      if (f.mutants.some((m) => (m.coveredBy ?? []).some((id) => staleTests.has(id))))
        changed.set(file, { file, reason: 'tests changed', mutants: f.mutants.length });
    }
  }
  const list = [...changed.values()];
  return { changed: list, mutants: list.reduce((n, c) => n + c.mutants, 0) };
}

const readRepo = (path: string): string | null => {
  const full = join(ROOT, path);
  return existsSync(full) ? readFileSync(full, 'utf8') : null;
};

function numberArg(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const maxMutants = numberArg(args, '--max-mutants', MAX_MUTANTS);
  const maxMinutes = numberArg(args, '--max-minutes', MAX_MINUTES);
  if (!existsSync(join(ROOT, REPORT))) {
    console.error(`mutation (CI): ${REPORT} is missing. ${REFRESH}`);
    process.exit(1);
  }
  const committed = readReport(join(ROOT, REPORT));
  const todo = plan(committed, readRepo);
  for (const c of todo.changed) console.log(`  ${c.reason.padEnd(13)} ${c.file} (~${c.mutants} mutants)`);
  if (args.includes('--plan')) return;

  if (todo.changed.length === 0) {
    console.log('mutation (CI): nothing changed since the committed report');
    const rows = scoreFolders(committed);
    console.log(formatScores(rows));
    if (rows.some((r) => !r.ok)) process.exit(1);
    return;
  }
  if (todo.mutants > maxMutants) {
    console.error(
      `mutation (CI): about ${todo.mutants} mutants in ${todo.changed.length} files changed since the committed report; CI re-tests at most ${maxMutants} (about ${maxMinutes} minutes).\n${REFRESH}`,
    );
    process.exit(1);
  }

  const dir = mkdtempSync(join(tmpdir(), 'mutation-ci-'));
  const incremental = join(dir, 'incremental.json');
  copyFileSync(join(ROOT, REPORT), incremental);
  const result = join(dir, 'result.json');
  const started = Date.now();
  const child = spawn(
    'npx',
    [
      'stryker',
      'run',
      '--mutate',
      todo.changed.map((c) => c.file).join(','),
      '--incrementalFile',
      incremental,
      '--reporters',
      'json,clear-text',
      '--jsonReporter.fileName',
      result,
    ],
    { cwd: ROOT, stdio: 'inherit', detached: true },
  );
  const timer = setTimeout(() => {
    console.error(`\nmutation (CI): stopped after ${maxMinutes} minutes. ${REFRESH}`);
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }, maxMinutes * 60_000);
  const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  clearTimeout(timer);
  if (code !== 0 || !existsSync(result)) {
    rmSync(dir, { recursive: true, force: true });
    console.error('mutation (CI): StrykerJS did not finish');
    process.exit(1);
  }
  const fresh = readReport(result);
  // The committed results, with the re-tested files replaced and the files that are gone dropped.
  const merged: MutationReport = { files: {} };
  for (const [file, f] of Object.entries(committed.files))
    if (readRepo(file) !== null) merged.files[file] = f;
  Object.assign(merged.files, fresh.files);
  rmSync(dir, { recursive: true, force: true });
  const rows = scoreFolders(merged);
  console.log(
    `\nmutation (CI): ${todo.changed.length} files re-tested in ${Math.round((Date.now() - started) / 1000)} s\n${formatScores(rows)}`,
  );
  if (rows.some((r) => !r.ok)) {
    console.error(`mutation (CI): a folder is below its gate. Look at the survivors (npm run mutation).`);
    process.exit(1);
  }
}

if (isMain(import.meta.url)) {
  void main();
}

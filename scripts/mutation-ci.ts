/**
 * The mutation step of CI (`npm run mutation:ci`, run by scripts/test.sh): StrykerJS on what changed since the
 * committed report only (docs/qa.md "Mutation testing").
 *
 * 1. Reads the committed reports of the five runs (reports/mutation/<run>.incremental.json, by `npm run mutation`).
 * 2. Finds the files of the mutation scope whose source differs from the report (or that it does not hold yet),
 *    and the files whose mutants were covered by a test file that changed since.
 * 3. Nothing changed: checks the committed scores against the gate and stops (seconds). A folder still below its
 *    gate passes while it holds its committed score (reports/mutation/scores.json), with a warning (gateVerdict).
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
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import machinesConfig from '../config/stryker.config.mjs';
import contractsConfig from '../config/stryker.contracts.config.mjs';
import domainConfig from '../config/stryker.domain.config.mjs';
import pharmacyServerConfig from '../config/stryker.pharmacy-server.config.mjs';
import serverConfig from '../config/stryker.server.config.mjs';
import { isMain } from './is-main';
import {
  type FolderScore,
  formatScores,
  type MutationReport,
  readReport,
  scoreFolders,
} from './mutation-score';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The five StrykerJS runs (config/stryker.config.mjs): the charts, the domain rules and API, the pharmacy's contracts,
 * the server's accounts and wallet, the pharmacy's server (its areas under the gate so far).
 */
export interface Suite {
  name: string;
  config: string;
  /** The committed incremental report of the run. */
  report: string;
  mutate: readonly string[];
  dirs: readonly string[];
}
export const SUITES: readonly Suite[] = [
  {
    name: 'machines',
    config: 'config/stryker.config.mjs',
    report: machinesConfig.incrementalFile,
    mutate: machinesConfig.mutate,
    dirs: ['machines'],
  },
  {
    name: 'domain',
    config: 'config/stryker.domain.config.mjs',
    report: domainConfig.incrementalFile,
    mutate: domainConfig.mutate,
    dirs: ['domain', 'api'],
  },
  {
    name: 'contracts',
    config: 'config/stryker.contracts.config.mjs',
    report: contractsConfig.incrementalFile,
    mutate: contractsConfig.mutate,
    dirs: ['api/contracts'],
  },
  {
    name: 'server',
    config: 'config/stryker.server.config.mjs',
    report: serverConfig.incrementalFile,
    mutate: serverConfig.mutate,
    dirs: ['server/auth', 'server/wallet'],
  },
  {
    name: 'pharmacy-server',
    config: 'config/stryker.pharmacy-server.config.mjs',
    report: pharmacyServerConfig.incrementalFile,
    mutate: pharmacyServerConfig.mutate,
    dirs: ['server/rx', 'server/routes/rx'],
  },
];
/** About 2 minutes of StrykerJS on this 2-core machine (measured: docs/qa.md "Mutation testing"). */
export const MAX_MUTANTS = 150;
export const MAX_MINUTES = 6;
/** New files are estimated from their size: mutants per non-empty line, measured over the current scope. */
const MUTANTS_PER_LINE = 0.6;

/**
 * The gate CI applies: a folder at or above its threshold passes; a folder still below it (the committed scores,
 * reports/mutation/scores.json, were below when they were made) passes as long as it does not fall under its
 * committed score, so CI holds the line until the tests reach the gate, and says so on every run.
 */
export function gateVerdict(
  rows: readonly FolderScore[],
  committed: ReadonlyMap<string, number>,
): { failing: FolderScore[]; heldBelowGate: FolderScore[] } {
  const failing: FolderScore[] = [];
  const heldBelowGate: FolderScore[] = [];
  for (const r of rows) {
    if (r.ok) continue;
    const baseline = committed.get(r.folder);
    if (baseline !== undefined && r.score >= baseline) heldBelowGate.push(r);
    else failing.push(r);
  }
  return { failing, heldBelowGate };
}

function committedScores(): Map<string, number> {
  const path = join(ROOT, 'reports/mutation/scores.json');
  if (!existsSync(path)) return new Map();
  const saved = JSON.parse(readFileSync(path, 'utf8')) as { folders?: { folder: string; score: number }[] };
  return new Map((saved.folders ?? []).map((f) => [f.folder, f.score]));
}

const REFRESH = `Run \`npm run mutation\` and commit ${SUITES.map((s) => s.report).join(', ')}, reports/mutation/scores.json and docs/qa.md.`;

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

/** Whether a repository path is in a run's mutation scope (the `mutate` globs of its StrykerJS config). */
export function inScope(path: string, globs: readonly string[] = SUITES.flatMap((s) => s.mutate)): boolean {
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

export function scopeFiles(suite: Suite, root = ROOT): string[] {
  const all: string[] = [];
  for (const dir of suite.dirs) walk(join(root, dir), all);
  return all.filter((p) => inScope(p, suite.mutate)).sort();
}

export interface Plan {
  changed: { file: string; reason: 'changed' | 'new' | 'tests changed'; mutants: number }[];
  mutants: number;
}

/** What changed since the report: scope files whose source differs, and files covered by changed test files. */
export function plan(
  report: MutationReport,
  read: (path: string) => string | null,
  files: readonly string[],
): Plan {
  const changed = new Map<string, Plan['changed'][number]>();
  for (const file of files) {
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
      // A static mutant lists no covering test (it runs against all related ones): the test that killed it counts.
      if (
        f.mutants.some((m) =>
          [...(m.coveredBy ?? []), ...(m.killedBy ?? [])].some((id) => staleTests.has(id)),
        )
      )
        changed.set(file, { file, reason: 'tests changed', mutants: f.mutants.length });
    }
  }
  const list = [...changed.values()];
  return { changed: list, mutants: list.reduce((n, c) => n + c.mutants, 0) };
}

/**
 * The report with an empty entry for every scope file StrykerJS made no mutant in (a file of `as const` texts, say):
 * StrykerJS leaves such files out of its report, and `plan` would otherwise call them new on every CI run.
 */
export function withFilesWithoutMutants(
  report: MutationReport,
  files: readonly string[],
  read: (path: string) => string | null,
): MutationReport {
  const out: MutationReport = { ...report, files: { ...report.files } };
  for (const file of files) {
    const source = read(file);
    if (!out.files[file] && source !== null)
      out.files[file] = { language: 'typescript', source, mutants: [] } as MutationReport['files'][string];
  }
  return out;
}

const readRepo = (path: string): string | null => {
  const full = join(ROOT, path);
  return existsSync(full) ? readFileSync(full, 'utf8') : null;
};

function numberArg(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/**
 * A StrykerJS configuration file for one CI run: the suite's own, writing its JSON report to `result`. (StrykerJS's
 * command line has no option for a reporter's file name, so a small module at the repository root, importing the suite's config, overrides it.)
 */
export function ciConfigSource(suiteConfig: string, result: string): string {
  return [
    `import config from './${suiteConfig}';`,
    `export default { ...config, jsonReporter: { fileName: ${JSON.stringify(result)} } };`,
    '',
  ].join('\n');
}

/** Runs StrykerJS for one suite on `files`, from a copy of its committed report, within `minutes`. */
async function runSuite(
  suite: Suite,
  files: readonly string[],
  minutes: number,
): Promise<MutationReport | null> {
  const dir = mkdtempSync(join(tmpdir(), `mutation-ci-${suite.name}-`));
  const incremental = join(dir, 'incremental.json');
  copyFileSync(join(ROOT, suite.report), incremental);
  const result = join(dir, 'result.json');
  const config = join(ROOT, `.stryker-ci-${suite.name}.mjs`);
  writeFileSync(config, ciConfigSource(suite.config, result));
  const child = spawn(
    'npx',
    [
      'stryker',
      'run',
      config,
      '--mutate',
      files.join(','),
      '--incrementalFile',
      incremental,
      '--reporters',
      'json,clear-text',
    ],
    { cwd: ROOT, stdio: 'inherit', detached: true },
  );
  const timer = setTimeout(() => {
    console.error(`\nmutation (CI): stopped after ${minutes} minutes. ${REFRESH}`);
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }, Math.max(1, minutes) * 60_000);
  const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  clearTimeout(timer);
  const fresh = code === 0 && existsSync(result) ? readReport(result) : null;
  rmSync(dir, { recursive: true, force: true });
  rmSync(config, { force: true });
  return fresh;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const maxMutants = numberArg(args, '--max-mutants', MAX_MUTANTS);
  const maxMinutes = numberArg(args, '--max-minutes', MAX_MINUTES);
  const missing = SUITES.filter((s) => !existsSync(join(ROOT, s.report)));
  if (missing.length > 0) {
    console.error(`mutation (CI): ${missing.map((s) => s.report).join(', ')} missing. ${REFRESH}`);
    process.exit(1);
  }
  const work = SUITES.map((suite) => {
    const committed = readReport(join(ROOT, suite.report));
    return { suite, committed, todo: plan(committed, readRepo, scopeFiles(suite)) };
  });
  for (const { suite, todo } of work)
    for (const c of todo.changed)
      console.log(`  ${suite.name.padEnd(6)} ${c.reason.padEnd(13)} ${c.file} (~${c.mutants} mutants)`);
  if (args.includes('--plan')) return;
  const total = work.reduce((n, w) => n + w.todo.mutants, 0);
  if (total > maxMutants) {
    // `--stale-ok` (scripts/test.sh, while a refresh is pending; docs/qa.md "When CI cannot re-test what changed"):
    // say loudly that the changed mutants were not re-tested and that the committed scores stand, instead of failing.
    const stale = args.includes('--stale-ok');
    const say = stale ? console.warn : console.error;
    say(
      `mutation (CI): about ${total} mutants changed since the committed reports; CI re-tests at most ${maxMutants} (about ${maxMinutes} minutes).\n${REFRESH}`,
    );
    if (!stale) process.exit(1);
    const committed: MutationReport = { files: {} };
    for (const { committed: report } of work)
      for (const [file, f] of Object.entries(report.files))
        if (readRepo(file) !== null) committed.files[file] = f;
    console.warn(
      `mutation (CI): STALE, NOT RE-TESTED: the scores below are the committed reports' (the changed files as they were measured), not this tree's.\n${formatScores(scoreFolders(committed))}`,
    );
    return;
  }
  const started = Date.now();
  const merged: MutationReport = { files: {} };
  for (const { suite, committed, todo } of work) {
    // The committed results, with the files that are gone dropped and the re-tested ones replaced.
    for (const [file, f] of Object.entries(committed.files))
      if (readRepo(file) !== null) merged.files[file] = f;
    if (todo.changed.length === 0) continue;
    const left = maxMinutes - (Date.now() - started) / 60_000;
    const fresh = await runSuite(
      suite,
      todo.changed.map((c) => c.file),
      left,
    );
    if (!fresh) {
      console.error(`mutation (CI): StrykerJS (${suite.name}) did not finish. ${REFRESH}`);
      process.exit(1);
    }
    Object.assign(merged.files, fresh.files);
  }
  const rows = scoreFolders(merged);
  const what =
    total === 0
      ? 'nothing changed since the committed reports'
      : `re-tested in ${Math.round((Date.now() - started) / 1000)} s`;
  console.log(`\nmutation (CI): ${what}\n${formatScores(rows)}`);
  const { failing, heldBelowGate } = gateVerdict(rows, committedScores());
  if (heldBelowGate.length > 0) {
    console.warn(
      `mutation (CI): NOT YET AT THE GATE, held at the committed scores: ${heldBelowGate.map((r) => `${r.folder} ${r.score}% (gate ${r.threshold}%)`).join(', ')}`,
    );
  }
  if (failing.length > 0) {
    console.error(
      `mutation (CI): below the gate and below the committed score: ${failing.map((r) => `${r.folder} ${r.score}% (gate ${r.threshold}%)`).join(', ')}. Look at the survivors (npm run mutation, reports/mutation/<run>.html) and add the missing oracle cases.`,
    );
    process.exit(1);
  }
}

if (isMain(import.meta.url)) {
  void main();
}

/**
 * The mutation test's own regression cases (issue 9): seven one-line changes to the product's behaviour that once
 * survived every unit, model and view test. Each is applied in a scratch copy of the repository, the tests named
 * for it run there (`vitest run`, the unit/model/view/contract configuration, never end to end), and the change
 * must make at least one of them fail. The working tree is never touched.
 *
 *   npx tsx scripts/regression-mutants.ts            # all seven (about a minute)
 *   npx tsx scripts/regression-mutants.ts lock       # the ones whose id contains "lock"
 *
 * Run by `npm run mutation` after StrykerJS and by CI (scripts/test.sh). Exits 1 when a mutant survives, or when a
 * change no longer applies (its line moved: update `find` below, it must match exactly once).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMain } from './is-main';

export interface RegressionMutant {
  id: string;
  /** What the change does to the product, as the issue describes it. */
  what: string;
  file: string;
  find: string;
  replace: string;
  /** The test files that must notice (at least one of their tests fails). */
  tests: string[];
}

export const REGRESSION_MUTANTS: readonly RegressionMutant[] = [
  {
    id: 'intent-not-stored',
    what: 'the renewed payment intent is not stored after a 404 (the retry carries the old one)',
    file: 'machines/wallet/request/walletRequest.machine.ts',
    find: '({ ...context.credentials, paymentIntentId: event.output })',
    replace: '({ ...context.credentials })',
    tests: ['tests/model/walletRequest.oracle.test.ts'],
  },
  {
    id: 'alert-delay-2500',
    what: 'the field accessibility alert comes 2500 ms after blur instead of 250 ms',
    file: 'src/domain/forms.ts',
    find: 'export const A11Y_ALERT_DELAY_MS = 250;',
    replace: 'export const A11Y_ALERT_DELAY_MS = 2500;',
    tests: ['tests/model/fieldAlert.oracle.test.ts', 'tests/model/fieldAlert.ui.test.tsx'],
  },
  {
    id: 'gift-limit-4',
    what: 'the gift-card limit is 4 instead of 5',
    file: 'src/domain/wallet/constants.ts',
    find: 'export const MAX_GIFT_CARDS = 5;',
    replace: 'export const MAX_GIFT_CARDS = 4;',
    tests: ['tests/model/wallet.oracle.test.ts'],
  },
  {
    id: 'delete-mode-remember',
    what: 'delete mode no longer forces "Keep me signed in" off',
    file: 'machines/account/signIn/signIn.machine.ts',
    find: 'rememberMe: context.address.deleteMode ? false : event.rememberMe,',
    replace: 'rememberMe: event.rememberMe,',
    tests: ['tests/model/signIn.oracle.test.ts'],
  },
  {
    id: 'lock-1-minute',
    what: 'the account lock lasts 1 minute instead of 15',
    file: 'server/auth/throttle.ts',
    find: 'LOCK_MS: 15 * 60 * 1000,',
    replace: 'LOCK_MS: 1 * 60 * 1000,',
    tests: ['tests/contract/identity-signin.test.ts'],
  },
  {
    id: 'lock-time-left-tenth',
    what: "the lock's time-left text shows ten times too little",
    file: 'src/domain/account/session.ts',
    find: 'const minutes = Math.max(1, Math.ceil(seconds / 60));',
    replace: 'const minutes = Math.max(1, Math.ceil(seconds / 600));',
    tests: ['tests/model/signIn.oracle.test.ts', 'tests/model/deleteAccount.oracle.test.ts'],
  },
  {
    id: 'summary-remove-hidden',
    what: "the summary box's Remove button is never shown",
    file: 'ui/wallet/SummaryBox.tsx',
    find: "{row.group !== 'bankCards' && (",
    replace: '{false && (',
    tests: ['tests/model/wallet.ui.test.tsx'],
  },
];

export interface MutantResult {
  id: string;
  killed: boolean;
  failedTests: string[];
  error: string | null;
  seconds: number;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A scratch copy of the tracked files (node_modules linked), where the changes are made. */
export function scratchCopy(root = ROOT): string {
  const dir = mkdtempSync(join(tmpdir(), 'regression-mutants-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const target = join(dir, file);
    mkdirSync(dirname(target), { recursive: true });
    try {
      cpSync(join(root, file), target);
    } catch {
      // a file deleted in the working tree but still in the index
    }
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Applies one change in `dir`, runs its tests there, and restores the file. */
export function runMutant(dir: string, mutant: RegressionMutant): MutantResult {
  const started = Date.now();
  const path = join(dir, mutant.file);
  const original = readFileSync(path, 'utf8');
  const count = original.split(mutant.find).length - 1;
  if (count !== 1) {
    return {
      id: mutant.id,
      killed: false,
      failedTests: [],
      error: `${mutant.file}: the line to change was found ${count} times (expected once): ${mutant.find}`,
      seconds: 0,
    };
  }
  const report = join(dir, '.regression-report.json');
  writeFileSync(path, original.replace(mutant.find, mutant.replace));
  try {
    const run = spawnSync(
      'npx',
      ['vitest', 'run', ...mutant.tests, '--reporter=json', `--outputFile.json=${report}`],
      { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '1' } },
    );
    let failedTests: string[] = [];
    try {
      const json = JSON.parse(readFileSync(report, 'utf8')) as {
        testResults: { name: string; assertionResults: { status: string; fullName: string }[] }[];
      };
      failedTests = json.testResults.flatMap((f) =>
        f.assertionResults
          .filter((a) => a.status === 'failed')
          .map((a) => `${f.name.replace(`${dir}/`, '')} > ${a.fullName}`),
      );
    } catch {
      // no report: the run itself failed (e.g. a file that no longer compiles), which also kills the mutant
    }
    return {
      id: mutant.id,
      killed: run.status !== 0,
      failedTests,
      error: null,
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    writeFileSync(path, original);
    rmSync(report, { force: true });
  }
}

/** The named tests must pass on the unchanged copy first: a failure there would "kill" every mutant. */
function baselinePasses(dir: string, mutants: readonly RegressionMutant[]): boolean {
  const tests = [...new Set(mutants.flatMap((m) => m.tests))];
  const run = spawnSync('npx', ['vitest', 'run', ...tests], { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) console.error(run.stdout.slice(-4000), run.stderr.slice(-2000));
  return run.status === 0;
}

function main(): void {
  const filter = process.argv[2];
  const chosen = REGRESSION_MUTANTS.filter((m) => !filter || m.id.includes(filter));
  const dir = scratchCopy();
  let failed = 0;
  try {
    if (!baselinePasses(dir, chosen)) {
      console.error('regression mutants: the tests fail without any change; fix them first');
      process.exit(1);
    }
    for (const mutant of chosen) {
      const result = runMutant(dir, mutant);
      if (result.error) {
        failed++;
        console.error(`ERROR     ${mutant.id}: ${result.error}`);
      } else if (!result.killed) {
        failed++;
        console.error(
          `SURVIVED  ${mutant.id}: ${mutant.what} (no test of ${mutant.tests.join(', ')} failed)`,
        );
      } else {
        const first = result.failedTests[0] ?? '(the run failed)';
        console.log(`killed    ${mutant.id} in ${result.seconds}s: ${mutant.what}\n          by ${first}`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\nregression mutants: ${chosen.length - failed} of ${chosen.length} killed by unit, model or view tests`,
  );
  if (failed > 0) process.exit(1);
}

if (isMain(import.meta.url)) main();

/**
 * The mutation test's own regression cases: one-line changes to the product's behaviour that once survived every
 * unit, model and view test (the account and wallet's seven, then the pharmacy's eleven, and two route
 * wiring mistakes the UI walks catch since they render the routes' wiring). Each is applied in a scratch
 * copy of the repository, the tests named for it run there (`vitest run`, the unit/model/view/contract configuration,
 * never end to end), and the change must make at least one of them fail. The working tree is never touched.
 *
 *   npx tsx scripts/regression-mutants.ts            # all of them (a few minutes)
 *   npx tsx scripts/regression-mutants.ts lock store # the ones whose id contains "lock" or "store"
 *   npx tsx scripts/regression-mutants.ts --no-baseline # skip the unchanged copy's run (CI: its unit step just
 *                                                       # passed those files on the same tree)
 *
 * Two mutants run at a time, each in a scratch copy of its own (REGRESSION_WORKERS changes how many).
 *
 * Run by `npm run mutation` after StrykerJS and by CI (scripts/test.sh). Exits 1 when a mutant survives, or when a
 * change no longer applies (its line moved: update `find` below, it must match exactly once).
 */
import { spawn, spawnSync } from 'node:child_process';
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
    file: 'domain/forms.ts',
    find: 'export const A11Y_ALERT_DELAY_MS = 250;',
    replace: 'export const A11Y_ALERT_DELAY_MS = 2500;',
    tests: ['tests/model/fieldAlert.oracle.test.ts', 'tests/model/fieldAlert.ui.test.tsx'],
  },
  {
    id: 'gift-limit-4',
    what: 'the gift-card limit is 4 instead of 5',
    file: 'domain/wallet/constants.ts',
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
    file: 'domain/account/session.ts',
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
  // The pharmacy's changes that once survived (each rule now has a fixture on both sides of it).
  {
    id: 'pickup-default-3h',
    what: 'the earliest pickup of a store without its own lead time is now plus 3 hours instead of 4',
    file: 'domain/rx/pickup-times.ts',
    find: 'export const DEFAULT_PICKUP_LEAD_MINUTES = 4 * 60;',
    replace: 'export const DEFAULT_PICKUP_LEAD_MINUTES = 3 * 60;',
    tests: ['tests/unit/rx-pickup-times.test.ts'],
  },
  {
    id: 'guest-toggle-not-refillable',
    what: "guest refill's toggle no longer asks whether the prescription can be ordered (canOrderGuestRefill)",
    file: 'machines/rx/guestRefill/guestRefill.machine.ts',
    find: 'context.results.some((r) => r.rxRecordNumber === event.rxRecordNumber && canOrderGuestRefill(r.status)),',
    replace: 'context.results.some((r) => r.rxRecordNumber === event.rxRecordNumber),',
    tests: ['tests/model/rxRuleSides.oracle.test.ts'],
  },
  {
    id: 'bulk-ignores-failed-item',
    what: "a bulk auto-refill update ignores an item's updateSuccessful false",
    file: 'domain/rx/autoRefill.ts',
    find: '  if (!result.updateSuccessful) return before;\n',
    replace: '',
    tests: ['tests/model/rxRuleSides.oracle.test.ts'],
  },
  {
    id: 'delivery-any-store',
    what: 'order delivery takes a prescription of another store into the order (one store per order dropped)',
    file: 'machines/rx/orderDelivery/orderDelivery.machine.ts',
    find: 'return p !== undefined && fitsSelectionStore(deliverySelection(context), p);',
    replace: 'return p !== undefined;',
    tests: ['tests/model/rxRuleSides.oracle.test.ts'],
  },
  {
    id: 'pay-online-any-store',
    what: 'pay online takes a prescription of another store into the payment (one store per order dropped)',
    file: 'machines/rx/payOnline/payOnline.machine.ts',
    find: 'return p !== undefined && fitsSelectionStore(selectedPrescriptions(context), p);',
    replace: 'return p !== undefined;',
    tests: ['tests/model/rxRuleSides.oracle.test.ts'],
  },
  {
    id: 'one-store-rule-true',
    what: 'the one-store rule lets any prescription join a selection',
    file: 'domain/rx/one-store.ts',
    find: 'return selection.every((p) => p.facility.facilityId === candidate.facility.facilityId);',
    replace: 'return true;',
    tests: ['tests/model/rxRuleSides.oracle.test.ts'],
  },
  {
    id: 'grantor-rule-removed',
    what: "a customer who manages a patient decides on others' requests for that patient (the grantor rule removed)",
    file: 'server/rx/relationships.ts',
    find: "  if (side === 'grantor' && (await ownerOf(db, update.patientNumber, now)) !== customer.customerId) {",
    replace: '  if (false) {',
    tests: ['tests/contract/rx-grantor-and-limits.test.ts'],
  },
  {
    id: 'session-countdown-59',
    what: "the session modal's countdown starts at 59 instead of 60 (the expiry less two seconds)",
    file: 'domain/rx/session.ts',
    find: 'countdownStart: Math.max(1, timeouts.expirySeconds - 1),',
    replace: 'countdownStart: Math.max(1, timeouts.expirySeconds - 2),',
    tests: ['tests/model/rxRuleSides.oracle.test.ts'],
  },
  {
    id: 'new-patient-limit-11',
    what: 'a new-patient request takes eleven prescriptions instead of ten',
    file: 'domain/rx/identity.ts',
    find: 'export const NEW_PATIENT_MAX_PRESCRIPTIONS = 10;',
    replace: 'export const NEW_PATIENT_MAX_PRESCRIPTIONS = 11;',
    tests: ['tests/model/rxRuleSides.oracle.test.ts', 'tests/contract/rx-grantor-and-limits.test.ts'],
  },
  {
    id: 'checkout-route-wiring',
    what: "Secure Checkout's route sends the shipping choice as an address choice (a wiring mistake in the route)",
    file: 'src/routes/rx/CheckoutRoute.tsx',
    find: "selectShipping: (shippingMethodId) => send({ type: 'checkout.selectShipping', shippingMethodId }),",
    replace:
      "selectShipping: (shippingMethodId) => send({ type: 'checkout.selectAddress', addressId: shippingMethodId }),",
    tests: ['tests/model/rxCheckout.ui.test.tsx'],
  },
  {
    id: 'tracker-route-no-load',
    what: 'the tracker page no longer asks its chart to load when it opens (a wiring mistake in the route)',
    file: 'src/routes/rx/TrackerRoute.tsx',
    find: "useEffect(() => actor.send({ type: 'tracker.load' }), [actor]);",
    replace: 'useEffect(() => {}, [actor]);',
    tests: ['tests/model/rxTracker.ui.test.tsx'],
  },
  {
    id: 'link-route-no-navigation',
    what: "the link flow's route no longer follows the chart to its next page (a wiring mistake in the route)",
    file: 'src/routes/rx/LinkRoute.tsx',
    find: 'if (page !== location.pathname) navigate(page, { replace: true });',
    replace: 'if (page !== location.pathname) void 0;',
    tests: ['tests/model/rxLink.ui.test.tsx'],
  },
  {
    id: 'cart-kept-after-sign-out',
    what: "signing out leaves the last shopper's pharmacy cart in memory for the next person at the browser",
    file: 'src/rx/services.ts',
    find: "  rx.cart.send({ type: 'cart.forget' });\n",
    replace: '',
    tests: ['tests/unit/rx-sign-out.test.ts'],
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

/** Runs a command to its end; resolves with its exit status (null when it was killed). */
function run(command: string, args: string[], cwd: string): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'ignore', env: { ...process.env, CI: '1' } });
    child.once('error', () => resolve(null));
    child.once('exit', (code) => resolve(code));
  });
}

interface VitestReport {
  testResults: {
    name: string;
    status?: string;
    message?: string;
    assertionResults: { status: string; fullName: string }[];
  }[];
}

/**
 * What a mutant's run says. Killed: the run failed AND a test failed (an assertion, or a test file that failed to
 * load under the change). A run that fails with no failing test (no report, a copy that cannot start Vitest) kills
 * nothing: it is an error, so a broken scratch copy can never pass for a killed mutant, whether or not the baseline
 * ran. A run that passes is a survivor whatever the report says.
 */
export function verdictOf(
  status: number | null,
  report: VitestReport | null,
  dir: string,
): { killed: boolean; failedTests: string[]; error: string | null } {
  const failedTests = (report?.testResults ?? []).flatMap((f) => {
    const file = f.name.replace(`${dir}/`, '');
    const tests = f.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `${file} > ${a.fullName}`);
    if (tests.length > 0 || f.status !== 'failed') return tests;
    return [`${file} (failed to load: ${(f.message ?? '').split('\n')[0]})`];
  });
  if (status === 0) return { killed: false, failedTests: [], error: null };
  if (failedTests.length > 0) return { killed: true, failedTests, error: null };
  return {
    killed: false,
    failedTests: [],
    error: `the tests' run failed (exit ${status ?? 'killed'}) without a failing test: no verdict`,
  };
}

/** Applies one change in `dir`, runs its tests there, and restores the file. */
export async function runMutant(dir: string, mutant: RegressionMutant): Promise<MutantResult> {
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
    const status = await run(
      'npx',
      // --bail=1: the first failing test kills the mutant; the rest of its files need not run.
      ['vitest', 'run', ...mutant.tests, '--bail=1', '--reporter=json', `--outputFile.json=${report}`],
      dir,
    );
    let json: VitestReport | null = null;
    try {
      json = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
    } catch {
      // no report: the run itself failed before any test file ran
    }
    const verdict = verdictOf(status, json, dir);
    return {
      id: mutant.id,
      killed: verdict.killed,
      failedTests: verdict.failedTests,
      error: verdict.error,
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

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  // --no-baseline: the caller has just run every named test file on this same tree and seen it pass (CI's unit
  // step, scripts/test.sh), so the unchanged copy's run would repeat it (about a minute).
  const baseline = !args.includes('--no-baseline');
  const filters = args.filter((a) => a !== '--no-baseline');
  const chosen = REGRESSION_MUTANTS.filter(
    (m) => filters.length === 0 || filters.some((f) => m.id.includes(f)),
  );
  const workers = Math.max(1, Math.min(Number(process.env.REGRESSION_WORKERS ?? 2), chosen.length));
  const dirs = Array.from({ length: workers }, () => scratchCopy());
  let failed = 0;
  try {
    if (baseline && !baselinePasses(dirs[0]!, chosen)) {
      console.error('regression mutants: the tests fail without any change; fix them first');
      process.exitCode = 1;
      return;
    }
    // Each worker takes the next mutant in its own copy; results are printed in the list's order.
    const results: MutantResult[] = [];
    let next = 0;
    await Promise.all(
      dirs.map(async (dir) => {
        while (next < chosen.length) {
          const i = next++;
          results[i] = await runMutant(dir, chosen[i]!);
        }
      }),
    );
    for (const [i, mutant] of chosen.entries()) {
      const result = results[i]!;
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
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\nregression mutants: ${chosen.length - failed} of ${chosen.length} killed by unit, model, view or contract tests`,
  );
  if (failed > 0) process.exitCode = 1;
}

if (isMain(import.meta.url)) await main();

// @ts-check
/**
 * Mutation testing (docs/qa.md "Mutation testing"): StrykerJS changes one small thing at a time in the product's
 * code (a limit, a condition, a message, a transition's target) and runs the tests that reach it; a change no test
 * notices "survives". Three runs, each with its own committed report, so a run can be refreshed on its own:
 *   config/stryker.config.mjs          machines/ (the charts) against the oracle, coverage and unit tests
 *   config/stryker.domain.config.mjs   domain/ and api/ against the same tests
 *   config/stryker.server.config.mjs   server/auth/ and server/wallet/ against the contract tests
 * `npm run mutation` runs all three and refreshes reports/mutation/*.incremental.json; CI runs
 * `scripts/mutation-ci.ts`, which re-tests only what changed since them.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export const base = {
  // Paths here are relative to the repository root, where the scripts start StrykerJS
  // (`npx stryker run config/<this file>`).
  testRunner: 'vitest',
  vitest: { configFile: 'config/vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Static mutants (module-level values: a chart's definition, a limit, a message) are tested too: they are most
  // of what the charts decide. Each runs the tests related to its file, fastest first, stopping at the first failure.
  ignoreStatic: false,
  incremental: true,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  clearTextReporter: { allowColor: false, reportTests: false, reportMutants: false, reportScoreTable: true },
  thresholds: { high: 90, low: 85, break: null },
  concurrency: 2,
  timeoutMS: 10_000,
  // The initial run of every related test with per-test coverage takes 4-5 minutes for server/ on a quiet machine
  // (StrykerJS's default limit is 5): room for a loaded one.
  dryRunTimeoutMinutes: 20,
  // TypeScript 7 (the native compiler) has no JavaScript API for Stryker's tsconfig rewriting; ours has no
  // `extends` or `references` to rewrite, so point the rewriter at no file.
  tsconfigFile: 'tsconfig.none.json',
  cleanTempDir: 'always',
  // Another run's sandbox (a second run started from the same tree) is not part of the code under test.
  ignorePatterns: ['.stryker-tmp*', '.stryker-ci-*.mjs'],
};

/**
 * THE PHARMACY IS NOT YET UNDER THE MUTATION GATE (issue 9, decided 2026-11-24; docs/qa.md "Pharmacy code not yet
 * under the mutation gate: how to bring it in"). Its charts have oracle tables (in tests/model/rx*.model.test.ts) but
 * are big: StrykerJS makes 6,769 mutants of machines/rx/ alone (47 files), 1.5-2 hours on this 2-core machine with
 * nothing else running, and domain/rx/ and the rx contracts add about as many again. They are left out of these
 * runs by this one list, and CI's incremental step never sees them. `npx stryker run config/stryker.rx.config.mjs` measures
 * machines/rx/ on its own (a sample of the cart, tracker and auto-refill charts: 54 of the first 216 mutants
 * survived). To bring a part in: delete its line here, run `npm run mutation`, commit the reports.
 */
export const PHARMACY_NOT_YET_GATED = [
  '!machines/rx/**',
  '!domain/rx/**',
  '!api/**/rx.ts',
  '!api/**/rx-*.ts',
  '!api/**/pharmacy-*.ts',
];

/**
 * The pharmacy's areas already brought under the gate, one at a time (docs/qa.md "Pharmacy code not yet under the
 * mutation gate: how to bring it in"): each run puts its own back after PHARMACY_NOT_YET_GATED (StrykerJS reads the
 * `mutate` globs in order). Each area's oracle table is a `tests/model/rx*.oracle.test.ts` file, which the runs'
 * tests include (its coverage replay stays in the `.model.test.ts` file, which they leave out). The same files are in
 * the mutation preloads' second list (tests/mutation-preload.ts).
 */
export const PHARMACY_GATED = {
  machines: [
    'machines/rx/tracker/tracker.machine.ts',
    'machines/rx/tracker/tracker.selectors.ts',
    'machines/rx/payOnline/payOnline.machine.ts',
    'machines/rx/payOnline/payOnline.selectors.ts',
    'machines/rx/orderDelivery/orderDelivery.machine.ts',
    'machines/rx/orderDelivery/orderDelivery.selectors.ts',
    'machines/rx/guestRefill/guestRefill.machine.ts',
    'machines/rx/identityQuiz/identityQuiz.machine.ts',
    'machines/rx/prescriberQuiz/prescriberQuiz.machine.ts',
    'machines/rx/securityAnswer/securityAnswer.machine.ts',
    'machines/rx/challengeCreate/challengeCreate.machine.ts',
    'machines/rx/guestVerification/guestVerification.machine.ts',
    'machines/rx/patients/patients.machine.ts',
    'machines/rx/patients/patients.selectors.ts',
    'machines/rx/toaster/toaster.machine.ts',
    'machines/rx/dynamicBanner/dynamicBanner.machine.ts',
    'machines/rx/customerStatus/customerStatus.machine.ts',
    'machines/rx/storeDetails/storeDetails.machine.ts',
    'machines/rx/notifications/notifications.machine.ts',
    'machines/rx/commPrefs/commPrefs.machine.ts',
    'machines/rx/loyaltyCard/loyaltyCard.machine.ts',
    'machines/rx/prescriptions/prescriptions.machine.ts',
    'machines/rx/prescriptions/prescriptions.selectors.ts',
    'machines/rx/pharmacyLocator/pharmacyLocator.machine.ts',
    'machines/rx/pharmacyLocator/pharmacyLocator.selectors.ts',
    'machines/rx/addresses/addresses.machine.ts',
    'machines/rx/addresses/addresses.selectors.ts',
    'machines/rx/patientAccess/patientAccess.machine.ts',
    'machines/rx/patientAccess/patientAccess.selectors.ts',
    'machines/rx/prescriptionRequest/prescriptionRequest.machine.ts',
    'machines/rx/prescriptionRequest/prescriptionRequest.selectors.ts',
    'machines/rx/session/rxSession.machine.ts',
    'machines/rx/history/history.machine.ts',
    'machines/rx/receipts/receipts.machine.ts',
    'machines/rx/refillPrograms/refillPrograms.machine.ts',
    'machines/rx/vaccineRecord/vaccineRecord.machine.ts',
    'machines/rx/prescriptionDetail/prescriptionDetail.machine.ts',
    'machines/rx/monograph/monograph.machine.ts',
    'machines/rx/cart/cart.machine.ts',
    'machines/rx/cart/cart.selectors.ts',
    'machines/rx/checkout/checkout.machine.ts',
    'machines/rx/checkout/checkout.selectors.ts',
    'machines/rx/autoRefill/autoRefill.machine.ts',
    'machines/rx/autoRefill/autoRefill.selectors.ts',
    'machines/rx/link/link.machine.ts',
    'machines/rx/link/link.selectors.ts',
    'machines/rx/newPatient/newPatient.machine.ts',
    'machines/rx/newPatient/newPatient.selectors.ts',
    'machines/rx/dashboard/dashboard.machine.ts',
  ],
  domain: [
    'domain/rx/analytics.ts',
    'domain/rx/autoRefill.ts',
    'domain/rx/banners.ts',
    'domain/rx/cart.ts',
    'domain/rx/checkout.ts',
    'domain/rx/dashboard.ts',
    'domain/rx/delivery.ts',
    'domain/rx/facilities.ts',
    'domain/rx/forms.ts',
    'domain/rx/guest-refill.ts',
    'domain/rx/history.ts',
    'domain/rx/idempotency.ts',
    'domain/rx/identity.ts',
    'domain/rx/messages.ts',
    'domain/rx/mocks.ts',
    'domain/rx/one-store.ts',
    'domain/rx/online-pay.ts',
    'domain/rx/orderPages.ts',
    'domain/rx/patientAccess.ts',
    'domain/rx/patients.ts',
    'domain/rx/pickup-times.ts',
    'domain/rx/prescriptions.ts',
    'domain/rx/profile.ts',
    'domain/rx/programs.ts',
    'domain/rx/requests.ts',
    'domain/rx/rxRequest.ts',
    'domain/rx/session.ts',
    'domain/rx/shell.ts',
    'domain/rx/toasts.ts',
    'domain/rx/tracker.ts',
    'domain/rx/vaccineRecord.ts',
    'domain/rx/validation.ts',
    'domain/rx/wizard.ts',
  ],
};

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: [
    'machines/**/*.ts',
    ...PHARMACY_NOT_YET_GATED,
    ...PHARMACY_GATED.machines,
    '!machines/**/*.descriptions.ts',
    '!machines/**/*.fixtures.ts',
    '!machines/descriptions.ts',
    '!machines/registry.ts',
  ],
  incrementalFile: 'reports/mutation/machines.incremental.json',
  jsonReporter: { fileName: 'reports/mutation/machines.json' },
  htmlReporter: { fileName: 'reports/mutation/machines.html' },
  tempDirName: '.stryker-tmp',
};

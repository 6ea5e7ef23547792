// @ts-check
/**
 * Mutation testing (docs/qa.md "Mutation testing"): StrykerJS changes one small thing at a time in the product's
 * code (a limit, a condition, a message, a transition's target) and runs the tests that reach it; a change no test
 * notices "survives". Five runs, each with its own committed report, so a run can be refreshed on its own:
 *   config/stryker.config.mjs                  machines/ (the charts) against the oracle, coverage and unit tests
 *   config/stryker.domain.config.mjs           domain/ and api/ (not the pharmacy's contracts) against the same tests
 *   config/stryker.contracts.config.mjs        the pharmacy's api/ contracts against their own unit tests
 *   config/stryker.server.config.mjs           server/auth/ and server/wallet/ against the contract tests
 *   config/stryker.pharmacy-server.config.mjs  the gated areas of server/rx/ and server/routes/rx/ against the
 *                                              pharmacy's contract tests
 * `npm run mutation` runs all five and refreshes reports/mutation/*.incremental.json; CI runs
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
 * The pharmacy's API contracts (docs/qa.md "The pharmacy's contracts: a run of their own"): about 2,300 lines of zod
 * schemas, module-level values, so nearly every mutant is static and runs every related test. In the domain run
 * that meant every chart oracle table that imports a contract; they have their own run instead
 * (config/stryker.contracts.config.mjs), against their own tests (tests/unit/rx-contracts-*.test.ts and the
 * clients' tests/unit/rx-clients-*.test.ts). The domain run leaves them out; the contracts run mutates only them.
 * (server/rx/ and server/routes/rx/ come in by areas, in a run of their own: config/stryker.pharmacy-server.config.mjs.)
 */
export const PHARMACY_CONTRACTS = [
  'api/contracts/rx.ts',
  'api/contracts/rx-*.ts',
  'api/contracts/pharmacy-*.ts',
];

/**
 * The pharmacy's areas under the gate (docs/qa.md "Pharmacy code not yet under the mutation gate: how to bring it
 * in"): brought in one area at a time from 2026-11-24 to 2026-11-30, now every chart and selector file of
 * machines/rx/ (not the shared graph fixtures) and every file of domain/rx/. Each area's oracle table is a
 * `tests/model/rx*.oracle.test.ts` file, which the runs' tests include (its coverage replay stays in the
 * `.model.test.ts` file, which they leave out); tests/mutation-preload.ts loads the same files (a unit test checks).
 */
export const PHARMACY_GATED = {
  machines: ['machines/rx/**/*.ts', '!machines/rx/fixtures.ts'],
  domain: ['domain/rx/**/*.ts'],
};

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: [
    'machines/**/*.ts',
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

// @ts-check
/**
 * Mutation testing (docs/qa.md "Mutation testing"): StrykerJS changes one small thing at a time in the product's
 * code (a limit, a condition, a message, a transition's target) and runs the tests that reach it; a change no test
 * notices "survives". Three runs, each with its own committed report, so a run can be refreshed on its own:
 *   stryker.config.mjs          machines/ (the charts) against the oracle, coverage and unit tests
 *   stryker.domain.config.mjs   src/domain/ and api/ against the same tests
 *   stryker.server.config.mjs   server/auth/ and server/wallet/ against the contract tests
 * `npm run mutation` runs all three and refreshes reports/mutation/*.incremental.json; CI runs
 * `scripts/mutation-ci.ts`, which re-tests only what changed since them.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export const base = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
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
  // TypeScript 7 (the native compiler) has no JavaScript API for Stryker's tsconfig rewriting; ours has no
  // `extends` or `references` to rewrite, so point the rewriter at no file.
  tsconfigFile: 'tsconfig.none.json',
  cleanTempDir: 'always',
};

/**
 * THE PHARMACY IS NOT YET UNDER THE MUTATION GATE (decided 2026-11-24, issue 9; docs/qa.md "Pharmacy code not yet
 * under the mutation gate: how to bring it in"). Its charts, rules and contracts (issue 10 onwards: ~20 charts
 * today, ~30 more coming) would take hours of StrykerJS on this 2-core machine and have no oracle tables yet, so
 * they are left out of every run's `mutate` by this one list, and CI's incremental step never sees them. To bring a
 * part in: delete its line here, give its charts oracle tables, run `npm run mutation`, commit the reports.
 */
export const PHARMACY_NOT_YET_GATED = [
  '!machines/rx/**',
  '!src/domain/rx/**',
  '!api/**/rx.ts',
  '!api/**/rx-*.ts',
  '!api/**/pharmacy-*.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: [
    'machines/**/*.ts',
    '!machines/**/*.descriptions.ts',
    '!machines/**/*.fixtures.ts',
    '!machines/descriptions.ts',
    '!machines/registry.ts',
    ...PHARMACY_NOT_YET_GATED,
  ],
  incrementalFile: 'reports/mutation/machines.incremental.json',
  jsonReporter: { fileName: 'reports/mutation/machines.json' },
  htmlReporter: { fileName: 'reports/mutation/machines.html' },
  tempDirName: '.stryker-tmp',
};

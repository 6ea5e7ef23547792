// @ts-check
/**
 * Mutation testing of the app's layers (docs/qa.md "Mutation testing"): StrykerJS changes one small thing at a time
 * in machines/, src/domain/ and api/ (a limit, a condition, a message, a transition's target) and runs the unit,
 * model and view tests that reach it (vitest.mutation.config.ts); a change no test notices "survives". The sandbox
 * server's auth and wallet code has its own run against the contract tests (stryker.server.config.mjs).
 * `npm run mutation` runs both and refreshes the committed reports (reports/mutation/*.json); CI runs
 * `scripts/mutation-ci.ts`, which re-tests only what changed since them.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'machines/**/*.ts',
    '!machines/**/*.descriptions.ts',
    '!machines/**/*.fixtures.ts',
    '!machines/descriptions.ts',
    '!machines/registry.ts',
    'src/domain/**/*.ts',
    'api/**/*.ts',
  ],
  // Static mutants (module-level values: a chart's definition, a limit, a message) are tested too: they are most
  // of what the charts decide. Each runs the tests related to its file, fastest first, stopping at the first failure.
  ignoreStatic: false,
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { allowColor: false, reportTests: false, reportMutants: false, reportScoreTable: true },
  thresholds: { high: 90, low: 85, break: null },
  concurrency: 2,
  timeoutMS: 10_000,
  // TypeScript 7 (the native compiler) has no JavaScript API for Stryker's tsconfig rewriting; ours has no
  // `extends` or `references` to rewrite, so point the rewriter at no file.
  tsconfigFile: 'tsconfig.none.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};

// @ts-check
/**
 * Mutation testing (docs/qa.md "Mutation testing"): StrykerJS changes one small thing at a time in the product's
 * code (a limit, a condition, a message, a transition's target) and runs the tests that reach it; a change no
 * test notices "survives". `npm run mutation` runs everything in scope and refreshes the committed incremental
 * report (reports/mutation/incremental.json); CI (`scripts/test.sh`) runs `scripts/mutation-ci.ts`, which
 * re-tests only what changed since that report.
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
    'server/auth/**/*.ts',
    'server/wallet/**/*.ts',
  ],
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

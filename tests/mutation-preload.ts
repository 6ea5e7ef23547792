/**
 * Setup file of the mutation test (on unless MUTATION_PRELOAD=0; docs/qa.md "Where the scores stand"): loads the
 * modules of the mutation scope before the tests of a file run, so their top-level code (constants, messages, a
 * chart's definition) runs outside any test. StrykerJS then treats a mutant there as static and runs it against every
 * related test, instead of crediting the one test that happened to load the module first (an oracle table loads its
 * chart inside each test). A module that no longer builds is skipped here and still fails the tests that load it.
 */
const modules = import.meta.glob([
  '/domain/**/*.ts',
  '/api/**/*.ts',
  '/machines/**/*.ts',
  // The pharmacy's contracts, which have their own run without this preload (PHARMACY_CONTRACTS in
  // config/stryker.config.mjs; a unit test keeps the two in step), and the graph fixtures, which no run mutates.
  '!/api/contracts/rx*.ts',
  '!/api/contracts/pharmacy-*.ts',
  '!/machines/rx/fixtures.ts',
  '!/machines/**/*.fixtures.ts',
  '!/machines/**/*.descriptions.ts',
]);
for (const load of Object.values(modules)) {
  try {
    await load();
  } catch {
    // The tests that load it fail on their own.
  }
}

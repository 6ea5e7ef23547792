/**
 * Setup file of the pharmacy charts' mutation test (config/vitest.mutation.rx.config.ts; on unless MUTATION_PRELOAD=0): as
 * tests/mutation-preload.ts for the rest, it loads `machines/rx/` before a file's tests so a chart's definition is
 * static for StrykerJS and runs against every related test.
 */
const modules = import.meta.glob([
  '/machines/rx/**/*.ts',
  '!/machines/rx/**/*.fixtures.ts',
  '!/machines/rx/**/*.descriptions.ts',
  '!/machines/rx/fixtures.ts',
]);
for (const load of Object.values(modules)) {
  try {
    await load();
  } catch {
    // The tests that load it fail on their own.
  }
}

/**
 * The tests StrykerJS runs against each mutant of the pharmacy's charts, `machines/rx/` (`config/stryker.rx.config.mjs`;
 * docs/qa.md "Mutation testing"). The pharmacy's oracle tables live in its model test files
 * (`tests/model/rx*.model.test.ts`, next to the one coverage replay of each chart), so those run here, with the unit
 * tests; left out, as in vitest.mutation.config.ts: view tests, UI walks, contract tests and the tooling's tests.
 * Files run fastest-first: unit tests, then the model files (a mutant the first failing test kills stops there).
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';
import machines from './vitest.mutation.config';

const config = mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: (machines.test?.exclude ?? []).filter((p: string) => p !== 'tests/model/*.model.test.ts'),
      sequence: machines.test?.sequence,
      ...(process.env.MUTATION_PRELOAD !== '0' ? { setupFiles: ['./tests/mutation-preload-rx.ts'] } : {}),
    },
  }),
);
// mergeConfig joins arrays: the include list is replaced, not added to.
config.test = {
  ...config.test,
  include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/rx*.model.test.{ts,tsx}'],
};

export default config;

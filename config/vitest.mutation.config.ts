/**
 * The tests StrykerJS runs against each mutant of machines/, domain/ and api/ (`npm run mutation`,
 * config/stryker.config.mjs; docs/qa.md "Mutation testing"): the oracle tables and the unit tests.
 * Left out: the contract tests (the server's own run, config/vitest.mutation.server.config.ts, uses them; every domain rule
 * reaches the server, so they would run for every surviving domain mutant), the view tests and UI walks (seconds
 * each), and tests of the tooling around the product (inspector, docs, README, size budgets, build, the registry
 * and layer lists). A mutant survives here if the oracle tables and unit tests miss it, whatever a UI walk does.
 *
 * Files run fastest-first (oracle tables, then unit tests):
 * StrykerJS stops a mutant's run at the first failing test, so a mutant an oracle table kills never waits for a
 * UI walk.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

const ORDER: readonly RegExp[] = [/\.oracle\.test\.ts$/, /^tests\/unit\//];

const rank = (spec: TestSpecification) => {
  const path = spec.moduleId.replace(`${spec.project.config.root}/`, '');
  const i = ORDER.findIndex((re) => re.test(path));
  return i < 0 ? ORDER.length : i;
};

class FastFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

export { FastFirst };

export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        '**/node_modules/**',
        'tests/unit/inspector-*.test.{ts,tsx}',
        'tests/unit/readme.test.ts',
        'tests/unit/size.test.ts',
        'tests/unit/engines.test.ts',
        'tests/unit/static-preload.test.ts',
        'tests/unit/layers.test.ts',
        'tests/unit/registry.test.ts',
        'tests/contract/**',
        // View tests and UI walks: they render the views around a chart and take seconds each; a surviving mutant
        // would run them all. The seven regression mutants include a view's (scripts/regression-mutants.ts).
        'tests/ui/**',
        'tests/model/*.ui.test.tsx',
        // The embed's DOM test mounts the widget, whose deferred part builds the wallet chart again inside each
        // test: StrykerJS then counts the chart's definition as covered by those nine tests only and, with
        // --ignoreStatic, runs its mutants against them alone (409 false survivors in wallet.chart.ts).
        'tests/unit/wallet-embed.dom.test.tsx',
        // Coverage tests prove every state and transition reachable, not that the chart chooses right (the
        // oracle tables do); the wallet's replays thousands of paths, which every surviving chart mutant would wait for.
        'tests/model/*.model.test.ts',
        'tests/unit/mutation-scripts.test.ts',
      ],
      sequence: { sequencer: FastFirst },
      // Top-level code of the scope runs before the tests (docs/qa.md "Where the scores stand"), so a mutant in a
      // chart's definition is static and run against every related test. MUTATION_PRELOAD=0 turns it off.
      ...(process.env.MUTATION_PRELOAD !== '0'
        ? { setupFiles: ['./tests/mutation-preload.ts'] } // mergeConfig appends it to tests/setup.ts
        : {}),
    },
  }),
);

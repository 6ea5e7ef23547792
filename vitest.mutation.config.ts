/**
 * The tests StrykerJS runs against each mutant (`npm run mutation`, stryker.config.mjs): the unit, model, view and
 * contract tests that check behaviour. Left out: tests of the tooling around the product (inspector, docs,
 * README, size budgets, build), which replay every chart for other reasons and would only slow each mutant down.
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

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
        'tests/contract/postgres.test.ts',
        'tests/contract/persistence.test.ts',
      ],
    },
  }),
);

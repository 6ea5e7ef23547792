/**
 * The tests StrykerJS runs against each mutant of the pharmacy's API contracts (config/stryker.contracts.config.mjs;
 * docs/qa.md "The pharmacy's contracts: a run of their own"): the contracts' own unit tests, which parse values at
 * each side of every rule and compare every exported path, header and list with the spec's literals, and the API
 * clients' tests, which parse each call's answer. Nothing else: a contract's mutants are static (module-level zod
 * schemas), so each runs every test here that imports its file; the chart oracle tables and the contract tests of the
 * sandbox import the contracts too, and a mutant only they would kill counts as surviving (the score is, if
 * anything, low).
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

export const CONTRACT_MUTATION_TESTS = [
  'tests/unit/rx-contracts-*.test.ts',
  'tests/unit/rx-clients-*.test.ts',
];

const config = mergeConfig(base, defineConfig({ test: {} }));
// mergeConfig joins arrays: the include list is replaced, not added to.
config.test = { ...config.test, include: [...CONTRACT_MUTATION_TESTS] };

export default config;

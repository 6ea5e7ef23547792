/**
 * The tests StrykerJS runs against each mutant of the pharmacy's server (config/stryker.pharmacy-server.config.mjs;
 * docs/qa.md "The pharmacy's server: a run of its own"): the pharmacy's HTTP-level contract tests, each against its
 * own database, nothing else. Every contract test imports the whole server, so `related` picks them all; a mutant
 * that only another contract file would kill (the account's, the wallet's) counts as surviving: the score is, if
 * anything, low.
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

export const PHARMACY_SERVER_MUTATION_TESTS = ['tests/contract/rx-*.test.ts'];

const config = mergeConfig(base, defineConfig({ test: {} }));
// mergeConfig joins arrays: the include list is replaced, not added to.
config.test = { ...config.test, include: [...PHARMACY_SERVER_MUTATION_TESTS] };

export default config;

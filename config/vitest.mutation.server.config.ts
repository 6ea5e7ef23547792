/**
 * The tests StrykerJS runs against each mutant of server/auth/ and server/wallet/ (config/stryker.server.config.mjs;
 * docs/qa.md "Mutation testing"): the sandbox's HTTP-level contract tests. Left out: the PostgreSQL test (it needs
 * a database server) and the persistence test (restarts of a file database, not behaviour of these folders).
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

const config = mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        '**/node_modules/**',
        'tests/contract/postgres.test.ts',
        'tests/contract/persistence.test.ts',
      ],
    },
  }),
);
// mergeConfig joins arrays: the include list is replaced, not added to.
config.test = { ...config.test, include: ['tests/contract/**/*.test.ts'] };

export default config;

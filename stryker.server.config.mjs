// @ts-check
/**
 * Mutation testing of the sandbox server's auth and wallet code (docs/qa.md "Mutation testing"): the same as
 * stryker.config.mjs, against the HTTP-level contract tests (vitest.mutation.server.config.ts), with its own
 * committed report.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
import app from './stryker.config.mjs';

export default {
  ...app,
  vitest: { configFile: 'vitest.mutation.server.config.ts', related: true },
  mutate: ['server/auth/**/*.ts', 'server/wallet/**/*.ts'],
  incrementalFile: 'reports/mutation/server-incremental.json',
  jsonReporter: { fileName: 'reports/mutation/server-mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/server-mutation.html' },
  tempDirName: '.stryker-tmp-server',
};

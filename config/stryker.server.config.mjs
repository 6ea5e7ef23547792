// @ts-check
/** Mutation testing of the sandbox server's auth and wallet code against the HTTP-level contract tests
 *  (config/vitest.mutation.server.config.ts; see stryker.config.mjs). */
import { base } from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'config/vitest.mutation.server.config.ts', related: true },
  // The seeds (demo accounts and cards) and the generated card icons are data, not behaviour: not mutated.
  mutate: [
    'server/auth/**/*.ts',
    'server/wallet/**/*.ts',
    '!server/auth/seed-signin.ts',
    '!server/wallet/seed.ts',
    '!server/wallet/icons.ts',
  ],
  incrementalFile: 'reports/mutation/server.incremental.json',
  jsonReporter: { fileName: 'reports/mutation/server.json' },
  htmlReporter: { fileName: 'reports/mutation/server.html' },
  tempDirName: '.stryker-tmp-server',
};

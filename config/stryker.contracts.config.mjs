// @ts-check
/** Mutation testing of the pharmacy's API contracts (PHARMACY_CONTRACTS, see stryker.config.mjs) against their own
 *  unit tests (config/vitest.mutation.contracts.config.ts). */
import { base, PHARMACY_CONTRACTS } from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'config/vitest.mutation.contracts.config.ts', related: true },
  mutate: [...PHARMACY_CONTRACTS],
  incrementalFile: 'reports/mutation/contracts.incremental.json',
  jsonReporter: { fileName: 'reports/mutation/contracts.json' },
  htmlReporter: { fileName: 'reports/mutation/contracts.html' },
  tempDirName: '.stryker-tmp-contracts',
};

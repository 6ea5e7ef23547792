// @ts-check
/** Mutation testing of domain/ and api/ but the pharmacy's contracts (see stryker.config.mjs). The banner registry (domain/banners/: the banners'
 *  data, selection, logos and theme) has never been in the mutation scope; its unit tests check every entry. */
import { base, PHARMACY_CONTRACTS, PHARMACY_GATED } from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: [
    'domain/**/*.ts',
    '!domain/banners/**',
    'api/**/*.ts',
    // The pharmacy's contracts have a run of their own (config/stryker.contracts.config.mjs).
    ...PHARMACY_CONTRACTS.map((glob) => `!${glob}`),
    ...PHARMACY_GATED.domain,
  ],
  incrementalFile: 'reports/mutation/domain.incremental.json',
  jsonReporter: { fileName: 'reports/mutation/domain.json' },
  htmlReporter: { fileName: 'reports/mutation/domain.html' },
  tempDirName: '.stryker-tmp-domain',
};

// @ts-check
/** Mutation testing of the pharmacy's charts, machines/rx/ (see stryker.config.mjs), against their oracle tables in
 *  tests/model/rx*.model.test.ts and the unit tests (config/vitest.mutation.rx.config.ts). */
import { base } from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'config/vitest.mutation.rx.config.ts', related: true },
  mutate: [
    'machines/rx/**/*.ts',
    '!machines/rx/**/*.fixtures.ts',
    '!machines/rx/**/*.descriptions.ts',
    '!machines/rx/fixtures.ts',
  ],
  incrementalFile: 'reports/mutation/rx.incremental.json',
  jsonReporter: { fileName: 'reports/mutation/rx.json' },
  htmlReporter: { fileName: 'reports/mutation/rx.html' },
  tempDirName: '.stryker-tmp-rx',
};

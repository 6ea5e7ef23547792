import type { PartialStrykerOptions } from '@stryker-mutator/api/core';

/** stryker.contracts.config.mjs, as the scripts read it. */
declare const config: PartialStrykerOptions & { mutate: string[]; incrementalFile: string };
export default config;

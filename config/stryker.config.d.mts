import type { PartialStrykerOptions } from '@stryker-mutator/api/core';

/** stryker.config.mjs, as the scripts read it (scripts/mutation-ci.ts takes the `mutate` globs from it). */
export declare const base: PartialStrykerOptions;
/** The pharmacy files left out of every run (see stryker.config.mjs). */
export declare const PHARMACY_NOT_YET_GATED: string[];
/** The pharmacy's files already under the gate, put back after that list (see stryker.config.mjs). */
export declare const PHARMACY_GATED: { machines: string[]; domain: string[] };
declare const config: PartialStrykerOptions & { mutate: string[]; incrementalFile: string };
export default config;

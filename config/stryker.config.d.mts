import type { PartialStrykerOptions } from '@stryker-mutator/api/core';

/** stryker.config.mjs, as the scripts read it (scripts/mutation-ci.ts takes the `mutate` globs from it). */
export declare const base: PartialStrykerOptions;
/** The pharmacy's API contracts: their own run, left out of the domain run (see stryker.config.mjs). */
export declare const PHARMACY_CONTRACTS: string[];
/** The pharmacy's charts and rules under the gate (see stryker.config.mjs). */
export declare const PHARMACY_GATED: { machines: string[]; domain: string[] };
declare const config: PartialStrykerOptions & { mutate: string[]; incrementalFile: string };
export default config;

import type { PartialStrykerOptions } from '@stryker-mutator/api/core';

/** stryker.pharmacy-server.config.mjs, as the scripts read it. */
/** The areas of the pharmacy's server under the gate (see stryker.pharmacy-server.config.mjs). */
export declare const PHARMACY_SERVER_GATED: string[];
declare const config: PartialStrykerOptions & { mutate: string[]; incrementalFile: string };
export default config;

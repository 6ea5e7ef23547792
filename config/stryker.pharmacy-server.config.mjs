// @ts-check
/**
 * Mutation testing of the pharmacy's sandbox server (server/rx/, server/routes/rx/) against the pharmacy's HTTP-level
 * contract tests (config/vitest.mutation.pharmacy-server.config.ts), one area at a time (docs/qa.md "The pharmacy's
 * server: a run of its own"): StrykerJS makes about 6,200 mutants of the two folders, each tested against contract
 * tests that open a database, hours of this machine, so the run grows by areas as their survivors are reviewed.
 */
import { base } from './stryker.config.mjs';

/**
 * The areas of server/rx/ and server/routes/rx/ under the gate. First, 2026-12-02: who may act for which patient
 * (§3 "Relationships", §4 "Relationship requests", §6, §7.3): the one access rule, patient access requests and
 * their owner, the patients list. Next: the pharmacy session (server/rx/gate.ts, session.ts, routes/rx/session.ts),
 * whose mutants each run nearly every pharmacy contract test (every request passes the gate).
 */
export const PHARMACY_SERVER_GATED = [
  'server/rx/access.ts',
  'server/rx/relationships.ts',
  'server/routes/rx/patient-access.ts',
  'server/routes/rx/patients.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'config/vitest.mutation.pharmacy-server.config.ts', related: true },
  mutate: [...PHARMACY_SERVER_GATED],
  incrementalFile: 'reports/mutation/pharmacy-server.incremental.json',
  jsonReporter: { fileName: 'reports/mutation/pharmacy-server.json' },
  htmlReporter: { fileName: 'reports/mutation/pharmacy-server.html' },
  tempDirName: '.stryker-tmp-pharmacy-server',
};

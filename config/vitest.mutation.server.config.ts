/**
 * The tests StrykerJS runs against each mutant of server/auth/ and server/wallet/ (config/stryker.server.config.mjs;
 * docs/qa.md "Mutation testing"): the sandbox's HTTP-level contract tests of sign-in, sessions, accounts and the
 * wallet. Left out:
 * - the PostgreSQL and two-instance tests (they need a database server) and the persistence test (restarts of a file
 *   database, not behaviour of these folders);
 * - the pharmacy's contract tests (`rx-*`, except the gate and the session timeout, which go through the sign-in
 *   session), the reset script's and the session secret's (server/session-secret.ts; it starts `npm start` twice):
 *   they test server/rx/, scripts/ and the start-up, and cost two thirds of each run. A static
 *   mutant runs every test here, so each left-out file is paid once per static mutant. A mutant only they would
 *   kill counts as surviving: the score is, if anything, low.
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/** Contract tests of other folders (the pharmacy, scripts, start-up) that go through server/auth/ or server/wallet/ at most to sign in. */
const NOT_FOR_SERVER_MUTANTS = [
  'tests/contract/postgres.test.ts',
  'tests/contract/two-instances.test.ts',
  'tests/contract/persistence.test.ts',
  'tests/contract/reset-script.test.ts',
  'tests/contract/session-secret.test.ts',
  'tests/contract/rx-checkout-resume.test.ts',
  'tests/contract/rx-core.test.ts',
  'tests/contract/rx-grantor-and-limits.test.ts',
  'tests/contract/rx-identity.test.ts',
  'tests/contract/rx-orders.test.ts',
  'tests/contract/rx-ownership.test.ts',
  'tests/contract/rx-profile.test.ts',
  'tests/contract/rx-records.test.ts',
  'tests/contract/rx-tracker.test.ts',
];

const config = mergeConfig(
  base,
  defineConfig({ test: { exclude: ['**/node_modules/**', ...NOT_FOR_SERVER_MUTANTS] } }),
);
// mergeConfig joins arrays: the include list is replaced, not added to.
config.test = { ...config.test, include: ['tests/contract/**/*.test.ts'] };

export default config;

// @vitest-environment node
/** Email verification (account-signin.md §4 "Success", §9): the coverage test (every generated path replays; 100% of states and transitions). The chart's
 *  choices against the spec are checked by verifyEmail.oracle.test.ts. */
import { describe } from 'vitest';
import { verifyEmailModel } from '../../machines/account/verifyEmail/verifyEmail.fixtures';
import { verifyEmailMachine } from '../../machines/account/verifyEmail/verifyEmail.machine';
import { coverageTest } from './coverage';

describe('verifyEmail chart: generated paths', () => {
  coverageTest(verifyEmailMachine, verifyEmailModel);
});

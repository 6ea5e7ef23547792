// @vitest-environment node
/** Sign-in page (account-signin.md §2, §4): the coverage test (every generated path replays; 100% of states and transitions). The chart's
 *  choices against the spec are checked by signIn.oracle.test.ts. */
import { describe } from 'vitest';
import { signInModel } from '../../machines/account/signIn/signIn.fixtures';
import { signInMachine } from '../../machines/account/signIn/signIn.machine';
import { coverageTest } from './coverage';

describe('signIn chart: generated paths', () => {
  coverageTest(signInMachine, signInModel);
});

// @vitest-environment node
/** Reset password (account-signin.md §4 "Reset-password state"): the coverage test (every generated path replays; 100% of states and transitions). The chart's
 *  choices against the spec are checked by resetPassword.oracle.test.ts. */
import { describe } from 'vitest';
import { resetPasswordModel } from '../../machines/account/resetPassword/resetPassword.fixtures';
import { resetPasswordMachine } from '../../machines/account/resetPassword/resetPassword.machine';
import { coverageTest } from './coverage';

describe('resetPassword chart: generated paths', () => {
  coverageTest(resetPasswordMachine, resetPasswordModel);
});

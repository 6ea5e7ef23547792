// @vitest-environment node
/** Forgot password (account-signin.md §4 "Forgot-password action"): the coverage test (every generated path replays; 100% of states and transitions). The chart's
 *  choices against the spec are checked by forgotPassword.oracle.test.ts. */
import { describe } from 'vitest';
import { forgotPasswordModel } from '../../machines/account/forgotPassword/forgotPassword.fixtures';
import { forgotPasswordMachine } from '../../machines/account/forgotPassword/forgotPassword.machine';
import { coverageTest } from './coverage';

describe('forgotPassword chart: generated paths', () => {
  coverageTest(forgotPasswordMachine, forgotPasswordModel);
});

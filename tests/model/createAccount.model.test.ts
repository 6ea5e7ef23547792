// @vitest-environment node
/** Create account (account-signin.md §2 /account/create): the coverage test (every generated path replays; 100% of states and transitions). The chart's
 *  choices against the spec are checked by createAccount.oracle.test.ts. */
import { describe } from 'vitest';
import { createAccountModel } from '../../machines/account/createAccount/createAccount.fixtures';
import { createAccountMachine } from '../../machines/account/createAccount/createAccount.machine';
import { coverageTest } from './coverage';

describe('createAccount chart: generated paths', () => {
  coverageTest(createAccountMachine, createAccountModel);
});

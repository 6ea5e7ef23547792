// @vitest-environment node
/** Delete account (account-signin.md §2 /account/delete): the coverage test (every generated path replays; 100% of states and transitions). The chart's
 *  choices against the spec are checked by deleteAccount.oracle.test.ts. */
import { describe } from 'vitest';
import { deleteAccountModel } from '../../machines/account/deleteAccount/deleteAccount.fixtures';
import { deleteAccountMachine } from '../../machines/account/deleteAccount/deleteAccount.machine';
import { coverageTest } from './coverage';

describe('deleteAccount chart: generated paths', () => {
  coverageTest(deleteAccountMachine, deleteAccountModel);
});

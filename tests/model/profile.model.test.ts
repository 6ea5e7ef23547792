// @vitest-environment node
/** Customer profile (account-signin.md §3, §4 "Profile fetch"): the coverage test (every generated path replays; 100% of states and transitions). The chart's
 *  choices against the spec are checked by profile.oracle.test.ts. */
import { describe } from 'vitest';
import { profileModel } from '../../machines/account/profile/profile.fixtures';
import { profileMachine } from '../../machines/account/profile/profile.machine';
import { coverageTest } from './coverage';

describe('profile chart: generated paths', () => {
  coverageTest(profileMachine, profileModel);
});

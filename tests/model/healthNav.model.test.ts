// @vitest-environment node
/** Health left navigation (account-signin.md §2): the coverage test (every generated path replays; 100% of states and transitions). The chart's
 *  choices against the spec are checked by healthNav.oracle.test.ts. */
import { describe } from 'vitest';
import { healthNavModel } from '../../machines/shared/healthNav/healthNav.fixtures';
import { healthNavMachine } from '../../machines/shared/healthNav/healthNav.machine';
import { coverageTest } from './coverage';

describe('healthNav chart: generated paths', () => {
  coverageTest(healthNavMachine, healthNavModel);
});

// @vitest-environment node
/** Session and user states (account-signin.md §6, §7): the coverage test (every generated path replays; 100% of states and transitions). The chart's
 *  choices against the spec are checked by session.oracle.test.ts. */
import { describe } from 'vitest';
import { sessionModel } from '../../machines/shared/session/session.fixtures';
import { sessionMachine } from '../../machines/shared/session/session.machine';
import { coverageTest } from './coverage';

describe('session chart: generated paths', () => {
  coverageTest(sessionMachine, sessionModel);
});

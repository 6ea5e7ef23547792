// @vitest-environment node
/** Field accessibility alert (account-signin.md §5, §9): the coverage test (every generated path replays; 100% of states and transitions). The chart's
 *  choices against the spec are checked by fieldAlert.oracle.test.ts. */
import { describe } from 'vitest';
import { fieldAlertModel } from '../../machines/shared/fieldAlert/fieldAlert.fixtures';
import { fieldAlertMachine } from '../../machines/shared/fieldAlert/fieldAlert.machine';
import { coverageTest } from './coverage';

describe('fieldAlert chart: generated paths', () => {
  coverageTest(fieldAlertMachine, fieldAlertModel);
});

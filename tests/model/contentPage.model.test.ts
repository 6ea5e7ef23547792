// @vitest-environment node
/** Help and legal pages (account-signin.md §2): the coverage test (every generated path replays; 100% of states and transitions). The chart's
 *  choices against the spec are checked by contentPage.oracle.test.ts. */
import { describe } from 'vitest';
import { contentPageModel } from '../../machines/shared/contentPage/contentPage.fixtures';
import { contentPageMachine } from '../../machines/shared/contentPage/contentPage.machine';
import { coverageTest } from './coverage';

describe('contentPage chart: generated paths', () => {
  coverageTest(contentPageMachine, contentPageModel);
});

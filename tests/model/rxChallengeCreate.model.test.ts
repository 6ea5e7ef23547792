// @vitest-environment node
/** The define-security-questions chart (pharmacy-portal.md §2.4, §3, §5 "Challenge answers", §7.3): the coverage test
 *  over the generated paths. Its oracle table, whose expected values are literals copied from the spec, is
 *  rxChallengeCreate.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage replays
 *  out). */
import { describe, it } from 'vitest';
import { challengeCreateModel } from '../../machines/rx/challengeCreate/challengeCreate.fixtures';
import { challengeCreateMachine } from '../../machines/rx/challengeCreate/challengeCreate.machine';
import { expectFullCoverage } from './identity-support';

describe('rxChallengeCreate chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    expectFullCoverage(challengeCreateMachine, challengeCreateModel);
  });
});

// @vitest-environment node
/**
 * The identity quiz chart (pharmacy-portal.md §3 "Identity quiz", §4 "Identity quiz", §5 "Identity quiz", §8): the
 * coverage test over the generated paths. Its oracle table, whose expected values are literals copied from the spec,
 * is rxIdentityQuiz.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage replays
 * out).
 */
import { describe, it } from 'vitest';
import { identityQuizModel } from '../../machines/rx/identityQuiz/identityQuiz.fixtures';
import { identityQuizMachine } from '../../machines/rx/identityQuiz/identityQuiz.machine';
import { expectFullCoverage } from './identity-support';

describe('rxIdentityQuiz chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    expectFullCoverage(identityQuizMachine, identityQuizModel);
  });
});

// @vitest-environment node
/**
 * Answering a security question (pharmacy-portal.md §4 "Security question answering", "Security-question attempts",
 * "Account lock"): the coverage test over the generated paths. Its oracle table, whose expected values are literals
 * copied from the spec, is rxSecurityAnswer.oracle.test.ts (the mutation run's tests include the oracle files and
 * leave the coverage replays out).
 */
import { describe, it } from 'vitest';
import { securityAnswerModel } from '../../machines/rx/securityAnswer/securityAnswer.fixtures';
import { securityAnswerMachine } from '../../machines/rx/securityAnswer/securityAnswer.machine';
import { expectFullCoverage } from './identity-support';

describe('rxSecurityAnswer chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    expectFullCoverage(securityAnswerMachine, securityAnswerModel);
  });
});

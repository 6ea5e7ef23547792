// @vitest-environment node
/**
 * The prescriber quiz chart (pharmacy-portal.md §4 "Prescriber quiz: times out after 3 minutes without an answer,
 * then asks for the RX number", §9): the coverage test over the generated paths. Its oracle table, whose expected
 * values are literals copied from the spec, is rxPrescriberQuiz.oracle.test.ts (the mutation run's tests include the
 * oracle files and leave the coverage replays out).
 */
import { describe, it } from 'vitest';
import { prescriberQuizModel } from '../../machines/rx/prescriberQuiz/prescriberQuiz.fixtures';
import { prescriberQuizMachine } from '../../machines/rx/prescriberQuiz/prescriberQuiz.machine';
import { expectFullCoverage } from './identity-support';

describe('rxPrescriberQuiz chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    expectFullCoverage(prescriberQuizMachine, prescriberQuizModel);
  });
});

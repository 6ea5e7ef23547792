// @vitest-environment node
/**
 * The prescriber quiz chart (pharmacy-portal.md §4 "Prescriber quiz: times out after 3 minutes without an answer,
 * then asks for the RX number", §9): coverage over the generated paths, and an oracle on a simulated clock.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  prescriberQuizInput,
  prescriberQuizModel,
} from '../../machines/rx/prescriberQuiz/prescriberQuiz.fixtures';
import { prescriberQuizMachine } from '../../machines/rx/prescriberQuiz/prescriberQuiz.machine';
import { apiErrorOf, fixturePrescriberQuiz } from '../../machines/rx/shared/identity.fixtures';
import { expectFullCoverage, runWith, settle } from './identity-support';

describe('rxPrescriberQuiz chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    expectFullCoverage(prescriberQuizMachine, prescriberQuizModel);
  });
});

async function onClock() {
  const clock = new SimulatedClock();
  const actor = createActor(
    prescriberQuizMachine.provide({
      actors: {
        startPrescriberQuiz: fromPromise(async () => fixturePrescriberQuiz),
        answerPrescriberQuiz: fromPromise(() => new Promise(() => {})),
      },
    }),
    { input: prescriberQuizInput, clock },
  ).start();
  await settle();
  return { actor, clock };
}

describe('rxPrescriberQuiz chart: oracle', () => {
  it('times out after 180 000 ms without an answer, not before; choosing does not restart the clock', async () => {
    const { actor, clock } = await onClock();
    expect(actor.getSnapshot().value).toBe('choosing');
    clock.increment(179_999);
    actor.send({ type: 'prescriber.choose', prescriberNumber: '1487650002' });
    expect(actor.getSnapshot().value).toBe('choosing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('unverified');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'timedOut' });
  });

  it('an answer before the time runs out stops the clock', async () => {
    const { actor, clock } = await onClock();
    actor.send({ type: 'prescriber.choose', prescriberNumber: '1487650002' });
    actor.send({ type: 'prescriber.submit' });
    clock.increment(180_000);
    expect(actor.getSnapshot().value).toBe('verifying');
  });

  it.each([
    { result: 'VERIFIED', outcome: 'verified' },
    { result: 'NOT_VERIFIED', outcome: 'notVerified' },
    { result: 'EXPIRED', outcome: 'timedOut' },
  ])('$result ends $outcome', async ({ result, outcome }) => {
    const { actor, calls } = runWith(
      prescriberQuizMachine,
      { startPrescriberQuiz: () => fixturePrescriberQuiz, answerPrescriberQuiz: () => result },
      { input: prescriberQuizInput },
    );
    await settle();
    expect(actor.getSnapshot().can({ type: 'prescriber.submit' })).toBe(false);
    actor.send({ type: 'prescriber.choose', prescriberNumber: '1487650002' });
    actor.send({ type: 'prescriber.submit' });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ outcome });
    expect(calls.startPrescriberQuiz).toEqual([{ patientNumber: '100999001' }]);
    expect(calls.answerPrescriberQuiz).toEqual([{ quizId: 'pq-1', prescriberNumber: '1487650002' }]);
  });

  it('a failing call ends failed', async () => {
    const { actor } = runWith(
      prescriberQuizMachine,
      { startPrescriberQuiz: () => Promise.reject(apiErrorOf(500)), answerPrescriberQuiz: () => 'VERIFIED' },
      { input: prescriberQuizInput },
    );
    await settle();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed' });
  });
});

// @vitest-environment node
/**
 * Answering a security question (pharmacy-portal.md §4 "Security question answering", "Security-question attempts",
 * "Account lock"): coverage, and an oracle of the page states, the next question after a wrong answer, and where a
 * right answer or a temporary lock leads.
 */
import { describe, expect, it } from 'vitest';
import {
  fixtureUserQuestions,
  securityAnswerModel,
  securityAnswerResponses as R,
} from '../../machines/rx/securityAnswer/securityAnswer.fixtures';
import { securityAnswerMachine } from '../../machines/rx/securityAnswer/securityAnswer.machine';
import { shuffled } from '../../domain/rx/identity';
import { expectFullCoverage, runWith, settle } from './identity-support';

describe('rxSecurityAnswer chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    expectFullCoverage(securityAnswerMachine, securityAnswerModel);
  });
});

function start(load: unknown, answers: unknown[] = [], redirectUrl: string | null = '/rx/refills') {
  const queue = [...answers];
  return runWith(
    securityAnswerMachine,
    { loadQuestions: () => load, sendAnswer: () => queue.shift() },
    { input: { redirectUrl }, stubActions: ['navigateTo'] },
  );
}

describe('rxSecurityAnswer chart: oracle', () => {
  it.each([
    { load: R.pristine, state: { answering: 'unlocked' } },
    { load: R.second, state: { answering: 'firstFailure' } },
    { load: R.subsequent, state: { answering: 'secondFailure' } },
    { load: R.temporaryUnlockAttempt, state: { answering: 'finalFailure' } },
    { load: R.temporarilyLocked, state: { stopped: 'temporarilyLocked' } },
    { load: R.locked, state: { stopped: 'locked' } },
    { load: R.none, state: { stopped: 'noQuestions' } },
  ])('opens on the page state of the server attempt state: $state', async ({ load, state }) => {
    const { actor } = start(load);
    await settle();
    expect(actor.getSnapshot().value).toEqual(state);
  });

  it('three wrong answers: first failure, second failure, temporarily locked → the reset page; each on the next question', async () => {
    const { actor, calls, actions } = start(R.pristine, [R.firstWrong, R.secondWrong, R.thirdWrong]);
    await settle();
    const seen: unknown[] = [];
    for (const answer of ['one', 'two', 'three']) {
      actor.send({ type: 'security.submit', answer, rememberDevice: false });
      await settle();
      seen.push(actor.getSnapshot().value);
    }
    expect(seen).toEqual([
      { answering: 'firstFailure' },
      { answering: 'secondFailure' },
      { stopped: 'temporarilyLocked' },
    ]);
    expect((calls.sendAnswer as Array<{ questionId: string }>).map((c) => c.questionId)).toEqual([
      'SQ201',
      'SQ101',
      'SQ301',
    ]);
    expect(actions).toEqual([
      { type: 'navigateTo', params: { path: '/rx/security-questions/reset?redirectUrl=%2Frx%2Frefills' } },
    ]);
  });

  it('after a reset: a wrong answer is the final failure, the next locks (call support)', async () => {
    const { actor } = start(R.pristine, [R.afterUnlockWrong, R.finalWrong]);
    await settle();
    actor.send({ type: 'security.submit', answer: 'x1', rememberDevice: false });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ answering: 'finalFailure' });
    actor.send({ type: 'security.submit', answer: 'x2', rememberDevice: false });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ stopped: 'locked' });
  });

  it.each([
    { redirectUrl: '/rx/refills', path: '/rx/refills' },
    { redirectUrl: null, path: '/rx/dashboard' },
    { redirectUrl: '//elsewhere.example', path: '/rx/dashboard' },
  ])(
    'a right answer goes to $path (redirect $redirectUrl) and sends rememberDevice',
    async ({ redirectUrl, path }) => {
      const { actor, calls, actions } = start(R.pristine, [R.correct], redirectUrl);
      await settle();
      expect(actor.getSnapshot().can({ type: 'security.submit', answer: '  ', rememberDevice: false })).toBe(
        false,
      );
      actor.send({ type: 'security.submit', answer: 'cincinnati', rememberDevice: true });
      await settle();
      expect(actor.getSnapshot().value).toBe('authorized');
      expect(calls.sendAnswer).toEqual([{ questionId: 'SQ201', answer: 'cincinnati', rememberDevice: true }]);
      expect(actions).toEqual([{ type: 'navigateTo', params: { path } }]);
    },
  );

  it('§4 "shuffled at random when answering": every order is a permutation, driven by the random source', () => {
    const ids = fixtureUserQuestions.map((q) => q.questionId);
    expect(shuffled(ids, () => 0).map(String)).toEqual(['SQ101', 'SQ301', 'SQ201']);
    expect(shuffled(ids, () => 0.99)).toEqual(ids);
    expect([...shuffled(ids)].sort()).toEqual([...ids].sort());
  });
});

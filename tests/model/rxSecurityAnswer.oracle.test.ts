// @vitest-environment node
/**
 * The answer-a-security-question chart's oracle table (pharmacy-portal.md §2.1 /rx/security-questions?redirectUrl=
 * and /rx/security-questions/reset, /rx/dashboard; §3 "Security questions / challenge questions"; §4 "Security
 * question answering", "Account lock", "Security-question attempts"): each expected value is a literal copied from
 * the spec or from the chart's fixtures, never the chart's own constant. The coverage replay over the generated paths
 * is rxSecurityAnswer.model.test.ts. This file is the security-answer area's part of the mutation gate
 * (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ChallengeAnswerResponse, UserChallengeQuestions } from '../../api/contracts/rx-identity';
import { shuffled } from '../../domain/rx/identity';
import {
  fixtureUserQuestions,
  securityAnswerResponses as R,
} from '../../machines/rx/securityAnswer/securityAnswer.fixtures';
import { apiErrorOf } from '../../machines/rx/shared/identity.fixtures';

/** What an actor answers: a value, a failure (an Error or an ApiError is thrown), or `'never'` (stays open). */
type Answer = unknown;

const isFailure = (a: Answer) =>
  a instanceof Error ||
  (typeof a === 'object' && a !== null && (a as { name?: unknown }).name === 'ApiError');

async function reply(a: Answer) {
  if (a === 'never') return new Promise<never>(() => {});
  if (isFailure(a)) throw a;
  return a;
}

interface Options {
  /** The loader's answers in turn; the last one repeats. */
  load?: Answer[];
  /** The answer checks, in turn; once used up the call stays open. */
  answers?: Answer[];
  redirectUrl?: string | null;
}

async function started({ load = [R.pristine], answers = [], redirectUrl = '/rx/refills' }: Options = {}) {
  const loads: unknown[] = [];
  const sent: Array<{ questionId: string; answer: string; rememberDevice: boolean }> = [];
  const navigated: string[] = [];
  // Loaded in each test (as oracleTable does): a chart whose definition no longer builds fails every case.
  const { securityAnswerMachine } = await import('../../machines/rx/securityAnswer/securityAnswer.machine');
  const actor = createActor(
    securityAnswerMachine.provide({
      actors: {
        loadQuestions: fromPromise<UserChallengeQuestions>(async ({ input }) => {
          loads.push(input);
          return reply(load[Math.min(loads.length, load.length) - 1]) as Promise<UserChallengeQuestions>;
        }),
        sendAnswer: fromPromise<
          ChallengeAnswerResponse,
          { questionId: string; answer: string; rememberDevice: boolean }
        >(async ({ input }) => {
          sent.push(input);
          return reply(answers[sent.length - 1] ?? 'never') as Promise<ChallengeAnswerResponse>;
        }),
      },
      actions: {
        navigateTo: (_, { path }) => {
          navigated.push(path);
        },
      },
    }),
    { input: { redirectUrl } },
  ).start();
  await settle();
  return { actor, loads, sent, navigated };
}

const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
};

const submit = (answer: string, rememberDevice = false) =>
  ({ type: 'security.submit', answer, rememberDevice }) as const;
const retry = { type: 'security.retry' } as const;

/** Sends answers one by one, settling after each; returns the state value after each. */
async function answer(actor: { send: (e: never) => void; getSnapshot: () => { value: unknown } }, n: number) {
  const seen: unknown[] = [];
  for (let i = 1; i <= n; i++) {
    actor.send(submit(`answer${i}`) as never);
    await settle();
    seen.push(actor.getSnapshot().value);
  }
  return seen;
}

describe('rxSecurityAnswer chart: oracle (literals from the spec)', () => {
  describe('loading the questions (GET user-challenge-questions)', () => {
    it('starts loading (busy) with redirectUrl kept and no question, attempt state PRISTINE, 0 failed attempts', async () => {
      const { actor, loads } = await started({ load: ['never'] });
      const s = actor.getSnapshot();
      expect(s.value).toBe('loading');
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context).toEqual({
        redirectUrl: '/rx/refills',
        questions: [],
        index: 0,
        failedAttempts: 0,
        attemptState: 'PRISTINE',
      });
      expect(loads).toEqual([undefined]);
    });

    it('keeps a null redirectUrl as null', async () => {
      const { actor } = await started({ load: ['never'], redirectUrl: null });
      expect(actor.getSnapshot().context.redirectUrl).toBe(null);
    });

    it('refuses an answer and Try Again while loading', async () => {
      const { actor } = await started({ load: ['never'] });
      expect(actor.getSnapshot().can(submit('biscuit'))).toBe(false);
      expect(actor.getSnapshot().can(retry)).toBe(false);
    });

    it.each([
      { load: 'pristine', state: { answering: 'unlocked' } },
      { load: 'second', state: { answering: 'firstFailure' } },
      { load: 'subsequent', state: { answering: 'secondFailure' } },
      { load: 'temporaryUnlockAttempt', state: { answering: 'finalFailure' } },
      { load: 'temporarilyLocked', state: { stopped: 'temporarilyLocked' } },
      { load: 'locked', state: { stopped: 'locked' } },
      { load: 'none', state: { stopped: 'noQuestions' } },
    ] as const)(
      'opens on the page state of the server attempt state: $load → $state',
      async ({ load, state }) => {
        const { actor } = await started({ load: [R[load]] });
        expect(actor.getSnapshot().value).toEqual(state);
        expect(actor.getSnapshot().hasTag('busy')).toBe(false);
      },
    );

    it.each([
      { attemptState: 'PRISTINE', failed: 0 },
      { attemptState: 'LOCKED_OUT', failed: 3 },
      { attemptState: 'TEMPORARY_UNLOCK', failed: 0 },
    ] as const)(
      'an UNLOCKED $attemptState (no failure page state) opens unlocked',
      async ({ attemptState, failed }) => {
        const { actor } = await started({
          load: [{ ...R.pristine, attemptState, failedSecurityQuestionAnswerAttempts: failed }],
        });
        expect(actor.getSnapshot().value).toEqual({ answering: 'unlocked' });
        expect(actor.getSnapshot().context).toMatchObject({ attemptState, failedAttempts: failed });
      },
    );

    it.each([
      { load: 'pristine', attemptState: 'PRISTINE', failed: 0 },
      { load: 'second', attemptState: 'SECOND_ATTEMPT', failed: 1 },
      { load: 'subsequent', attemptState: 'SUBSEQUENT_ATTEMPT', failed: 2 },
      { load: 'temporaryUnlockAttempt', attemptState: 'TEMPORARY_UNLOCK_ATTEMPT', failed: 1 },
    ] as const)(
      'keeps the questions, the first question shown, $attemptState and $failed failed attempts',
      async ({ load, attemptState, failed }) => {
        const { actor } = await started({ load: [R[load]] });
        expect(actor.getSnapshot().context).toEqual({
          redirectUrl: '/rx/refills',
          questions: [
            { questionId: 'SQ201', text: 'In what city were you born?' },
            { questionId: 'SQ101', text: 'What was the name of your first pet?' },
            { questionId: 'SQ301', text: 'What was the make of your first car?' },
          ],
          index: 0,
          failedAttempts: failed,
          attemptState,
        });
      },
    );

    it('a LOCKED account is the final lock even with no questions (the lock comes first)', async () => {
      const { actor, navigated } = await started({ load: [{ ...R.locked, questions: [] }] });
      expect(actor.getSnapshot().value).toEqual({ stopped: 'locked' });
      expect(navigated).toEqual([]);
    });

    it('a TEMPORARILY_LOCKED account opens the reset page even with no questions', async () => {
      const { actor, navigated } = await started({ load: [{ ...R.temporarilyLocked, questions: [] }] });
      expect(actor.getSnapshot().value).toEqual({ stopped: 'temporarilyLocked' });
      expect(navigated).toEqual(['/rx/security-questions/reset?redirectUrl=%2Frx%2Frefills']);
    });

    it('a LOCKED account is the final lock whatever its attempt state (SECOND_ATTEMPT)', async () => {
      const { actor } = await started({ load: [{ ...R.second, lockedStatus: 'LOCKED' }] });
      expect(actor.getSnapshot().value).toEqual({ stopped: 'locked' });
    });

    it('a TEMPORARILY_LOCKED account opens the reset page whatever its attempt state (SUBSEQUENT_ATTEMPT)', async () => {
      const { actor } = await started({ load: [{ ...R.subsequent, lockedStatus: 'TEMPORARILY_LOCKED' }] });
      expect(actor.getSnapshot().value).toEqual({ stopped: 'temporarilyLocked' });
    });

    it.each([
      { redirectUrl: '/rx/refills', path: '/rx/security-questions/reset?redirectUrl=%2Frx%2Frefills' },
      { redirectUrl: null, path: '/rx/security-questions/reset' },
    ])(
      'a temporary lock on opening leads to the reset page $path (redirect $redirectUrl)',
      async ({ redirectUrl, path }) => {
        const { navigated } = await started({ load: [R.temporarilyLocked], redirectUrl });
        expect(navigated).toEqual([path]);
      },
    );

    it.each(['locked', 'none', 'pristine'] as const)('opening on %s leaves nowhere', async (load) => {
      const { navigated } = await started({ load: [R[load]] });
      expect(navigated).toEqual([]);
    });

    it.each(['locked', 'temporarilyLocked', 'none'] as const)(
      'stopped (%s): refuses an answer and Try Again',
      async (load) => {
        const { actor } = await started({ load: [R[load]] });
        expect(actor.getSnapshot().can(submit('biscuit'))).toBe(false);
        expect(actor.getSnapshot().can(retry)).toBe(false);
      },
    );

    it('a failed load goes to failed (not busy); it refuses an answer and accepts Try Again', async () => {
      const { actor } = await started({ load: [apiErrorOf(500)] });
      const s = actor.getSnapshot();
      expect(s.value).toBe('failed');
      expect(s.hasTag('busy')).toBe(false);
      expect(s.can(submit('biscuit'))).toBe(false);
      expect(s.can(retry)).toBe(true);
    });

    it('Try Again after a failed load loads the questions again and opens on their page state', async () => {
      const { actor, loads } = await started({ load: [apiErrorOf(500), 'never'] });
      actor.send(retry);
      expect(actor.getSnapshot().value).toBe('loading');
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await settle();
      expect(loads.length).toBe(2);
      const again = await started({ load: [new Error('offline'), R.second] });
      again.actor.send(retry);
      await settle();
      expect(again.loads.length).toBe(2);
      expect(again.actor.getSnapshot().value).toEqual({ answering: 'firstFailure' });
    });
  });

  describe('submitting an answer (POST user-challenge-question)', () => {
    it.each(['', ' ', '   ', '\t\n'])('refuses an empty answer %j: nothing is sent', async (empty) => {
      const { actor, sent } = await started();
      expect(actor.getSnapshot().can(submit(empty))).toBe(false);
      actor.send(submit(empty));
      await settle();
      expect(actor.getSnapshot().value).toEqual({ answering: 'unlocked' });
      expect(sent).toEqual([]);
    });

    it.each(['a', ' a ', 'cincinnati'])('accepts a non-empty answer %j', async (text) => {
      const { actor } = await started();
      expect(actor.getSnapshot().can(submit(text))).toBe(true);
    });

    it.each(['pristine', 'second', 'subsequent', 'temporaryUnlockAttempt'] as const)(
      'the page state of %s takes an answer and refuses Try Again',
      async (load) => {
        const { actor } = await started({ load: [R[load]] });
        expect(actor.getSnapshot().can(submit('biscuit'))).toBe(true);
        expect(actor.getSnapshot().can(submit('  '))).toBe(false);
        expect(actor.getSnapshot().can(retry)).toBe(false);
      },
    );

    it.each([true, false])(
      'sends the shown question, the answer as typed and rememberDevice %s; checking is busy',
      async (rememberDevice) => {
        const { actor, sent } = await started();
        actor.send(submit('cincinnati', rememberDevice));
        await settle();
        expect(sent).toEqual([{ questionId: 'SQ201', answer: 'cincinnati', rememberDevice }]);
        expect(actor.getSnapshot().value).toEqual({ answering: 'checking' });
        expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      },
    );

    it('while checking refuses another answer and Try Again', async () => {
      const { actor, sent } = await started();
      actor.send(submit('cincinnati'));
      await settle();
      expect(actor.getSnapshot().can(submit('other'))).toBe(false);
      expect(actor.getSnapshot().can(retry)).toBe(false);
      actor.send(submit('other'));
      await settle();
      expect(sent.length).toBe(1);
    });
  });

  describe('the answer’s result', () => {
    it.each([
      { redirectUrl: '/rx/refills', path: '/rx/refills' },
      { redirectUrl: '/rx/prescription-history?patient=1', path: '/rx/prescription-history?patient=1' },
      { redirectUrl: null, path: '/rx/dashboard' },
      { redirectUrl: '', path: '/rx/dashboard' },
      { redirectUrl: '//elsewhere.example', path: '/rx/dashboard' },
      { redirectUrl: 'https://elsewhere.example/rx', path: '/rx/dashboard' },
      { redirectUrl: '/\\elsewhere.example', path: '/rx/dashboard' },
    ])(
      'a right answer is authorized and goes to $path (redirect $redirectUrl)',
      async ({ redirectUrl, path }) => {
        const { actor, navigated } = await started({ answers: [R.correct], redirectUrl });
        actor.send(submit('cincinnati', true));
        await settle();
        expect(actor.getSnapshot().value).toBe('authorized');
        expect(actor.getSnapshot().status).toBe('done');
        expect(navigated).toEqual([path]);
      },
    );

    it('a right answer wins over a lock in the same response', async () => {
      const { actor } = await started({ answers: [{ ...R.correct, lockedStatus: 'LOCKED', locked: true }] });
      actor.send(submit('cincinnati'));
      await settle();
      expect(actor.getSnapshot().value).toBe('authorized');
    });

    it('three wrong answers: first failure, second failure, then a temporary lock → the reset page', async () => {
      const { actor, sent, navigated } = await started({
        answers: [R.firstWrong, R.secondWrong, R.thirdWrong],
      });
      expect(await answer(actor, 3)).toEqual([
        { answering: 'firstFailure' },
        { answering: 'secondFailure' },
        { stopped: 'temporarilyLocked' },
      ]);
      // Each wrong answer moves to the next question.
      expect(sent.map((s) => s.questionId)).toEqual(['SQ201', 'SQ101', 'SQ301']);
      expect(navigated).toEqual(['/rx/security-questions/reset?redirectUrl=%2Frx%2Frefills']);
    });

    it('a temporary lock after an answer with no redirectUrl opens the bare reset page', async () => {
      const { actor, navigated } = await started({ answers: [R.thirdWrong], redirectUrl: null });
      actor.send(submit('three'));
      await settle();
      expect(navigated).toEqual(['/rx/security-questions/reset']);
    });

    it.each([
      { answer: 'firstWrong', state: 'firstFailure', index: 1, failed: 1, attemptState: 'SECOND_ATTEMPT' },
      {
        answer: 'secondWrong',
        state: 'secondFailure',
        index: 1,
        failed: 2,
        attemptState: 'SUBSEQUENT_ATTEMPT',
      },
      {
        answer: 'afterUnlockWrong',
        state: 'finalFailure',
        index: 1,
        failed: 1,
        attemptState: 'TEMPORARY_UNLOCK_ATTEMPT',
      },
    ] as const)(
      'a wrong answer ($attemptState) shows $state on the next question with $failed failed attempts',
      async ({ answer: a, state, index, failed, attemptState }) => {
        const { actor, navigated } = await started({ answers: [R[a]] });
        actor.send(submit('wrong'));
        await settle();
        expect(actor.getSnapshot().value).toEqual({ answering: state });
        expect(actor.getSnapshot().context).toMatchObject({ index, failedAttempts: failed, attemptState });
        expect(actor.getSnapshot().can(submit('again'))).toBe(true);
        expect(navigated).toEqual([]);
      },
    );

    it('after a reset: a wrong answer is the final failure, the next one locks (call support), leaving nowhere', async () => {
      const { actor, navigated } = await started({ answers: [R.afterUnlockWrong, R.finalWrong] });
      expect(await answer(actor, 2)).toEqual([{ answering: 'finalFailure' }, { stopped: 'locked' }]);
      expect(navigated).toEqual([]);
      expect(actor.getSnapshot().can(submit('again'))).toBe(false);
      expect(actor.getSnapshot().can(retry)).toBe(false);
    });

    it('a wrong answer with a LOCKED status locks even if its attempt state is a failure one', async () => {
      const { actor } = await started({ answers: [{ ...R.firstWrong, lockedStatus: 'LOCKED' }] });
      actor.send(submit('wrong'));
      await settle();
      expect(actor.getSnapshot().value).toEqual({ stopped: 'locked' });
    });

    it('a wrong answer with a TEMPORARILY_LOCKED status opens the reset page even if its attempt state is a failure one', async () => {
      const { actor, navigated } = await started({
        answers: [{ ...R.secondWrong, lockedStatus: 'TEMPORARILY_LOCKED' }],
      });
      actor.send(submit('wrong'));
      await settle();
      expect(actor.getSnapshot().value).toEqual({ stopped: 'temporarilyLocked' });
      expect(navigated).toEqual(['/rx/security-questions/reset?redirectUrl=%2Frx%2Frefills']);
    });

    it('the next question wraps round after the last one (3 questions: SQ201, SQ101, SQ301, SQ201)', async () => {
      const { actor, sent } = await started({
        answers: [R.firstWrong, R.secondWrong, R.afterUnlockWrong],
      });
      await answer(actor, 3);
      expect(actor.getSnapshot().context.index).toBe(0);
      actor.send(submit('four'));
      await settle();
      expect(sent.map((s) => s.questionId)).toEqual(['SQ201', 'SQ101', 'SQ301', 'SQ201']);
    });

    it('with one question set up, a wrong answer asks the same question again', async () => {
      const one = {
        ...R.pristine,
        questions: [{ questionId: 'SQ101', text: 'What was the name of your first pet?' }],
      };
      const { actor, sent } = await started({ load: [one], answers: [R.firstWrong] });
      await answer(actor, 1);
      expect(actor.getSnapshot().context.index).toBe(0);
      actor.send(submit('again'));
      await settle();
      expect(sent.map((s) => s.questionId)).toEqual(['SQ101', 'SQ101']);
    });

    it.each([
      { name: 'TEMPORARY_UNLOCK (the questions were reset meanwhile)', response: R.unexpected },
      { name: 'PRISTINE', response: { ...R.firstWrong, attemptState: 'PRISTINE' } },
      { name: 'an UNLOCKED LOCKED_OUT', response: { ...R.firstWrong, attemptState: 'LOCKED_OUT' } },
    ])(
      'a wrong answer in an unexpected attempt state, $name, reads the questions again',
      async ({ response }) => {
        const { actor, loads } = await started({ load: [R.pristine, 'never'], answers: [response] });
        actor.send(submit('wrong'));
        await settle();
        expect(actor.getSnapshot().value).toBe('loading');
        expect(actor.getSnapshot().hasTag('busy')).toBe(true);
        expect(loads.length).toBe(2);
      },
    );

    it('a reload after an unexpected answer starts again on the first question of the new list', async () => {
      const { actor, sent } = await started({
        load: [R.pristine, R.second],
        answers: [R.firstWrong, R.unexpected],
      });
      await answer(actor, 2);
      expect(actor.getSnapshot().value).toEqual({ answering: 'firstFailure' });
      expect(actor.getSnapshot().context).toMatchObject({
        index: 0,
        attemptState: 'SECOND_ATTEMPT',
        failedAttempts: 1,
      });
      actor.send(submit('three'));
      await settle();
      expect(sent.map((s) => s.questionId)).toEqual(['SQ201', 'SQ101', 'SQ201']);
    });

    it('a failed answer call goes to failed; Try Again reloads the questions and starts on the first one', async () => {
      const { actor, loads, sent } = await started({
        load: [R.pristine, R.second],
        answers: [R.firstWrong, apiErrorOf(500)],
      });
      await answer(actor, 2);
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().can(retry)).toBe(true);
      expect(actor.getSnapshot().can(submit('x'))).toBe(false);
      actor.send(retry);
      await settle();
      expect(loads.length).toBe(2);
      expect(actor.getSnapshot().value).toEqual({ answering: 'firstFailure' });
      expect(actor.getSnapshot().context.index).toBe(0);
      actor.send(submit('again'));
      await settle();
      expect(sent.map((s) => s.questionId)).toEqual(['SQ201', 'SQ101', 'SQ201']);
    });
  });

  it('§3 "shuffled at random when answering": every order is a permutation, driven by the random source', () => {
    const ids = fixtureUserQuestions.map((q) => q.questionId);
    expect(shuffled(ids, () => 0).map(String)).toEqual(['SQ101', 'SQ301', 'SQ201']);
    expect(shuffled(ids, () => 0.99)).toEqual(ids);
    expect([...shuffled(ids)].sort()).toEqual([...ids].sort());
  });
});

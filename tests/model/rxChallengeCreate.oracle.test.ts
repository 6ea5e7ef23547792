// @vitest-environment node
/**
 * The define-security-questions chart's oracle table (pharmacy-portal.md §2.1 /rx/link/challenge/create,
 * /rx/new-patient/challenge/create, /rx/security-questions/setup and /reset; §2.4 "Challenge question form"; §3
 * "Security questions / challenge questions"; §5 "Challenge answers"; §7.3 "Payload for creation: userChallenges and
 * preferredDevice"; §8 "Generic"): each expected value is a literal copied from the spec or from the chart's fixtures,
 * never the chart's own constant. The coverage replay over the generated paths is rxChallengeCreate.model.test.ts.
 * This file is the challenge-create area's part of the mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ChallengeQuestionGroups } from '../../api/contracts/rx-identity';
import { fixtureChallenges } from '../../machines/rx/challengeCreate/challengeCreate.fixtures';
import type {
  ChallengeMode,
  ChallengeSubmission,
} from '../../machines/rx/challengeCreate/challengeCreate.machine';
import { apiErrorOf, fixtureQuestionGroups } from '../../machines/rx/shared/identity.fixtures';

/** §8 "Generic". */
const GENERIC = 'We were unable to complete your request at this time, please try again.';
/** The reset page's wrong-password text (the spec gives none: docs/choices.md "How a temporary lock is lifted"). */
const WRONG_PASSWORD = 'The password is incorrect. Please try again.';

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

const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
};

interface Options {
  mode?: ChallengeMode;
  /** The loader's answers in turn; the last one repeats. */
  load?: Answer[];
  /** The save call's answers in turn; once used up the call stays open. */
  saves?: Answer[];
}

async function started({ mode = 'create', load = [fixtureQuestionGroups], saves = [] }: Options = {}) {
  const loads: unknown[] = [];
  const saved: unknown[] = [];
  // Loaded in each test (as oracleTable does): a chart whose definition no longer builds fails every case.
  const { challengeCreateMachine } = await import(
    '../../machines/rx/challengeCreate/challengeCreate.machine'
  );
  const actor = createActor(
    challengeCreateMachine.provide({
      actors: {
        fetchQuestionGroups: fromPromise<ChallengeQuestionGroups>(async ({ input }) => {
          loads.push(input);
          return reply(load[Math.min(loads.length, load.length) - 1]) as Promise<ChallengeQuestionGroups>;
        }),
        saveChallenges: fromPromise<unknown, ChallengeSubmission & { mode: ChallengeMode }>(
          async ({ input }) => {
            saved.push(input);
            return reply(saves[saved.length - 1] ?? 'never');
          },
        ),
      },
    }),
    { input: { mode } },
  ).start();
  await settle();
  return { actor, loads, saved };
}

const submit = {
  type: 'challenge.submit',
  userChallenges: fixtureChallenges,
  preferredDevice: true,
} as const;
const resetSubmit = { ...submit, password: 'Lockout123' } as const;
const retry = { type: 'challenge.retry' } as const;

describe('rxChallengeCreate chart: oracle (literals from the spec)', () => {
  describe('loading the question groups (GET challenge-questions)', () => {
    it.each(['create', 'reset'] as const)(
      'starts loading (busy) in mode %s with no groups, preferredDevice false, no error, no outcome',
      async (mode) => {
        const { actor, loads } = await started({ mode, load: ['never'] });
        const s = actor.getSnapshot();
        expect(s.value).toBe('loading');
        expect(s.hasTag('busy')).toBe(true);
        expect(s.context).toEqual({ mode, groups: [], preferredDevice: false, error: null, outcome: null });
        expect(loads).toEqual([undefined]);
      },
    );

    it('refuses Submit and Try Again while loading', async () => {
      const { actor } = await started({ load: ['never'] });
      expect(actor.getSnapshot().can(submit)).toBe(false);
      expect(actor.getSnapshot().can(retry)).toBe(false);
    });

    it('the three groups arrive: editing (not busy) with the groups kept', async () => {
      const { actor } = await started();
      const s = actor.getSnapshot();
      expect(s.value).toBe('editing');
      expect(s.hasTag('busy')).toBe(false);
      expect(s.context.groups.map((g) => g.map((q) => q.questionId))).toEqual([
        ['SQ101', 'SQ102'],
        ['SQ201', 'SQ202'],
        ['SQ301', 'SQ302'],
      ]);
      expect(s.context.error).toBe(null);
    });

    it('editing accepts Submit and refuses Try Again', async () => {
      const { actor } = await started();
      expect(actor.getSnapshot().can(submit)).toBe(true);
      expect(actor.getSnapshot().can(retry)).toBe(false);
    });

    it.each([
      { name: 'a 500', error: apiErrorOf(500) },
      { name: 'a network failure', error: apiErrorOf(0) },
      { name: 'a bug', error: new Error('boom') },
    ])('a failed load ($name) goes to loadFailed: refuses Submit, accepts Try Again', async ({ error }) => {
      const { actor } = await started({ load: [error] });
      const s = actor.getSnapshot();
      expect(s.value).toBe('loadFailed');
      expect(s.hasTag('busy')).toBe(false);
      expect(s.can(submit)).toBe(false);
      expect(s.can(retry)).toBe(true);
      expect(s.context.groups).toEqual([]);
    });

    it('Try Again after a failed load loads again (busy) with no error, then edits', async () => {
      const { actor, loads } = await started({ load: [apiErrorOf(500), fixtureQuestionGroups] });
      actor.send(retry);
      expect(actor.getSnapshot().value).toBe('loading');
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(actor.getSnapshot().context.error).toBe(null);
      await settle();
      expect(loads.length).toBe(2);
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.groups.length).toBe(3);
    });
  });

  describe('saving (POST challenge-questions or reset-challenge-questions)', () => {
    it('§7.3: a creation sends userChallenges and preferredDevice with mode create, and nothing else', async () => {
      const { actor, saved } = await started();
      actor.send(submit);
      await settle();
      expect(saved).toEqual([
        {
          mode: 'create',
          userChallenges: [
            { questionId: 'SQ101', answer: 'mango' },
            { questionId: 'SQ202', answer: 'lychee' },
            { questionId: 'SQ301', answer: 'papaya' },
          ],
          preferredDevice: true,
        },
      ]);
    });

    it('a reset sends the account password as well, with mode reset', async () => {
      const { actor, saved } = await started({ mode: 'reset' });
      actor.send({ ...resetSubmit, preferredDevice: false });
      await settle();
      expect(saved).toEqual([
        { mode: 'reset', userChallenges: fixtureChallenges, preferredDevice: false, password: 'Lockout123' },
      ]);
    });

    it.each([true, false])(
      'saving is busy, keeps preferredDevice %s and refuses Submit and Try Again',
      async (device) => {
        const { actor } = await started();
        actor.send({ ...submit, preferredDevice: device });
        const s = actor.getSnapshot();
        expect(s.value).toBe('saving');
        expect(s.hasTag('busy')).toBe(true);
        expect(s.context.preferredDevice).toBe(device);
        expect(s.can(submit)).toBe(false);
        expect(s.can(retry)).toBe(false);
      },
    );

    it.each([true, false])(
      'saved: ends (final) with outcome saved and preferredDevice %s',
      async (device) => {
        const { actor } = await started({ saves: [{ attemptState: 'PRISTINE' }] });
        actor.send({ ...submit, preferredDevice: device });
        await settle();
        const s = actor.getSnapshot();
        expect(s.value).toBe('saved');
        expect(s.status).toBe('done');
        expect(s.context.outcome).toBe('saved');
        expect(s.output).toEqual({ outcome: 'saved', preferredDevice: device });
      },
    );

    it.each([
      { status: 423, state: 'locked', device: true },
      { status: 423, state: 'locked', device: false },
      { status: 409, state: 'alreadySet', device: true },
      { status: 409, state: 'alreadySet', device: false },
    ])(
      'a reset answered $status ends (final) in $state, its outcome, with preferredDevice $device',
      async ({ status, state, device }) => {
        const { actor } = await started({ mode: 'reset', saves: [apiErrorOf(status)] });
        actor.send({ ...resetSubmit, preferredDevice: device });
        await settle();
        const s = actor.getSnapshot();
        expect(s.value).toBe(state);
        expect(s.status).toBe('done');
        expect(s.context.error).toBe(null);
        expect(s.output).toEqual({ outcome: state, preferredDevice: device });
      },
    );

    it('a creation answered 409 (the customer already has questions) ends alreadySet', async () => {
      const { actor } = await started({ saves: [apiErrorOf(409, 'Already set.')] });
      actor.send(submit);
      await settle();
      expect(actor.getSnapshot().output).toEqual({ outcome: 'alreadySet', preferredDevice: true });
    });

    it('a reset answered 422 (wrong account password) returns to editing with the wrong-password text', async () => {
      const { actor } = await started({
        mode: 'reset',
        saves: [apiErrorOf(422, 'The password is incorrect.')],
      });
      actor.send(resetSubmit);
      await settle();
      const s = actor.getSnapshot();
      expect(s.value).toBe('editing');
      expect(s.status).toBe('active');
      expect(s.context.error).toBe(WRONG_PASSWORD);
      expect(s.context.outcome).toBe(null);
      expect(s.can(resetSubmit)).toBe(true);
      expect(s.can(retry)).toBe(false);
    });

    it.each([
      { name: '500', error: apiErrorOf(500) },
      { name: '503', error: apiErrorOf(503) },
      { name: '400', error: apiErrorOf(400) },
      { name: '401', error: apiErrorOf(401) },
      { name: '403', error: apiErrorOf(403) },
      { name: '404', error: apiErrorOf(404) },
      { name: '429', error: apiErrorOf(429) },
      { name: 'a network failure', error: apiErrorOf(0) },
      { name: 'a bug (not an API error)', error: new Error('boom') },
    ])('a save answered $name returns to editing with §8’s generic text', async ({ error }) => {
      const { actor } = await started({ mode: 'reset', saves: [error] });
      actor.send(resetSubmit);
      await settle();
      const s = actor.getSnapshot();
      expect(s.value).toBe('editing');
      expect(s.status).toBe('active');
      expect(s.context.error).toBe(GENERIC);
      expect(s.context.outcome).toBe(null);
      expect(s.can(resetSubmit)).toBe(true);
    });

    it('submitting again after a wrong password takes the text away while saving, and sends again', async () => {
      const { actor, saved } = await started({
        mode: 'reset',
        saves: [apiErrorOf(422), { attemptState: 'PRISTINE' }],
      });
      actor.send(resetSubmit);
      await settle();
      expect(actor.getSnapshot().context.error).toBe(WRONG_PASSWORD);
      actor.send({ ...resetSubmit, password: 'Lockout456', preferredDevice: false });
      expect(actor.getSnapshot().value).toBe('saving');
      expect(actor.getSnapshot().context.error).toBe(null);
      await settle();
      expect(saved.length).toBe(2);
      expect(saved[1]).toEqual({
        mode: 'reset',
        userChallenges: fixtureChallenges,
        preferredDevice: false,
        password: 'Lockout456',
      });
      expect(actor.getSnapshot().output).toEqual({ outcome: 'saved', preferredDevice: false });
    });

    it('submitting again after a failed save takes the generic text away while saving', async () => {
      const { actor } = await started({ saves: [apiErrorOf(500)] });
      actor.send(submit);
      await settle();
      expect(actor.getSnapshot().context.error).toBe(GENERIC);
      actor.send(submit);
      expect(actor.getSnapshot().context.error).toBe(null);
    });

    it.each(['saved', 'alreadySet', 'locked'] as const)(
      'the end %s refuses Submit and Try Again',
      async (end) => {
        const answer = {
          saved: { attemptState: 'PRISTINE' },
          alreadySet: apiErrorOf(409),
          locked: apiErrorOf(423),
        }[end];
        const { actor } = await started({ mode: 'reset', saves: [answer] });
        actor.send(resetSubmit);
        await settle();
        expect(actor.getSnapshot().value).toBe(end);
        expect(actor.getSnapshot().can(resetSubmit)).toBe(false);
        expect(actor.getSnapshot().can(retry)).toBe(false);
      },
    );
  });
});

// @vitest-environment node
/** The define-security-questions chart (pharmacy-portal.md §2.4, §3, §5 "Challenge answers", §7.3): coverage, and an
 *  oracle of what each save answer leads to and what is sent. */
import { describe, expect, it } from 'vitest';
import {
  challengeCreateModel,
  fixtureChallenges,
} from '../../machines/rx/challengeCreate/challengeCreate.fixtures';
import { challengeCreateMachine } from '../../machines/rx/challengeCreate/challengeCreate.machine';
import { apiErrorOf, fixtureQuestionGroups } from '../../machines/rx/shared/identity.fixtures';
import { expectFullCoverage, runWith, settle } from './identity-support';

describe('rxChallengeCreate chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    expectFullCoverage(challengeCreateMachine, challengeCreateModel);
  });
});

async function submitted(mode: 'create' | 'reset', save: () => unknown) {
  const run = runWith(
    challengeCreateMachine,
    { fetchQuestionGroups: () => fixtureQuestionGroups, saveChallenges: save },
    { input: { mode } },
  );
  await settle();
  run.actor.send({
    type: 'challenge.submit',
    userChallenges: fixtureChallenges,
    preferredDevice: true,
    ...(mode === 'reset' ? { password: 'Lockout123' } : {}),
  });
  await settle();
  return run;
}

describe('rxChallengeCreate chart: oracle', () => {
  it('sends the three answers with preferredDevice (§7.3 "userChallenges and preferredDevice") and ends saved', async () => {
    const { actor, calls } = await submitted('create', () => ({ attemptState: 'PRISTINE' }));
    expect(calls.saveChallenges).toEqual([
      { mode: 'create', userChallenges: fixtureChallenges, preferredDevice: true },
    ]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'saved', preferredDevice: true });
  });

  it.each([
    { status: 422, state: 'editing', error: 'The password is incorrect. Please try again.' },
    { status: 423, state: 'locked', error: null },
    { status: 409, state: 'alreadySet', error: null },
    {
      status: 500,
      state: 'editing',
      error: 'We were unable to complete your request at this time, please try again.',
    },
  ])('a reset answered $status: $state', async ({ status, state, error }) => {
    const { actor, calls } = await submitted('reset', () => Promise.reject(apiErrorOf(status)));
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().context.error).toBe(error);
    expect(calls.saveChallenges).toEqual([
      { mode: 'reset', userChallenges: fixtureChallenges, preferredDevice: true, password: 'Lockout123' },
    ]);
  });
});

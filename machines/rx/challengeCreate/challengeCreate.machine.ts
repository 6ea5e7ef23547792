/** Define security questions (pharmacy-portal.md §2.1 /rx/link/challenge/create, /rx/new-patient/challenge/create,
 *  /rx/security-questions/setup and /reset; §2.4 "Challenge question form"; §3 "Security questions"; §5 "Challenge
 *  answers"; §7.3). mode 'create': the first three questions (setup, and a sub-flow of the link and new-patient flows);
 *  mode 'reset': new questions with the account password again (our rule for lifting a temporary lock).
 *  loading: GET challenge-questions (three groups of six). editing: the form (its rules in domain/rx/
 *  validation.ts). saving: POST challenge-questions or reset-challenge-questions. Ends (final): saved; alreadySet
 *  (409: the customer has questions); locked (423 on reset: the final lock, Customer Support lifts it). A wrong
 *  password or another failure returns to editing with its text. Side effects: fetchQuestionGroups, saveChallenges. */
import { assertEvent, assign, setup } from 'xstate';
import type { ChallengeQuestionGroups } from '../../../api/contracts/rx-identity';
import { CHALLENGE_CREATE_TEXTS } from '../../../domain/rx/identity';
import { notProvided } from '../../shared/actors';
import { isOutcome } from '../../../domain/errors';

export type ChallengeMode = 'create' | 'reset';

export interface ChallengeSubmission {
  userChallenges: Array<{ questionId: string; answer: string }>;
  preferredDevice: boolean;
  /** Reset only. */
  password?: string;
}

export interface ChallengeCreateContext {
  mode: ChallengeMode;
  groups: ChallengeQuestionGroups['groups'];
  preferredDevice: boolean;
  error: string | null;
  outcome: ChallengeOutcome | null;
}

export type ChallengeCreateEvent =
  | ({ type: 'challenge.submit' } & ChallengeSubmission)
  | { type: 'challenge.retry' };

export type ChallengeOutcome = 'saved' | 'alreadySet' | 'locked';

export const challengeCreateMachine = setup({
  types: {
    context: {} as ChallengeCreateContext,
    events: {} as ChallengeCreateEvent,
    input: {} as { mode: ChallengeMode },
    output: {} as { outcome: ChallengeOutcome; preferredDevice: boolean },
    tags: {} as 'busy',
  },
  actors: {
    fetchQuestionGroups: notProvided<ChallengeQuestionGroups>('fetchQuestionGroups'),
    saveChallenges: notProvided<unknown, ChallengeSubmission & { mode: ChallengeMode }>('saveChallenges'),
  },
  guards: {
    isWrongPassword: (_, p: { error: unknown }) => isOutcome(p.error, 'rejected'),
    isFinalLock: (_, p: { error: unknown }) => isOutcome(p.error, 'locked'),
    isAlreadySet: (_, p: { error: unknown }) => isOutcome(p.error, 'conflict'),
  },
  actions: {
    endWith: assign((_, p: { outcome: ChallengeOutcome }) => ({ outcome: p.outcome })),
    keepGroups: assign((_, p: { groups: ChallengeQuestionGroups['groups'] }) => ({ groups: p.groups })),
    keepDevice: assign(({ event }) => {
      assertEvent(event, 'challenge.submit');
      return { preferredDevice: event.preferredDevice, error: null };
    }),
    showError: assign((_, p: { error: string }) => ({ error: p.error })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'rxChallengeCreate',
  initial: 'loading',
  // The parent reads the outcome in xstate.done.actor.*.
  output: ({ context }) => ({
    outcome: context.outcome ?? 'saved',
    preferredDevice: context.preferredDevice,
  }),
  context: ({ input }) => ({
    mode: input.mode,
    groups: [],
    preferredDevice: false,
    error: null,
    outcome: null,
  }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchQuestionGroups',
        src: 'fetchQuestionGroups',
        onDone: {
          target: 'editing',
          actions: { type: 'keepGroups', params: ({ event }) => ({ groups: event.output.groups }) },
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { 'challenge.retry': { target: 'loading', actions: 'clearError' } },
    },
    editing: {
      on: { 'challenge.submit': { target: 'saving', actions: 'keepDevice' } },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveChallenges',
        src: 'saveChallenges',
        input: ({ context, event }) => {
          assertEvent(event, 'challenge.submit');
          const { type: _type, ...submission } = event;
          return { ...submission, mode: context.mode };
        },
        onDone: 'saved',
        onError: [
          {
            guard: { type: 'isWrongPassword', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'showError', params: { error: CHALLENGE_CREATE_TEXTS.wrongPassword } },
          },
          {
            guard: { type: 'isFinalLock', params: ({ event }) => ({ error: event.error }) },
            target: 'locked',
          },
          {
            guard: { type: 'isAlreadySet', params: ({ event }) => ({ error: event.error }) },
            target: 'alreadySet',
          },
          {
            target: 'editing',
            actions: { type: 'showError', params: { error: CHALLENGE_CREATE_TEXTS.saveFailed } },
          },
        ],
      },
    },
    saved: {
      type: 'final',
      entry: { type: 'endWith', params: { outcome: 'saved' } },
    },
    alreadySet: {
      type: 'final',
      entry: { type: 'endWith', params: { outcome: 'alreadySet' } },
    },
    locked: {
      type: 'final',
      entry: { type: 'endWith', params: { outcome: 'locked' } },
    },
  },
});

/** Guest verification by date of birth (pharmacy-portal.md §2.1 /rx/guest-verification?patientNumber=…&timestamp=…,
 *  §4 "Guest verification", §8 "Guest DOB mismatch"). Runs without sign-in and never runs the session timeout (a
 *  guest path). entering (a link without a patient number or timestamp is incomplete: unusable): the
 *  three-field date of birth; after a mismatch the text shows until the guest edits the date (guest.reset clears the
 *  attempted flag). verifying: POST guest-verification; verified and patientLocked are kept as guestVerified and
 *  verificationLocked. locked: the link is locked; its status is polled every `lockPoll` (GET
 *  guest-verification-status) until it unlocks. unusable: the link was never issued or has expired (410), or is
 *  incomplete. Side
 *  effects: verifyGuest, fetchGuestStatus. */
import { assertEvent, assign, setup } from 'xstate';
import type { GuestVerificationResponse, GuestVerificationStatus } from '../../../api/contracts/rx-identity';
import { GUEST_LOCK_POLL_MS, GUEST_TEXTS } from '../../../domain/rx/identity';
import { notProvided } from '../../shared/actors';
import { isOutcome } from '../../../domain/errors';

export interface GuestVerificationContext {
  patientNumbers: string[];
  timestamp: string | null;
  guestVerified: boolean;
  verificationLocked: boolean;
  verificationAttempted: boolean;
  error: string | null;
  /** Why the link cannot be used (state unusable): it expired (or was never issued), or it is incomplete. */
  linkProblem: 'expired' | 'incomplete' | null;
}

export type GuestVerificationEvent = { type: 'guest.submit'; dateOfBirth: string } | { type: 'guest.reset' };

export const guestVerificationMachine = setup({
  types: {
    context: {} as GuestVerificationContext,
    events: {} as GuestVerificationEvent,
    input: {} as { patientNumbers: string[]; timestamp: string | null },
    tags: {} as 'busy',
  },
  actors: {
    verifyGuest: notProvided<
      GuestVerificationResponse,
      { patientNumber: string[]; timestamp: string; dateOfBirth: string }
    >('verifyGuest'),
    fetchGuestStatus: notProvided<GuestVerificationStatus, { patientNumber: string; timestamp: string }>(
      'fetchGuestStatus',
    ),
  },
  delays: { lockPoll: GUEST_LOCK_POLL_MS },
  guards: {
    isIncompleteLink: ({ context }) => context.patientNumbers.length === 0 || context.timestamp === null,
    isVerified: (_, p: { response: GuestVerificationResponse }) => p.response.verified,
    isPatientLocked: (_, p: { response: { patientLocked: boolean } }) => p.response.patientLocked,
    isExpired: (_, p: { error: unknown }) => isOutcome(p.error, 'expired'),
  },
  actions: {
    keepResult: assign((_, p: { response: GuestVerificationResponse }) => ({
      guestVerified: p.response.verified,
      verificationLocked: p.response.patientLocked,
    })),
    markAttempted: assign({ verificationAttempted: true, error: null }),
    showError: assign((_, p: { error: string }) => ({ error: p.error })),
    resetAttempted: assign({ verificationAttempted: false, error: null }),
    unlock: assign({ verificationLocked: false, verificationAttempted: false, error: null }),
    markUnusable: assign((_, p: { problem: 'expired' | 'incomplete' }) => ({ linkProblem: p.problem })),
  },
}).createMachine({
  id: 'rxGuestVerification',
  initial: 'entering',
  context: ({ input }) => ({
    patientNumbers: input.patientNumbers,
    timestamp: input.timestamp,
    guestVerified: false,
    verificationLocked: false,
    verificationAttempted: false,
    error: null,
    linkProblem: null,
  }),
  states: {
    entering: {
      always: {
        guard: 'isIncompleteLink',
        target: 'unusable',
        actions: { type: 'markUnusable', params: { problem: 'incomplete' as const } },
      },
      on: {
        'guest.submit': { target: 'verifying', actions: 'markAttempted' },
        'guest.reset': { actions: 'resetAttempted' },
      },
    },
    verifying: {
      tags: 'busy',
      invoke: {
        id: 'verifyGuest',
        src: 'verifyGuest',
        input: ({ context, event }) => {
          assertEvent(event, 'guest.submit');
          return {
            patientNumber: context.patientNumbers,
            timestamp: context.timestamp ?? '',
            dateOfBirth: event.dateOfBirth,
          };
        },
        onDone: [
          {
            guard: { type: 'isVerified', params: ({ event }) => ({ response: event.output }) },
            target: 'verified',
            actions: { type: 'keepResult', params: ({ event }) => ({ response: event.output }) },
          },
          {
            guard: { type: 'isPatientLocked', params: ({ event }) => ({ response: event.output }) },
            target: 'locked',
            actions: { type: 'keepResult', params: ({ event }) => ({ response: event.output }) },
          },
          {
            target: 'entering',
            actions: [
              { type: 'keepResult', params: ({ event }) => ({ response: event.output }) },
              { type: 'showError', params: { error: GUEST_TEXTS.mismatch } },
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'unusable',
            actions: { type: 'markUnusable', params: { problem: 'expired' as const } },
          },
          { target: 'entering', actions: { type: 'showError', params: { error: GUEST_TEXTS.failed } } },
        ],
      },
    },
    locked: {
      after: { lockPoll: 'polling' },
    },
    polling: {
      invoke: {
        id: 'fetchGuestStatus',
        src: 'fetchGuestStatus',
        input: ({ context }) => ({
          patientNumber: context.patientNumbers[0] ?? '',
          timestamp: context.timestamp ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isPatientLocked', params: ({ event }) => ({ response: event.output }) },
            target: 'locked',
          },
          { target: 'entering', actions: 'unlock' },
        ],
        onError: [
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'unusable',
            actions: { type: 'markUnusable', params: { problem: 'expired' as const } },
          },
          { target: 'locked' },
        ],
      },
    },
    verified: { type: 'final' },
    /** The link cannot be used: it expired (410) or is incomplete (linkProblem). */
    unusable: { type: 'final' },
  },
});

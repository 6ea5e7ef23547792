// @vitest-environment node
/**
 * The guest verification chart's oracle table (pharmacy-portal.md §2.1 /rx/guest-verification?patientNumber=…&
 * timestamp=…, §4 "Guest verification", §8 "Guest DOB mismatch"): each expected value is a literal copied from the
 * spec (the mismatch text, §8's "Sorry, something went wrong. Please try again later.") or from docs/choices.md (a
 * locked link is polled every 30 s, a link never issued or expired answers 410), never the chart's own constant. The
 * coverage replay over the generated paths is rxGuestVerification.model.test.ts. This file is the guest
 * verification's part of the mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect } from 'vitest';
import { guestVerificationInput } from '../../machines/rx/guestVerification/guestVerification.fixtures';
import type { guestVerificationMachine } from '../../machines/rx/guestVerification/guestVerification.machine';
import { apiErrorOf } from '../../machines/rx/shared/identity.fixtures';
import { type OracleCase, type OracleStep, oracleTable } from './oracle';

type Case = OracleCase<typeof guestVerificationMachine>;

const MISMATCH = 'The date of birth you entered does not match our records.  Please try again.';
const FAILED = 'Sorry, something went wrong. Please try again later.';

const submit = { type: 'guest.submit', dateOfBirth: '2015-04-02' } as const;
const reset = { type: 'guest.reset' } as const;
const answer = (verified: boolean, patientLocked: boolean) => ({
  type: 'xstate.done.actor.verifyGuest',
  output: { verified, patientLocked },
});
const verifyFails = (status: number) => ({
  type: 'xstate.error.actor.verifyGuest',
  error: apiErrorOf(status),
});
const status = (patientLocked: boolean) => ({
  type: 'xstate.done.actor.fetchGuestStatus',
  output: { patientLocked },
});
const statusFails = (status: number) => ({
  type: 'xstate.error.actor.fetchGuestStatus',
  error: apiErrorOf(
    status,
    status === 0 ? 'Network Error' : `HTTP ${status}`,
    'GET /guest-verification-status',
  ),
});
/** Submit, the answer says the patient is locked: the chart waits in locked. */
const lockedSteps: OracleStep[] = [submit, answer(false, true)];
/** …and 30 s later it asks for the lock. */
const pollingSteps: OracleStep[] = [...lockedSteps, { advance: 30_000 }];

const initialContext = {
  patientNumbers: ['100234568'],
  timestamp: '1795446000000',
  guestVerified: false,
  verificationLocked: false,
  verificationAttempted: false,
  error: null,
  linkProblem: null,
};

const cases: Case[] = [
  // §2.1: the link carries the patient number(s) and the timestamp; without one of them it cannot be used.
  {
    name: 'a complete link opens on the date entry with every flag off, no error and no link problem',
    input: guestVerificationInput,
    steps: [],
    state: 'entering',
    status: 'active',
    notTags: ['busy'],
    accepts: [submit, reset],
    verify: (run) => expect(run.snapshot().context).toEqual(initialContext),
  },
  {
    name: 'a link without a patient number is incomplete: unusable at once, nothing verified',
    input: { patientNumbers: [], timestamp: '1795446000000' },
    steps: [],
    state: 'unusable',
    status: 'done',
    context: { linkProblem: 'incomplete', guestVerified: false, verificationAttempted: false },
    refuses: [submit, reset],
    callCounts: { verifyGuest: 0 },
  },
  {
    name: 'a link without a timestamp is incomplete: unusable at once',
    input: { patientNumbers: ['100234568'], timestamp: null },
    steps: [],
    state: 'unusable',
    status: 'done',
    context: { linkProblem: 'incomplete' },
    refuses: [submit],
  },
  {
    name: 'a link with neither a patient number nor a timestamp is incomplete',
    input: { patientNumbers: [], timestamp: null },
    steps: [],
    state: 'unusable',
    status: 'done',
    context: { linkProblem: 'incomplete' },
  },
  {
    name: 'a link naming two patients (patientNumber repeated) is complete: the date entry',
    input: { patientNumbers: ['100234567', '100234568'], timestamp: '1795446000000' },
    steps: [],
    state: 'entering',
    status: 'active',
    context: { linkProblem: null, patientNumbers: ['100234567', '100234568'] },
  },
  // §4: verifying by date of birth (POST /guest-verification).
  {
    name: 'Verify sends every patient number of the link, its timestamp and the date of birth; busy meanwhile',
    input: guestVerificationInput,
    steps: [submit],
    state: 'verifying',
    tags: ['busy'],
    context: { verificationAttempted: true, error: null },
    calls: {
      verifyGuest: { patientNumber: ['100234568'], timestamp: '1795446000000', dateOfBirth: '2015-04-02' },
    },
    callCounts: { verifyGuest: 1, fetchGuestStatus: 0 },
    refuses: [submit, reset],
  },
  {
    name: 'with two patients on the link, both numbers go to the verification call',
    input: { patientNumbers: ['100234567', '100234568'], timestamp: '1795446000000' },
    steps: [{ type: 'guest.submit', dateOfBirth: '1986-07-19' }],
    state: 'verifying',
    calls: {
      verifyGuest: {
        patientNumber: ['100234567', '100234568'],
        timestamp: '1795446000000',
        dateOfBirth: '1986-07-19',
      },
    },
  },
  {
    name: 'verified: the guest is verified (guestVerified true, verificationLocked false) and the chart is done',
    input: guestVerificationInput,
    steps: [submit, answer(true, false)],
    state: 'verified',
    status: 'done',
    notTags: ['busy'],
    context: { guestVerified: true, verificationLocked: false, verificationAttempted: true, error: null },
    refuses: [submit, reset],
  },
  {
    name: 'verified wins over patientLocked: both flags are kept as the response gives them',
    input: guestVerificationInput,
    steps: [submit, answer(true, true)],
    state: 'verified',
    status: 'done',
    context: { guestVerified: true, verificationLocked: true },
  },
  {
    name: 'patientLocked (not verified): locked, verificationLocked true, no mismatch text, no date entry',
    input: guestVerificationInput,
    steps: lockedSteps,
    state: 'locked',
    status: 'active',
    notTags: ['busy'],
    context: { guestVerified: false, verificationLocked: true, verificationAttempted: true, error: null },
    refuses: [submit, reset],
    callCounts: { fetchGuestStatus: 0 },
  },
  {
    name: `§8 a mismatch: back to the date entry with "${MISMATCH}"`,
    input: guestVerificationInput,
    steps: [submit, answer(false, false)],
    state: 'entering',
    notTags: ['busy'],
    context: {
      error: MISMATCH,
      verificationAttempted: true,
      guestVerified: false,
      verificationLocked: false,
    },
    accepts: [submit, reset],
  },
  {
    name: '§4 editing the date after a mismatch resets the attempted flag and clears the text',
    input: guestVerificationInput,
    steps: [submit, answer(false, false), reset],
    state: 'entering',
    context: { error: null, verificationAttempted: false },
  },
  {
    name: 'editing the date before any attempt leaves the entry as it was',
    input: guestVerificationInput,
    steps: [reset],
    state: 'entering',
    verify: (run) => expect(run.snapshot().context).toEqual(initialContext),
  },
  {
    name: 'another date after a mismatch clears the text while verifying and sends the new date',
    input: guestVerificationInput,
    steps: [submit, answer(false, false), { type: 'guest.submit', dateOfBirth: '2015-04-03' }],
    state: 'verifying',
    tags: ['busy'],
    context: { error: null, verificationAttempted: true },
    calls: {
      verifyGuest: { patientNumber: ['100234568'], timestamp: '1795446000000', dateOfBirth: '2015-04-03' },
    },
    callCounts: { verifyGuest: 2 },
  },
  {
    name: 'a second try after a mismatch can verify',
    input: guestVerificationInput,
    steps: [submit, answer(false, false), submit, answer(true, false)],
    state: 'verified',
    status: 'done',
    context: { guestVerified: true, error: null },
  },
  // A link never issued or expired answers 410 (docs/choices.md); any other failure can be tried again.
  {
    name: 'a 410 while verifying: the link has expired, unusable (linkProblem expired)',
    input: guestVerificationInput,
    steps: [submit, verifyFails(410)],
    state: 'unusable',
    status: 'done',
    context: { linkProblem: 'expired', error: null, guestVerified: false },
    refuses: [submit, reset],
  },
  {
    name: `a 500 while verifying: back to the date entry with §8's "${FAILED}"`,
    input: guestVerificationInput,
    steps: [submit, verifyFails(500)],
    state: 'entering',
    notTags: ['busy'],
    context: { error: FAILED, linkProblem: null, guestVerified: false, verificationLocked: false },
    accepts: [submit],
  },
  {
    name: 'a 404 while verifying is not an expired link: the date entry with the generic failure text',
    input: guestVerificationInput,
    steps: [submit, verifyFails(404)],
    state: 'entering',
    context: { error: FAILED, linkProblem: null },
  },
  {
    name: 'offline while verifying: the date entry with the generic failure text',
    input: guestVerificationInput,
    steps: [submit, { type: 'xstate.error.actor.verifyGuest', error: apiErrorOf(0, 'Network Error') }],
    state: 'entering',
    context: { error: FAILED, linkProblem: null },
  },
  {
    name: 'after a failure Verify tries again with the same link and clears the failure text',
    input: guestVerificationInput,
    steps: [submit, verifyFails(500), submit],
    state: 'verifying',
    context: { error: null },
    calls: {
      verifyGuest: { patientNumber: ['100234568'], timestamp: '1795446000000', dateOfBirth: '2015-04-02' },
    },
    callCounts: { verifyGuest: 2 },
  },
  // §4: the locked status is polled by patient number and timestamp, every 30 s (docs/choices.md).
  {
    name: 'locked: no status call before 30 s (29 999 ms)',
    input: guestVerificationInput,
    steps: [...lockedSteps, { advance: 29_999 }],
    state: 'locked',
    callCounts: { fetchGuestStatus: 0 },
  },
  {
    name: 'locked: at 30 s the status is asked with the first patient number and the timestamp',
    input: guestVerificationInput,
    steps: pollingSteps,
    state: 'polling',
    notTags: ['busy'],
    context: { verificationLocked: true },
    calls: { fetchGuestStatus: { patientNumber: '100234568', timestamp: '1795446000000' } },
    callCounts: { fetchGuestStatus: 1, verifyGuest: 1 },
    refuses: [submit, reset],
  },
  {
    name: 'with two patients on the link, the status is asked for the first one',
    input: { patientNumbers: ['100234567', '100234568'], timestamp: '1795446000000' },
    steps: [{ type: 'guest.submit', dateOfBirth: '1986-07-19' }, answer(false, true), { advance: 30_000 }],
    state: 'polling',
    calls: { fetchGuestStatus: { patientNumber: '100234567', timestamp: '1795446000000' } },
  },
  {
    name: 'still locked: back to waiting, and asked again only after another 30 s',
    input: guestVerificationInput,
    steps: [
      ...pollingSteps,
      status(true),
      {
        check: (run) => {
          expect(run.snapshot().value).toBe('locked');
          expect(run.snapshot().context.verificationLocked).toBe(true);
        },
      },
      { advance: 29_999 },
      { check: (run) => expect(run.calls.fetchGuestStatus).toHaveLength(1) },
      { advance: 1 },
    ],
    state: 'polling',
    callCounts: { fetchGuestStatus: 2 },
  },
  {
    name: 'unlocked: back to the date entry with the lock, the attempted flag and any text cleared',
    input: guestVerificationInput,
    steps: [...pollingSteps, status(false)],
    state: 'entering',
    context: { verificationLocked: false, verificationAttempted: false, error: null, guestVerified: false },
    accepts: [submit, reset],
  },
  {
    name: 'unlocked, the guest can verify',
    input: guestVerificationInput,
    steps: [...pollingSteps, status(false), submit, answer(true, false)],
    state: 'verified',
    status: 'done',
    context: { guestVerified: true, verificationLocked: false },
    callCounts: { verifyGuest: 2 },
  },
  {
    name: 'a 410 while locked: the link expired, unusable (linkProblem expired)',
    input: guestVerificationInput,
    steps: [...pollingSteps, statusFails(410)],
    state: 'unusable',
    status: 'done',
    context: { linkProblem: 'expired' },
  },
  {
    name: 'offline while asking for the lock: still locked, no text, asked again 30 s later',
    input: guestVerificationInput,
    steps: [
      ...pollingSteps,
      statusFails(0),
      {
        check: (run) => {
          expect(run.snapshot().value).toBe('locked');
          expect(run.snapshot().context).toMatchObject({
            verificationLocked: true,
            error: null,
            linkProblem: null,
          });
        },
      },
      { advance: 30_000 },
    ],
    state: 'polling',
    callCounts: { fetchGuestStatus: 2 },
  },
  {
    name: 'a 500 while asking for the lock is not an expired link: still locked',
    input: guestVerificationInput,
    steps: [...pollingSteps, statusFails(500)],
    state: 'locked',
    context: { linkProblem: null, verificationLocked: true },
  },
];

describe('rxGuestVerification chart: oracle (literals from the spec)', () => {
  oracleTable(
    () =>
      import('../../machines/rx/guestVerification/guestVerification.machine').then(
        (m) => m.guestVerificationMachine,
      ),
    cases,
  );
});

// @vitest-environment node
/** Guest verification (pharmacy-portal.md §4 "Guest verification", §8 "Guest DOB mismatch"): coverage, and an
 *  oracle on a simulated clock (the locked status is polled). */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  guestVerificationInput,
  guestVerificationModel,
} from '../../machines/rx/guestVerification/guestVerification.fixtures';
import { guestVerificationMachine } from '../../machines/rx/guestVerification/guestVerification.machine';
import { apiErrorOf } from '../../machines/rx/shared/identity.fixtures';
import { GUEST_LOCK_POLL_MS } from '../../domain/rx/identity';
import { expectFullCoverage, settle } from './identity-support';

describe('rxGuestVerification chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    expectFullCoverage(guestVerificationMachine, guestVerificationModel);
  });
});

function start(
  verify: (input: unknown) => unknown,
  status: () => unknown = () => ({ patientLocked: false }),
) {
  const calls: unknown[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    guestVerificationMachine.provide({
      actors: {
        verifyGuest: fromPromise(async ({ input }) => {
          calls.push(input);
          return verify(input) as never;
        }),
        fetchGuestStatus: fromPromise(async ({ input }) => {
          calls.push(input);
          return status() as never;
        }),
      },
    }),
    { input: guestVerificationInput, clock },
  ).start();
  return { actor, calls, clock };
}

describe('rxGuestVerification chart: oracle', () => {
  it('a mismatch: "The date of birth you entered does not match our records.  Please try again."; editing resets the attempted flag', async () => {
    const { actor, calls } = start(() => ({ verified: false, patientLocked: false }));
    actor.send({ type: 'guest.submit', dateOfBirth: '2015-04-03' });
    await settle();
    expect(actor.getSnapshot().value).toBe('entering');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'The date of birth you entered does not match our records.  Please try again.',
      verificationAttempted: true,
      guestVerified: false,
    });
    expect(calls).toEqual([
      { patientNumber: ['100234568'], timestamp: '1795446000000', dateOfBirth: '2015-04-03' },
    ]);
    actor.send({ type: 'guest.reset' });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, verificationAttempted: false });
  });

  it('verified and patientLocked are kept as guestVerified and verificationLocked', async () => {
    const ok = start(() => ({ verified: true, patientLocked: false }));
    ok.actor.send({ type: 'guest.submit', dateOfBirth: '2015-04-02' });
    await settle();
    expect(ok.actor.getSnapshot().value).toBe('verified');
    expect(ok.actor.getSnapshot().context).toMatchObject({ guestVerified: true, verificationLocked: false });
  });

  it('a locked link is polled every 30 000 ms until it unlocks', async () => {
    let locked = true;
    const { actor, calls, clock } = start(
      () => ({ verified: false, patientLocked: true }),
      () => ({ patientLocked: locked }),
    );
    expect(GUEST_LOCK_POLL_MS).toBe(30_000);
    actor.send({ type: 'guest.submit', dateOfBirth: '2015-04-03' });
    await settle();
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().context.verificationLocked).toBe(true);
    clock.increment(29_999);
    expect(actor.getSnapshot().value).toBe('locked');
    clock.increment(1);
    await settle();
    expect(actor.getSnapshot().value).toBe('locked');
    expect(calls.at(-1)).toEqual({ patientNumber: '100234568', timestamp: '1795446000000' });
    locked = false;
    clock.increment(30_000);
    await settle();
    expect(actor.getSnapshot().value).toBe('entering');
    expect(actor.getSnapshot().context.verificationLocked).toBe(false);
  });

  it('an expired link (410) and an incomplete link are unusable, each with its reason', async () => {
    const expired = start(() => Promise.reject(apiErrorOf(410)));
    expired.actor.send({ type: 'guest.submit', dateOfBirth: '2015-04-02' });
    await settle();
    expect(expired.actor.getSnapshot().value).toBe('unusable');
    expect(expired.actor.getSnapshot().context.linkProblem).toBe('expired');
    const incomplete = createActor(guestVerificationMachine, {
      input: { patientNumbers: [], timestamp: null },
    }).start();
    expect(incomplete.getSnapshot().value).toBe('unusable');
    expect(incomplete.getSnapshot().context.linkProblem).toBe('incomplete');
  });
});

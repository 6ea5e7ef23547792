// @vitest-environment node
/**
 * Guest verification (pharmacy-portal.md §2.1, §4 "Guest verification", §8 "Guest DOB mismatch"): the coverage test
 * over the generated paths. Its oracle table, whose expected values are literals copied from the spec, is
 * rxGuestVerification.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage
 * replays out).
 */
import { describe, it } from 'vitest';
import { guestVerificationModel } from '../../machines/rx/guestVerification/guestVerification.fixtures';
import { guestVerificationMachine } from '../../machines/rx/guestVerification/guestVerification.machine';
import { expectFullCoverage } from './identity-support';

describe('rxGuestVerification chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    expectFullCoverage(guestVerificationMachine, guestVerificationModel);
  });
});

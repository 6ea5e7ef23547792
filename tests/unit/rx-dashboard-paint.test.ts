// @vitest-environment node
/** The dashboard paints its patients and the open prescription list together (issue 10's Lighthouse point: no
 *  layout shift when the list arrives after the patient cards). */
import { describe, expect, it } from 'vitest';
import { dashboardPatientsStatus } from '../../domain/rx/dashboard';

describe('what the dashboard shows of its patients while the prescriptions load', () => {
  it.each([
    // patients, prescriptions → shown
    ['idle', 'idle', 'idle'],
    ['loading', 'loading', 'loading'],
    ['loading', 'loaded', 'loading'],
    ['loaded', 'idle', 'loading'],
    ['loaded', 'loading', 'loading'],
    ['loaded', 'loaded', 'loaded'],
    // A failed prescriptions load does not hold the patients back: the section says it failed.
    ['loaded', 'failed', 'loaded'],
    ['failed', 'loading', 'failed'],
    ['failed', 'loaded', 'failed'],
  ] as const)('patients %s, prescriptions %s: %s', (patients, prescriptions, shown) => {
    expect(dashboardPatientsStatus(patients, prescriptions)).toBe(shown);
  });
});

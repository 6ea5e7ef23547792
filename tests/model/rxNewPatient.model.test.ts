// @vitest-environment node
/**
 * The new-patient chart (pharmacy-portal.md §3 "New-patient request", §4 "New-patient flow", §8 "New patient"):
 * the coverage replay over the generated paths. The oracle table (the step the rule picks, the request sent, the
 * pages, §8's error texts, the wizard) is in rxNewPatient.oracle.test.ts.
 */
import { describe, it } from 'vitest';
import { newPatientModel } from '../../machines/rx/newPatient/newPatient.fixtures';
import { newPatientMachine } from '../../machines/rx/newPatient/newPatient.machine';
import { expectFullCoverage } from './identity-support';

describe('rxNewPatient chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    expectFullCoverage(newPatientMachine, newPatientModel);
  });
});

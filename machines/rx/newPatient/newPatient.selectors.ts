/** What the new-patient views read from its chart (pharmacy-portal.md §2.2 wizard, §2.4 "also has a summary step"). */
import type { SnapshotFrom } from 'xstate';
import { NEW_PATIENT_STEP_DEFS } from '../../../src/domain/rx/identity';
import { type WizardStep, wizardSteps } from '../../../src/domain/rx/wizard';
import type { newPatientMachine } from './newPatient.machine';

type NewPatientSnapshot = SnapshotFrom<typeof newPatientMachine>;

const STEP_OF_STATE: Record<string, string> = {
  requestForm: 'request',
  submitting: 'request',
  verification: 'verify',
  accountInformation: 'accountInformation',
  challengeQuestions: 'challengeCreate',
  summary: 'summary',
};

/** The screen as a name, without its phase ('verification', 'accountInformation' for its substates, 'starting'). */
export function newPatientState(s: Pick<NewPatientSnapshot, 'value'>): string {
  const value = s.value as string | Record<string, string | Record<string, string>>;
  if (typeof value === 'string') return value;
  const phase = Object.keys(value)[0] ?? 'preparing';
  const inner = value[phase];
  if (phase !== 'preparing' && phase !== 'steps') return phase;
  if (typeof inner === 'string') return inner;
  return Object.keys(inner ?? {})[0] ?? phase;
}

/** The wizard: the steps this customer's path has (verification and the account holder only without an account of
 *  their own; the security questions only when missing), the ones before the current step complete. */
export function newPatientWizard(s: NewPatientSnapshot): WizardStep[] {
  const active = STEP_OF_STATE[newPatientState(s)];
  if (!active) return [];
  const c = s.context;
  const defs = NEW_PATIENT_STEP_DEFS.filter(
    (d) =>
      ((d.id !== 'verify' && d.id !== 'accountInformation') || !c.hasPriorAccount) &&
      (d.id !== 'challengeCreate' || !c.hasChallengeQuestions || active === 'challengeCreate'),
  );
  const index = defs.findIndex((d) => d.id === active);
  return wizardSteps(defs, index + 1, new Set(defs.slice(0, Math.max(0, index)).map((d) => d.id)));
}

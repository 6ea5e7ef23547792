/** What the new-patient views read from its chart (pharmacy-portal.md §2.2 wizard, §2.4 "also has a summary step"). */
import type { SnapshotFrom } from 'xstate';
import { NEW_PATIENT_STEP_DEFS, newPatientStepIds } from '../../../domain/rx/identity';
import { type WizardStep, wizardSteps } from '../../../domain/rx/wizard';
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

/** The wizard: the steps this customer's path visits (domain/rx/identity.ts newPatientStepIds: verification
 *  without an account of their own, the account holder also only without a NEW patient, the security questions when
 *  they were missing), the ones before the current step complete. */
export function newPatientWizard(s: NewPatientSnapshot): WizardStep[] {
  const active = STEP_OF_STATE[newPatientState(s)];
  if (!active) return [];
  const c = s.context;
  const ids = newPatientStepIds({
    hasPriorAccount: c.hasPriorAccount,
    hasNewPatient: c.items.some((i) => i.type === 'NEW'),
    needsChallengeQuestions: !c.hasChallengeQuestions || c.challengeQuestionsCreated,
  });
  const defs = NEW_PATIENT_STEP_DEFS.filter((d) => ids.includes(d.id));
  const index = defs.findIndex((d) => d.id === active);
  return wizardSteps(defs, index + 1, new Set(defs.slice(0, Math.max(0, index)).map((d) => d.id)));
}

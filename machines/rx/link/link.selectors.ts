/** What the link views read from the link chart (pharmacy-portal.md §2.4 wizard, §3 "Linking flow state"). */
import type { SnapshotFrom } from 'xstate';
import {
  type LinkPathFacts,
  type LinkStepId,
  linkStepIds,
  linkWizard,
} from '../../../src/domain/rx/identity';
import type { WizardStep } from '../../../src/domain/rx/wizard';
import type { linkMachine } from './link.machine';

type LinkSnapshot = SnapshotFrom<typeof linkMachine>;

export function linkFacts(s: LinkSnapshot): LinkPathFacts {
  const c = s.context;
  return {
    relationship: c.relationship ?? 'SELF',
    method: c.method ?? 'prescription',
    // Before the lookup answers, the identity step is shown unless the customer is verified already.
    verified:
      s.matches('patientLookup') || s.matches('prescriptionLookup') ? c.identityVerified : c.lookupVerified,
    prescriptionVerification: c.prescriptionVerification,
    hasChallengeQuestions: c.hasChallengeQuestions,
    needsAccountInformation: !c.selfLinked && (c.relationship === 'CHILD' || c.relationship === 'PET'),
  };
}

/** The step shown, or null before a type is chosen and after linking. */
export function linkStep(s: LinkSnapshot): LinkStepId | null {
  if (s.matches('patientLookup')) return 'patientLookup';
  if (s.matches('prescriptionLookup')) return 'prescriptionLookup';
  if (s.matches('identityQuiz') || s.matches('prescriberQuiz') || s.matches('identityFailed'))
    return 'identityVerification';
  if (s.matches('prescriptionVerification')) return 'prescriptionVerification';
  if (s.matches('challengeQuestions')) return 'challengeQuestions';
  if (s.matches('accountInformation')) return 'accountInformation';
  return null;
}

/** The wizard (§2.2): the path's steps, the ones before the current step complete. */
export function linkWizardSteps(s: LinkSnapshot, lastStep: LinkStepId | null = null): WizardStep[] {
  const current = linkStep(s) ?? lastStep;
  if (!current || !s.context.relationship) return [];
  const facts = linkFacts(s);
  const ids = linkStepIds(facts);
  const done = ids.slice(0, Math.max(0, ids.indexOf(current)));
  return linkWizard(facts, current, done);
}

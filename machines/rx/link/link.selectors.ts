/** What the link views read from the link chart (pharmacy-portal.md §2.4 wizard, §3 "Linking flow state"). */
import type { SnapshotFrom } from 'xstate';
import { type LinkPathFacts, type LinkStepId, linkStepIds, linkWizard } from '../../../domain/rx/identity';
import type { WizardStep } from '../../../domain/rx/wizard';
import type { linkMachine } from './link.machine';

type LinkSnapshot = SnapshotFrom<typeof linkMachine>;

export function linkFacts(s: LinkSnapshot): LinkPathFacts {
  const c = s.context;
  return {
    relationship: c.relationship ?? 'SELF',
    method: c.method ?? 'prescription',
    // Before the lookup answers, the identity step is shown unless the customer is verified already.
    verified: s.matches('finding') ? c.identityVerified : c.lookupVerified,
    prescriptionVerification: c.prescriptionVerification,
    hasChallengeQuestions: c.hasChallengeQuestions,
    needsAccountInformation: !c.selfLinked && (c.relationship === 'CHILD' || c.relationship === 'PET'),
  };
}

/**
 * The screen the chart is on, without its phase (opening, finding, verifying, completing): 'choosing',
 * 'prescriptionLookup.searching', 'identityQuiz', 'linked'.
 */
export function linkScreen(s: Pick<LinkSnapshot, 'value'>): string {
  const value = s.value as string | Record<string, string | Record<string, string>>;
  if (typeof value === 'string') return value;
  const phase = Object.keys(value)[0] ?? '';
  const inner = value[phase];
  if (inner === undefined) return phase;
  if (typeof inner === 'string') return inner;
  const screen = Object.keys(inner)[0] ?? '';
  return `${screen}.${inner[screen]}`;
}

const STEP_OF_SCREEN: Readonly<Record<string, LinkStepId>> = {
  patientLookup: 'patientLookup',
  prescriptionLookup: 'prescriptionLookup',
  identityQuiz: 'identityVerification',
  prescriberQuiz: 'identityVerification',
  identityFailed: 'identityVerification',
  prescriptionVerification: 'prescriptionVerification',
  challengeQuestions: 'challengeQuestions',
  accountInformation: 'accountInformation',
};

/** The step shown, or null before a type is chosen and after linking. */
export function linkStep(s: Pick<LinkSnapshot, 'value'>): LinkStepId | null {
  return STEP_OF_SCREEN[linkScreen(s).split('.')[0] ?? ''] ?? null;
}

/**
 * The wizard (§2.2): the path's steps, the ones before the current step complete, except Identity Verification
 * while the identity is not verified (a wrong or timed-out prescriber choice asks for the RX number instead: that step
 * was not completed; once the RX number verifies, it is).
 */
export function linkWizardSteps(s: LinkSnapshot): WizardStep[] {
  const current = linkStep(s);
  if (!current || !s.context.relationship) return [];
  const facts = linkFacts(s);
  const ids = linkStepIds(facts);
  const done = ids
    .slice(0, Math.max(0, ids.indexOf(current)))
    .filter((id) => id !== 'identityVerification' || s.context.identityVerified);
  return linkWizard(facts, current, done);
}

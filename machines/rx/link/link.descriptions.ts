/** The link chart in words (machines/descriptions.ts). */
import { LINK_LABELS, LINK_TEXTS, PRESCRIBER_TEXTS, QUIZ_TEXTS } from '../../../domain/rx/identity';
import { describeMachine } from '../../descriptions';
import { linkMachine } from './link.machine';
import { outcomeOf } from '../../../domain/errors';

const PHONE = '{phone}';

export const linkDescriptions = describeMachine(linkMachine, {
  events: {
    'link.choose': (e) => ({
      action: `On Add a Patient choose ${e.relationship}${e.relationship === 'SELF' ? (e.method === 'patient' ? ', with my personal details' : ', with a prescription number') : ''} and press ${LINK_LABELS.continue}`,
      name: `${e.relationship.toLowerCase()} by ${e.method}`,
    }),
    'link.submitPatientLookup': {
      action: "Fill in Priya's details (name, birth date, address) and press Next",
    },
    'link.submitPrescriptionLookup': {
      action:
        'Fill in Priya Raman, 02/11/1991, retail RX# 2345678, pharmacy phone (513) 555-0100 and press Next',
    },
    'link.submitPrescriptionVerify': { action: 'Enter RX# 2999001 with the pharmacy phone and press Next' },
    'link.submitAccountInformation': { action: 'Fill in the account holder (an adult) and press Next' },
    'link.retry': { action: `Press ${LINK_LABELS.retry}` },
  },
  results: {
    'xstate.done.actor.loadLinkStatus': (e) => {
      const s = e.output as { accountLockedForLinking: boolean; selfLinked: boolean };
      if (s.accountLockedForLinking)
        return { action: 'The customer is locked out of linking', name: 'locked customer' };
      if (s.selfLinked)
        return {
          action: 'The customer is verified, linked and has questions (Jordan)',
          name: 'verified customer',
        };
      return { action: 'The customer has no link and no questions (Priya)' };
    },
    'xstate.error.actor.loadLinkStatus': { action: 'The customer status fails', name: 'status error' },
    'xstate.done.actor.matchPatient': (e) => {
      const m = e.output as { exactMatchFound: boolean; alreadyLinked: boolean };
      if (m.alreadyLinked)
        return {
          action: 'The match is already linked',
          expect: LINK_TEXTS.alreadyLinked(PHONE),
          name: 'already linked',
        };
      return m.exactMatchFound
        ? { action: 'An exact match is found', name: 'exact match' }
        : { action: 'Only a possible match is found', name: 'alternate match' };
    },
    'xstate.error.actor.matchPatient': (e) =>
      outcomeOf(e.error) === 'refusedWithDetail'
        ? { action: 'Nobody matches (417)', expect: 'The server detail under the form', name: 'no match' }
        : {
            action: 'The patient lookup fails (500)',
            expect: `“${LINK_TEXTS.patientLookupFailed}”`,
            name: 'lookup error',
          },
    'xstate.done.actor.lookupPrescription': (e) => {
      const r = e.output as { status: string; verified: boolean; selfLinked: boolean };
      if (r.status === 'LOCKED')
        return { action: 'The lookup is LOCKED', expect: `“${LINK_TEXTS.locked}”`, name: 'locked' };
      if (r.status === 'NOT_FOUND')
        return { action: 'The lookup is NOT_FOUND', expect: `“${LINK_TEXTS.notFound}”`, name: 'not found' };
      if (r.selfLinked)
        return {
          action: 'The patient is already linked',
          expect: LINK_TEXTS.alreadyLinked(PHONE),
          name: 'already linked',
        };
      return r.verified
        ? { action: 'FOUND, and the customer is already verified', name: 'found verified' }
        : { action: 'FOUND', name: 'found' };
    },
    'xstate.error.actor.lookupPrescription': {
      action: 'The lookup fails (500)',
      expect: `“${LINK_TEXTS.lookupFailed}”`,
      name: 'lookup error',
    },
    'xstate.done.actor.identityQuiz': (e) => {
      const outcome = (e.output as { outcome: string }).outcome;
      if (outcome === 'passed')
        return { action: 'The identity quiz is passed (its own chart: rxIdentityQuiz)', name: 'quiz passed' };
      if (outcome === 'unavailable')
        return { action: 'The identity quiz cannot be asked online (404)', name: 'quiz unavailable' };
      return { action: 'The identity quiz fails', name: 'quiz failed' };
    },
    'xstate.error.actor.identityQuiz': { action: 'The identity quiz breaks', name: 'quiz error' },
    'xstate.done.actor.prescriberQuiz': (e) => {
      const outcome = (e.output as { outcome: string }).outcome;
      if (outcome === 'verified')
        return { action: 'The prescriber is chosen right (rxPrescriberQuiz)', name: 'prescriber verified' };
      if (outcome === 'timedOut')
        return {
          action: '3 minutes pass without a choice',
          expect: `“${PRESCRIBER_TEXTS.timedOut}”`,
          name: 'time ran out',
        };
      if (outcome === 'notVerified')
        return {
          action: 'A wrong prescriber is chosen',
          expect: `“${PRESCRIBER_TEXTS.notVerified}”`,
          name: 'wrong prescriber',
        };
      return {
        action: 'The prescriber quiz fails',
        expect: `“${PRESCRIBER_TEXTS.failed}”`,
        name: 'prescriber error',
      };
    },
    'xstate.error.actor.prescriberQuiz': {
      action: 'The prescriber quiz breaks',
      expect: `“${PRESCRIBER_TEXTS.failed}”`,
    },
    'xstate.done.actor.verifyPrescription': (e) => {
      const s = (e.output as { status: string }).status;
      if (s === 'VERIFIED') return { action: 'The RX# verifies', name: 'rx verified' };
      if (s === 'LOCKED')
        return {
          action: 'Verification is locked',
          expect: `“${LINK_TEXTS.verifyLocked}”`,
          name: 'verify locked',
        };
      return { action: 'The RX# does not match', expect: `“${LINK_TEXTS.verifyInvalid}”`, name: 'wrong rx' };
    },
    'xstate.error.actor.verifyPrescription': {
      action: 'Verifying fails',
      expect: `“${LINK_TEXTS.verifyFailed}”`,
    },
    'xstate.done.actor.challengeCreate': { action: 'The security questions are saved (rxChallengeCreate)' },
    'xstate.error.actor.challengeCreate': {
      action: 'The security questions break',
      expect: `“${LINK_TEXTS.linkFailed}”`,
    },
    'xstate.done.actor.saveAccountHolder': { action: 'The account holder is saved' },
    'xstate.error.actor.saveAccountHolder': {
      action: 'Saving the account holder fails',
      expect: `“${LINK_TEXTS.lookupFailed}”`,
    },
    'xstate.done.actor.linkPatient': (e) =>
      (e.output as { pending: boolean }).pending
        ? {
            action: 'The patient is looked after by someone else: the link waits as a request',
            expect: `“${LINK_TEXTS.requestSentHeading}”`,
            name: 'requested',
          }
        : { action: 'The patient is linked', name: 'linked' },
    'xstate.error.actor.linkPatient': {
      action: 'Linking fails',
      expect: `“${LINK_TEXTS.linkFailed}”`,
      name: 'link error',
    },
  },
  states: {
    'opening.starting': LINK_LABELS.loading,
    'opening.loadFailed': `${LINK_TEXTS.loadFailed} ${LINK_LABELS.retry}`,
    'finding.choosing': `${LINK_LABELS.chooseTitle}: the patient types`,
    'finding.patientLookup.editing':
      'Enter Patient Details: personal information, address, contact information, Next',
    'finding.patientLookup.searching': 'Next disabled while the lookup runs',
    'finding.prescriptionLookup.editing': `The lookup form by type (Enter Child Details, …) with “${LINK_LABELS.labelNote}”`,
    'finding.prescriptionLookup.searching': 'Next disabled while the lookup runs',
    'verifying.deciding': 'Choosing the identity step',
    'verifying.identityQuiz': `${QUIZ_TEXTS.title}: the identity quiz`,
    'verifying.identityFailed': `${QUIZ_TEXTS.unavailable(PHONE)} (or “${QUIZ_TEXTS.loadError}”)`,
    'verifying.prescriberQuiz': 'Choose Your Prescriber',
    'verifying.prescriptionVerification.editing':
      'Verify a Prescription: the prescriber quiz text, RX# and pharmacy phone',
    'verifying.prescriptionVerification.verifying': 'Next disabled while the RX# is checked',
    'completing.checkingChallenges': 'Choosing the next step',
    'completing.challengeQuestions': 'Final Step: Define Security Questions',
    'completing.checkingAccount': 'Choosing the next step',
    'completing.accountInformation.editing': `${LINK_LABELS.accountInformationTitle}: “${LINK_LABELS.accountInformationPrompt}”`,
    'completing.accountInformation.saving': 'Next disabled while saving',
    'completing.linking': LINK_LABELS.linking,
    'completing.linkFailed': `${LINK_TEXTS.linkFailed} ${LINK_LABELS.retry}`,
    notVerified: `/rx/idm/failure: “${QUIZ_TEXTS.failed(PHONE)}”`,
    linked: `The patient profile with the toast “${LINK_TEXTS.linkSuccess}”`,
    requested: `Patient Access with the toast “${LINK_TEXTS.requestSentHeading}: ${LINK_TEXTS.pendingApproval}”`,
  },
  funnel: { to: 'linked' },
});

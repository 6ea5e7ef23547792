/** The new-patient chart in words (machines/descriptions.ts). */
import { NEW_PATIENT_LABELS, NEW_PATIENT_TEXTS } from '../../../domain/rx/identity';
import { describeMachine } from '../../descriptions';
import { newPatientMachine } from './newPatient.machine';
import { outcomeOf } from '../../../domain/errors';

export const newPatientDescriptions = describeMachine(newPatientMachine, {
  events: {
    'newPatient.addPrescription': (e) => ({
      action: `Choose “${NEW_PATIENT_LABELS.requestTypes[e.item.type]}”, fill in its fields and press ${NEW_PATIENT_LABELS.addPrescription}`,
    }),
    'newPatient.removePrescription': { action: 'Remove the first prescription' },
    'newPatient.submitForm': { action: 'Fill in name, birth date and phone and press Next', name: 'request' },
    'newPatient.dismissError': { action: `Press ${NEW_PATIENT_LABELS.dismiss} on the error` },
    'newPatient.chooseVerification': (e) =>
      e.choice === 'new'
        ? { action: `Choose “${NEW_PATIENT_LABELS.choiceNew}” and Continue` }
        : { action: `Choose “${NEW_PATIENT_LABELS.choiceExisting}” and Continue`, name: 'existing patient' },
    'newPatient.submitAccountInformation': { action: 'Fill in the account holder (an adult) and press Next' },
    'newPatient.retry': { action: 'Press Try Again' },
  },
  results: {
    'xstate.done.actor.loadStatus': (e) =>
      (e.output as { selfLinked: boolean }).selfLinked
        ? { action: 'The customer has a pharmacy account and questions' }
        : { action: 'The customer has no pharmacy account and no questions' },
    'xstate.error.actor.loadStatus': { action: 'The customer status fails' },
    'xstate.done.actor.saveAccountHolder': { action: 'The account holder is saved' },
    'xstate.error.actor.saveAccountHolder': {
      action: 'Saving the account holder fails',
      expect: `“${NEW_PATIENT_TEXTS.otherError}”`,
    },
    'xstate.done.actor.challengeCreate': { action: 'The security questions are saved (rxChallengeCreate)' },
    'xstate.error.actor.challengeCreate': {
      action: 'The security questions break',
      expect: `“${NEW_PATIENT_TEXTS.otherError}”`,
    },
    'xstate.done.actor.submitRequest': { action: 'The request is stored', name: 'submitted' },
    'xstate.error.actor.submitRequest': (e) => {
      const outcome = outcomeOf(e.error);
      if (outcome === 'unauthorized')
        return {
          action: 'The request answers 401',
          expect: `“${NEW_PATIENT_TEXTS.loggedOut}” with Sign In Again; the request stays as typed`,
          name: 'logged out',
        };
      if (outcome === 'invalid')
        return {
          action: 'The request answers 400 with a message',
          expect: 'That message, as it is',
          name: 'refused',
        };
      return {
        action: 'The request fails (500)',
        expect: `“${NEW_PATIENT_TEXTS.otherError}”`,
        name: 'error',
      };
    },
  },
  states: {
    'preparing.starting': 'Loading…',
    'preparing.loadFailed': `${NEW_PATIENT_TEXTS.otherError} Try Again`,
    requestForm: `${NEW_PATIENT_LABELS.title}: about you, your prescriptions, Next`,
    'steps.choosingStep': 'Choosing the next step',
    'steps.verification': `${NEW_PATIENT_LABELS.verifyTitle}: ${NEW_PATIENT_LABELS.verifyLegend}`,
    'steps.toLink': 'Add a Patient (the link flow)',
    'steps.accountInformation.editing':
      'Primary Account Holder Information: “Enter your details for verification.”',
    'steps.accountInformation.saving': 'Next disabled while saving',
    'steps.challengeQuestions': 'Final Step: Define Security Questions',
    submitting: NEW_PATIENT_LABELS.submitting,
    summary: `${NEW_PATIENT_LABELS.summaryTitle}: ${NEW_PATIENT_LABELS.summaryIntro}`,
  },
  funnel: { to: 'summary' },
});

/** The refill programs chart in words. */
import { PROGRAM_TEXTS } from '../../../domain/rx/programs';
import { describeMachine } from '../../descriptions';
import { refillProgramsMachine } from './refillPrograms.machine';

export const refillProgramsDescriptions = describeMachine(refillProgramsMachine, {
  events: {
    'programs.load': (e) =>
      e.patientNumber === '100234567'
        ? { action: 'Open Refill Settings (Jordan is the active patient)' }
        : { action: 'Choose Avery in the patient picker', name: 'another patient' },
    'programs.choose': (e) =>
      e.join
        ? { action: 'Press Enroll on the 90-Day Supply program (HCSS)', name: 'enroll HCSS' }
        : { action: 'Press Decline on Medication Sync (pending: not offered)', name: 'pending' },
    'programs.retry': { action: 'Press Try Again' },
  },
  results: {
    'xstate.done.actor.loadPrograms': {
      action: 'The pharmacy answers with the programs and the patient’s statuses',
    },
    'xstate.error.actor.loadPrograms': {
      action: 'The programs call fails (500)',
      expect: `“${PROGRAM_TEXTS.loadError}”`,
      name: 'load fails',
    },
    'xstate.done.actor.saveEnrollment': {
      action: 'The pharmacy saves the choice',
      expect: 'HCSS shows Enrolled; a toast',
    },
    'xstate.error.actor.saveEnrollment': {
      action: 'Saving fails (500)',
      expect: `“${PROGRAM_TEXTS.updateError}”`,
      name: 'save fails',
    },
  },
  states: {
    idle: 'Nothing loaded yet',
    loading: PROGRAM_TEXTS.loading,
    loaded: 'Each program with its status and Enroll / Decline',
    updating: PROGRAM_TEXTS.saving,
    failed: `“${PROGRAM_TEXTS.loadError}” and Try Again`,
  },
  funnel: { to: 'loaded' },
});

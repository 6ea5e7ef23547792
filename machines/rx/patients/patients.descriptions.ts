/** The patients chart in words (machines/descriptions.ts). */
import { PATIENT_FETCH_ERROR } from '../../../domain/rx/patients';
import { describeMachine } from '../../descriptions';
import { patientsMachine } from './patients.machine';

export const patientsDescriptions = describeMachine(patientsMachine, {
  events: {
    'patients.load': (e) =>
      e.force
        ? {
            action: 'Something changed the patients (a link, an access change): they are read again',
            name: 'reload',
          }
        : { action: 'Open a pharmacy page that shows patients (the dashboard)' },
    'patients.select': (e) =>
      e.patientNumber === 'all'
        ? {
            action: "Choose 'All' in the patient picker",
            expect: 'The primary patient is active',
            name: 'all',
          }
        : e.patientNumber === '999999999'
          ? {
              action: 'A page asks for a patient the customer does not have (an old link)',
              expect: '“No patient could be found with patientNumber 999999999”',
              name: 'unknown patient',
            }
          : {
              action: 'Choose Avery in the patient picker',
              expect: 'Avery is the active patient',
              name: 'one patient',
            },
    'patients.clear': { action: 'Sign out (or the pharmacy session ends)', name: 'cleared' },
  },
  results: {
    'xstate.done.actor.fetchPatients': {
      action: 'The pharmacy answers with the patients (Jordan, Avery, Biscuit)',
    },
    'xstate.error.actor.fetchPatients': {
      action: 'The patients call fails (500)',
      expect: `The toast “${PATIENT_FETCH_ERROR.heading}”: “${PATIENT_FETCH_ERROR.text}”`,
      name: 'fetch error',
    },
  },
  states: {
    idle: 'Nothing loaded yet',
    loading: 'Loading patients…',
    loaded: 'The patients, primary first (Jordan, Avery, Biscuit)',
    failed: 'No patients; the error toast',
  },
  funnel: { to: 'loaded' },
});

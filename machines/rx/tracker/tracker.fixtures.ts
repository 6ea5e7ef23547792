/** Graph fixtures of the tracker chart: Jordan's family as the sandbox seeds it, and a guest whose check lapsed. */
import type { TrackerData, TrackerInput } from './tracker.machine';
import {
  AMOXICILLIN,
  ATORVASTATIN,
  BISCUIT,
  CARPROFEN,
  JORDAN,
  LEVOTHYROXINE,
  OMEPRAZOLE,
  STORE_FACILITY,
  serverError,
} from '../fixtures';

export const trackerInput: TrackerInput = { mode: 'customer', patientNumbers: [] };

export const trackerData: TrackerData = {
  verified: true,
  patients: [BISCUIT, JORDAN],
  prescriptions: [AMOXICILLIN, OMEPRAZOLE, LEVOTHYROXINE, ATORVASTATIN, CARPROFEN],
  facilities: [STORE_FACILITY],
};

export const unverifiedData: TrackerData = {
  verified: false,
  patients: [],
  prescriptions: [],
  facilities: [],
};

export const trackerEvents = [
  { type: 'tracker.load' },
  { type: 'tracker.selectPatient', patientNumber: 'all' },
  { type: 'tracker.selectPatient', patientNumber: BISCUIT.patientNumber },
  { type: 'tracker.scrollTo', section: 'ON_HOLD' },
  { type: 'tracker.openCard', rxRecordNumber: CARPROFEN.rxRecordNumber },
  { type: 'xstate.done.actor.loadTracker', output: trackerData },
  { type: 'xstate.done.actor.loadTracker', output: unverifiedData },
  {
    type: 'xstate.error.actor.loadTracker',
    error: serverError('GET /rx/api/prescription/patient/prescriptions'),
  },
  { type: 'xstate.done.actor.scrollToSection', output: undefined },
  { type: 'xstate.error.actor.scrollToSection', error: new Error('The section is not on the page') },
] as const;

/** A state's identity: where it is, who is selected, whether a scroll is asked for, whether data is there. */
export const serializeTrackerState = (s: {
  value: unknown;
  context: { selectedPatient: string; scrollRequest: string | null; patients: unknown[] };
}) =>
  JSON.stringify([s.value, s.context.selectedPatient, s.context.scrollRequest, s.context.patients.length]);

export const trackerModel = {
  events: trackerEvents,
  serializeState: serializeTrackerState,
  input: trackerInput,
};

/** Graph fixtures of the prescriptions chart: Jordan's seeded refills (fictional). */
import type { ApiError } from '../../../api/contracts/common';
import { ALBUTEROL, ATORVASTATIN, LISINOPRIL, METFORMIN, SERTRALINE } from '../cart/cart.fixtures';

export const FIXTURE_PRESCRIPTIONS = [ATORVASTATIN, METFORMIN, LISINOPRIL, SERTRALINE, ALBUTEROL];

const serverError: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /rx/api/prescription/patient/prescriptions',
  status: 500,
  message: 'Internal server error',
};

const HIDE_ALBUTEROL = { rxNumber: '1234573', patientNumber: '100234567', hidden: true };

export const prescriptionsEvents = [
  { type: 'prescriptions.load' },
  { type: 'prescriptions.load', force: true },
  { type: 'prescriptions.search', query: 'marsh' },
  { type: 'prescriptions.showHidden', showHidden: true },
  { type: 'prescriptions.setHidden', ...HIDE_ALBUTEROL },
  { type: 'prescriptions.dismissError' },
  { type: 'prescriptions.clear' },
  { type: 'xstate.done.actor.fetchPrescriptions', output: FIXTURE_PRESCRIPTIONS },
  { type: 'xstate.error.actor.fetchPrescriptions', error: serverError },
  { type: 'xstate.done.actor.setVisibility', output: HIDE_ALBUTEROL },
  {
    type: 'xstate.error.actor.setVisibility',
    error: { ...serverError, endpoint: 'POST /rx/api/prescription/visibility' },
  },
] as const;

export const serializePrescriptionsState = (s: {
  value: unknown;
  context: { prescriptions: unknown[]; error: string | null };
}) => JSON.stringify([s.value, s.context.prescriptions.length, s.context.error !== null]);

export const prescriptionsModel = {
  events: prescriptionsEvents,
  serializeState: serializePrescriptionsState,
};

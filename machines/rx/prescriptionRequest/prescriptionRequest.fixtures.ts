/** Graph fixtures of the prescription request chart: Jordan transfers Simvastatin from Riverbend Drug Co. to the
 *  seeded store (fictional). */
import type { ApiError } from '../../../api/contracts/common';
import type { RxRequestForm } from '../../../domain/rx/rxRequest';

export const FIXTURE_TRANSFER_FORM: RxRequestForm = {
  type: 'TRANSFER',
  facilityId: '01400412',
  line: {
    medName: 'Simvastatin 20 mg',
    rxNumber: '7654321',
    contactName: 'Riverbend Drug Co.',
    contactPhone: '(513) 555-0111',
  },
  paperAcknowledge: false,
};
export const FIXTURE_EMPTY_NEW_FORM: RxRequestForm = {
  type: 'NEW',
  facilityId: '01400412',
  line: { medName: '', rxNumber: '', contactName: '', contactPhone: '' },
  paperAcknowledge: false,
};

const error = (status: number, kind: ApiError['kind'], fields?: Record<string, string>): ApiError => ({
  name: 'ApiError',
  kind,
  endpoint: 'POST /rx/api/prescription-request',
  status,
  message: 'The request is invalid.',
  ...(fields ? { code: 'VALIDATION', fields } : {}),
});
export const REQUEST_400 = error(400, 'http', { contactPhone: 'Invalid phone number, must be 10 digits' });
export const REQUEST_500 = error(500, 'http');
/** A refusal without field messages (the patient is not the customer's): no request was stored. */
export const REQUEST_404 = error(404, 'http');
export const REQUEST_TIMEOUT = error(408, 'timeout');

const submit = (form: RxRequestForm) =>
  ({
    type: 'request.submit',
    form,
    patientNumber: '100234567',
    guestDetails: null,
    competitorId: 'CP-1001',
  }) as const;

export const prescriptionRequestEvents = [
  submit(FIXTURE_TRANSFER_FORM),
  submit(FIXTURE_EMPTY_NEW_FORM),
  { type: 'request.reset' },
  { type: 'request.dismissError' },
  { type: 'xstate.done.actor.submitRequest', output: { requestId: 'RQ300001', status: 'RECEIVED' } },
  { type: 'xstate.error.actor.submitRequest', error: REQUEST_400 },
  { type: 'xstate.error.actor.submitRequest', error: REQUEST_500 },
  { type: 'xstate.error.actor.submitRequest', error: REQUEST_404 },
  { type: 'xstate.error.actor.submitRequest', error: REQUEST_TIMEOUT },
] as const;

export const serializePrescriptionRequestState = (s: {
  value: unknown;
  context: { error: string | null; fieldErrors: object; renewals: number };
}) =>
  JSON.stringify([
    s.value,
    s.context.error,
    Object.keys(s.context.fieldErrors).length,
    Math.min(s.context.renewals, 2),
  ]);

export const prescriptionRequestModel = {
  events: prescriptionRequestEvents,
  serializeState: serializePrescriptionRequestState,
  input: { requestKey: 'request-fixture-key', guest: false, today: '2026-11-23' },
};

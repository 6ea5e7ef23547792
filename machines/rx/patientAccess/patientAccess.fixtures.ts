/** Graph fixtures of the patient-access chart: what the sandbox answers Jordan (fictional people): Morgan's pending
 *  request, Casey whom he manages, Avery and Biscuit; and after granting Morgan. */
import type { ApiError } from '../../../api/contracts/common';
import type { Relationship, RelationshipsResponse } from '../../../api/contracts/rx-patient-access';

export const TODAY = '2026-05-01';
export const MORGAN_ID = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e31';
export const JORDAN_ID = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01';

export const MORGAN_PENDING: Relationship = {
  accessExpiryDate: null,
  accessGrantedDate: null,
  accessRequestedDate: '2026-04-29',
  customerId: MORGAN_ID,
  name: 'Morgan Ellis',
  patientNumber: '100234567',
  requestStatus: 'PENDING',
  requestType: 'MANAGE',
};
export const MORGAN_APPROVED: Relationship = {
  ...MORGAN_PENDING,
  accessGrantedDate: TODAY,
  accessExpiryDate: '2026-12-31',
  requestStatus: 'APPROVED',
};
export const CASEY_MANAGED: Relationship = {
  accessExpiryDate: '2026-05-11',
  accessGrantedDate: '2026-03-23',
  accessRequestedDate: '2026-03-22',
  customerId: JORDAN_ID,
  name: 'Casey Whitfield',
  patientNumber: '100234570',
  requestStatus: 'APPROVED',
  requestType: 'ACCESS',
};
const own = (name: string, patientNumber: string): Relationship => ({
  accessExpiryDate: null,
  accessGrantedDate: '2021-03-15',
  accessRequestedDate: '2021-03-15',
  customerId: JORDAN_ID,
  name,
  patientNumber,
  requestStatus: 'APPROVED',
  requestType: 'MANAGE',
});

export const JORDAN_ACCESS: RelationshipsResponse = {
  primaryPatient: { patientNumber: '100234567', name: 'Jordan Lee Whitfield' },
  pendingRequests: [MORGAN_PENDING],
  relationships: {
    caregivers: [],
    managedAdults: [CASEY_MANAGED],
    children: [own('Avery Whitfield', '100234568')],
    pets: [own('Biscuit Whitfield', '100234569')],
  },
  caregiverWithoutSelf: false,
};

export const JORDAN_ACCESS_GRANTED: RelationshipsResponse = {
  ...JORDAN_ACCESS,
  pendingRequests: [],
  relationships: { ...JORDAN_ACCESS.relationships, caregivers: [MORGAN_APPROVED] },
};

const serverError: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'PUT /rx-security/customer/relationship',
  status: 500,
  message: 'Internal server error',
};

const morgan = { patientNumber: '100234567', customerId: MORGAN_ID };
const casey = { patientNumber: '100234570', customerId: JORDAN_ID };

export const patientAccessEvents = [
  { type: 'access.retry' },
  { type: 'access.choose', action: 'grant', ...morgan },
  { type: 'access.choose', action: 'decline', ...morgan },
  { type: 'access.choose', action: 'setExpiry', ...morgan },
  { type: 'access.choose', action: 'remove', ...morgan },
  { type: 'access.choose', action: 'cancel', ...casey },
  { type: 'access.confirm', expiryDate: '2026-12-31' },
  { type: 'access.confirm', expiryDate: TODAY },
  { type: 'access.confirm', expiryDate: null },
  { type: 'access.close' },
  { type: 'xstate.done.actor.fetchAccess', output: JORDAN_ACCESS },
  { type: 'xstate.done.actor.fetchAccess', output: JORDAN_ACCESS_GRANTED },
  {
    type: 'xstate.error.actor.fetchAccess',
    error: { ...serverError, endpoint: 'GET /rx-security/customer/relationships' },
  },
  { type: 'xstate.done.actor.updateAccess', output: { relationship: MORGAN_APPROVED } },
  { type: 'xstate.error.actor.updateAccess', error: serverError },
] as const;

/** A state's identity: where it is, Morgan's status, the action chosen, the picker's message. */
export const serializePatientAccessState = (s: {
  value: unknown;
  context: {
    data: RelationshipsResponse | null;
    action: string | null;
    expiryError: string | null;
  };
}) =>
  JSON.stringify([
    s.value,
    s.context.data ? s.context.data.pendingRequests.length : null,
    s.context.action,
    s.context.expiryError,
  ]);

export const patientAccessModel = {
  events: patientAccessEvents,
  serializeState: serializePatientAccessState,
  input: { today: TODAY },
};

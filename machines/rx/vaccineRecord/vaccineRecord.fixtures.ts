/** Graph fixtures of the vaccine record chart (Jordan's record; fictional). */
import type { ApiError } from '../../../api/contracts/common';
import type { SmartHealthCard } from '../../../api/contracts/rx-vaccine-record';
import type { VaccineRecordInput } from './vaccineRecord.machine';

export const DVR_TODAY = '2026-11-24';
export const dvrValues = {
  firstName: 'Jordan',
  lastName: 'Whitfield',
  method: 'dateOfBirth',
  month: '07',
  day: '19',
  year: '1986',
  phoneNumber: '',
} as const;
export const dvrCard: SmartHealthCard = {
  patientName: 'Jordan Whitfield',
  dateOfBirth: '1986-07-19',
  doses: [
    {
      vaccineName: 'COVID-19, mRNA, LNP-S, PF, 30 mcg/0.3 mL dose',
      cvxCode: '208',
      manufacturer: 'Pfizer-BioNTech',
      lotNumber: 'EW0182',
      occurrenceDate: '2025-10-11',
      doseNumber: 1,
      performer: 'FreshWay Pharmacy Hyde Park',
    },
  ],
  issuer: 'http://localhost/rx-security/dvr/issuer',
  verifiableCredential: ['eyJhbGciOiJFUzI1NiJ9.e30.c2ln'],
  qrNumeric: ['shc:/5676290952432060346029243740446031222959532654603460292540772804336028702865'],
  fileName: 'vaccine-record.smart-health-card',
};
const http = (status: number, code: string): ApiError => ({
  name: 'ApiError',
  kind: 'http',
  endpoint: 'POST /rx-security/dvr/verify-dvr',
  status,
  code,
  message: code,
});
export const dvrErrors = {
  notFound: http(404, 'PATIENT_NOT_FOUND'),
  incorrect: http(401, 'VERIFICATION_FAILED'),
  locked: http(403, 'TOO_MANY_ATTEMPTS'),
  server: http(500, 'INTERNAL'),
  expired: http(401, 'LINK_EXPIRED'),
};

export const vaccineRecordInput: VaccineRecordInput = { today: DVR_TODAY };
export const vaccineRecordModel = {
  events: [
    { type: 'dvr.openVerify' },
    { type: 'dvr.openResult', token: 't'.repeat(43) },
    { type: 'dvr.submit', values: dvrValues },
    { type: 'dvr.submit', values: { ...dvrValues, method: 'phoneNumber', phoneNumber: '513555' } },
    { type: 'dvr.restart' },
    { type: 'dvr.retry' },
    { type: 'dvr.download' },
    {
      type: 'xstate.done.actor.verifyDvr',
      output: { verified: true, delivery: 'DIRECT', verificationId: null, phoneLastFour: null },
    },
    {
      type: 'xstate.done.actor.verifyDvr',
      output: {
        verified: true,
        delivery: 'TEXT_MESSAGE',
        verificationId: 'v'.repeat(43),
        phoneLastFour: '0142',
      },
    },
    { type: 'xstate.error.actor.verifyDvr', error: dvrErrors.notFound },
    { type: 'xstate.error.actor.verifyDvr', error: dvrErrors.incorrect },
    { type: 'xstate.error.actor.verifyDvr', error: dvrErrors.locked },
    { type: 'xstate.error.actor.verifyDvr', error: dvrErrors.server },
    {
      type: 'xstate.done.actor.sendSecureMessage',
      output: { sent: true, phoneLastFour: '0142', expiresInMinutes: 30 },
    },
    { type: 'xstate.error.actor.sendSecureMessage', error: dvrErrors.expired },
    { type: 'xstate.done.actor.fetchCard', output: dvrCard },
    { type: 'xstate.error.actor.fetchCard', error: dvrErrors.expired },
    { type: 'xstate.error.actor.fetchCard', error: dvrErrors.server },
  ],
  serializeState: (s: { value: unknown; context: { error: string | null; fieldErrors: object } }) =>
    JSON.stringify([s.value, s.context.error, Object.keys(s.context.fieldErrors).length]),
  input: vaccineRecordInput,
};

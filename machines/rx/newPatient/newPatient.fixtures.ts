/** Graph fixtures of the new-patient chart (fictional). Read by the registry, the model tests and the UI walk. */
import type { CustomerStatus } from '../../../api/contracts/rx-security';
import { apiErrorOf } from '../shared/identity.fixtures';
import { holderForm, linkStatuses } from '../link/link.fixtures';
import type { RequestItem } from './newPatient.machine';

export const transferItem: RequestItem = {
  type: 'TRANSFER',
  prescription: {
    medName: 'Lipitor',
    rxNumber: '123456',
    contactName: 'Corner Drug',
    contactPhone: '5135550112',
  },
};
export const newItem: RequestItem = {
  type: 'NEW',
  prescription: { medName: 'Amoxicillin', contactName: 'Dr. Hart', contactPhone: '5135550113' },
};

export const requestPatient = {
  firstName: 'Priya',
  lastName: 'Raman',
  dateOfBirth: '1991-02-11',
  phone: '7205550123',
};

const noAccount: CustomerStatus = linkStatuses.fresh;
const withAccount: CustomerStatus = linkStatuses.verified;

export const newPatientEvents = [
  { type: 'newPatient.addPrescription', item: transferItem },
  { type: 'newPatient.addPrescription', item: newItem },
  { type: 'newPatient.removePrescription', index: 0 },
  { type: 'newPatient.submitForm', patient: requestPatient },
  { type: 'newPatient.dismissError' },
  { type: 'newPatient.chooseVerification', choice: 'new' },
  { type: 'newPatient.chooseVerification', choice: 'existing' },
  { type: 'newPatient.submitAccountInformation', form: holderForm },
  { type: 'newPatient.retry' },
  { type: 'xstate.done.actor.loadStatus', output: noAccount },
  { type: 'xstate.done.actor.loadStatus', output: withAccount },
  { type: 'xstate.error.actor.loadStatus', error: apiErrorOf(500) },
  { type: 'xstate.done.actor.saveAccountHolder', output: '7712345678' },
  { type: 'xstate.error.actor.saveAccountHolder', error: apiErrorOf(500) },
  { type: 'xstate.done.actor.challengeCreate', output: { outcome: 'saved', preferredDevice: false } },
  { type: 'xstate.error.actor.challengeCreate', error: apiErrorOf(500) },
  { type: 'xstate.done.actor.submitRequest', output: 'req-1' },
  {
    type: 'xstate.error.actor.submitRequest',
    error: apiErrorOf(401, 'Sign in to continue.', 'POST /rx/api/prescription-request'),
  },
  {
    type: 'xstate.error.actor.submitRequest',
    error: apiErrorOf(
      400,
      'Some prescriptions are missing required information.',
      'POST /rx/api/prescription-request',
    ),
  },
  {
    type: 'xstate.error.actor.submitRequest',
    error: apiErrorOf(500, 'HTTP 500', 'POST /rx/api/prescription-request'),
  },
];

export const serializeNewPatientState = (s: {
  value: unknown;
  context: {
    hasPriorAccount: boolean;
    hasChallengeQuestions: boolean;
    verification: string | null;
    accountInformationGiven: boolean;
    items: RequestItem[];
    error: string | null;
  };
}) =>
  JSON.stringify([
    s.value,
    s.context.hasPriorAccount,
    s.context.hasChallengeQuestions,
    s.context.verification,
    s.context.accountInformationGiven,
    Math.min(s.context.items.length, 2),
    s.context.items.some((i) => i.type === 'NEW'),
    s.context.error !== null,
  ]);

export const newPatientModel = { events: newPatientEvents, serializeState: serializeNewPatientState };

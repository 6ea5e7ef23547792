/** Graph fixtures of the loyalty-card chart: Jordan's seeded card (fictional) and the numbers §5 and §9 name. */
import type { ApiError } from '../../../api/contracts/common';

const serverError: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'PUT /rx/api/patient/100234567/loyaltyCardNumber',
  status: 500,
  message: 'Internal server error',
};

export const loyaltyCardEvents = [
  { type: 'loyalty.edit' },
  { type: 'loyalty.save', value: '1234567890' },
  { type: 'loyalty.save', value: '' },
  { type: 'loyalty.save', value: '123' },
  { type: 'loyalty.cancel' },
  {
    type: 'xstate.done.actor.saveLoyaltyCard',
    output: { loyaltyCardNumber: '1234567890', alternateId: '1234567890' },
  },
  { type: 'xstate.error.actor.saveLoyaltyCard', error: serverError },
  { type: 'xstate.done.actor.deleteLoyaltyCard', output: { loyaltyCardNumber: null, alternateId: null } },
  { type: 'xstate.error.actor.deleteLoyaltyCard', error: serverError },
] as const;

/** A state's identity: where it is, whether a card is on file, the message shown. */
export const serializeLoyaltyCardState = (s: {
  value: unknown;
  context: { loyaltyCardNumber: string | null; error: string | null };
}) => JSON.stringify([s.value, s.context.loyaltyCardNumber !== null, s.context.error]);

export const loyaltyCardModel = {
  events: loyaltyCardEvents,
  serializeState: serializeLoyaltyCardState,
  input: { patientNumber: '100234567', loyaltyCardNumber: '4800012345678', alternateId: null },
};

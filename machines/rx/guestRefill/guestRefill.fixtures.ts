/** Graph fixtures of the guest refill chart: rx 1234567 at the store whose phone is (513) 555-0100 (refillable),
 *  rx 1234573 (refill too soon) and an unknown 7654321. */
import type { GuestRefillOrderResult } from '../../../api/contracts/rx-guest-refill';
import { STORE_FACILITY, serverError } from '../fixtures';
import type { GuestValidation } from './guestRefill.machine';

export const PICKUP_TIMES = ['2026-11-24T19:00:00.000Z', '2026-11-24T19:30:00.000Z'];

export const guestValidation: GuestValidation = {
  facility: STORE_FACILITY,
  results: [
    { rxNumber: '1234567', facilityId: '01400412', status: 'VALID_REFILLABLE', rxRecordNumber: '501234567' },
    { rxNumber: '1234573', facilityId: '01400412', status: 'VALID_NOT_REFILLABLE', rxRecordNumber: null },
    { rxNumber: '7654321', facilityId: '01400412', status: 'INVALID', rxRecordNumber: null },
  ],
  pickupTimes: PICKUP_TIMES,
};

export const GUEST_ORDER_RESULT: GuestRefillOrderResult = {
  orderId: 'a11ce000-0000-4000-8000-000000000001',
  facility: {
    facilityId: '01400412',
    vanityName: 'FreshWay Pharmacy Oakley',
    phone: '5135550100',
    address: { address1: '3060 Madison Rd', city: 'Cincinnati', state: 'OH', zipCode: '45209' },
  },
  contactPhone: '5135550142',
  rxNumbers: ['1234567'],
  pickupTime: PICKUP_TIMES[0] ?? '',
  status: 'SUBMITTED',
  statusDesc: 'Your refill request was sent to the pharmacy.',
  retryCount: 0,
  retryDesc: null,
};

export const guestRefillEvents = [
  { type: 'guestRefill.check', pharmacyPhone: '5135550100', rxNumbers: ['1234567', '1234573', '7654321'] },
  { type: 'guestRefill.toggle', rxRecordNumber: '501234567' },
  { type: 'guestRefill.submit', contactPhone: '5135550142', pickupTime: PICKUP_TIMES[0] ?? '' },
  { type: 'guestRefill.edit' },
  { type: 'guestRefill.close' },
  { type: 'xstate.done.actor.validatePrescriptions', output: guestValidation },
  {
    type: 'xstate.error.actor.validatePrescriptions',
    error: serverError('GET /rx/api/anonymous/guest-refill/validate-prescriptions-full'),
  },
  { type: 'xstate.done.actor.orderGuestRefill', output: GUEST_ORDER_RESULT },
  {
    type: 'xstate.error.actor.orderGuestRefill',
    error: serverError('POST /rx/api/anonymous/guest-refill/order', 422),
  },
  {
    type: 'xstate.error.actor.orderGuestRefill',
    error: serverError('POST /rx/api/anonymous/guest-refill/order'),
  },
] as const;

export const serializeGuestRefillState = (s: {
  value: unknown;
  context: { selected: string[]; error: string | null; confirmation: unknown };
}) => JSON.stringify([s.value, s.context.selected.length, s.context.error, s.context.confirmation !== null]);

export const guestRefillModel = { events: guestRefillEvents, serializeState: serializeGuestRefillState };

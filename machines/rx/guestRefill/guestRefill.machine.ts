/** Guest refill / easy fill (pharmacy-portal.md §2.1 /rx/guest-refill, §3 "Guest refill", §4 "Guest easy fill", §8
 *  "Prescription invalid", "Generic", "Guest refill failure stores the error message").
 *  editing → checking → reviewing → submitting → confirmed → editing.
 *  - editing: the pharmacy phone and up to five rx numbers (the view's form checks them first);
 *  - checking: each prescription validated at the pharmacy whose phone is on the label: valid and refillable, valid
 *    but not refillable, or invalid (a failed call: §8's generic text, back to editing);
 *  - reviewing: the results; only valid-and-refillable ones can be ordered (all of them ticked), with the guest's
 *    phone and a pickup time; Change Prescriptions goes back;
 *  - submitting: the order (one idempotency key per request, kept while the request stays the same);
 *  - confirmed: the confirmation opens when the answer arrives and the form is reset; Done closes it.
 *  An order refused as invalid (422) says §8's invalid text; anything else the generic text (kept in `error`).
 *  Side effects: the validatePrescriptions and orderGuestRefill actors. */
import { assertEvent, assign, setup } from 'xstate';
import type { Facility } from '../../../api/contracts/pharmacy-directory';
import type {
  GuestRefillOrder,
  GuestRefillOrderResult,
  PrescriptionValidation,
} from '../../../api/contracts/rx-guest-refill';
import {
  canOrderGuestRefill,
  GUEST_REFILL_GENERIC_ERROR,
  guestOrderErrorText,
} from '../../../domain/rx/guest-refill';
import { newRequestKey } from '../../../domain/rx/requests';
import { isPhoneDigits } from '../../../domain/rx/validation';
import { notProvided } from '../../shared/actors';

/** What validatePrescriptions answers: the pharmacy (null when no pharmacy has that phone), each result in the
 *  order asked, and the pickup times the pharmacy offers (ISO, its 30-minute slots). */
export interface GuestValidation {
  facility: Facility | null;
  results: PrescriptionValidation[];
  pickupTimes: string[];
}

export interface GuestRefillContext {
  pharmacyPhone: string;
  rxNumbers: string[];
  facility: Facility | null;
  results: PrescriptionValidation[];
  pickupTimes: string[];
  selected: string[];
  contactPhone: string;
  pickupTime: string | null;
  /** The request the key was made for (a changed request gets a new key). */
  keyedOrder: string | null;
  idempotencyKey: string | null;
  confirmation: GuestRefillOrderResult | null;
  error: string | null;
}

export type GuestRefillEvent =
  | { type: 'guestRefill.check'; pharmacyPhone: string; rxNumbers: string[] }
  | { type: 'guestRefill.toggle'; rxRecordNumber: string }
  | { type: 'guestRefill.submit'; contactPhone: string; pickupTime: string }
  | { type: 'guestRefill.edit' }
  | { type: 'guestRefill.close' };

/** §3 "Guest refill: order rxRecords, facilityId, pickupTime, contactPhone". */
export function guestOrderOf(c: GuestRefillContext): GuestRefillOrder {
  return {
    rxRecords: c.results
      .filter((r) => r.rxRecordNumber !== null && c.selected.includes(r.rxRecordNumber))
      .map((r) => ({ rxNumber: r.rxNumber, rxRecordNumber: r.rxRecordNumber ?? '' })),
    facilityId: c.facility?.facilityId ?? '',
    pickupTime: c.pickupTime ?? '',
    contactPhone: c.contactPhone,
  };
}

const EMPTY_FORM = {
  pharmacyPhone: '',
  rxNumbers: [] as string[],
  facility: null,
  results: [] as PrescriptionValidation[],
  pickupTimes: [] as string[],
  selected: [] as string[],
  contactPhone: '',
  pickupTime: null,
  keyedOrder: null,
  idempotencyKey: null,
};

export const guestRefillMachine = setup({
  types: {
    context: {} as GuestRefillContext,
    events: {} as GuestRefillEvent,
    tags: {} as 'busy',
  },
  actors: {
    validatePrescriptions: notProvided<GuestValidation, { pharmacyPhone: string; rxNumbers: string[] }>(
      'validatePrescriptions',
    ),
    orderGuestRefill: notProvided<GuestRefillOrderResult, { order: GuestRefillOrder; key: string }>(
      'orderGuestRefill',
    ),
  },
  actions: {
    keepForm: assign(({ event }) => {
      assertEvent(event, 'guestRefill.check');
      return { pharmacyPhone: event.pharmacyPhone, rxNumbers: event.rxNumbers, error: null };
    }),
    keepResults: assign((_, params: { validation: GuestValidation }) => ({
      facility: params.validation.facility,
      results: params.validation.results,
      pickupTimes: params.validation.pickupTimes,
      selected: params.validation.results
        .filter((r) => canOrderGuestRefill(r.status) && r.rxRecordNumber !== null)
        .map((r) => r.rxRecordNumber ?? ''),
      keyedOrder: null,
      idempotencyKey: null,
    })),
    keepGenericError: assign({ error: GUEST_REFILL_GENERIC_ERROR }),
    keepOrderError: assign((_, params: { error: unknown }) => ({ error: guestOrderErrorText(params.error) })),
    toggle: assign(({ context, event }) => {
      assertEvent(event, 'guestRefill.toggle');
      const on = context.selected.includes(event.rxRecordNumber);
      return {
        selected: on
          ? context.selected.filter((n) => n !== event.rxRecordNumber)
          : [...context.selected, event.rxRecordNumber],
      };
    }),
    keepOrder: assign(({ context, event }) => {
      assertEvent(event, 'guestRefill.submit');
      const next = { ...context, contactPhone: event.contactPhone, pickupTime: event.pickupTime };
      const order = JSON.stringify(guestOrderOf(next));
      const same = context.keyedOrder === order && context.idempotencyKey !== null;
      return {
        contactPhone: event.contactPhone,
        pickupTime: event.pickupTime,
        keyedOrder: order,
        idempotencyKey: same ? context.idempotencyKey : newRequestKey(),
        error: null,
      };
    }),
    clearResults: assign({
      results: [],
      selected: [],
      facility: null,
      pickupTimes: [],
      keyedOrder: null,
      idempotencyKey: null,
      error: null,
    }),
    /** §4 "Submitting opens a confirmation when the response arrives, and resets the form". */
    confirmAndReset: assign((_, params: { confirmation: GuestRefillOrderResult }) => ({
      ...EMPTY_FORM,
      confirmation: params.confirmation,
      error: null,
    })),
    closeConfirmation: assign({ confirmation: null }),
  },
  guards: {
    isOrderable: ({ context, event }) =>
      event.type === 'guestRefill.toggle' &&
      context.results.some((r) => r.rxRecordNumber === event.rxRecordNumber && canOrderGuestRefill(r.status)),
    canSubmit: ({ context, event }) =>
      event.type === 'guestRefill.submit' &&
      context.selected.length > 0 &&
      context.facility !== null &&
      context.pickupTimes.includes(event.pickupTime) &&
      isPhoneDigits(event.contactPhone),
  },
}).createMachine({
  id: 'rxGuestRefill',
  initial: 'editing',
  context: { ...EMPTY_FORM, confirmation: null, error: null },
  states: {
    editing: {
      on: { 'guestRefill.check': { target: 'checking', actions: 'keepForm' } },
    },
    checking: {
      tags: 'busy',
      invoke: {
        id: 'validatePrescriptions',
        src: 'validatePrescriptions',
        input: ({ context }) => ({ pharmacyPhone: context.pharmacyPhone, rxNumbers: context.rxNumbers }),
        onDone: {
          target: 'reviewing',
          actions: { type: 'keepResults', params: ({ event }) => ({ validation: event.output }) },
        },
        onError: { target: 'editing', actions: 'keepGenericError' },
      },
    },
    reviewing: {
      on: {
        'guestRefill.toggle': { guard: 'isOrderable', actions: 'toggle' },
        'guestRefill.submit': { guard: 'canSubmit', target: 'submitting', actions: 'keepOrder' },
        'guestRefill.edit': { target: 'editing', actions: 'clearResults' },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'orderGuestRefill',
        src: 'orderGuestRefill',
        input: ({ context }) => ({ order: guestOrderOf(context), key: context.idempotencyKey ?? '' }),
        onDone: {
          target: 'confirmed',
          actions: { type: 'confirmAndReset', params: ({ event }) => ({ confirmation: event.output }) },
        },
        onError: {
          target: 'reviewing',
          actions: { type: 'keepOrderError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmed: {
      on: { 'guestRefill.close': { target: 'editing', actions: 'closeConfirmation' } },
    },
  },
});

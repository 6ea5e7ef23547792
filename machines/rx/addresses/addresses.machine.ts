/** Patient addresses (pharmacy-portal.md §3 "Address", §4 "General loading", §7.1 addresses routes, §8 "Addresses").
 *  loading → list | failed. From the list: add (only while the limit flag is off: at most 2 non-shared addresses),
 *  edit or delete (the patient's own, non-shared addresses). adding / editing: the form, then saving; a refused
 *  City, State, Postal Code combination (422) and any other failure keep the form open with §8's text ('adding' /
 *  'updating'); a 409 limit answer returns to the list with the limit flag on. deleting: confirming → removing → list,
 *  a failure showing §8's 'deleting' text. Every answer of the server carries the whole list and the flag.
 *  Side effects: fetchAddresses, addAddress, updateAddress, deleteAddress (GET /addresses, POST, PATCH, DELETE);
 *  notify (a success toast, provided by src/). */
import { assertEvent, assign, setup } from 'xstate';
import type { ApiError } from '../../../api/contracts/common';
import type { PatientAddress } from '../../../api/contracts/rx';
import type { AddressesResponse } from '../../../api/contracts/rx-profile';
import {
  ADDRESS_ERROR_CODES,
  ADDRESS_LABELS,
  ADDRESS_MESSAGES,
  type AddressFormValues,
  addressRequestOf,
} from '../../../domain/rx/profile';
import type { Toast } from '../../../domain/rx/toasts';
import { notProvided } from '../../shared/actors';

export interface AddressesInput {
  patientNumber: string;
}

export interface AddressesContext {
  patientNumber: string;
  addresses: PatientAddress[];
  limitReached: boolean;
  /** The address being edited or deleted. */
  addressId: string | null;
  /** The values last submitted (kept in the form after a refusal). */
  values: AddressFormValues | null;
  /** §8's text of the last failure (shown in the form or above the list), or the limit's. */
  error: string | null;
}

export type AddressesEvent =
  | { type: 'addresses.retry' }
  | { type: 'addresses.add' }
  | { type: 'addresses.edit'; addressId: string }
  | { type: 'addresses.delete'; addressId: string }
  | { type: 'addresses.submit'; values: AddressFormValues }
  | { type: 'addresses.confirmDelete' }
  | { type: 'addresses.cancel' };

export interface SaveAddressInput {
  patientNumber: string;
  addressId: string | null;
  address: ReturnType<typeof addressRequestOf>;
}

/** The code of an ApiError (src/ turns every failure into one). */
const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null ? (error as Partial<ApiError>).code : undefined;

const success = (text: string): Toast => ({ heading: text, text: `${text}.`, tone: 'success' });

export const addressesMachine = setup({
  types: {
    context: {} as AddressesContext,
    events: {} as AddressesEvent,
    input: {} as AddressesInput,
    tags: {} as 'busy',
  },
  actors: {
    fetchAddresses: notProvided<AddressesResponse, { patientNumber: string }>('fetchAddresses'),
    addAddress: notProvided<AddressesResponse, SaveAddressInput>('addAddress'),
    updateAddress: notProvided<AddressesResponse, SaveAddressInput>('updateAddress'),
    deleteAddress: notProvided<AddressesResponse, { patientNumber: string; addressId: string }>(
      'deleteAddress',
    ),
  },
  actions: {
    /** Provided by src/: shows the toast on the toaster. */
    notify: (_, _params: { toast: Toast }) => {},
    keepList: assign((_, params: { answer: AddressesResponse }) => ({
      addresses: params.answer.addresses,
      limitReached: params.answer.addressLimitReached,
      addressId: null,
      values: null,
      error: null,
    })),
    chooseAddress: assign(({ event }) => {
      assertEvent(event, ['addresses.edit', 'addresses.delete']);
      return { addressId: event.addressId, error: null, values: null };
    }),
    startAdding: assign({ addressId: null, values: null, error: null }),
    keepValues: assign(({ event }) => {
      assertEvent(event, 'addresses.submit');
      return { values: event.values, error: null };
    }),
    showError: assign((_, params: { error: string }) => ({ error: params.error })),
    reachLimit: assign({ limitReached: true, error: ADDRESS_MESSAGES.limit, values: null }),
    closeForm: assign({ addressId: null, values: null, error: null }),
    forgetAddress: assign({ addressId: null }),
  },
  guards: {
    canAdd: ({ context }) => !context.limitReached,
    isOwnAddress: ({ context, event }) =>
      (event.type === 'addresses.edit' || event.type === 'addresses.delete') &&
      context.addresses.some((a) => a.addressId === event.addressId && !a.isShared),
    isInvalidCombination: (_, params: { error: unknown }) =>
      codeOf(params.error) === ADDRESS_ERROR_CODES.invalidCombination,
    isLimit: (_, params: { error: unknown }) => codeOf(params.error) === ADDRESS_ERROR_CODES.limit,
  },
}).createMachine({
  id: 'rxAddresses',
  initial: 'loading',
  context: ({ input }) => ({
    patientNumber: input.patientNumber,
    addresses: [],
    limitReached: false,
    addressId: null,
    values: null,
    error: null,
  }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchAddresses',
        src: 'fetchAddresses',
        input: ({ context }) => ({ patientNumber: context.patientNumber }),
        onDone: {
          target: 'list',
          actions: { type: 'keepList', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'addresses.retry': 'loading' },
    },
    list: {
      on: {
        'addresses.add': { guard: 'canAdd', target: 'adding', actions: 'startAdding' },
        'addresses.edit': { guard: 'isOwnAddress', target: 'editing', actions: 'chooseAddress' },
        'addresses.delete': { guard: 'isOwnAddress', target: 'deleting', actions: 'chooseAddress' },
      },
    },
    adding: {
      initial: 'form',
      states: {
        // Cancel only while the form is open: a save under way is not abandoned (it may already be stored).
        form: {
          on: {
            'addresses.submit': { target: 'saving', actions: 'keepValues' },
            'addresses.cancel': { target: '#rxAddresses.list', actions: 'closeForm' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'addAddress',
            src: 'addAddress',
            input: ({ context }) => ({
              patientNumber: context.patientNumber,
              addressId: null,
              address: addressRequestOf(context.values!),
            }),
            onDone: {
              target: '#rxAddresses.list',
              actions: [
                { type: 'keepList', params: ({ event }) => ({ answer: event.output }) },
                { type: 'notify', params: { toast: success(ADDRESS_LABELS.added) } },
              ],
            },
            onError: [
              {
                guard: { type: 'isInvalidCombination', params: ({ event }) => ({ error: event.error }) },
                target: 'form',
                actions: { type: 'showError', params: { error: ADDRESS_MESSAGES.invalidCombination } },
              },
              {
                guard: { type: 'isLimit', params: ({ event }) => ({ error: event.error }) },
                target: '#rxAddresses.list',
                actions: 'reachLimit',
              },
              { target: 'form', actions: { type: 'showError', params: { error: ADDRESS_MESSAGES.add } } },
            ],
          },
        },
      },
    },
    editing: {
      initial: 'form',
      states: {
        // Cancel only while the form is open: a save under way is not abandoned (it may already be stored).
        form: {
          on: {
            'addresses.submit': { target: 'saving', actions: 'keepValues' },
            'addresses.cancel': { target: '#rxAddresses.list', actions: 'closeForm' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'updateAddress',
            src: 'updateAddress',
            input: ({ context }) => ({
              patientNumber: context.patientNumber,
              addressId: context.addressId,
              address: addressRequestOf(context.values!),
            }),
            onDone: {
              target: '#rxAddresses.list',
              actions: [
                { type: 'keepList', params: ({ event }) => ({ answer: event.output }) },
                { type: 'notify', params: { toast: success(ADDRESS_LABELS.updated) } },
              ],
            },
            onError: [
              {
                guard: { type: 'isInvalidCombination', params: ({ event }) => ({ error: event.error }) },
                target: 'form',
                actions: { type: 'showError', params: { error: ADDRESS_MESSAGES.invalidCombination } },
              },
              { target: 'form', actions: { type: 'showError', params: { error: ADDRESS_MESSAGES.update } } },
            ],
          },
        },
      },
    },
    deleting: {
      initial: 'confirming',
      states: {
        confirming: {
          on: {
            'addresses.confirmDelete': 'removing',
            'addresses.cancel': { target: '#rxAddresses.list', actions: 'closeForm' },
          },
        },
        removing: {
          tags: 'busy',
          invoke: {
            id: 'deleteAddress',
            src: 'deleteAddress',
            input: ({ context }) => ({ patientNumber: context.patientNumber, addressId: context.addressId! }),
            onDone: {
              target: '#rxAddresses.list',
              actions: [
                { type: 'keepList', params: ({ event }) => ({ answer: event.output }) },
                { type: 'notify', params: { toast: success(ADDRESS_LABELS.deleted) } },
              ],
            },
            onError: {
              target: '#rxAddresses.list',
              actions: [{ type: 'showError', params: { error: ADDRESS_MESSAGES.delete } }, 'forgetAddress'],
            },
          },
        },
      },
    },
  },
});

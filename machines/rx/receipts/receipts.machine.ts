/** Prescription receipts (pharmacy-portal.md §2.1 /rx/prescription-receipt; §3 "Prescription history":
 *  filterParamsReceipts (from, to, location), receipts (dateTime, pharmacy), selectedReceipt; §7.1 GET
 *  /receipt-loyalty?loyaltyId; §9 range rules as history). Receipts are kept per loyalty card: a patient without
 *  one has none (noLoyaltyCard). idle → loading → loaded (list ⇄ viewing one receipt) | failed. The filters apply
 *  locally, refused ranges keep the old filters with the message. Side effect: fetchReceipts. */
import { assertEvent, assign, setup } from 'xstate';
import type { Receipt } from '../../../api/contracts/rx-history';
import {
  defaultReceiptFilters,
  filterReceipts,
  HISTORY_TEXTS,
  rangeError,
  type ReceiptFilters,
} from '../../../domain/rx/history';
import { notProvided } from '../../shared/actors';

export interface ReceiptsContext {
  today: string;
  loyaltyId: string | null;
  receipts: Receipt[];
  filters: ReceiptFilters;
  filterError: string | null;
  selectedReceiptId: string | null;
  loadError: string | null;
}

export type ReceiptsEvent =
  | { type: 'receipts.load'; loyaltyId: string | null }
  | { type: 'receipts.filter'; filters: ReceiptFilters }
  | { type: 'receipts.open'; receiptId: string }
  | { type: 'receipts.close' }
  | { type: 'receipts.retry' };

export const receiptsMachine = setup({
  types: {
    context: {} as ReceiptsContext,
    events: {} as ReceiptsEvent,
    input: {} as { today: string },
    tags: {} as 'busy',
  },
  actors: { fetchReceipts: notProvided<Receipt[], { loyaltyId: string }>('fetchReceipts') },
  actions: {
    setCard: assign(({ event }) => {
      assertEvent(event, 'receipts.load');
      return { loyaltyId: event.loyaltyId, selectedReceiptId: null, loadError: null };
    }),
    keepReceipts: assign((_, params: { receipts: Receipt[] }) => ({
      receipts: params.receipts,
      loadError: null,
    })),
    applyFilters: assign(({ event }) => {
      assertEvent(event, 'receipts.filter');
      return { filters: event.filters, filterError: null, selectedReceiptId: null };
    }),
    refuseFilters: assign(({ context, event }) => {
      assertEvent(event, 'receipts.filter');
      return { filterError: rangeError(event.filters, context.today) };
    }),
    selectReceipt: assign(({ event }) => {
      assertEvent(event, 'receipts.open');
      return { selectedReceiptId: event.receiptId };
    }),
    unselectReceipt: assign({ selectedReceiptId: null }),
    setLoadError: assign({ loadError: HISTORY_TEXTS.loadError }),
  },
  guards: {
    hasLoyaltyCard: ({ event }) => event.type === 'receipts.load' && event.loyaltyId !== null,
    hasNoLoyaltyCard: ({ event }) => event.type === 'receipts.load' && event.loyaltyId === null,
    isOtherCard: ({ context, event }) =>
      event.type === 'receipts.load' && event.loyaltyId !== null && event.loyaltyId !== context.loyaltyId,
    isRangeRefused: ({ context, event }) => {
      assertEvent(event, 'receipts.filter');
      return rangeError(event.filters, context.today) !== null;
    },
    isKnownReceipt: ({ context, event }) => {
      assertEvent(event, 'receipts.open');
      // Only a receipt the filters show, and not the one already open.
      return (
        event.receiptId !== context.selectedReceiptId &&
        filterReceipts(context.receipts, context.filters).some((r) => r.receiptId === event.receiptId)
      );
    },
  },
}).createMachine({
  id: 'rxReceipts',
  initial: 'idle',
  context: ({ input }) => ({
    today: input.today,
    loyaltyId: null,
    receipts: [],
    filters: defaultReceiptFilters(input.today),
    filterError: null,
    selectedReceiptId: null,
    loadError: null,
  }),
  states: {
    idle: {
      on: {
        'receipts.load': [
          { guard: 'hasLoyaltyCard', target: 'loading', actions: 'setCard' },
          { target: 'noLoyaltyCard', actions: 'setCard' },
        ],
      },
    },
    noLoyaltyCard: {
      on: { 'receipts.load': { guard: 'hasLoyaltyCard', target: 'loading', actions: 'setCard' } },
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchReceipts',
        src: 'fetchReceipts',
        input: ({ context }) => ({ loyaltyId: context.loyaltyId ?? '' }),
        onDone: {
          target: 'loaded',
          actions: { type: 'keepReceipts', params: ({ event }) => ({ receipts: event.output }) },
        },
        onError: { target: 'failed', actions: 'setLoadError' },
      },
    },
    loaded: {
      initial: 'list',
      on: {
        'receipts.load': [
          { guard: 'isOtherCard', target: 'loading', actions: 'setCard' },
          { guard: 'hasNoLoyaltyCard', target: 'noLoyaltyCard', actions: 'setCard' },
        ],
        'receipts.filter': [
          { guard: 'isRangeRefused', actions: 'refuseFilters' },
          { target: '.list', actions: 'applyFilters' },
        ],
      },
      states: {
        list: {
          on: { 'receipts.open': { guard: 'isKnownReceipt', target: 'viewing', actions: 'selectReceipt' } },
        },
        viewing: {
          on: {
            'receipts.close': { target: 'list', actions: 'unselectReceipt' },
            'receipts.open': { guard: 'isKnownReceipt', actions: 'selectReceipt' },
          },
        },
      },
    },
    failed: { on: { 'receipts.retry': 'loading' } },
  },
});

/** Pay online (pharmacy-portal.md §2.1 /rx/tracker/pay-online, §3 "Online pay state", "Payment association", §4
 *  "Online pay: loading, then error or cleared", §8 "Online pay setup", §9 "amount defaults to "1"", ACH_CARD).
 *  loading → ready | loadFailed; ready → settingUp (resuming → creatingIntent → creatingPayment → associating) → paid | failed. Ready: the in-progress prescriptions not paid yet (all of the first pickup location
 *  selected), the wallet's preferred usable card, the card usage terms to accept. Pay Now (one location, a usable
 *  card, terms accepted) runs the setup in three steps, each an invoked actor: the payment intent (ACH_CARD; it
 *  hands out the fraud token), the online payment (amount, cart size, card, pickup store) and the association of
 *  the prescriptions (PAYSYS). Any failure → failed with §8's text; Try Again resumes at the step that failed with
 *  the same idempotency key (nothing is paid twice), Change Selection starts over. paid: the selection is cleared.
 *  Side effects: the loadOnlinePay, createPaymentIntent, createOnlinePayment and associatePayment actors. */
import { assertEvent, assign, setup } from 'xstate';
import type { Facility } from '../../../api/contracts/pharmacy-directory';
import type { Prescription } from '../../../api/contracts/rx';
import type {
  OnlinePayment,
  OnlinePaymentRequest,
  PaymentAssociation,
  PaymentAssociationResult,
  PaymentIntent,
  PaymentIntentRequest,
  PaysysCard,
} from '../../../api/contracts/rx-online-pay';
import {
  isOnlinePayEligible,
  ONLINE_PAY_TEXTS,
  onlinePayAmount,
  PAYMENT_INTENT_CARD_TYPE,
  paymentAssociationOf,
} from '../../../domain/rx/online-pay';
import { newRequestKey } from '../../../domain/rx/requests';
import { fitsSelectionStore, storeOfSelection } from '../../../domain/rx/one-store';
import { notProvided } from '../../shared/actors';

export interface PayOnlineInput {
  /** The signed-in customer's id (§7.1 /online-payment/{userId}/payments). */
  userId: string;
}

/** What loadOnlinePay answers: the customer's prescriptions, the pickup locations, the wallet's cards. */
export interface OnlinePayData {
  prescriptions: Prescription[];
  facilities: Facility[];
  cards: PaysysCard[];
  /** The primary patient's loyalty card number (§3 loyaltyNum). */
  loyaltyCardNumber: string | null;
}

export interface PayOnlineContext {
  userId: string;
  prescriptions: Prescription[];
  facilities: Facility[];
  cards: PaysysCard[];
  loyaltyCardNumber: string | null;
  selected: string[];
  cardId: string | null;
  termsAccepted: boolean;
  idempotencyKey: string | null;
  intent: PaymentIntent | null;
  payment: OnlinePayment | null;
  paidCard: PaysysCard | null;
  error: string | null;
}

export type PayOnlineEvent =
  | { type: 'payOnline.load' }
  | { type: 'payOnline.toggle'; rxRecordNumber: string }
  | { type: 'payOnline.chooseCard'; cardId: string }
  | { type: 'payOnline.acceptTerms'; accepted: boolean }
  | { type: 'payOnline.submit' }
  | { type: 'payOnline.retry' }
  | { type: 'payOnline.edit' };

/** The selected prescriptions, in list order. */
export function selectedPrescriptions(
  c: Pick<PayOnlineContext, 'prescriptions' | 'selected'>,
): Prescription[] {
  return c.prescriptions.filter((p) => c.selected.includes(p.rxRecordNumber));
}

/** The one pickup location of the selection (domain/rx/one-store.ts), or null (none selected, or several). */
export function selectionFacility(c: Pick<PayOnlineContext, 'prescriptions' | 'selected'>): string | null {
  return storeOfSelection(selectedPrescriptions(c));
}

const usable = (cards: readonly PaysysCard[], id: string | null) =>
  cards.some((card) => card.cardId === id && !card.expired);

const RESET_ATTEMPT = { idempotencyKey: null, intent: null, payment: null, error: null } as const;

export const payOnlineMachine = setup({
  types: {
    context: {} as PayOnlineContext,
    events: {} as PayOnlineEvent,
    input: {} as PayOnlineInput,
    tags: {} as 'busy',
  },
  actors: {
    loadOnlinePay: notProvided<OnlinePayData>('loadOnlinePay'),
    createPaymentIntent: notProvided<PaymentIntent, { request: PaymentIntentRequest; key: string }>(
      'createPaymentIntent',
    ),
    createOnlinePayment: notProvided<
      OnlinePayment,
      { userId: string; request: OnlinePaymentRequest; key: string }
    >('createOnlinePayment'),
    associatePayment: notProvided<
      PaymentAssociationResult,
      { paymentId: string; association: PaymentAssociation; key: string }
    >('associatePayment'),
  },
  actions: {
    keepData: assign((_, params: { data: OnlinePayData }) => {
      const prescriptions = params.data.prescriptions.filter(isOnlinePayEligible);
      const firstStore = prescriptions.slice(0, 1);
      const cards = params.data.cards;
      const card = cards.find((c) => c.preferred && !c.expired) ?? cards.find((c) => !c.expired) ?? null;
      return {
        prescriptions,
        facilities: params.data.facilities,
        cards,
        loyaltyCardNumber: params.data.loyaltyCardNumber,
        selected: prescriptions.filter((p) => fitsSelectionStore(firstStore, p)).map((p) => p.rxRecordNumber),
        cardId: card?.cardId ?? null,
        termsAccepted: false,
        ...RESET_ATTEMPT,
      };
    }),
    keepLoadError: assign({ error: ONLINE_PAY_TEXTS.setupError }),
    toggle: assign(({ context, event }) => {
      assertEvent(event, 'payOnline.toggle');
      const on = context.selected.includes(event.rxRecordNumber);
      return {
        selected: on
          ? context.selected.filter((n) => n !== event.rxRecordNumber)
          : [...context.selected, event.rxRecordNumber],
        ...RESET_ATTEMPT,
      };
    }),
    chooseCard: assign(({ event }) => {
      assertEvent(event, 'payOnline.chooseCard');
      return { cardId: event.cardId, ...RESET_ATTEMPT };
    }),
    acceptTerms: assign(({ event }) => {
      assertEvent(event, 'payOnline.acceptTerms');
      return { termsAccepted: event.accepted };
    }),
    startAttempt: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? newRequestKey(),
      error: null,
    })),
    resetAttempt: assign(RESET_ATTEMPT),
    keepIntent: assign((_, params: { intent: PaymentIntent }) => ({ intent: params.intent })),
    keepPayment: assign((_, params: { payment: OnlinePayment }) => ({ payment: params.payment })),
    clearSelection: assign(({ context }) => ({
      paidCard: context.cards.find((c) => c.cardId === context.cardId) ?? null,
      prescriptions: context.prescriptions.filter((p) => !context.selected.includes(p.rxRecordNumber)),
      selected: [],
      termsAccepted: false,
      ...RESET_ATTEMPT,
    })),
    keepSetupError: assign({ error: ONLINE_PAY_TEXTS.setupError }),
  },
  guards: {
    isEligible: ({ context, event }) => {
      if (event.type !== 'payOnline.toggle') return false;
      const p = context.prescriptions.find((x) => x.rxRecordNumber === event.rxRecordNumber);
      // One store per order: a prescription of another store waits until the selection is empty.
      return p !== undefined && fitsSelectionStore(selectedPrescriptions(context), p);
    },
    isUsableCard: ({ context, event }) =>
      event.type === 'payOnline.chooseCard' && usable(context.cards, event.cardId),
    canSubmit: ({ context }) =>
      selectionFacility(context) !== null && usable(context.cards, context.cardId) && context.termsAccepted,
    hasPayment: ({ context }) => context.payment !== null,
    hasIntent: ({ context }) => context.intent !== null,
  },
}).createMachine({
  id: 'rxPayOnline',
  initial: 'loading',
  context: ({ input }) => ({
    userId: input.userId,
    prescriptions: [],
    facilities: [],
    cards: [],
    loyaltyCardNumber: null,
    selected: [],
    cardId: null,
    termsAccepted: false,
    idempotencyKey: null,
    intent: null,
    payment: null,
    paidCard: null,
    error: null,
  }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadOnlinePay',
        src: 'loadOnlinePay',
        onDone: {
          target: 'ready',
          actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
        },
        onError: { target: 'loadFailed', actions: 'keepLoadError' },
      },
    },
    loadFailed: {
      on: { 'payOnline.load': 'loading' },
    },
    ready: {
      on: {
        'payOnline.toggle': { guard: 'isEligible', actions: 'toggle' },
        'payOnline.chooseCard': { guard: 'isUsableCard', actions: 'chooseCard' },
        'payOnline.acceptTerms': { actions: 'acceptTerms' },
        'payOnline.submit': { guard: 'canSubmit', target: 'settingUp', actions: 'startAttempt' },
      },
    },
    // The three calls of the setup, one after the other (§7.1): the intent, the payment, the association.
    settingUp: {
      tags: 'busy',
      initial: 'resuming',
      states: {
        // A first try starts with the intent; Try Again resumes at the step that failed (same key: nothing twice).
        resuming: {
          always: [
            { guard: 'hasPayment', target: 'associating' },
            { guard: 'hasIntent', target: 'creatingPayment' },
            { target: 'creatingIntent' },
          ],
        },
        creatingIntent: {
          invoke: {
            id: 'createPaymentIntent',
            src: 'createPaymentIntent',
            input: ({ context }) => ({
              request: { cardType: PAYMENT_INTENT_CARD_TYPE, paymentMethodId: context.cardId ?? '' },
              key: `${context.idempotencyKey}:intent`,
            }),
            onDone: {
              target: 'creatingPayment',
              actions: { type: 'keepIntent', params: ({ event }) => ({ intent: event.output }) },
            },
            onError: { target: '#rxPayOnline.failed', actions: 'keepSetupError' },
          },
        },
        creatingPayment: {
          invoke: {
            id: 'createOnlinePayment',
            src: 'createOnlinePayment',
            input: ({ context }) => {
              const chosen = selectedPrescriptions(context);
              return {
                userId: context.userId,
                request: {
                  amount: onlinePayAmount(chosen),
                  cartSize: chosen.length,
                  paymentMethodId: context.cardId ?? '',
                  pickupStoreId: selectionFacility(context) ?? '',
                },
                key: `${context.idempotencyKey}:payment`,
              };
            },
            onDone: {
              target: 'associating',
              actions: { type: 'keepPayment', params: ({ event }) => ({ payment: event.output }) },
            },
            onError: { target: '#rxPayOnline.failed', actions: 'keepSetupError' },
          },
        },
        associating: {
          invoke: {
            id: 'associatePayment',
            src: 'associatePayment',
            input: ({ context }) => ({
              paymentId: context.payment?.paymentId ?? '',
              association: paymentAssociationOf({
                facilityId: selectionFacility(context) ?? '',
                creditCardId: context.cardId ?? '',
                fraudToken: context.intent?.fraudToken ?? '',
                loyaltyCardNumber: context.loyaltyCardNumber,
                prescriptions: selectedPrescriptions(context),
              }),
              key: `${context.idempotencyKey}:associate`,
            }),
            onDone: { target: '#rxPayOnline.paid', actions: 'clearSelection' },
            onError: { target: '#rxPayOnline.failed', actions: 'keepSetupError' },
          },
        },
      },
    },
    failed: {
      on: {
        'payOnline.retry': 'settingUp',
        'payOnline.edit': { target: 'ready', actions: 'resetAttempt' },
      },
    },
    paid: {},
  },
});

/** Graph fixtures of the pay-online chart: Jordan's in-progress Amoxicillin and ready Omeprazole, his two cards. */
import {
  AMOXICILLIN,
  DISCOVER_CARD,
  EXPIRED_CARD,
  LEVOTHYROXINE,
  OMEPRAZOLE,
  STORE_FACILITY,
  serverError,
  VISA_CARD,
} from '../fixtures';
import type { OnlinePayData, PayOnlineInput } from './payOnline.machine';

export const payOnlineInput: PayOnlineInput = { userId: '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01' };

export const onlinePayData: OnlinePayData = {
  prescriptions: [AMOXICILLIN, OMEPRAZOLE, LEVOTHYROXINE],
  facilities: [STORE_FACILITY],
  cards: [VISA_CARD, DISCOVER_CARD, EXPIRED_CARD],
  loyaltyCardNumber: '4800012345678',
};

export const PAYMENT_INTENT = { paymentIntentId: 'pi-1', fraudToken: 'fraud-token-1' };
export const ONLINE_PAYMENT = {
  paymentId: '9b2f5c1e-0000-4000-8000-000000000001',
  amount: '8.40',
  status: 'CREATED',
} as const;

export const payOnlineEvents = [
  { type: 'payOnline.load' },
  { type: 'payOnline.toggle', rxRecordNumber: AMOXICILLIN.rxRecordNumber },
  { type: 'payOnline.chooseCard', cardId: DISCOVER_CARD.cardId },
  { type: 'payOnline.acceptTerms', accepted: true },
  { type: 'payOnline.submit' },
  { type: 'payOnline.retry' },
  { type: 'payOnline.edit' },
  { type: 'xstate.done.actor.loadOnlinePay', output: onlinePayData },
  {
    type: 'xstate.error.actor.loadOnlinePay',
    error: serverError('GET /rx/api/prescription/patient/prescriptions'),
  },
  { type: 'xstate.done.actor.createPaymentIntent', output: PAYMENT_INTENT },
  { type: 'xstate.error.actor.createPaymentIntent', error: serverError('POST /rx/api/payment-intent') },
  { type: 'xstate.done.actor.createOnlinePayment', output: ONLINE_PAYMENT },
  { type: 'xstate.error.actor.createOnlinePayment', error: serverError('POST /rx/api/online-payment') },
  {
    type: 'xstate.done.actor.associatePayment',
    output: { paymentId: ONLINE_PAYMENT.paymentId, status: 'ASSOCIATED', rxRecordNumbers: ['501234569'] },
  },
  {
    type: 'xstate.error.actor.associatePayment',
    error: serverError('POST /rx/api/online-payment/x/payment/associate'),
  },
] as const;

/** A state's identity: where it is, what is selected, terms, and how far the attempt got. */
export const serializePayOnlineState = (s: {
  value: unknown;
  context: {
    selected: string[];
    termsAccepted: boolean;
    intent: unknown;
    payment: unknown;
    cardId: string | null;
  };
}) =>
  JSON.stringify([
    s.value,
    s.context.selected.length,
    s.context.termsAccepted,
    s.context.intent !== null,
    s.context.payment !== null,
  ]);

export const payOnlineModel = {
  events: payOnlineEvents,
  serializeState: serializePayOnlineState,
  input: payOnlineInput,
};

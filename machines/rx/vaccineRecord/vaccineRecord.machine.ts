/** The digital vaccine record (pharmacy-portal.md §2.1 /rx/digital-vaccine-record/verify and /result; §4 "Vaccine
 *  record: loading for verification, result or text-message-send calls; then verified, result or smsSent, or an
 *  error"; §8 "Vaccine record"). idle until the page says which it is (dvr.openVerify / dvr.openResult). On the verify page: form → verifying → verified (a signed-in customer's own
 *  patient: the result page opens) | sendingText → smsSent (anyone else: a link by text message); a refusal goes
 *  back to the form with §8's text for 404, 401, 403 or the default. On the result page: loadingCard → result (the
 *  SMART Health Card: QR and download) | expired (401: the §8 expired text and back to the start, by redirect) |
 *  cardFailed. Side effects: verifyDvr, sendSecureMessage, fetchCard (actors); openResult, redirectExpired and
 *  downloadCard (navigation, toast, file), provided by src/. */
import { assertEvent, assign, setup } from 'xstate';
import type {
  SecureMessageResponse,
  SmartHealthCard,
  VerifyDvrRequest,
  VerifyDvrResponse,
} from '../../../api/contracts/rx-vaccine-record';
import {
  DVR_MESSAGES,
  type DvrFieldErrors,
  type DvrFormValues,
  dvrErrorMessage,
  dvrSendErrorMessage,
  dvrRequestOf,
  validateDvrForm,
} from '../../../domain/rx/vaccineRecord';
import { notProvided } from '../../shared/actors';
import { isOutcome } from '../../../domain/errors';

export interface VaccineRecordInput {
  today: string;
}
export interface VaccineRecordContext extends VaccineRecordInput {
  /** The text-message link's token (result page). */
  token: string | null;
  fieldErrors: DvrFieldErrors;
  error: string | null;
  verificationId: string | null;
  sent: SecureMessageResponse | null;
  card: SmartHealthCard | null;
}
export type VaccineRecordEvent =
  | { type: 'dvr.openVerify' }
  | { type: 'dvr.openResult'; token: string | null }
  | { type: 'dvr.submit'; values: DvrFormValues }
  | { type: 'dvr.restart' }
  | { type: 'dvr.retry' }
  | { type: 'dvr.download' };

export const vaccineRecordMachine = setup({
  types: {
    context: {} as VaccineRecordContext,
    events: {} as VaccineRecordEvent,
    input: {} as VaccineRecordInput,
    tags: {} as 'busy',
  },
  actors: {
    verifyDvr: notProvided<VerifyDvrResponse, VerifyDvrRequest>('verifyDvr'),
    sendSecureMessage: notProvided<SecureMessageResponse, { verificationId: string }>('sendSecureMessage'),
    fetchCard: notProvided<SmartHealthCard, { token: string | null }>('fetchCard'),
  },
  actions: {
    openResult: () => {},
    keepToken: assign(({ event }) => {
      assertEvent(event, 'dvr.openResult');
      return { token: event.token };
    }),
    redirectExpired: () => {},
    downloadCard: (_, _params: { card: SmartHealthCard | null }) => {},
    setFieldErrors: assign(({ context, event }) => {
      assertEvent(event, 'dvr.submit');
      return { fieldErrors: validateDvrForm(event.values, context.today), error: null };
    }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    keepVerification: assign((_, params: { verificationId: string | null }) => ({
      verificationId: params.verificationId,
    })),
    keepSent: assign((_, params: { sent: SecureMessageResponse }) => ({
      sent: params.sent,
      verificationId: null,
    })),
    setVerifyError: assign((_, p: { error: unknown }) => ({ error: dvrErrorMessage(p.error) })),
    setSendError: assign((_, p: { error: unknown }) => ({ error: dvrSendErrorMessage(p.error) })),
    keepCard: assign((_, params: { card: SmartHealthCard }) => ({ card: params.card, error: null })),
    setCardError: assign({ error: DVR_MESSAGES.generic }),
    setExpired: assign({ error: DVR_MESSAGES.expired }),
  },
  guards: {
    hasFormErrors: ({ context, event }) => {
      assertEvent(event, 'dvr.submit');
      return Object.keys(validateDvrForm(event.values, context.today)).length > 0;
    },
    isDirect: (_, p: { response: VerifyDvrResponse }) => p.response.delivery === 'DIRECT',
    isExpired: (_, p: { error: unknown }) => isOutcome(p.error, 'unauthorized'),
  },
}).createMachine({
  id: 'rxVaccineRecord',
  initial: 'idle',
  context: ({ input }) => ({
    ...input,
    token: null,
    fieldErrors: {},
    error: null,
    verificationId: null,
    sent: null,
    card: null,
  }),
  states: {
    idle: {
      on: {
        'dvr.openVerify': 'verifyPage',
        'dvr.openResult': { target: 'resultPage', actions: 'keepToken' },
      },
    },
    /** /rx/digital-vaccine-record/verify */
    verifyPage: {
      initial: 'form',
      states: {
        form: {
          on: {
            'dvr.submit': [
              { guard: 'hasFormErrors', actions: 'setFieldErrors' },
              { target: 'verifying', actions: 'clearErrors' },
            ],
          },
        },
        verifying: {
          tags: 'busy',
          invoke: {
            id: 'verifyDvr',
            src: 'verifyDvr',
            input: ({ event }) => {
              assertEvent(event, 'dvr.submit');
              return dvrRequestOf(event.values);
            },
            onDone: [
              {
                guard: { type: 'isDirect', params: ({ event }) => ({ response: event.output }) },
                target: 'verified',
                actions: 'openResult',
              },
              {
                target: 'sendingText',
                actions: {
                  type: 'keepVerification',
                  params: ({ event }) => ({ verificationId: event.output.verificationId }),
                },
              },
            ],
            onError: {
              target: 'form',
              actions: { type: 'setVerifyError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        sendingText: {
          tags: 'busy',
          invoke: {
            id: 'sendSecureMessage',
            src: 'sendSecureMessage',
            input: ({ context }) => ({ verificationId: context.verificationId ?? '' }),
            onDone: {
              target: 'smsSent',
              actions: { type: 'keepSent', params: ({ event }) => ({ sent: event.output }) },
            },
            onError: {
              target: 'form',
              actions: { type: 'setSendError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        smsSent: { on: { 'dvr.restart': { target: 'form', actions: 'clearErrors' } } },
        verified: {},
      },
    },
    /** /rx/digital-vaccine-record/result */
    resultPage: {
      initial: 'loadingCard',
      states: {
        loadingCard: {
          tags: 'busy',
          invoke: {
            id: 'fetchCard',
            src: 'fetchCard',
            input: ({ context }) => ({ token: context.token }),
            onDone: {
              target: 'result',
              actions: { type: 'keepCard', params: ({ event }) => ({ card: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
                target: 'expired',
                actions: ['setExpired', 'redirectExpired'],
              },
              { target: 'cardFailed', actions: 'setCardError' },
            ],
          },
        },
        result: {
          on: {
            'dvr.download': {
              actions: { type: 'downloadCard', params: ({ context }) => ({ card: context.card }) },
            },
          },
        },
        expired: {},
        cardFailed: { on: { 'dvr.retry': 'loadingCard' } },
      },
    },
  },
});

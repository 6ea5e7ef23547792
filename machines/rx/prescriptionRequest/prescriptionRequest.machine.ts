/** New prescription request: transfer, transfer all, call my doctor, paper (pharmacy-portal.md §4 "Rx order types",
 *  §5 "Add-Rx required fields ... Server validationMessages are shown as form errors", §3 "New-patient request").
 *  One chart per visit of /rx/transfer-prescriptions or /rx/guest/transfer-prescriptions.
 *  editing → submitting → submitted. A request that breaks a §5 rule stays in editing with its field errors (no
 *  call); the server's validationMessages come back as field errors; any other failure shows the generic §8 text.
 *  Each request carries an idempotency key (a double submit or a retry after a timeout stores one request); a new
 *  request (after a refusal or after 'Make another request') gets the next key. Side effect: submitRequest. */
import { assertEvent, assign, setup } from 'xstate';
import type { PrescriptionRequestResponse, PrescriptionRequest } from '../../../api/contracts/rx-orders';
import { attemptKey, isDefiniteRejection } from '../../../domain/rx/idempotency';
import { RX_ORDER_MESSAGES } from '../../../domain/rx/messages';
import {
  buildRxRequest,
  type GuestDetailsForm,
  guestDetailsErrors,
  RX_REQUEST_TEXTS,
  type RxRequestForm,
  rxRequestErrors,
} from '../../../domain/rx/rxRequest';
import { notProvided } from '../../shared/actors';
import { asApiError, isOutcome } from '../../../domain/errors';

export interface PrescriptionRequestInput {
  /** The visit's idempotency key (src/ makes a random one). */
  requestKey: string;
  /** The guest page: the guest's own details instead of a patient. */
  guest: boolean;
  /** Today, YYYY-MM-DD (the guest's date of birth is checked against it). */
  today: string;
}

export interface PrescriptionRequestContext {
  guest: boolean;
  today: string;
  requestKey: string;
  renewals: number;
  request: PrescriptionRequest | null;
  response: PrescriptionRequestResponse | null;
  fieldErrors: Record<string, string>;
  error: string | null;
}

export type PrescriptionRequestEvent =
  | {
      type: 'request.submit';
      form: RxRequestForm;
      patientNumber: string | null;
      guestDetails: GuestDetailsForm | null;
      competitorId: string | null;
    }
  | { type: 'request.reset' }
  | { type: 'request.dismissError' };

const NO_GUEST_DETAILS: GuestDetailsForm = {
  firstName: '',
  lastName: '',
  month: '',
  day: '',
  year: '',
  phone: '',
};

/** The field errors of a submitted form (§5), the guest's details included on the guest page. */
const formErrors = (
  context: PrescriptionRequestContext,
  event: Extract<PrescriptionRequestEvent, { type: 'request.submit' }>,
) => {
  const errors: Record<string, string> = { ...rxRequestErrors(event.form) };
  if (context.guest)
    Object.assign(errors, guestDetailsErrors(event.guestDetails ?? NO_GUEST_DETAILS, context.today));
  else if (!event.patientNumber) errors.patientNumber = RX_REQUEST_TEXTS.choosePatient;
  return errors;
};

export const prescriptionRequestMachine = setup({
  types: {
    context: {} as PrescriptionRequestContext,
    events: {} as PrescriptionRequestEvent,
    input: {} as PrescriptionRequestInput,
    tags: {} as 'busy',
  },
  actors: {
    submitRequest: notProvided<
      PrescriptionRequestResponse,
      { request: PrescriptionRequest; key: string; guest: boolean }
    >('submitRequest'),
  },
  actions: {
    markErrors: assign(({ context, event }) => {
      assertEvent(event, 'request.submit');
      return { fieldErrors: formErrors(context, event), error: RX_REQUEST_TEXTS.formErrors };
    }),
    startRequest: assign(({ event }) => {
      assertEvent(event, 'request.submit');
      const who = event.guestDetails
        ? { guest: event.guestDetails }
        : { patientNumber: event.patientNumber ?? '' };
      return { request: buildRxRequest(event.form, who, event.competitorId), fieldErrors: {}, error: null };
    }),
    showServerErrors: assign((_, params: { fields: Record<string, string> }) => ({
      fieldErrors: params.fields,
      error: RX_REQUEST_TEXTS.formErrors,
    })),
    showGenericError: assign({ error: RX_ORDER_MESSAGES.generic }),
    renewKey: assign(({ context }) => ({ renewals: context.renewals + 1 })),
    keepResponse: assign((_, params: { response: PrescriptionRequestResponse }) => ({
      response: params.response,
    })),
    resetForm: assign(({ context }) => ({
      request: null,
      response: null,
      fieldErrors: {},
      error: null,
      renewals: context.renewals + 1,
    })),
    dismissError: assign({ error: null }),
  },
  guards: {
    hasError: ({ context }) => context.error !== null,
    hasFormErrors: ({ context, event }) =>
      event.type === 'request.submit' && Object.keys(formErrors(context, event)).length > 0,
    hasServerFieldErrors: (_, params: { error: unknown }) => {
      const fields = asApiError(params.error).fields;
      return isOutcome(params.error, 'invalid') && fields !== undefined && Object.keys(fields).length > 0;
    },
    isDefiniteRejection: (_, params: { error: unknown }) => isDefiniteRejection(params.error),
  },
}).createMachine({
  id: 'rxPrescriptionRequest',
  initial: 'editing',
  context: ({ input }) => ({
    guest: input.guest,
    today: input.today,
    requestKey: input.requestKey,
    renewals: 0,
    request: null,
    response: null,
    fieldErrors: {},
    error: null,
  }),
  states: {
    editing: {
      on: {
        'request.submit': [
          { guard: 'hasFormErrors', actions: 'markErrors' },
          { target: 'submitting', actions: 'startRequest' },
        ],
        'request.dismissError': { guard: 'hasError', actions: 'dismissError' },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitRequest',
        src: 'submitRequest',
        input: ({ context }) => ({
          request: context.request!,
          key: attemptKey(context.requestKey, context.renewals),
          guest: context.guest,
        }),
        onDone: {
          target: 'submitted',
          actions: { type: 'keepResponse', params: ({ event }) => ({ response: event.output }) },
        },
        onError: [
          {
            guard: { type: 'hasServerFieldErrors', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [
              {
                type: 'showServerErrors',
                params: ({ event }) => ({
                  fields: (event.error as { fields: Record<string, string> }).fields,
                }),
              },
              'renewKey',
            ],
          },
          {
            guard: { type: 'isDefiniteRejection', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: ['showGenericError', 'renewKey'],
          },
          { target: 'editing', actions: 'showGenericError' },
        ],
      },
    },
    submitted: {
      on: { 'request.reset': { target: 'editing', actions: 'resetForm' } },
    },
  },
});

/** Prescription details (pharmacy-portal.md §2.1 /rx/prescription-history/detail: "Opened from a tracker card with
 *  patientNumber, rxRecordNum and secondaryStatus"; §7.1 GET /prescription/{rx}/transactions?patientNumber).
 *  idle → (the page opens with its parameters: detail.open) loading → loaded | notFound (404: not this customer's, or
 *  none) | failed (Try Again); opened without the parameters: missing. Side effect: fetchDetail. */
import { assign, setup } from 'xstate';
import type { PrescriptionTransactionsResponse } from '../../../api/contracts/rx-history';
import { notProvided } from '../../shared/actors';
import { isOutcome } from '../../../domain/errors';

export interface DetailInput {
  patientNumber: string | null;
  rxRecordNumber: string | null;
  secondaryStatus: string | null;
}
export interface DetailContext extends DetailInput {
  detail: PrescriptionTransactionsResponse | null;
}

export const prescriptionDetailMachine = setup({
  types: {
    context: {} as DetailContext,
    events: {} as { type: 'detail.open'; params: DetailInput } | { type: 'detail.retry' },
    tags: {} as 'busy',
  },
  actors: {
    fetchDetail: notProvided<
      PrescriptionTransactionsResponse,
      { patientNumber: string; rxRecordNumber: string }
    >('fetchDetail'),
  },
  actions: {
    keepParams: assign(({ event }) => (event.type === 'detail.open' ? event.params : {})),
    keepDetail: assign((_, params: { detail: PrescriptionTransactionsResponse }) => ({
      detail: params.detail,
    })),
  },
  guards: {
    hasParams: ({ event }) =>
      event.type === 'detail.open' &&
      event.params.patientNumber !== null &&
      event.params.rxRecordNumber !== null,
    isNotFound: (_, p: { error: unknown }) => isOutcome(p.error, 'notFound'),
  },
}).createMachine({
  id: 'rxPrescriptionDetail',
  initial: 'idle',
  context: { patientNumber: null, rxRecordNumber: null, secondaryStatus: null, detail: null },
  states: {
    idle: {
      on: {
        'detail.open': [
          { guard: 'hasParams', target: 'loading', actions: 'keepParams' },
          { target: 'missing', actions: 'keepParams' },
        ],
      },
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchDetail',
        src: 'fetchDetail',
        input: ({ context }) => ({
          patientNumber: context.patientNumber ?? '',
          rxRecordNumber: context.rxRecordNumber ?? '',
        }),
        onDone: {
          target: 'loaded',
          actions: { type: 'keepDetail', params: ({ event }) => ({ detail: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          { target: 'failed' },
        ],
      },
    },
    loaded: {},
    notFound: {},
    missing: {},
    failed: { on: { 'detail.retry': 'loading' } },
  },
});

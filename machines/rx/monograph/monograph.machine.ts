/** Drug information (pharmacy-portal.md §2.1 /rx/prescription-monograph?productNumber=; §3 prescriptionMonograph,
 *  prescriptionImage; §7.1 GET product-monograph/{productNumber}/monograph?languageCode and GET
 *  product-monograph/images). idle → (the page opens: monograph.open) loading → loaded | notFound | failed; choosing
 *  the other language (English, Spanish) loads again. Opened without a product number: missing. Side effect: fetchMonograph (sheet and images). */
import { assertEvent, assign, setup } from 'xstate';
import type { Monograph, MonographLanguage, ProductImage } from '../../../api/contracts/rx-history';
import { notProvided } from '../../shared/actors';
import { isOutcome } from '../../../domain/errors';

export interface MonographData {
  monograph: Monograph;
  images: ProductImage[];
}
export interface MonographContext {
  productNumber: string | null;
  languageCode: MonographLanguage;
  data: MonographData | null;
}
export type MonographEvent =
  | { type: 'monograph.open'; productNumber: string | null; languageCode: MonographLanguage }
  | { type: 'monograph.language'; languageCode: MonographLanguage }
  | { type: 'monograph.retry' };

export const monographMachine = setup({
  types: {
    context: {} as MonographContext,
    events: {} as MonographEvent,
    tags: {} as 'busy',
  },
  actors: {
    fetchMonograph: notProvided<MonographData, { productNumber: string; languageCode: MonographLanguage }>(
      'fetchMonograph',
    ),
  },
  actions: {
    keepData: assign((_, params: { data: MonographData }) => ({ data: params.data })),
    keepProduct: assign(({ event }) => {
      assertEvent(event, 'monograph.open');
      return { productNumber: event.productNumber, languageCode: event.languageCode };
    }),
    setLanguage: assign(({ event }) => {
      assertEvent(event, 'monograph.language');
      return { languageCode: event.languageCode };
    }),
  },
  guards: {
    hasProduct: ({ event }) => event.type === 'monograph.open' && event.productNumber !== null,
    isOtherLanguage: ({ context, event }) => {
      assertEvent(event, 'monograph.language');
      return event.languageCode !== context.languageCode;
    },
    isNotFound: (_, p: { error: unknown }) => isOutcome(p.error, 'notFound'),
  },
}).createMachine({
  id: 'rxMonograph',
  initial: 'idle',
  context: { productNumber: null, languageCode: 'en', data: null },
  states: {
    idle: {
      on: {
        'monograph.open': [
          { guard: 'hasProduct', target: 'loading', actions: 'keepProduct' },
          { target: 'missing', actions: 'keepProduct' },
        ],
      },
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchMonograph',
        src: 'fetchMonograph',
        input: ({ context }) => ({
          productNumber: context.productNumber ?? '',
          languageCode: context.languageCode,
        }),
        onDone: {
          target: 'loaded',
          actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
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
    loaded: {
      on: { 'monograph.language': { guard: 'isOtherLanguage', target: 'loading', actions: 'setLanguage' } },
    },
    notFound: {},
    missing: {},
    failed: {
      on: {
        'monograph.retry': 'loading',
        'monograph.language': { guard: 'isOtherLanguage', target: 'loading', actions: 'setLanguage' },
      },
    },
  },
});

// @vitest-environment node
/**
 * The drug information (monograph) chart's oracle table (pharmacy-portal.md §2.1 /rx/prescription-monograph
 * "Opened with ?productNumber={productNumber}"; §3 "Prescription history" prescriptionMonograph, prescriptionImage;
 * §7.1 GET product-monograph/{productNumber}/monograph with query languageCode, GET product-monograph/images;
 * docs/choices.md "Monograph languages and images": `en` or `es`): each expected value is a literal copied from the
 * spec or from the chart's fixtures (Atorvastatin 20 mg, product 00071015523, its English and Spanish sheets), never
 * the chart's own constant. The coverage replay over the generated paths is rxRecords.model.test.ts. This file is the
 * monograph's part of the mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../api/contracts/common';
import {
  monographEnglish,
  monographNotFound,
  monographSpanish,
} from '../../machines/rx/monograph/monograph.fixtures';
import type { MonographData, monographMachine } from '../../machines/rx/monograph/monograph.machine';
import { type OracleCase, oracleTable } from './oracle';

type Case = OracleCase<typeof monographMachine>;

const loadChart = () =>
  import('../../machines/rx/monograph/monograph.machine').then((m) => m.monographMachine);

const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
};

const PRODUCT = '00071015523';

const open = (productNumber: string | null, languageCode: 'en' | 'es' = 'en') =>
  ({ type: 'monograph.open', productNumber, languageCode }) as const;
const language = (languageCode: 'en' | 'es') => ({ type: 'monograph.language', languageCode }) as const;
const retry = { type: 'monograph.retry' } as const;
const answer = (data: MonographData) => ({ type: 'xstate.done.actor.fetchMonograph', output: data });
const fails = (error: unknown) => ({ type: 'xstate.error.actor.fetchMonograph', error });
const http = (status: number, code: string): ApiError => ({
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /rx/api/product-monograph/00071015523/monograph',
  status,
  code,
  message: code,
});
const offline: ApiError = {
  name: 'ApiError',
  kind: 'network',
  endpoint: 'GET /rx/api/product-monograph/00071015523/monograph',
  status: 0,
  message: 'Failed to fetch',
};

const cases: Case[] = [
  {
    name: 'starts idle: no product, English (en) by default, no sheet, not busy',
    steps: [],
    state: 'idle',
    notTags: ['busy'],
    callCounts: { fetchMonograph: 0 },
    refuses: [retry, language('es'), language('en')],
    accepts: [open(PRODUCT)],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({ productNumber: null, languageCode: 'en', data: null }),
  },
  {
    name: '§2.1 opened with ?productNumber: loading (busy), the product and language kept',
    steps: [open(PRODUCT)],
    state: 'loading',
    tags: ['busy'],
    refuses: [retry, language('es'), language('en'), open(PRODUCT)],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        productNumber: '00071015523',
        languageCode: 'en',
        data: null,
      }),
  },
  {
    name: '§7.1 the sheet is asked with the product number and languageCode en',
    steps: [open(PRODUCT)],
    calls: { fetchMonograph: { productNumber: '00071015523', languageCode: 'en' } },
    callCounts: { fetchMonograph: 1 },
  },
  {
    name: '§7.1 opened in Spanish: asked with languageCode es',
    steps: [open(PRODUCT, 'es')],
    calls: { fetchMonograph: { productNumber: '00071015523', languageCode: 'es' } },
    verify: (run) => expect(run.snapshot().context.languageCode).toBe('es'),
  },
  {
    name: '§2.1 opened without a product number: missing, nothing called, no Try Again nor language',
    steps: [open(null, 'es')],
    state: 'missing',
    notTags: ['busy'],
    callCounts: { fetchMonograph: 0 },
    refuses: [retry, language('en'), language('es'), open(PRODUCT)],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({ productNumber: null, languageCode: 'es', data: null }),
  },
  {
    name: '§3 the answer: loaded with the sheet and the picture kept',
    steps: [open(PRODUCT), answer(monographEnglish)],
    state: 'loaded',
    notTags: ['busy'],
    refuses: [retry, open(PRODUCT), language('en')],
    accepts: [language('es')],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        productNumber: '00071015523',
        languageCode: 'en',
        data: monographEnglish,
      }),
  },
  {
    name: 'choosing Español on a loaded sheet loads again with languageCode es (busy)',
    steps: [open(PRODUCT), answer(monographEnglish), language('es')],
    state: 'loading',
    tags: ['busy'],
    calls: { fetchMonograph: { productNumber: '00071015523', languageCode: 'es' } },
    callCounts: { fetchMonograph: 2 },
    verify: (run) => expect(run.snapshot().context.languageCode).toBe('es'),
  },
  {
    name: 'the Spanish answer replaces the sheet (Atorvastatina 20 mg tableta)',
    steps: [open(PRODUCT), answer(monographEnglish), language('es'), answer(monographSpanish)],
    state: 'loaded',
    accepts: [language('en')],
    refuses: [language('es')],
    verify: (run) => {
      expect(run.snapshot().context).toEqual({
        productNumber: '00071015523',
        languageCode: 'es',
        data: monographSpanish,
      });
      expect(run.snapshot().context.data?.monograph.drugName).toBe('Atorvastatina 20 mg tableta');
    },
  },
  {
    name: 'choosing English back from Spanish loads again with languageCode en',
    steps: [open(PRODUCT, 'es'), answer(monographSpanish), language('en')],
    state: 'loading',
    calls: { fetchMonograph: { productNumber: '00071015523', languageCode: 'en' } },
    callCounts: { fetchMonograph: 2 },
  },
  {
    name: 'choosing the language already shown does nothing (no new call)',
    steps: [open(PRODUCT), answer(monographEnglish), language('en')],
    state: 'loaded',
    callCounts: { fetchMonograph: 1 },
    verify: (run) => expect(run.snapshot().context.languageCode).toBe('en'),
  },
  {
    name: '404 (no sheet for this product): notFound, no Try Again nor language',
    steps: [open(PRODUCT), fails(monographNotFound)],
    state: 'notFound',
    notTags: ['busy'],
    refuses: [retry, language('es'), language('en'), open(PRODUCT)],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        productNumber: '00071015523',
        languageCode: 'en',
        data: null,
      }),
  },
  ...(
    [
      { status: '500', error: http(500, 'INTERNAL') },
      { status: '401', error: http(401, 'UNAUTHORIZED') },
      { status: '403', error: http(403, 'FORBIDDEN') },
      { status: 'offline', error: offline },
      { status: 'a bug', error: new Error('500') },
    ] as const
  ).map(
    ({ status, error }): Case => ({
      name: `a failure ${status} (not 404): failed with Try Again and the other language`,
      steps: [open(PRODUCT), fails(error)],
      state: 'failed',
      notTags: ['busy'],
      accepts: [retry, language('es')],
      refuses: [language('en'), open(PRODUCT)],
      verify: (run) =>
        expect(run.snapshot().context).toEqual({
          productNumber: '00071015523',
          languageCode: 'en',
          data: null,
        }),
    }),
  ),
  {
    name: 'Try Again asks again with the same product and language (busy)',
    steps: [open(PRODUCT, 'es'), fails(offline), retry],
    state: 'loading',
    tags: ['busy'],
    calls: { fetchMonograph: { productNumber: '00071015523', languageCode: 'es' } },
    callCounts: { fetchMonograph: 2 },
  },
  {
    name: 'Try Again then the answer: loaded',
    steps: [open(PRODUCT), fails(offline), retry, answer(monographEnglish)],
    state: 'loaded',
    verify: (run) => expect(run.snapshot().context.data).toEqual(monographEnglish),
  },
  {
    name: 'Try Again then a 404: notFound',
    steps: [open(PRODUCT), fails(offline), retry, fails(monographNotFound)],
    state: 'notFound',
  },
  {
    name: 'after a failure, choosing the other language loads it (es)',
    steps: [open(PRODUCT), fails(http(500, 'INTERNAL')), language('es')],
    state: 'loading',
    calls: { fetchMonograph: { productNumber: '00071015523', languageCode: 'es' } },
    callCounts: { fetchMonograph: 2 },
    verify: (run) => expect(run.snapshot().context.languageCode).toBe('es'),
  },
  {
    name: 'after a failure, choosing the language already asked does nothing',
    steps: [open(PRODUCT, 'es'), fails(http(500, 'INTERNAL')), language('es')],
    state: 'failed',
    callCounts: { fetchMonograph: 1 },
  },
];

describe('rxMonograph chart: oracle (literals from the spec)', () => {
  oracleTable(loadChart, cases);

  describe('with an actor that answers (promise)', () => {
    it('loads English, then Spanish on choosing it (languageCode es); 404 is notFound', async () => {
      const { monographMachine } = await import('../../machines/rx/monograph/monograph.machine');
      const inputs: { languageCode: string }[] = [];
      const actor = createActor(
        monographMachine.provide({
          actors: {
            fetchMonograph: fromPromise(async ({ input }) => {
              inputs.push(input);
              if (input.productNumber === '1') throw monographNotFound;
              return input.languageCode === 'es' ? monographSpanish : monographEnglish;
            }),
          },
        }),
      ).start();
      actor.send({ type: 'monograph.open', productNumber: '00071015523', languageCode: 'en' });
      await settle();
      actor.send({ type: 'monograph.language', languageCode: 'es' });
      await settle();
      expect(inputs.map((i) => i.languageCode)).toEqual(['en', 'es']);
      expect(actor.getSnapshot().context.data?.monograph.drugName).toBe('Atorvastatina 20 mg tableta');
      expect(actor.getSnapshot().can({ type: 'monograph.language', languageCode: 'es' })).toBe(false);
      const missing = createActor(
        monographMachine.provide({
          actors: {
            fetchMonograph: fromPromise<MonographData, { productNumber: string; languageCode: 'en' | 'es' }>(
              async () => {
                throw monographNotFound;
              },
            ),
          },
        }),
      ).start();
      missing.send({ type: 'monograph.open', productNumber: '1', languageCode: 'en' });
      await settle();
      expect(missing.getSnapshot().value).toBe('notFound');
    });
  });
});

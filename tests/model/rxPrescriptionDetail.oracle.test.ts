// @vitest-environment node
/**
 * The prescription details chart's oracle table (pharmacy-portal.md §2.1 /rx/prescription-history/detail: "Opened
 * from a tracker card with patientNumber, rxRecordNum and secondaryStatus"; §3 "Prescription history"
 * prescriptionDetail; §7.1 GET /prescription/{rx}/transactions with query patientNumber): each expected value is a
 * literal copied from the spec or from the chart's fixtures (Jordan's Atorvastatin, patient 100234567, record
 * 501234567), never the chart's own constant. The coverage replay over the generated paths is
 * rxRecords.model.test.ts. This file is the prescription details' part of the mutation gate (PHARMACY_GATED in
 * config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../api/contracts/common';
import {
  detailNotFound,
  detailResponse,
} from '../../machines/rx/prescriptionDetail/prescriptionDetail.fixtures';
import type {
  DetailInput,
  prescriptionDetailMachine,
} from '../../machines/rx/prescriptionDetail/prescriptionDetail.machine';
import { type OracleCase, oracleTable } from './oracle';

type Case = OracleCase<typeof prescriptionDetailMachine>;

const loadChart = () =>
  import('../../machines/rx/prescriptionDetail/prescriptionDetail.machine').then(
    (m) => m.prescriptionDetailMachine,
  );

const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
};

const PATIENT = '100234567';
const RX_RECORD = '501234567';
const params: DetailInput = { patientNumber: PATIENT, rxRecordNumber: RX_RECORD, secondaryStatus: null };
const restock: DetailInput = { ...params, secondaryStatus: 'Awaiting Restock' };
/** The chart before the page opens. */
const fresh = { patientNumber: null, rxRecordNumber: null, secondaryStatus: null, detail: null };

const open = (p: DetailInput) => ({ type: 'detail.open', params: p }) as const;
const retry = { type: 'detail.retry' } as const;
const answer = { type: 'xstate.done.actor.fetchDetail', output: detailResponse };
const fails = (error: unknown) => ({ type: 'xstate.error.actor.fetchDetail', error });
const http = (status: number, code: string): ApiError => ({
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /rx/api/prescription/501234567/transactions',
  status,
  code,
  message: code,
});
const offline: ApiError = {
  name: 'ApiError',
  kind: 'network',
  endpoint: 'GET /rx/api/prescription/501234567/transactions',
  status: 0,
  message: 'Failed to fetch',
};

const cases: Case[] = [
  {
    name: 'starts idle with no parameters and no detail, not busy, nothing called',
    steps: [],
    state: 'idle',
    notTags: ['busy'],
    callCounts: { fetchDetail: 0 },
    refuses: [retry],
    accepts: [open(params)],
    verify: (run) => expect(run.snapshot().context).toEqual(fresh),
  },
  {
    name: '§2.1 opened with patientNumber and rxRecordNum: loading (busy) with the parameters kept',
    steps: [open(restock)],
    state: 'loading',
    tags: ['busy'],
    refuses: [retry, open(params)],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        patientNumber: '100234567',
        rxRecordNumber: '501234567',
        secondaryStatus: 'Awaiting Restock',
        detail: null,
      }),
  },
  {
    name: '§7.1 GET /prescription/{rx}/transactions is asked with the record number and the patientNumber only',
    steps: [open(restock)],
    calls: { fetchDetail: { patientNumber: '100234567', rxRecordNumber: '501234567' } },
    callCounts: { fetchDetail: 1 },
  },
  {
    name: '§2.1 the secondaryStatus is optional: null kept as null, still loads',
    steps: [open(params)],
    state: 'loading',
    verify: (run) => expect(run.snapshot().context.secondaryStatus).toBe(null),
  },
  ...(
    [
      { what: 'no patientNumber', p: { ...restock, patientNumber: null } },
      { what: 'no rxRecordNum', p: { ...restock, rxRecordNumber: null } },
      { what: 'neither', p: { patientNumber: null, rxRecordNumber: null, secondaryStatus: null } },
    ] as const
  ).map(
    ({ what, p }): Case => ({
      name: `§2.1 opened with ${what}: missing, nothing called, the parameters as given kept`,
      steps: [open(p)],
      state: 'missing',
      notTags: ['busy'],
      callCounts: { fetchDetail: 0 },
      refuses: [retry, open(params)],
      verify: (run) => expect(run.snapshot().context).toEqual({ ...p, detail: null }),
    }),
  ),
  {
    name: 'the answer: loaded with the prescription and its fills kept',
    steps: [open(restock), answer],
    state: 'loaded',
    notTags: ['busy'],
    refuses: [retry, open(params)],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        patientNumber: '100234567',
        rxRecordNumber: '501234567',
        secondaryStatus: 'Awaiting Restock',
        detail: detailResponse,
      }),
  },
  {
    name: 'the answer keeps the fixture’s prescription (Atorvastatin 20 mg Tablet, Elena Marsh, one fill)',
    steps: [open(params), answer],
    verify: (run) => {
      const detail = run.snapshot().context.detail;
      expect([detail?.prescription.drugName, detail?.prescription.prescriberName]).toEqual([
        'Atorvastatin 20 mg Tablet',
        'Elena Marsh',
      ]);
      expect(detail?.transactions).toHaveLength(1);
    },
  },
  {
    name: '404 (not this customer’s prescription): notFound, no Try Again, no detail',
    steps: [open(params), fails(detailNotFound)],
    state: 'notFound',
    notTags: ['busy'],
    refuses: [retry, open(params)],
    verify: (run) => expect(run.snapshot().context).toEqual({ ...params, detail: null }),
  },
  ...(
    [
      { status: '500', error: http(500, 'INTERNAL') },
      { status: '401', error: http(401, 'UNAUTHORIZED') },
      { status: '403', error: http(403, 'FORBIDDEN') },
      { status: '410', error: http(410, 'GONE') },
      { status: 'offline', error: offline },
      { status: 'a bug', error: new Error('500') },
    ] as const
  ).map(
    ({ status, error }): Case => ({
      name: `a failure ${status} (not 404): failed with Try Again`,
      steps: [open(params), fails(error)],
      state: 'failed',
      notTags: ['busy'],
      accepts: [retry],
      refuses: [open(params)],
      verify: (run) => expect(run.snapshot().context).toEqual({ ...params, detail: null }),
    }),
  ),
  {
    name: 'Try Again asks again with the same parameters (busy)',
    steps: [open(restock), fails(http(500, 'INTERNAL')), retry],
    state: 'loading',
    tags: ['busy'],
    calls: { fetchDetail: { patientNumber: '100234567', rxRecordNumber: '501234567' } },
    callCounts: { fetchDetail: 2 },
  },
  {
    name: 'Try Again then the answer: loaded',
    steps: [open(params), fails(offline), retry, answer],
    state: 'loaded',
    verify: (run) => expect(run.snapshot().context.detail).toEqual(detailResponse),
  },
  {
    name: 'Try Again then a 404: notFound',
    steps: [open(params), fails(offline), retry, fails(detailNotFound)],
    state: 'notFound',
  },
];

describe('rxPrescriptionDetail chart: oracle (literals from the spec)', () => {
  oracleTable(loadChart, cases);

  describe('with an actor that answers (promise)', () => {
    it.each([
      { answer: async () => detailResponse, state: 'loaded' },
      {
        answer: async () => {
          throw detailNotFound;
        },
        state: 'notFound',
      },
      {
        answer: async () => {
          throw new Error('500');
        },
        state: 'failed',
      },
    ])('the detail page ends $state', async ({ answer, state }) => {
      const { prescriptionDetailMachine } = await import(
        '../../machines/rx/prescriptionDetail/prescriptionDetail.machine'
      );
      const inputs: unknown[] = [];
      const actor = createActor(
        prescriptionDetailMachine.provide({
          actors: {
            fetchDetail: fromPromise(async ({ input }) => {
              inputs.push(input);
              return answer() as never;
            }),
          },
        }),
      ).start();
      actor.send({ type: 'detail.open', params: restock });
      await settle();
      expect(actor.getSnapshot().value).toBe(state);
      expect(inputs).toEqual([{ patientNumber: '100234567', rxRecordNumber: '501234567' }]);
      expect(actor.getSnapshot().context.secondaryStatus).toBe('Awaiting Restock');
    });
  });
});

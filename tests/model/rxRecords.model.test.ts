// @vitest-environment node
/**
 * The records charts of issue 12 part 2 (refill programs, history and expense reports, receipts, prescription
 * details, monograph, vaccine record): per chart ONE coverage test over the generated paths, and oracle tables whose
 * expected values are literals copied from the spec (§4, §5, §8, §9) or, where the spec leaves a value open, from
 * docs/choices.md.
 */
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor, fromPromise } from 'xstate';
import { historyModel } from '../../machines/rx/history/history.fixtures';
import { historyMachine } from '../../machines/rx/history/history.machine';
import {
  monographEnglish,
  monographModel,
  monographNotFound,
  monographSpanish,
} from '../../machines/rx/monograph/monograph.fixtures';
import { type MonographData, monographMachine } from '../../machines/rx/monograph/monograph.machine';
import {
  detailNotFound,
  detailResponse,
  prescriptionDetailModel,
} from '../../machines/rx/prescriptionDetail/prescriptionDetail.fixtures';
import { prescriptionDetailMachine } from '../../machines/rx/prescriptionDetail/prescriptionDetail.machine';
import { fixtureReceipts, receiptsModel } from '../../machines/rx/receipts/receipts.fixtures';
import { receiptsMachine } from '../../machines/rx/receipts/receipts.machine';
import { programsData, refillProgramsModel } from '../../machines/rx/refillPrograms/refillPrograms.fixtures';
import { refillProgramsMachine } from '../../machines/rx/refillPrograms/refillPrograms.machine';
import {
  dvrCard,
  dvrErrors,
  dvrValues,
  vaccineRecordModel,
} from '../../machines/rx/vaccineRecord/vaccineRecord.fixtures';
import { vaccineRecordMachine } from '../../machines/rx/vaccineRecord/vaccineRecord.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe.each([
  ['rxRefillPrograms', refillProgramsMachine, refillProgramsModel],
  ['rxPrescriptionHistory', historyMachine, historyModel],
  ['rxReceipts', receiptsMachine, receiptsModel],
  ['rxPrescriptionDetail', prescriptionDetailMachine, prescriptionDetailModel],
  ['rxMonograph', monographMachine, monographModel],
  ['rxVaccineRecord', vaccineRecordMachine, vaccineRecordModel],
] as [string, AnyStateMachine, { events: unknown; serializeState?: unknown; input?: unknown }][])(
  '%s chart: generated paths',
  (_id, machine, model) => {
    it('replays every generated path and reaches every state and transition', () => {
      const paths = generatePaths({
        machine,
        events: model.events as never,
        ...(model.serializeState ? { serializeState: model.serializeState as never } : {}),
        ...(model.input ? { input: model.input as never } : {}),
      });
      const report = coverage(machine, mergeReached(reachedByPath(machine, paths, model.input as never)));
      console.log(formatCoverage(report), `(${paths.length} paths)`);
      expect(report.states.missing).toEqual([]);
      expect(report.transitions.missing).toEqual([]);
    });
  },
);

describe('rxRefillPrograms: oracle', () => {
  async function loaded(save: (input: unknown) => Promise<unknown>) {
    const inputs: unknown[] = [];
    const toasts: unknown[] = [];
    const actor = createActor(
      refillProgramsMachine.provide({
        actors: {
          loadPrograms: fromPromise(async () => structuredClone(programsData)),
          saveEnrollment: fromPromise(async ({ input }) => {
            inputs.push(input);
            return save(input) as never;
          }),
        },
        actions: { notify: (_, p) => toasts.push(p.toast) },
      }),
    ).start();
    actor.send({ type: 'programs.load', patientNumber: '100234567' });
    await settle();
    return { actor, inputs, toasts };
  }

  it('goes loading then loaded (§4) and updates HCSS by externalCode, NEVER_ASKED → ENROLLED', async () => {
    const { actor, inputs, toasts } = await loaded(async () => ({
      programName: '90-Day Supply',
      externalCode: 'HCSS',
      enrollmentStatus: 'ENROLLED',
    }));
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.send({ type: 'programs.choose', externalCode: 'HCSS', join: true });
    expect(actor.getSnapshot().value).toBe('updating');
    await settle();
    expect(inputs).toEqual([
      {
        patientNumber: '100234567',
        body: { programName: '90-Day Supply', enrollmentStatus: 'ENROLLED', externalCode: 'HCSS' },
      },
    ]);
    expect(actor.getSnapshot().context.enrollments.map((e) => [e.externalCode, e.enrollmentStatus])).toEqual([
      ['HCSS', 'ENROLLED'],
      ['MEDSYNC', 'PENDING'],
    ]);
    expect(toasts).toEqual([
      { heading: '90-Day Supply', text: 'Your 90-Day Supply choice was saved.', tone: 'success' },
    ]);
  });

  it.each([
    { current: 'EXPIRED', join: true, sent: 'REENROLLED' },
    { current: 'DECLINED', join: true, sent: 'REENROLLED' },
    { current: 'NEVER_ASKED', join: true, sent: 'ENROLLED' },
    { current: 'ENROLLED', join: false, sent: 'DECLINED' },
  ] as const)('from $current, join $join sends $sent', async ({ current, join, sent }) => {
    const { actor, inputs } = await loaded(() => new Promise(() => {}));
    actor.getSnapshot().context.enrollments[0]!.enrollmentStatus = current;
    actor.send({ type: 'programs.choose', externalCode: 'HCSS', join });
    expect((inputs[0] as { body: { enrollmentStatus: string } } | undefined)?.body.enrollmentStatus).toBe(
      sent,
    );
  });

  it('offers no choice on a PENDING enrolment, and keeps the old status with a message when saving fails', async () => {
    const { actor } = await loaded(async () => {
      throw new Error('500');
    });
    expect(actor.getSnapshot().can({ type: 'programs.choose', externalCode: 'MEDSYNC', join: false })).toBe(
      false,
    );
    actor.send({ type: 'programs.choose', externalCode: 'HCSS', join: true });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('We could not save your choice. Please try again.');
    expect(actor.getSnapshot().context.enrollments[0]!.enrollmentStatus).toBe('NEVER_ASKED');
  });
});

describe('rxPrescriptionHistory: oracle (§5, §9: last 12 months by default, never more than 36 months back)', () => {
  const TODAY = '2026-11-24';
  function started(range: { from: string; to: string } | null = null) {
    const inputs: unknown[] = [];
    const reports: unknown[] = [];
    let printed = 0;
    const actor = createActor(
      historyMachine.provide({
        actors: {
          fetchHistory: fromPromise(async ({ input }) => {
            inputs.push(input);
            return {
              transactions: [],
              maxRequestStartDate: '2023-11-24',
              historyDataPresentFrom: null,
              hasMailOrder: false,
              hasRetailOrder: true,
            };
          }),
        },
        actions: {
          openExpenseReport: (_, p) => reports.push(p),
          printReport: () => {
            printed += 1;
          },
        },
      }),
      { input: { today: TODAY, range } },
    ).start();
    return { actor, inputs, reports, printed: () => printed };
  }

  it('defaults to the last 12 months and All for prescription and location', async () => {
    const { actor, inputs } = started();
    expect(actor.getSnapshot().context.filters).toEqual({
      from: '2025-11-24',
      to: '2026-11-24',
      prescription: 'All',
      location: 'All',
    });
    actor.send({ type: 'history.load', patientNumber: '100234567' });
    await settle();
    expect(inputs).toEqual([{ patientNumber: '100234567', startDate: '2025-11-24', endDate: '2026-11-24' }]);
  });

  it.each([
    { from: '2023-11-24', to: '2026-11-24', error: null, loads: 2 },
    { from: '2023-11-23', to: '2026-11-24', error: 'Date must be on or after 11/24/2023', loads: 1 },
    { from: '2026-01-01', to: '2026-11-25', error: 'Date must not be in the future', loads: 1 },
    {
      from: '2026-05-01',
      to: '2026-04-01',
      error: 'The start date must be on or before the end date.',
      loads: 1,
    },
    { from: '2026-13-01', to: '2026-11-24', error: 'Please enter a valid date.', loads: 1 },
  ])('from $from to $to: error $error', async ({ from, to, error, loads }) => {
    const { actor, inputs } = started();
    actor.send({ type: 'history.load', patientNumber: '100234567' });
    await settle();
    actor.send({ type: 'history.filter', filters: { from, to, prescription: 'All', location: 'All' } });
    await settle();
    expect(actor.getSnapshot().context.filterError).toBe(error);
    expect(inputs).toHaveLength(loads);
  });

  it('filters prescription and location without loading again; prints', async () => {
    const { actor, inputs, printed } = started();
    actor.send({ type: 'history.load', patientNumber: '100234567' });
    await settle();
    actor.send({
      type: 'history.filter',
      filters: { from: '2025-11-24', to: '2026-11-24', prescription: '1234567', location: '01400412' },
    });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(inputs).toHaveLength(1);
    actor.send({ type: 'history.print' });
    expect(printed()).toBe(1);
  });

  it('the create form opens the report for an allowed range only; a refused range from the address falls back', () => {
    const { actor, reports } = started();
    actor.send({ type: 'history.edit' });
    actor.send({
      type: 'history.filter',
      filters: { from: '2023-11-01', to: '2024-01-31', prescription: 'All', location: 'All' },
    });
    actor.send({
      type: 'history.filter',
      filters: { from: '2024-01-01', to: '2024-12-31', prescription: 'All', location: 'All' },
    });
    expect(reports).toEqual([{ from: '2024-01-01', to: '2024-12-31' }]);
    const refused = started({ from: '2020-01-01', to: '2020-12-31' }).actor.getSnapshot().context;
    expect([refused.filters.from, refused.filterError]).toEqual([
      '2025-11-24',
      'Date must be on or after 11/24/2023',
    ]);
  });
});

describe('rxReceipts: oracle', () => {
  function started(fetch: () => Promise<unknown> = async () => fixtureReceipts) {
    const inputs: unknown[] = [];
    const actor = createActor(
      receiptsMachine.provide({
        actors: {
          fetchReceipts: fromPromise(async ({ input }) => {
            inputs.push(input);
            return fetch() as never;
          }),
        },
      }),
      { input: { today: '2026-11-24' } },
    ).start();
    return { actor, inputs };
  }

  it('loads by loyalty id, opens and closes one receipt, filters by location (default All, last 12 months)', async () => {
    const { actor, inputs } = started();
    expect(actor.getSnapshot().context.filters).toEqual({
      from: '2025-11-24',
      to: '2026-11-24',
      location: 'All',
    });
    actor.send({ type: 'receipts.load', loyaltyId: '4800012345678' });
    await settle();
    expect(inputs).toEqual([{ loyaltyId: '4800012345678' }]);
    actor.send({ type: 'receipts.open', receiptId: 'R-01400733-20260608' });
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);
    expect(actor.getSnapshot().context.selectedReceiptId).toBe('R-01400733-20260608');
    actor.send({ type: 'receipts.close' });
    expect(actor.getSnapshot().matches({ loaded: 'list' })).toBe(true);
    actor.send({
      type: 'receipts.filter',
      filters: { from: '2022-01-01', to: '2026-11-24', location: 'All' },
    });
    expect(actor.getSnapshot().context.filterError).toBe('Date must be on or after 11/24/2023');
  });

  it('a patient without a loyalty card has no receipts (no call)', () => {
    const { actor, inputs } = started();
    actor.send({ type: 'receipts.load', loyaltyId: null });
    expect(actor.getSnapshot().value).toBe('noLoyaltyCard');
    expect(inputs).toEqual([]);
  });
});

describe('rxPrescriptionDetail and rxMonograph: oracle', () => {
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
    actor.send({
      type: 'detail.open',
      params: {
        patientNumber: '100234567',
        rxRecordNumber: '501234567',
        secondaryStatus: 'Awaiting Restock',
      },
    });
    await settle();
    expect(actor.getSnapshot().value).toBe(state);
    expect(inputs).toEqual([{ patientNumber: '100234567', rxRecordNumber: '501234567' }]);
    expect(actor.getSnapshot().context.secondaryStatus).toBe('Awaiting Restock');
  });

  it('loads English, then Spanish on choosing it (languageCode es); 404 is notFound', async () => {
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

describe('rxVaccineRecord: oracle (§8 "Vaccine record", literal texts)', () => {
  function started(answers: {
    verify?: () => Promise<unknown>;
    send?: () => Promise<unknown>;
    card?: () => Promise<unknown>;
  }) {
    const calls: Record<string, unknown[]> = {};
    const effects: string[] = [];
    const push = (name: string, input: unknown) => {
      calls[name] = [...(calls[name] ?? []), input];
    };
    const actor = createActor(
      vaccineRecordMachine.provide({
        actors: {
          verifyDvr: fromPromise(async ({ input }) => {
            push('verifyDvr', input);
            return (answers.verify ?? (async () => ({})))() as never;
          }),
          sendSecureMessage: fromPromise(async ({ input }) => {
            push('send', input);
            return (answers.send ?? (async () => ({})))() as never;
          }),
          fetchCard: fromPromise(async ({ input }) => {
            push('card', input);
            return (answers.card ?? (async () => dvrCard))() as never;
          }),
        },
        actions: {
          openResult: () => effects.push('openResult'),
          redirectExpired: () => effects.push('redirectExpired'),
          downloadCard: (_, p) => effects.push(`download:${p.card?.fileName}`),
        },
      }),
      { input: { today: '2026-11-24' } },
    ).start();
    return { actor, calls, effects };
  }

  it.each([
    {
      error: dvrErrors.notFound,
      text: 'Patient not found in pharmacy. Please check the data that you have entered',
    },
    {
      error: dvrErrors.incorrect,
      text: 'The patient date of birth or phone number is incorrect. Please try again.',
    },
    {
      error: dvrErrors.locked,
      text: 'You have surpassed your attempts. Please check back later and try again.',
    },
    { error: dvrErrors.server, text: 'Something went wrong. Please try again' },
  ])('a verify answering $error.status says “$text”', async ({ error, text }) => {
    const { actor } = started({
      verify: async () => {
        throw error;
      },
    });
    actor.send({ type: 'dvr.openVerify' });
    actor.send({ type: 'dvr.submit', values: dvrValues });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ verifyPage: 'form' });
    expect(actor.getSnapshot().context.error).toBe(text);
  });

  it('verifies by date of birth with the names and the date only; a signed-in own patient opens the result', async () => {
    const { actor, calls, effects } = started({
      verify: async () => ({ verified: true, delivery: 'DIRECT', verificationId: null, phoneLastFour: null }),
    });
    actor.send({ type: 'dvr.openVerify' });
    actor.send({
      type: 'dvr.submit',
      values: { ...dvrValues, firstName: ' Jordan ', phoneNumber: '5135550142' },
    });
    await settle();
    expect(calls.verifyDvr).toEqual([
      { firstName: 'Jordan', lastName: 'Whitfield', dateOfBirth: '1986-07-19' },
    ]);
    expect(actor.getSnapshot().value).toEqual({ verifyPage: 'verified' });
    expect(effects).toEqual(['openResult']);
  });

  it('anyone else gets the text-message link: the verification id goes to secure-message, then smsSent', async () => {
    const { actor, calls } = started({
      verify: async () => ({
        verified: true,
        delivery: 'TEXT_MESSAGE',
        verificationId: 'abc',
        phoneLastFour: '0142',
      }),
      send: async () => ({ sent: true, phoneLastFour: '0142', expiresInMinutes: 30 }),
    });
    actor.send({ type: 'dvr.openVerify' });
    actor.send({
      type: 'dvr.submit',
      values: { ...dvrValues, method: 'phoneNumber', phoneNumber: '(513) 555-0142' },
    });
    await settle();
    await settle();
    expect(calls.verifyDvr).toEqual([
      { firstName: 'Jordan', lastName: 'Whitfield', phoneNumber: '5135550142' },
    ]);
    expect(calls.send).toEqual([{ verificationId: 'abc' }]);
    expect(actor.getSnapshot().value).toEqual({ verifyPage: 'smsSent' });
  });

  it.each([
    { values: { ...dvrValues, firstName: '' }, field: 'firstName', text: 'Required' },
    {
      values: { ...dvrValues, lastName: 'A'.repeat(51) },
      field: 'lastName',
      text: 'Must be 50 characters or less',
    },
    { values: { ...dvrValues, month: '' }, field: 'month', text: 'You must enter a month.' },
    { values: { ...dvrValues, day: '' }, field: 'day', text: 'You must enter a day.' },
    { values: { ...dvrValues, year: '' }, field: 'year', text: 'You must enter a year.' },
    { values: { ...dvrValues, year: '19x6' }, field: 'year', text: 'Input must be numeric.' },
    {
      values: { ...dvrValues, month: '01', day: '01', year: '2027' },
      field: 'dateOfBirth',
      text: 'Date must not be in the future',
    },
    {
      values: { ...dvrValues, month: '12', day: '31', year: '1849' },
      field: 'dateOfBirth',
      text: 'Date must be after 01/01/1850',
    },
    {
      values: { ...dvrValues, month: '02', day: '30', year: '1990' },
      field: 'dateOfBirth',
      text: 'Date of Birth must be valid',
    },
    {
      values: { ...dvrValues, method: 'phoneNumber', phoneNumber: '51355501' },
      field: 'phoneNumber',
      text: 'Invalid phone number, must be 10 digits',
    },
  ] as const)(
    'refuses the form with §8 form error “$text” on $field (no call)',
    ({ values, field, text }) => {
      const { actor, calls } = started({});
      actor.send({ type: 'dvr.openVerify' });
      actor.send({ type: 'dvr.submit', values });
      expect(actor.getSnapshot().context.fieldErrors[field]).toBe(text);
      expect(calls.verifyDvr).toBeUndefined();
    },
  );

  it('a 401 fetching the record says the expired text (spelt as the spec) and redirects', async () => {
    const { actor, calls, effects } = started({
      card: async () => {
        throw dvrErrors.expired;
      },
    });
    actor.send({ type: 'dvr.openResult', token: 'tok' });
    await settle();
    expect(calls.card).toEqual([{ token: 'tok' }]);
    expect(actor.getSnapshot().value).toEqual({ resultPage: 'expired' });
    expect(actor.getSnapshot().context.error).toBe(
      'Access to your Digitial Vaccine Record has expired. Please request another text message.',
    );
    expect(effects).toEqual(['redirectExpired']);
  });

  it('shows the card and downloads it as vaccine-record.smart-health-card', async () => {
    const { actor, effects } = started({});
    actor.send({ type: 'dvr.openResult', token: null });
    await settle();
    actor.send({ type: 'dvr.download' });
    expect(effects).toEqual(['download:vaccine-record.smart-health-card']);
  });
});

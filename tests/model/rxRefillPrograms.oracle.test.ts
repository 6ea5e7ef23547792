// @vitest-environment node
/**
 * The refill settings and programs chart's oracle table (pharmacy-portal.md §2.1 /rx/refill-settings; §3 "Marketing /
 * program enrolment": programName, enrollmentStatus, externalCode (HCSS the 90-day supply program), statuses ENROLLED,
 * REENROLLED, DECLINED, EXPIRED, NEVER_ASKED, PENDING; §4 "Marketing programs: status loading then loaded; enrolment
 * updates the matching program by externalCode"; §7.1 GET /patient-programs, GET and PUT /patient-program-enrollments
 * with the patient-number header, PUT body programName, enrollmentStatus, externalCode; docs/choices.md "Refill
 * programs offered": REENROLLED after DECLINED or EXPIRED, a PENDING enrolment offers no choice). Each expected value
 * is a literal copied from the spec, from docs/choices.md or from the chart's fixtures (HCSS "90-Day Supply"
 * NEVER_ASKED, MEDSYNC "Medication Sync" PENDING); the spec shows no load, save or saved texts, so those are the
 * chosen texts written out as literals, never the chart's own constant. The coverage replay over the generated paths
 * is in rxRecords.model.test.ts. This file is the refill programs area's part of the mutation gate (PHARMACY_GATED in
 * config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { EnrollmentStatus } from '../../api/contracts/rx-auto-refill';
import { programsData } from '../../machines/rx/refillPrograms/refillPrograms.fixtures';
import type { refillProgramsMachine } from '../../machines/rx/refillPrograms/refillPrograms.machine';
import { type OracleCase, oracleTable } from './oracle';

const settle = () => new Promise((r) => setTimeout(r, 0));

type Case = OracleCase<typeof refillProgramsMachine>;

const loadChart = () =>
  import('../../machines/rx/refillPrograms/refillPrograms.machine').then((m) => m.refillProgramsMachine);

const JORDAN = '100234567';
const AVERY = '100234568';
const LOAD_ERROR = 'We could not load refill programs. Please try again.';
const SAVE_ERROR = 'We could not save your choice. Please try again.';

const load = (patientNumber = JORDAN) => ({ type: 'programs.load', patientNumber }) as const;
const retry = { type: 'programs.retry' } as const;
const choose = (externalCode: string, join: boolean) =>
  ({ type: 'programs.choose', externalCode, join }) as const;
const failure = (endpoint: string) => ({
  name: 'ApiError',
  kind: 'http',
  endpoint,
  status: 500,
  message: 'x',
});
const loadFails = { type: 'xstate.error.actor.loadPrograms', error: failure('GET /rx/api/patient-programs') };
const saveFails = {
  type: 'xstate.error.actor.saveEnrollment',
  error: failure('PUT /rx/api/patient-program-enrollments'),
};
/** The programs answered with HCSS in the given status (MEDSYNC stays PENDING). */
const answer = (hcss: EnrollmentStatus = 'NEVER_ASKED') => ({
  type: 'xstate.done.actor.loadPrograms',
  output: {
    programs: programsData.programs,
    enrollments: [
      { programName: '90-Day Supply', externalCode: 'HCSS', enrollmentStatus: hcss },
      { programName: 'Medication Sync', externalCode: 'MEDSYNC', enrollmentStatus: 'PENDING' },
    ],
  },
});
const saved = (enrollmentStatus: EnrollmentStatus) => ({
  type: 'xstate.done.actor.saveEnrollment',
  output: { programName: '90-Day Supply', externalCode: 'HCSS', enrollmentStatus },
});
const loaded = [load(), answer()];

const sends = (current: EnrollmentStatus, join: boolean, sent: EnrollmentStatus): Case => ({
  name: `from ${current}, ${join ? 'joining' : 'leaving'} HCSS sends PUT enrollmentStatus ${sent} (busy while saving)`,
  steps: [load(), answer(current), choose('HCSS', join)],
  state: 'updating',
  tags: ['busy'],
  callCounts: { saveEnrollment: 1 },
  calls: {
    saveEnrollment: {
      patientNumber: JORDAN,
      body: { programName: '90-Day Supply', enrollmentStatus: sent, externalCode: 'HCSS' },
    },
  },
});
const refused = (current: EnrollmentStatus, join: boolean): Case => ({
  name: `from ${current}, ${join ? 'joining' : 'leaving'} HCSS is not offered`,
  steps: [load(), answer(current)],
  state: 'loaded',
  refuses: [choose('HCSS', join)],
  verify: (run) => expect(run.calls.saveEnrollment).toBeUndefined(),
});

const cases: Case[] = [
  {
    name: 'before loading: no patient, no programs, no error; only a load is accepted',
    steps: [],
    state: 'idle',
    notTags: ['busy'],
    callCounts: { loadPrograms: 0 },
    accepts: [load()],
    refuses: [choose('HCSS', true), retry],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        patientNumber: null,
        programs: [],
        enrollments: [],
        error: null,
      }),
  },
  {
    name: '§4 status loading: the programs and enrolments of the patient (patient-number header) are asked for, busy',
    steps: [load()],
    state: 'loading',
    tags: ['busy'],
    callCounts: { loadPrograms: 1 },
    calls: { loadPrograms: { patientNumber: JORDAN } },
    context: { patientNumber: JORDAN, error: null },
    refuses: [load(AVERY), choose('HCSS', true), retry],
  },
  {
    name: '§4 then loaded: the programs and enrolments are kept whole, not busy',
    steps: loaded,
    state: 'loaded',
    notTags: ['busy'],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        patientNumber: JORDAN,
        programs: [
          {
            programName: '90-Day Supply',
            externalCode: 'HCSS',
            description: 'A 90-day supply at each refill.',
          },
          {
            programName: 'Medication Sync',
            externalCode: 'MEDSYNC',
            description: 'Refills on one pickup day.',
          },
        ],
        enrollments: [
          { programName: '90-Day Supply', externalCode: 'HCSS', enrollmentStatus: 'NEVER_ASKED' },
          { programName: 'Medication Sync', externalCode: 'MEDSYNC', enrollmentStatus: 'PENDING' },
        ],
        error: null,
      }),
  },
  // Load failure and retry.
  {
    name: 'a failed load says “We could not load refill programs. Please try again.” and offers Try Again',
    steps: [load(), loadFails],
    state: 'failed',
    notTags: ['busy'],
    context: { error: LOAD_ERROR, enrollments: [] },
    accepts: [retry, load(), load(AVERY)],
    refuses: [choose('HCSS', true)],
  },
  {
    name: 'Try Again asks for the same patient’s programs again',
    steps: [load(), loadFails, retry],
    state: 'loading',
    tags: ['busy'],
    callCounts: { loadPrograms: 2 },
    calls: { loadPrograms: { patientNumber: JORDAN } },
  },
  {
    name: 'a retry that succeeds clears the error',
    steps: [load(), loadFails, retry, answer()],
    state: 'loaded',
    context: { error: null },
  },
  {
    name: 'after a failure a load of another patient asks for theirs and clears the error at once',
    steps: [load(), loadFails, load(AVERY)],
    state: 'loading',
    callCounts: { loadPrograms: 2 },
    calls: { loadPrograms: { patientNumber: AVERY } },
    context: { patientNumber: AVERY, error: null },
  },
  // Patient switch once loaded.
  {
    name: 'loaded: the same patient is not loaded twice; another patient is',
    steps: loaded,
    refuses: [load(), retry],
    accepts: [load(AVERY), choose('HCSS', true)],
  },
  {
    name: 'loaded: another patient’s programs are asked for with their number',
    steps: [...loaded, load(AVERY)],
    state: 'loading',
    callCounts: { loadPrograms: 2 },
    calls: { loadPrograms: { patientNumber: AVERY } },
    context: { patientNumber: AVERY },
  },
  {
    name: 'a choice is saved for the patient loaded last',
    steps: [...loaded, load(AVERY), answer(), choose('HCSS', true)],
    calls: {
      saveEnrollment: {
        patientNumber: AVERY,
        body: { programName: '90-Day Supply', enrollmentStatus: 'ENROLLED', externalCode: 'HCSS' },
      },
    },
  },
  // What may be chosen, and what is sent (§3 statuses, docs/choices.md "Refill programs offered").
  sends('NEVER_ASKED', true, 'ENROLLED'),
  sends('EXPIRED', true, 'REENROLLED'),
  sends('DECLINED', true, 'REENROLLED'),
  sends('ENROLLED', false, 'DECLINED'),
  sends('REENROLLED', false, 'DECLINED'),
  refused('NEVER_ASKED', false),
  refused('EXPIRED', false),
  refused('DECLINED', false),
  refused('ENROLLED', true),
  refused('REENROLLED', true),
  refused('PENDING', true),
  refused('PENDING', false),
  {
    name: 'a PENDING enrolment (MEDSYNC) waits for the pharmacy: neither joining nor leaving is offered',
    steps: loaded,
    refuses: [choose('MEDSYNC', true), choose('MEDSYNC', false)],
  },
  {
    name: 'a program the patient has no enrolment for is not offered',
    steps: loaded,
    refuses: [choose('AUTO', true), choose('AUTO', false)],
  },
  {
    name: 'while saving, no other choice or load is taken',
    steps: [...loaded, choose('HCSS', true)],
    state: 'updating',
    refuses: [choose('HCSS', true), choose('HCSS', false), load(AVERY), retry],
  },
  // §4 the answer updates the matching program by externalCode.
  {
    name: '§4 the saved enrolment replaces the one with the same externalCode only, and a toast says it was saved',
    steps: [...loaded, choose('HCSS', true), saved('ENROLLED')],
    state: 'loaded',
    notTags: ['busy'],
    actions: [
      {
        type: 'notify',
        params: {
          toast: { heading: '90-Day Supply', text: 'Your 90-Day Supply choice was saved.', tone: 'success' },
        },
      },
    ],
    verify: (run) =>
      expect(run.snapshot().context.enrollments).toEqual([
        { programName: '90-Day Supply', externalCode: 'HCSS', enrollmentStatus: 'ENROLLED' },
        { programName: 'Medication Sync', externalCode: 'MEDSYNC', enrollmentStatus: 'PENDING' },
      ]),
  },
  {
    name: 'once enrolled the patient may leave (and no longer join)',
    steps: [...loaded, choose('HCSS', true), saved('ENROLLED')],
    accepts: [choose('HCSS', false)],
    refuses: [choose('HCSS', true)],
  },
  {
    name: 'a failed save says “We could not save your choice. Please try again.”, keeps the old status, no toast',
    steps: [...loaded, choose('HCSS', true), saveFails],
    state: 'loaded',
    notTags: ['busy'],
    notActions: ['notify'],
    context: { error: SAVE_ERROR },
    verify: (run) =>
      expect(run.snapshot().context.enrollments).toEqual([
        { programName: '90-Day Supply', externalCode: 'HCSS', enrollmentStatus: 'NEVER_ASKED' },
        { programName: 'Medication Sync', externalCode: 'MEDSYNC', enrollmentStatus: 'PENDING' },
      ]),
  },
  {
    name: 'after a failed save the choice may be tried again, and a success clears the message',
    steps: [...loaded, choose('HCSS', true), saveFails, choose('HCSS', true), saved('ENROLLED')],
    state: 'loaded',
    callCounts: { saveEnrollment: 2 },
    context: { error: null },
  },
  {
    name: 'after a failed save a load of another patient clears the message',
    steps: [...loaded, choose('HCSS', true), saveFails, load(AVERY)],
    state: 'loading',
    context: { patientNumber: AVERY, error: null },
  },
];

describe('rxRefillPrograms: oracle', () => {
  async function loaded(save: (input: unknown) => Promise<unknown>) {
    const { refillProgramsMachine } = await import('../../machines/rx/refillPrograms/refillPrograms.machine');
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
  oracleTable(loadChart, cases);
});

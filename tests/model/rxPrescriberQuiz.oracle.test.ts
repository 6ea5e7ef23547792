// @vitest-environment node
/**
 * The prescriber quiz chart's oracle table (pharmacy-portal.md §3 "Prescriber quiz", §4 "Prescriber quiz: times out
 * after 3 minutes without an answer, then asks for the RX number", §7.3 "POST prescriber/quiz; POST prescriber/link",
 * §8 "Prescriber", §9 "prescriber choice time-out 3 minutes"): each expected value is a literal copied from the spec
 * (3 minutes = 180 000 ms) or from the seeded prescriber quiz fixture, never the chart's own constant. The coverage
 * replay over the generated paths is rxPrescriberQuiz.model.test.ts. This file is the prescriber quiz's part of the
 * mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { prescriberQuizInput } from '../../machines/rx/prescriberQuiz/prescriberQuiz.fixtures';
import type { prescriberQuizMachine } from '../../machines/rx/prescriberQuiz/prescriberQuiz.machine';
import { apiErrorOf, fixturePrescriberQuiz } from '../../machines/rx/shared/identity.fixtures';
import { runWith, settle } from './identity-support';
import { type OracleCase, type OracleRun, oracleTable } from './oracle';

/** Loaded in each test: a chart whose definition no longer builds fails every case, not the file. */
const chart = () =>
  import('../../machines/rx/prescriberQuiz/prescriberQuiz.machine').then((m) => m.prescriberQuizMachine);

const input = { patientNumber: '100999001' };
/** §9 "prescriber choice time-out 3 minutes". */
const THREE_MINUTES = 180_000;

const loaded = { type: 'xstate.done.actor.startPrescriberQuiz', output: fixturePrescriberQuiz };
const loadFails = (error: unknown) => ({ type: 'xstate.error.actor.startPrescriberQuiz', error });
const answered = (output: string) => ({ type: 'xstate.done.actor.answerPrescriberQuiz', output });
const answerFails = (error: unknown) => ({ type: 'xstate.error.actor.answerPrescriberQuiz', error });
const choose = (prescriberNumber: string) => ({ type: 'prescriber.choose', prescriberNumber });
const submit = { type: 'prescriber.submit' };
const okoro = choose('1487650002');
const hart = choose('1487659001');
const submitted = [loaded, okoro, submit];

const contextIs = (expected: Record<string, unknown>) => (run: OracleRun) =>
  expect(run.snapshot().context).toEqual(expected);

const cases: OracleCase<typeof prescriberQuizMachine>[] = [
  // ---- loading: POST prescriber/quiz for the looked-up patient
  {
    name: 'starts loading (busy) for the patient number, with no quiz, no choice and no outcome',
    input,
    steps: [],
    state: 'loading',
    status: 'active',
    tags: ['busy'],
    calls: { startPrescriberQuiz: { patientNumber: '100999001' } },
    callCounts: { startPrescriberQuiz: 1, answerPrescriberQuiz: 0 },
    refuses: [submit, okoro],
    verify: contextIs({ patientNumber: '100999001', quiz: null, chosen: null, outcome: null }),
  },
  {
    name: 'the options open for choosing, nothing chosen, not busy; Next refused without a choice',
    input,
    steps: [loaded],
    state: 'choosing',
    status: 'active',
    notTags: ['busy'],
    accepts: [okoro],
    refuses: [submit],
    verify: contextIs({ ...input, quiz: fixturePrescriberQuiz, chosen: null, outcome: null }),
  },
  {
    name: '§8 a failed load (500) ends unverified with the outcome failed ("Something went wrong. Please enter an RX#")',
    input,
    steps: [loadFails(apiErrorOf(500))],
    state: 'unverified',
    output: { outcome: 'failed' },
    verify: contextIs({ ...input, quiz: null, chosen: null, outcome: 'failed' }),
  },
  {
    name: '§8 a 404 loading the options also ends failed',
    input,
    steps: [loadFails(apiErrorOf(404))],
    state: 'unverified',
    output: { outcome: 'failed' },
  },

  // ---- choosing
  {
    name: 'a choice is kept and Next is then accepted',
    input,
    steps: [loaded, okoro],
    state: 'choosing',
    accepts: [submit],
    context: { chosen: '1487650002' },
  },
  {
    name: 'choosing again replaces the earlier choice',
    input,
    steps: [loaded, hart, okoro],
    context: { chosen: '1487650002' },
  },
  {
    name: 'a refused Next (nothing chosen) stays choosing and calls nothing',
    input,
    steps: [loaded, submit],
    state: 'choosing',
    callCounts: { answerPrescriberQuiz: 0 },
  },

  // ---- §4 / §9 the 3-minute time-out
  {
    name: '§9 at 179 999 ms without an answer it is still choosing',
    input,
    steps: [loaded, { advance: THREE_MINUTES - 1 }],
    state: 'choosing',
    status: 'active',
    accepts: [okoro],
  },
  {
    name: '§4 at 180 000 ms (3 minutes) without an answer it ends timedOut',
    input,
    steps: [loaded, { advance: THREE_MINUTES }],
    state: 'unverified',
    output: { outcome: 'timedOut' },
    refuses: [okoro, submit],
    callCounts: { answerPrescriberQuiz: 0 },
    verify: contextIs({ ...input, quiz: fixturePrescriberQuiz, chosen: null, outcome: 'timedOut' }),
  },
  {
    name: '§4 choosing does not restart the clock: chosen at 179 999 ms, it ends timedOut 1 ms later',
    input,
    steps: [
      loaded,
      { advance: THREE_MINUTES - 1 },
      okoro,
      { check: (run) => expect(run.snapshot().value).toBe('choosing') },
      { advance: 1 },
    ],
    state: 'unverified',
    output: { outcome: 'timedOut' },
  },
  {
    name: 'the clock starts when the options arrive, not while loading',
    input,
    steps: [{ advance: THREE_MINUTES }, loaded, { advance: THREE_MINUTES - 1 }],
    state: 'choosing',
    status: 'active',
  },
  {
    name: 'a slow load is not cut short by the 3-minute clock',
    input,
    steps: [{ advance: THREE_MINUTES * 2 }],
    state: 'loading',
    status: 'active',
  },
  {
    name: 'an answer sent at 179 999 ms stops the clock: still verifying after 3 more minutes',
    input,
    steps: [loaded, okoro, { advance: THREE_MINUTES - 1 }, submit, { advance: THREE_MINUTES }],
    state: 'verifying',
    status: 'active',
  },

  // ---- verifying: POST prescriber/link
  {
    name: '§7.3 Next sends the quiz id and the chosen prescriber number; busy, and nothing more can be sent',
    input,
    steps: submitted,
    state: 'verifying',
    status: 'active',
    tags: ['busy'],
    calls: { answerPrescriberQuiz: { quizId: 'pq-1', prescriberNumber: '1487650002' } },
    callCounts: { startPrescriberQuiz: 1, answerPrescriberQuiz: 1 },
    refuses: [submit, hart],
  },
  {
    name: 'the last choice is the one sent',
    input,
    steps: [loaded, okoro, hart, submit],
    calls: { answerPrescriberQuiz: { quizId: 'pq-1', prescriberNumber: '1487659001' } },
  },
  {
    name: 'VERIFIED ends verified',
    input,
    steps: [...submitted, answered('VERIFIED')],
    state: 'verified',
    output: { outcome: 'verified' },
    refuses: [submit, okoro],
    context: { outcome: 'verified', chosen: '1487650002' },
  },
  {
    name: '§8 NOT_VERIFIED ends unverified with the outcome notVerified ("We couldn\'t verify your prescriber")',
    input,
    steps: [...submitted, answered('NOT_VERIFIED')],
    state: 'unverified',
    output: { outcome: 'notVerified' },
    context: { outcome: 'notVerified' },
  },
  {
    name: '§8 EXPIRED from the server ends unverified with the outcome timedOut ("Your time ran out")',
    input,
    steps: [...submitted, answered('EXPIRED')],
    state: 'unverified',
    output: { outcome: 'timedOut' },
    context: { outcome: 'timedOut' },
  },
  {
    name: '§8 a failed verification call ends unverified with the outcome failed ("Something went wrong")',
    input,
    steps: [...submitted, answerFails(apiErrorOf(500))],
    state: 'unverified',
    output: { outcome: 'failed' },
    context: { outcome: 'failed' },
  },
  {
    name: 'a 404 on the verification call also ends failed',
    input,
    steps: [...submitted, answerFails(apiErrorOf(404))],
    output: { outcome: 'failed' },
  },
];

describe('rxPrescriberQuiz chart: oracle table (literals from the spec)', () => {
  oracleTable(chart, cases);
});

async function onClock() {
  const clock = new SimulatedClock();
  const machine = await chart();
  const actor = createActor(
    machine.provide({
      actors: {
        startPrescriberQuiz: fromPromise(async () => fixturePrescriberQuiz),
        answerPrescriberQuiz: fromPromise(() => new Promise(() => {})),
      },
    }),
    { input: prescriberQuizInput, clock },
  ).start();
  await settle();
  return { actor, clock };
}

describe('rxPrescriberQuiz chart: oracle with answering actors', () => {
  it('times out after 180 000 ms without an answer, not before; choosing does not restart the clock', async () => {
    const { actor, clock } = await onClock();
    expect(actor.getSnapshot().value).toBe('choosing');
    clock.increment(179_999);
    actor.send({ type: 'prescriber.choose', prescriberNumber: '1487650002' });
    expect(actor.getSnapshot().value).toBe('choosing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('unverified');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'timedOut' });
  });

  it('an answer before the time runs out stops the clock', async () => {
    const { actor, clock } = await onClock();
    actor.send({ type: 'prescriber.choose', prescriberNumber: '1487650002' });
    actor.send({ type: 'prescriber.submit' });
    clock.increment(180_000);
    expect(actor.getSnapshot().value).toBe('verifying');
  });

  it.each([
    { result: 'VERIFIED', outcome: 'verified' },
    { result: 'NOT_VERIFIED', outcome: 'notVerified' },
    { result: 'EXPIRED', outcome: 'timedOut' },
  ])('$result ends $outcome', async ({ result, outcome }) => {
    const { actor, calls } = runWith(
      await chart(),
      { startPrescriberQuiz: () => fixturePrescriberQuiz, answerPrescriberQuiz: () => result },
      { input: prescriberQuizInput },
    );
    await settle();
    expect(actor.getSnapshot().can({ type: 'prescriber.submit' })).toBe(false);
    actor.send({ type: 'prescriber.choose', prescriberNumber: '1487650002' });
    actor.send({ type: 'prescriber.submit' });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ outcome });
    expect(calls.startPrescriberQuiz).toEqual([{ patientNumber: '100999001' }]);
    expect(calls.answerPrescriberQuiz).toEqual([{ quizId: 'pq-1', prescriberNumber: '1487650002' }]);
  });

  it('a failing call ends failed', async () => {
    const { actor } = runWith(
      await chart(),
      { startPrescriberQuiz: () => Promise.reject(apiErrorOf(500)), answerPrescriberQuiz: () => 'VERIFIED' },
      { input: prescriberQuizInput },
    );
    await settle();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed' });
  });
});

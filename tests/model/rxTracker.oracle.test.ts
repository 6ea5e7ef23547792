// @vitest-environment node
/**
 * The tracker chart's oracle table (pharmacy-portal.md §2.3 "Tracker screens", §2.1 /rx/tracker, §6 "Guest"): each
 * expected value is a literal copied from the spec or from the sandbox's seeded family, never the chart's own
 * constant. The coverage replay over the generated paths is rxTracker.model.test.ts. This file is the tracker's part
 * of the mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { trackerData, unverifiedData } from '../../machines/rx/tracker/tracker.fixtures';
import type { TrackerData, TrackerInput } from '../../machines/rx/tracker/tracker.machine';
import { selectTrackerView } from '../../machines/rx/tracker/tracker.selectors';
import type { TrackerSection } from '../../domain/rx/tracker';

/** What the loader answers, in turn: data, a failure, or `'never'` (the call stays open). The last answer repeats. */
type Answer = TrackerData | Error | 'never';
/** How the page's scroll ends: done, failed (the section is not on the page), or still scrolling. */
type Scroll = 'done' | 'fail' | 'never';

async function started(
  data: Answer | Answer[] = trackerData,
  input: TrackerInput = { mode: 'customer', patientNumbers: [] },
  scroll: Scroll = 'done',
) {
  const opened: string[] = [];
  const loads: TrackerInput[] = [];
  const scrolls: string[] = [];
  const answers = Array.isArray(data) ? data : [data];
  let expired = 0;
  // Loaded in each test (as oracleTable does): a chart whose definition no longer builds fails every case.
  const { trackerMachine } = await import('../../machines/rx/tracker/tracker.machine');
  const actor = createActor(
    trackerMachine.provide({
      actors: {
        loadTracker: fromPromise<TrackerData, TrackerInput>(async ({ input: asked }) => {
          loads.push(asked);
          const answer = answers[Math.min(loads.length, answers.length) - 1]!;
          if (answer === 'never') return new Promise<TrackerData>(() => {});
          if (answer instanceof Error) throw answer;
          return answer;
        }),
        scrollToSection: fromPromise<void, { section: TrackerSection }>(async ({ input: asked }) => {
          scrolls.push(asked.section);
          if (scroll === 'fail') throw new Error('The section is not on the page');
          if (scroll === 'never') await new Promise<void>(() => {});
        }),
      },
      actions: {
        openPrescription: (_, { path }) => opened.push(path),
        openExpiredLink: () => {
          expired += 1;
        },
      },
    }),
    { input },
  ).start();
  return { actor, opened, loads, scrolls, expired: () => expired };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('rxTracker chart: oracle (literals from the spec)', () => {
  it("opens on 'All' with the primary patient active, Jordan first (§3 'Selecting all makes the primary active')", async () => {
    const { actor } = await started();
    actor.send({ type: 'tracker.load' });
    await settle();
    const view = selectTrackerView(actor.getSnapshot());
    expect([view.status, view.selectedPatient, view.activePatient]).toEqual(['loaded', 'all', '100234567']);
    expect(view.patients.map((p) => p.firstName)).toEqual(['Jordan', 'Biscuit']);
    // §2.3 status cards: Ready (Omeprazole, Carprofen), In Progress, On Hold; nothing for delivery.
    expect(view.counts).toEqual({ READY_FOR_PICKUP: 2, IN_PROGRESS: 1, ON_HOLD: 1, DELIVERY: 0 });
    expect(view.sections.map((s) => [s.section, s.label, s.count])).toEqual([
      ['READY_FOR_PICKUP', 'Ready', 2],
      ['IN_PROGRESS', 'In Progress', 1],
      ['ON_HOLD', 'On Hold', 1],
    ]);
    // Grouped by patient, Jordan first.
    expect(view.sections[0]?.groups.map((g) => g.patientNumber)).toEqual(['100234567', '100234569']);
    // Est Total Cost of what is due at pickup: 15.00 + 31.20 + 8.40 + 4.25.
    expect(view.estimatedTotal).toBe('$58.85*');
  });

  it.each([
    { select: '100234569', selected: '100234569', active: '100234569', counts: [1, 0, 0, 0] },
    { select: 'all', selected: 'all', active: '100234567', counts: [2, 1, 1, 0] },
    { select: '999999999', selected: '100234569', active: '100234569', counts: [1, 0, 0, 0] },
  ])(
    'Viewing Patient $select: selected $selected, active $active',
    async ({ select, selected, active, counts }) => {
      const { actor } = await started();
      actor.send({ type: 'tracker.load' });
      await settle();
      actor.send({ type: 'tracker.selectPatient', patientNumber: '100234569' });
      actor.send({ type: 'tracker.selectPatient', patientNumber: select });
      const view = selectTrackerView(actor.getSnapshot());
      expect([view.selectedPatient, view.activePatient]).toEqual([selected, active]);
      expect(Object.values(view.counts)).toEqual(counts);
    },
  );

  it.each([
    { section: 'READY_FOR_PICKUP', patient: 'all', state: 'scrolling', request: 'READY_FOR_PICKUP' },
    { section: 'IN_PROGRESS', patient: 'all', state: 'scrolling', request: 'IN_PROGRESS' },
    { section: 'ON_HOLD', patient: 'all', state: 'scrolling', request: 'ON_HOLD' },
    { section: 'DELIVERY', patient: 'all', state: 'viewing', request: null },
    { section: 'ON_HOLD', patient: '100234569', state: 'viewing', request: null },
  ] as const)(
    'scroll request $section (viewing $patient): $state',
    async ({ section, patient, state, request }) => {
      const { actor, scrolls } = await started();
      actor.send({ type: 'tracker.load' });
      await settle();
      actor.send({ type: 'tracker.selectPatient', patientNumber: patient });
      actor.send({ type: 'tracker.scrollTo', section });
      expect(actor.getSnapshot().value).toEqual({ loaded: state });
      expect(selectTrackerView(actor.getSnapshot()).scrollTo).toBe(request);
      // Once scrolled (and the first card focused), the request is cleared.
      await settle();
      expect(scrolls).toEqual(request ? [request] : []);
      expect([actor.getSnapshot().value, actor.getSnapshot().context.scrollRequest]).toEqual([
        { loaded: 'viewing' },
        null,
      ]);
    },
  );

  it('keeps a scroll request sent before the data and honours it once loaded', async () => {
    const { actor, scrolls } = await started();
    actor.send({ type: 'tracker.scrollTo', section: 'IN_PROGRESS' });
    actor.send({ type: 'tracker.load' });
    expect(actor.getSnapshot().context.scrollRequest).toBe('IN_PROGRESS');
    await settle();
    expect(scrolls).toEqual(['IN_PROGRESS']);
    expect(actor.getSnapshot().context.scrollRequest).toBe(null);
  });

  it.each([
    {
      mode: 'customer',
      rx: '501234571',
      path: '/rx/prescription-history/detail?patientNumber=100234567&rxRecordNum=501234571&secondaryStatus=Awaiting+Restock',
    },
    {
      mode: 'customer',
      rx: '501234569',
      path: '/rx/prescription-history/detail?patientNumber=100234567&rxRecordNum=501234569',
    },
    { mode: 'guest', rx: '501234571', path: '/rx/prescription-monograph?productNumber=00378180001' },
  ] as const)('a $mode card click on $rx opens $path', async ({ mode, rx, path }) => {
    const { actor, opened } = await started(trackerData, { mode, patientNumbers: [] });
    actor.send({ type: 'tracker.load' });
    await settle();
    actor.send({ type: 'tracker.openCard', rxRecordNumber: rx });
    // A card the tracker does not show (Atorvastatin is refillable) opens nothing.
    actor.send({ type: 'tracker.openCard', rxRecordNumber: '501234567' });
    expect(opened).toEqual([path]);
  });

  it('shows only the patients a link names (authenticatedPatientNumber), and asks the loader for them', async () => {
    const { actor, loads } = await started(trackerData, { mode: 'guest', patientNumbers: ['100234569'] });
    actor.send({ type: 'tracker.load' });
    await settle();
    expect(loads).toEqual([{ mode: 'guest', patientNumbers: ['100234569'] }]);
    const view = selectTrackerView(actor.getSnapshot());
    expect(view.patients.map((p) => p.patientNumber)).toEqual(['100234569']);
    expect(view.activePatient).toBe('100234569');
    expect(view.prescriptions.map((p) => p.rxNumber)).toEqual(['1234575']);
  });

  it('a guest whose verification lapsed goes to the expired tracker link page', async () => {
    const { actor, expired } = await started(unverifiedData, { mode: 'guest', patientNumbers: [] });
    actor.send({ type: 'tracker.load' });
    await settle();
    expect([actor.getSnapshot().value, expired()]).toEqual(['expired', 1]);
  });

  it("a failed load says §8's generic text and can be retried", async () => {
    const { actor } = await started(new Error('500'));
    actor.send({ type: 'tracker.load' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(
      'We were unable to complete your request at this time, please try again.',
    );
    expect(actor.getSnapshot().can({ type: 'tracker.load' })).toBe(true);
  });
  it('before its data arrives the tracker shows nobody and nothing, and a waiting scroll request is not yet a target', async () => {
    const { actor } = await started('never');
    let view = selectTrackerView(actor.getSnapshot());
    expect([view.status, view.patients, view.prescriptions, view.facilities]).toEqual([
      'loading',
      [],
      [],
      [],
    ]);
    expect(view.counts).toEqual({ READY_FOR_PICKUP: 0, IN_PROGRESS: 0, ON_HOLD: 0, DELIVERY: 0 });
    actor.send({ type: 'tracker.scrollTo', section: 'IN_PROGRESS' });
    actor.send({ type: 'tracker.load' });
    await settle();
    view = selectTrackerView(actor.getSnapshot());
    expect([view.status, view.scrollTo, actor.getSnapshot().context.scrollRequest]).toEqual([
      'loading',
      null,
      'IN_PROGRESS',
    ]);
  });

  it.each([
    { answer: new Error('500'), status: 'failed' },
    { answer: unverifiedData, status: 'expired' },
    { answer: trackerData, status: 'loaded' },
  ] as const)('the page reads status $status once the load ends that way', async ({ answer, status }) => {
    const { actor } = await started(answer, { mode: 'guest', patientNumbers: [] });
    actor.send({ type: 'tracker.load' });
    await settle();
    expect(selectTrackerView(actor.getSnapshot()).status).toBe(status);
  });

  it("Try Again after a failed load takes the error away while the tracker loads again (§8's text is gone)", async () => {
    const { actor, loads } = await started([new Error('500'), 'never']);
    actor.send({ type: 'tracker.load' });
    await settle();
    expect(selectTrackerView(actor.getSnapshot()).error).toBe(
      'We were unable to complete your request at this time, please try again.',
    );
    actor.send({ type: 'tracker.load' });
    await settle();
    const view = selectTrackerView(actor.getSnapshot());
    expect([loads.length, view.status, view.error]).toEqual([2, 'loading', null]);
  });

  it.each([
    {
      name: 'an account with a primary patient: Jordan (the primary) is active',
      patients: 'family',
      only: [],
      active: '100234567',
    },
    {
      name: 'no primary patient among those shown (a link naming Biscuit only): Biscuit is active',
      patients: 'family',
      only: ['100234569'],
      active: '100234569',
    },
    {
      name: 'nobody is primary: the first by first name (Biscuit before Jordan) is active',
      patients: 'noPrimary',
      only: [],
      active: '100234569',
    },
    {
      name: "nobody to show (a link naming a patient not on the account): §9's default patient number '0'",
      patients: 'family',
      only: ['100234570'],
      active: '0',
    },
  ] as const)('the active patient on opening: $name', async ({ patients, only, active }) => {
    const data: TrackerData =
      patients === 'noPrimary'
        ? {
            ...trackerData,
            patients: trackerData.patients.map((p) => ({ ...p, isPrimaryOnAccount: false })),
          }
        : trackerData;
    const { actor } = await started(data, { mode: 'guest', patientNumbers: only });
    actor.send({ type: 'tracker.load' });
    await settle();
    const view = selectTrackerView(actor.getSnapshot());
    expect([view.status, view.selectedPatient, view.activePatient]).toEqual(['loaded', 'all', active]);
    // 'All' again makes the same patient active (§3 "Selecting all makes the primary active").
    actor.send({ type: 'tracker.selectPatient', patientNumber: 'all' });
    expect(selectTrackerView(actor.getSnapshot()).activePatient).toBe(active);
  });

  it('a scroll request for a section that does not exist is ignored, before the data and during a scroll', async () => {
    const { actor, scrolls } = await started(trackerData, undefined, 'never');
    actor.send({ type: 'tracker.scrollTo', section: 'SHIPPED' as TrackerSection });
    expect(actor.getSnapshot().context.scrollRequest).toBe(null);
    actor.send({ type: 'tracker.load' });
    await settle();
    actor.send({ type: 'tracker.scrollTo', section: 'ON_HOLD' });
    await settle();
    actor.send({ type: 'tracker.scrollTo', section: 'SHIPPED' as TrackerSection });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.scrollRequest, scrolls]).toEqual([
      { loaded: 'scrolling' },
      'ON_HOLD',
      ['ON_HOLD'],
    ]);
  });

  it.each(['all', '100234569'])(
    'choosing Viewing Patient %s during a scroll stops it and drops the request',
    async (patientNumber) => {
      const { actor } = await started(trackerData, undefined, 'never');
      actor.send({ type: 'tracker.load' });
      await settle();
      actor.send({ type: 'tracker.scrollTo', section: 'READY_FOR_PICKUP' });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ loaded: 'scrolling' });
      actor.send({ type: 'tracker.selectPatient', patientNumber });
      const view = selectTrackerView(actor.getSnapshot());
      expect([actor.getSnapshot().value, actor.getSnapshot().context.scrollRequest, view.scrollTo]).toEqual([
        { loaded: 'viewing' },
        null,
        null,
      ]);
    },
  );

  it('a scroll the page cannot do (its section is gone) only drops the request', async () => {
    const { actor, scrolls } = await started(trackerData, undefined, 'fail');
    actor.send({ type: 'tracker.load' });
    await settle();
    actor.send({ type: 'tracker.scrollTo', section: 'IN_PROGRESS' });
    await settle();
    expect([scrolls, actor.getSnapshot().value, actor.getSnapshot().context.scrollRequest]).toEqual([
      ['IN_PROGRESS'],
      { loaded: 'viewing' },
      null,
    ]);
  });
});

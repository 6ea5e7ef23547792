// @vitest-environment node
/**
 * The tracker chart (pharmacy-portal.md §2.3, §2.1, §6 "Guest"): one coverage test over the generated paths, and
 * an oracle table whose expected values are literals copied from the spec.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { trackerData, trackerModel, unverifiedData } from '../../machines/rx/tracker/tracker.fixtures';
import {
  type TrackerData,
  type TrackerInput,
  trackerMachine,
} from '../../machines/rx/tracker/tracker.machine';
import { selectTrackerView } from '../../machines/rx/tracker/tracker.selectors';
import type { TrackerSection } from '../../domain/rx/tracker';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxTracker chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: trackerMachine,
      events: trackerModel.events as never,
      serializeState: trackerModel.serializeState as never,
      input: trackerModel.input,
    });
    const report = coverage(
      trackerMachine,
      mergeReached(reachedByPath(trackerMachine, paths, trackerModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

async function started(
  data: TrackerData | Error = trackerData,
  input: TrackerInput = { mode: 'customer', patientNumbers: [] },
) {
  const opened: string[] = [];
  const loads: TrackerInput[] = [];
  const scrolls: string[] = [];
  let expired = 0;
  const actor = createActor(
    trackerMachine.provide({
      actors: {
        loadTracker: fromPromise<TrackerData, TrackerInput>(async ({ input: asked }) => {
          loads.push(asked);
          if (data instanceof Error) throw data;
          return data;
        }),
        scrollToSection: fromPromise<void, { section: TrackerSection }>(async ({ input: asked }) => {
          scrolls.push(asked.section);
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
});

// @vitest-environment node
/**
 * The pharmacy session chart (pharmacy-portal.md §4 "Session", §8 "Guest and session", §9 "Session"): one coverage
 * test over the generated paths, and oracle tables whose expected values are literals from the spec (540 s, 61 s,
 * 1 s, 60, the §8 text, the logout and landing addresses of §2.1).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { RxSession } from '../../api/contracts/rx-security';
import {
  activeSession,
  authorizedInactiveSession,
  rxSessionModel,
  timedOutSession,
  unauthorizedSession,
} from '../../machines/rx/session/rxSession.fixtures';
import { rxSessionMachine } from '../../machines/rx/session/rxSession.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxSession chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: rxSessionMachine,
      events: rxSessionModel.events as never,
      serializeState: rxSessionModel.serializeState as never,
    });
    const report = coverage(rxSessionMachine, mergeReached(reachedByPath(rxSessionMachine, paths)));
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  }, 120_000); // 300 paths (graph.ts PATHS_KEPT): 6 s under load, where the unbounded set took 24 s
});

interface Run {
  actor: ReturnType<typeof start>['actor'];
  clock: SimulatedClock;
  calls: { markActive: number; reportActivity: number; fetchSession: number };
  navigations: Array<[string, string]>;
}

/** The chart on a simulated clock; PUT answers `answers` in turn (then the last again). */
function start(answers: Array<RxSession | Error>, poll: RxSession = activeSession) {
  const clock = new SimulatedClock();
  const calls = { markActive: 0, reportActivity: 0, fetchSession: 0 };
  const navigations: Array<[string, string]> = [];
  let i = 0;
  const put = () => {
    const answer = answers[Math.min(i, answers.length - 1)]!;
    i += 1;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const actor = createActor(
    rxSessionMachine.provide({
      actors: {
        markActive: fromPromise(() => {
          calls.markActive += 1;
          return put();
        }),
        reportActivity: fromPromise(() => {
          calls.reportActivity += 1;
          return Promise.resolve(activeSession);
        }),
        fetchSession: fromPromise(() => {
          calls.fetchSession += 1;
          return Promise.resolve(poll);
        }),
      },
      actions: {
        logOut: (_, { url }) => navigations.push(['logOut', url]),
        goToPatientLookup: (_, { url }) => navigations.push(['goToPatientLookup', url]),
        goToLanding: (_, { url }) => navigations.push(['goToLanding', url]),
        showTechnicalDifficulties: (_, { url }) => navigations.push(['showTechnicalDifficulties', url]),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, calls, navigations };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A simulated clock fires only timers due at the new time: move it a second at a time, as real time passes. */
function pass(clock: SimulatedClock, ms: number) {
  for (let left = ms; left > 0; left -= 1000) clock.increment(Math.min(1000, left));
}

async function onDashboard(answers: Array<RxSession | Error>, poll?: RxSession) {
  const run = start(answers, poll);
  run.actor.send({ type: 'session.pageChanged', page: '/rx/dashboard', signedIn: true });
  await settle();
  return run as Run & ReturnType<typeof start>;
}

describe('rxSession chart: oracle (literals from the spec)', () => {
  it('§9: before the server has said otherwise, warns at 540 s, expires 61 s later, counts from 60, ticks every 1 s', () => {
    const { context } = createActor(rxSessionMachine).getSnapshot();
    expect(context.timings).toEqual({ warningMs: 540_000, expiryMs: 61_000, countdownStart: 60 });
    expect(context.countdown).toBe(60);
    expect(rxSessionMachine.implementations.delays.tick).toBe(1000);
    expect(rxSessionMachine.implementations.delays.activityReport).toBe(60_000);
    expect(rxSessionMachine.implementations.delays.sessionPoll).toBe(60_000);
  });

  it.each([
    { answer: activeSession, state: { watching: {} }, navigation: [] },
    {
      answer: timedOutSession,
      state: 'timingOut',
      navigation: [
        [
          'logOut',
          '/auth/api/logout?redirectUrl=%2Frx%2Flanding-page%3FredirectUrl%3D%252Frx%252Fdashboard%26errorCode%3DsessionTimeout',
        ],
      ],
    },
    {
      answer: authorizedInactiveSession,
      state: 'off',
      navigation: [['goToPatientLookup', '/rx/link/patient']],
    },
    {
      answer: unauthorizedSession,
      state: 'off',
      navigation: [['goToLanding', '/rx/landing-page?redirectUrl=%2Frx%2Fdashboard']],
    },
  ])(
    '§4: an answer $answer.status active=$answer.active seconds=$answer.secondsLeft → $state',
    async (row) => {
      const run = await onDashboard([row.answer]);
      const s = run.actor.getSnapshot();
      if (typeof row.state === 'string') expect(s.value).toBe(row.state);
      else expect(s.matches('watching')).toBe(true);
      expect(run.navigations).toEqual(row.navigation);
    },
  );

  it.each(['/rx/guest-refill', '/rx/guest/transfer-prescriptions', '/rx/guest-verification?patientNumber=1'])(
    "a path containing 'guest' (%s) never runs the timeout",
    async (page) => {
      const run = start([activeSession]);
      run.actor.send({ type: 'session.pageChanged', page, signedIn: true });
      await settle();
      expect(run.actor.getSnapshot().value).toBe('off');
      expect(run.calls.markActive).toBe(0);
    },
  );

  it('warns after 540 s without input, then counts down from 60 by one each second, and times out 61 s later', async () => {
    const run = await onDashboard([activeSession]);
    pass(run.clock, 539_999);
    expect(run.actor.getSnapshot().hasTag('modal')).toBe(false);
    pass(run.clock, 1);
    expect(run.actor.getSnapshot().hasTag('modal')).toBe(true);
    expect(run.actor.getSnapshot().context.countdown).toBe(60);
    pass(run.clock, 1000);
    expect(run.actor.getSnapshot().context.countdown).toBe(59);
    pass(run.clock, 3000);
    expect(run.actor.getSnapshot().context.countdown).toBe(56);
    pass(run.clock, 61_000 - 4000 - 1);
    expect(run.actor.getSnapshot().value).not.toBe('timingOut');
    pass(run.clock, 1);
    expect(run.actor.getSnapshot().value).toBe('timingOut');
    expect(run.navigations.at(-1)?.[1]).toContain('errorCode%3DsessionTimeout');
  });

  it('input restarts the 540 s wait; input while the modal shows does not count', async () => {
    const run = await onDashboard([activeSession]);
    pass(run.clock, 500_000);
    run.actor.send({ type: 'user.active' });
    pass(run.clock, 539_999);
    expect(run.actor.getSnapshot().hasTag('modal')).toBe(false);
    pass(run.clock, 1);
    expect(run.actor.getSnapshot().hasTag('modal')).toBe(true);
    run.actor.send({ type: 'user.active' });
    expect(run.actor.getSnapshot().hasTag('modal')).toBe(true);
  });

  it('extend closes the modal and clears the error; a failed extension says §8 and the countdown goes on', async () => {
    const run = await onDashboard([activeSession, new Error('500'), activeSession]);
    pass(run.clock, 540_000 + 2000);
    expect(run.actor.getSnapshot().context.countdown).toBe(58);
    run.actor.send({ type: 'user.extend' });
    await settle();
    const failed = run.actor.getSnapshot();
    expect(failed.hasTag('modal')).toBe(true);
    expect(failed.context.error).toBe('There was an error authenticating your session. Please try again.');
    pass(run.clock, 1000);
    expect(run.actor.getSnapshot().context.countdown).toBe(57);
    run.actor.send({ type: 'user.extend' });
    await settle();
    expect(run.actor.getSnapshot().hasTag('modal')).toBe(false);
    expect(run.actor.getSnapshot().context.error).toBeNull();
    // The next warning restarts the countdown at 60.
    pass(run.clock, 540_000);
    expect(run.actor.getSnapshot().context.countdown).toBe(60);
  });

  it('sign out leaves through the logout route to the landing page', async () => {
    const run = await onDashboard([activeSession]);
    pass(run.clock, 540_000);
    run.actor.send({ type: 'user.signOut' });
    expect(run.actor.getSnapshot().value).toBe('signingOut');
    expect(run.navigations).toEqual([['logOut', '/auth/api/logout?redirectUrl=%2Frx%2Flanding-page']]);
  });

  it('takes its timers from the server (RX_TIMEOUT_WARNING_S=3, RX_TIMEOUT_EXPIRY_S=6): countdown from 5', async () => {
    const short = { ...activeSession, timeouts: { warningSeconds: 3, expirySeconds: 6 } };
    const run = await onDashboard([short]);
    pass(run.clock, 2999);
    expect(run.actor.getSnapshot().hasTag('modal')).toBe(false);
    pass(run.clock, 1);
    expect(run.actor.getSnapshot().context.countdown).toBe(5);
    pass(run.clock, 6000);
    expect(run.actor.getSnapshot().value).toBe('timingOut');
  });

  it('tells the server of input at most once per 60 s, and only input that counted', async () => {
    const run = await onDashboard([activeSession]);
    run.actor.send({ type: 'user.active' });
    await settle();
    run.actor.send({ type: 'user.active' });
    run.actor.send({ type: 'user.active' });
    expect(run.calls.reportActivity).toBe(1);
    pass(run.clock, 60_000);
    await settle();
    expect(run.calls.reportActivity).toBe(2);
    pass(run.clock, 60_000);
    await settle();
    expect(run.calls.reportActivity).toBe(2);
  });

  it('polls GET /session every 60 s: another tab’s newer activity restarts the wait; a timed-out session logs out', async () => {
    const later = { ...activeSession, lastAccessDate: '2026-11-23T15:08:00.000Z' };
    const run = await onDashboard([activeSession], later);
    // The first poll (60 s) finds activity at 15:08 in another tab: the 540 s wait starts again then.
    pass(run.clock, 60_000);
    await settle();
    expect(run.calls.fetchSession).toBe(1);
    pass(run.clock, 539_000);
    expect(run.actor.getSnapshot().hasTag('modal')).toBe(false);
    pass(run.clock, 1000);
    expect(run.actor.getSnapshot().hasTag('modal')).toBe(true);
    const ended = await onDashboard([activeSession], timedOutSession);
    pass(ended.clock, 60_000);
    await settle();
    expect(ended.actor.getSnapshot().value).toBe('timingOut');
  });
});

/**
 * The session-timeout modal walked along the session chart's covering paths (pharmacy-portal.md §4 "Session", §8):
 * each step done through the control a person uses (Stay Signed In, Escape, Sign Out, typing on the page). Outside
 * input, listed here: the router's page changes (session.pageChanged), the server's answers (actor results) and the
 * timers (xstate.after.*), sent as they come.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { activeSession, rxSessionModel } from '../../machines/rx/session/rxSession.fixtures';
import { rxSessionMachine } from '../../machines/rx/session/rxSession.machine';
import { SESSION_TEXTS } from '../../src/domain/rx/session';
import type { RxServices } from '../../ui/rx/services';
import { ActivityReporter } from '../../ui/rx/shell/ActivityReporter';
import { TimeoutModal } from '../../ui/rx/shell/TimeoutModal';
import { testRxServices, WithRx } from '../fixtures/rx-services';
import { coverage, coveringPaths, generatePaths, newReached, reachedByPath } from './graph';
import { type Executors, walkPath } from './ui-walk';

const outside = (ctx: { send: (e: { type: string }) => Promise<void> }, event: { type: string }) =>
  ctx.send(event);

describe('timeout modal: the session chart’s covering paths replayed in the UI', () => {
  it('walks every covering path through the modal and reaches every state and transition', async () => {
    const paths = generatePaths({
      machine: rxSessionMachine,
      events: rxSessionModel.events as never,
      serializeState: rxSessionModel.serializeState as never,
    });
    const chosen = coveringPaths(paths, reachedByPath(rxSessionMachine, paths)).map((i) => paths[i]!);
    const reached = newReached();
    for (const path of chosen) {
      await walkPath(
        {
          machine: rxSessionMachine,
          reached,
          render: (actor) => (
            <WithRx services={testRxServices({ session: actor as RxServices['session'] })}>
              <p>Page</p>
              <ActivityReporter />
              <TimeoutModal />
            </WithRx>
          ),
          executors: {
            'session.pageChanged': outside,
            'user.active': async (ctx) => {
              await ctx.user.keyboard('a');
            },
            'user.extend': async (ctx) => {
              // Both ways a person extends: the button, and Escape (every other time).
              const button = screen.getByRole('button', { name: SESSION_TEXTS.extend });
              if (ctx.snapshot().context.countdown % 2 === 0) await ctx.user.click(button);
              else {
                button.focus();
                await ctx.user.keyboard('{Escape}');
              }
            },
            'user.signOut': async (ctx) => {
              await ctx.user.click(screen.getByRole('button', { name: SESSION_TEXTS.signOut }));
            },
            // Raised by the chart itself, never sent from outside.
            'session.activityCounted': () => {
              throw new Error('raised by the chart');
            },
            'session.touchedElsewhere': () => {
              throw new Error('raised by the chart');
            },
            'xstate.done.actor.markActive': (ctx, e) => ctx.resolve('markActive', e.output),
            'xstate.error.actor.markActive': (ctx, e) => ctx.reject('markActive', e.error),
            'xstate.done.actor.reportActivity': (ctx, e) => ctx.resolve('reportActivity', e.output),
            'xstate.error.actor.reportActivity': (ctx, e) => ctx.reject('reportActivity', e.error),
            'xstate.done.actor.fetchSession': (ctx, e) => ctx.resolve('fetchSession', e.output),
            'xstate.error.actor.fetchSession': (ctx, e) => ctx.reject('fetchSession', e.error),
            'xstate.after.inactivityWarning.rxSession.watching.activity.idle': outside,
            'xstate.after.sessionExpiry.rxSession.watching.activity.warning': outside,
            'xstate.after.tick.rxSession.watching.activity.warning.counting': outside,
            'xstate.after.activityReport.rxSession.watching.reporting.cooling': outside,
            'xstate.after.sessionPoll.rxSession.watching.polling.waiting': outside,
          } satisfies Executors<typeof rxSessionMachine>,
          assertState: (_ctx, snapshot) => {
            const dialog = screen.queryByRole('alertdialog', { name: SESSION_TEXTS.modalTitle });
            if (!snapshot.hasTag('modal')) {
              expect(dialog).toBeNull();
              return;
            }
            expect(dialog).not.toBeNull();
            expect(screen.getByRole('timer')).toHaveTextContent(
              SESSION_TEXTS.countdown(snapshot.context.countdown),
            );
            const extend = screen.getByRole('button', { name: SESSION_TEXTS.extend });
            if (snapshot.matches({ watching: { activity: { warning: 'extending' } } }))
              expect(extend).toBeDisabled();
            else expect(extend).toBeEnabled();
            if (snapshot.context.error)
              expect(screen.getByRole('alert')).toHaveTextContent(snapshot.context.error);
            else expect(screen.queryByRole('alert')).toBeNull();
          },
        },
        path,
      );
    }
    const report = coverage(rxSessionMachine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  }, 120_000);

  it('traps focus, starts on Stay Signed In, and gives focus back when it closes', async () => {
    const actor = createActor(
      rxSessionMachine.provide({
        actors: {
          markActive: fromPromise(async () => activeSession),
          reportActivity: fromPromise(async () => activeSession),
          fetchSession: fromPromise(async () => activeSession),
        },
      }),
    ).start();
    const user = userEvent.setup();
    render(
      <WithRx services={testRxServices({ session: actor as RxServices['session'] })}>
        <button type="button">On the page</button>
        <TimeoutModal />
      </WithRx>,
    );
    const before = screen.getByRole('button', { name: 'On the page' });
    before.focus();
    actor.send({ type: 'session.pageChanged', page: '/rx/dashboard', signedIn: true });
    await new Promise((r) => setTimeout(r, 0));
    await act(async () => {
      actor.send({ type: 'xstate.after.inactivityWarning.rxSession.watching.activity.idle' } as never);
    });
    const extend = screen.getByRole('button', { name: SESSION_TEXTS.extend });
    const signOut = screen.getByRole('button', { name: SESSION_TEXTS.signOut });
    expect(extend).toHaveFocus();
    await user.tab();
    expect(signOut).toHaveFocus();
    await user.tab();
    expect(extend).toHaveFocus();
    await user.tab({ shift: true });
    expect(signOut).toHaveFocus();
    await user.keyboard('{Escape}');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(before).toHaveFocus();
    actor.stop();
  });
});

/**
 * The session-timeout modal walked along the session chart's covering paths (pharmacy-portal.md §4 "Session", §8)
 * with the pharmacy layout's page relay (src/routes/rx/RxLayout.tsx `SessionPageRelay`: the page and whether the
 * shopper is signed in, told to the chart), so a wiring mistake in that relay fails here. Each step done through the
 * control a person uses (Stay Signed In, Escape, Sign Out, typing on the page). Outside input, listed here: the
 * shopper's moves to a page (session.pageChanged: the router goes to the page, or the layout opens on it, signed in or
 * not, and the relay tells the chart), the server's answers (actor results) and the timers (xstate.after.*), sent as
 * they come.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ActorRefFrom, type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import { activeSession, rxSessionModel } from '../../machines/rx/session/rxSession.fixtures';
import { rxSessionMachine } from '../../machines/rx/session/rxSession.machine';
import { sessions } from '../../machines/shared/session/session.fixtures';
import { sessionMachine } from '../../machines/shared/session/session.machine';
import { SESSION_TEXTS } from '../../domain/rx/session';
import type { RxServices } from '../../ui/rx/services';
import { ActivityReporter } from '../../ui/rx/shell/ActivityReporter';
import { TimeoutModal } from '../../ui/rx/shell/TimeoutModal';
import { SessionPageRelay } from '../../src/routes/rx/RxLayout';
import { testRxServices, WithRx } from '../fixtures/rx-services';
import { type ActorResultEvent, type ControlExecutors, outside, serverAnswer, uiWalkTest } from './ui-walk';

/**
 * A timer of the chart. The session runs several timers at once (the inactivity warning, the activity report's
 * cool-down, the session poll), so moving one clock would fire the others out of the path's order: each timer's
 * event is listed as outside input and delivered as it is. Their lengths are the oracle tests' business.
 */
const timerFires = (why: string) => outside<typeof rxSessionMachine, ActorResultEvent>('timer', why);

type SignIn = ActorRefFrom<typeof sessionMachine>;
/** The sign-in chart, settled signed in or signed out (the relay reads its tags). */
async function settledSignIn(info: (typeof sessions)[keyof typeof sessions]): Promise<SignIn> {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        fetchSession: fromPromise(async () => info),
        signOut: fromPromise(() => new Promise<never>(() => {})) as never,
      },
    }),
  ).start();
  await waitFor(actor, (s) => !s.hasTag('busy'));
  return actor;
}
const signIns: Record<'in' | 'out', SignIn | null> = { in: null, out: null };

/** Where the walk's shopper is: no page until the first move (the layout is not there yet), then the page opened. */
const visit: { actor: AnyActorRef | null; page: string | null; signedIn: boolean } = {
  actor: null,
  page: null,
  signedIn: true,
};
const router: { navigate: NavigateFunction | null } = { navigate: null };
function Navigator() {
  router.navigate = useNavigate();
  return null;
}

describe('timeout modal: walked along the session chart', () => {
  beforeAll(async () => {
    signIns.in = await settledSignIn(sessions.authenticated);
    signIns.out = await settledSignIn(sessions.anonymous);
  });
  uiWalkTest('rxSession: every state and transition through the timeout modal and the page', {
    machine: rxSessionMachine,
    model: rxSessionModel,
    render: (actor) => {
      if (visit.actor !== actor) Object.assign(visit, { actor, page: null, signedIn: true });
      return (
        <WithRx services={testRxServices({ session: actor as RxServices['session'] })}>
          <p>Page</p>
          <ActivityReporter />
          <TimeoutModal />
          {visit.page !== null && (
            <MemoryRouter initialEntries={[visit.page]}>
              <SessionPageRelay
                session={actor as RxServices['session']}
                signIn={(visit.signedIn ? signIns.in : signIns.out)!}
              />
              <Navigator />
            </MemoryRouter>
          )}
        </WithRx>
      );
    },
    executors: {
      // The layout's relay (SessionPageRelay) tells the chart where the shopper is: a move to another page goes
      // through the router; the same page again, or after signing in or out, opens the layout anew.
      'session.pageChanged': outside('the router', 'the shopper moves to a page', async (ctx, e) => {
        if (visit.page !== null && visit.page !== e.page && visit.signedIn === e.signedIn) {
          visit.page = e.page;
          await act(async () => {
            await router.navigate!(e.page);
          });
          return;
        }
        visit.page = e.page;
        visit.signedIn = e.signedIn;
        ctx.remount();
      }),
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
      'session.activityCounted': outside('the chart itself', 'raised when activity is counted', () => {
        throw new Error('raised by the chart, never sent');
      }),
      'session.touchedElsewhere': outside(
        'the chart itself',
        'raised when the server saw other activity',
        () => {
          throw new Error('raised by the chart, never sent');
        },
      ),
      'xstate.done.actor.markActive': serverAnswer('markActive'),
      'xstate.error.actor.markActive': serverAnswer('markActive'),
      'xstate.done.actor.reportActivity': serverAnswer('reportActivity'),
      'xstate.error.actor.reportActivity': serverAnswer('reportActivity'),
      'xstate.done.actor.fetchSession': serverAnswer('fetchSession'),
      'xstate.error.actor.fetchSession': serverAnswer('fetchSession'),
      'xstate.after.inactivityWarning.rxSession.watching.activity.idle': timerFires('the inactivity warning'),
      'xstate.after.sessionExpiry.rxSession.watching.activity.warning': timerFires('the session expires'),
      'xstate.after.tick.rxSession.watching.activity.warning.counting': timerFires('the countdown ticks'),
      'xstate.after.activityReport.rxSession.watching.reporting.cooling':
        timerFires('the report cool-down ends'),
      'xstate.after.sessionPoll.rxSession.watching.polling.waiting': timerFires('the session poll is due'),
    } satisfies ControlExecutors<typeof rxSessionMachine>,
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
      if (snapshot.context.error) expect(screen.getByRole('alert')).toHaveTextContent(snapshot.context.error);
      else expect(screen.queryByRole('alert')).toBeNull();
    },
  });

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

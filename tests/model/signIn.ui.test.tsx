/** The sign-in page view replayed along the sign-in chart's generated paths (machines/account/signIn). */
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { signInModel } from '../../machines/account/signIn/signIn.fixtures';
import { signInMachine } from '../../machines/account/signIn/signIn.machine';
import { selectSignInView } from '../../machines/account/signIn/signIn.selectors';
import { SIGN_IN_LABELS, SIGN_IN_RESULT_MESSAGES } from '../../domain/account/signIn';
import { SignInPage, type SignInPageProps } from '../../ui/account/SignInPage';
import { type ControlExecutors, outside, serverAnswer, type UserContext, uiWalkTest } from './ui-walk';

type Snap = SnapshotFrom<typeof signInMachine>;
type Ctx = UserContext<typeof signInMachine>;

const options: SignInPageProps['options'] = {
  termsRequired: true,
  siteUpdateNotice: false,
  firstVisitNotice: false,
  hideSocialOnSmallScreens: false,
  createAccount: { href: '/account/create', external: false },
  contact: { href: '/hc/help/contact-us', external: false },
  lapsed: false,
  trackingFrameUrl: null,
  headingLevel: 1,
};

async function fill(ctx: Ctx, label: string, value: string) {
  const input = screen.getByLabelText(label);
  if ((input as HTMLInputElement).readOnly) return;
  await ctx.user.clear(input);
  await ctx.user.click(input);
  await ctx.user.paste(value);
}

/** Ticks or unticks a checkbox through a click, as a person would. */
async function setBox(ctx: Ctx, name: RegExp | string, checked: boolean) {
  const box = screen.getByRole('checkbox', { name }) as HTMLInputElement;
  if (box.checked !== checked) await ctx.user.click(box);
}

/** 'Keep me signed in' as the event has it; in delete mode the box is not there (§2), so nothing to set. */
async function keepSignedIn(ctx: Ctx, checked: boolean) {
  if (ctx.snapshot().context.address.deleteMode) {
    expect(screen.queryByRole('checkbox', { name: SIGN_IN_LABELS.keepSignedIn })).toBeNull();
    return;
  }
  await setBox(ctx, SIGN_IN_LABELS.keepSignedIn, checked);
}
const TERMS_BOX = /I agree to the/;

function assertView(snapshot: Snap) {
  const view = selectSignInView(snapshot);
  if (snapshot.hasTag('leaving')) {
    expect(screen.getByRole('status')).toHaveTextContent(SIGN_IN_LABELS.redirecting);
    expect(screen.queryByRole('button', { name: SIGN_IN_LABELS.submit })).toBeNull();
    return;
  }
  expect(screen.getByRole('heading', { level: 1, name: SIGN_IN_LABELS.heading })).toBeInTheDocument();
  const submit = screen.getByRole('button', { name: SIGN_IN_LABELS.submit });
  if (view.submitting) expect(submit).toBeDisabled();
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent ?? '');
  if (view.error) {
    expect(alerts.some((t) => t.includes(view.error!))).toBe(true);
    // §2: on an error the page scrolls to and focuses the sign-in area (unless the shopper moved on to a link).
    if (!(document.activeElement instanceof HTMLAnchorElement))
      expect(document.activeElement).toBe(screen.getByRole('region', { name: SIGN_IN_LABELS.heading }));
  }
  const google = screen.queryByRole('button', { name: SIGN_IN_LABELS.google });
  if (snapshot.matches({ page: 'socialLink' })) {
    expect(
      screen.getByText(SIGN_IN_RESULT_MESSAGES.socialLinkNeeded('FreshWay Market', 'Google')),
    ).toBeVisible();
    const email = screen.getByLabelText(SIGN_IN_LABELS.email) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(email.value).toBe('googlelink@example.com');
    expect(google).toBeNull();
  } else if (snapshot.context.socialAvailable) {
    expect(google).not.toBeNull();
    expect(google).toHaveAttribute('aria-disabled', String(!view.googleReady || view.submitting));
  }
  if (snapshot.matches({ page: 'socialCreate' })) {
    expect(
      alerts.some((t) => t.includes(SIGN_IN_RESULT_MESSAGES.socialCreateNeeded('FreshWay Market', 'Google'))),
    ).toBe(true);
    expect(screen.getByRole('link', { name: SIGN_IN_RESULT_MESSAGES.socialCreateLink })).toHaveAttribute(
      'href',
      '/account/create?redirectUrl=%2Fhealth',
    );
  }
}

describe('sign-in page view: walked along the sign-in chart', () => {
  uiWalkTest('signIn: every state and transition through the sign-in page', {
    machine: signInMachine,
    model: signInModel,
    render: (actor) => (
      <SignInPage
        actor={actor as ActorRefFrom<typeof signInMachine>}
        bannerTitle="FreshWay Market"
        options={options}
        onNavigate={() => {}}
      />
    ),
    executors: {
      // Where the page is: the route composition reads the address (the app creates the chart with it).
      'signIn.open': outside('the router', 'the address of the page'),
      // The session chart's answer (relayed by the chart's watchSession child).
      'signIn.sessionKnown': outside('another chart', 'the session chart answered'),
      'signIn.submit': async (ctx, event) => {
        await fill(ctx, SIGN_IN_LABELS.email, event.email);
        await fill(ctx, SIGN_IN_LABELS.password, event.password);
        await keepSignedIn(ctx, event.rememberMe);
        await setBox(ctx, TERMS_BOX, true);
        await ctx.user.click(screen.getByRole('button', { name: SIGN_IN_LABELS.submit }));
      },
      'signIn.googleStart': async (ctx, event) => {
        await keepSignedIn(ctx, event.rememberMe);
        await setBox(ctx, TERMS_BOX, true);
        await ctx.user.click(screen.getByRole('button', { name: SIGN_IN_LABELS.google }));
      },
      'signIn.createWithGoogle': (ctx) =>
        ctx.user.click(screen.getByRole('link', { name: SIGN_IN_RESULT_MESSAGES.socialCreateLink })),
      // The Google provider script's callbacks.
      'signIn.googleCredential': outside('provider script', 'Google returned a credential'),
      'signIn.googleFailed': outside('provider script', 'Google sign-in was not completed'),
      'signIn.googleReady': outside('provider script', 'the Google script loaded'),
      'signIn.googleUnavailable': outside('provider script', 'the Google script failed to load'),
      'signIn.forgotPassword': (ctx) =>
        ctx.user.click(screen.getByRole('link', { name: SIGN_IN_LABELS.forgotPassword })),
      'xstate.done.actor.signIn': serverAnswer('signIn'),
      'xstate.error.actor.signIn': serverAnswer('signIn'),
      'xstate.error.actor.googleProvider': serverAnswer('googleProvider'),
    } satisfies ControlExecutors<typeof signInMachine>,
    assertState: (_ctx, s) => assertView(s as Snap),
  });
});

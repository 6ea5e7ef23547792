/** The sign-in page view replayed along the sign-in chart's generated paths (machines/account/signIn). */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor, type SnapshotFrom } from 'xstate';
import { signInModel } from '../../machines/account/signIn/signIn.fixtures';
import { signInMachine } from '../../machines/account/signIn/signIn.machine';
import { selectSignInView } from '../../machines/account/signIn/signIn.selectors';
import { SIGN_IN_LABELS, SIGN_IN_RESULT_MESSAGES } from '../../src/domain/account/signIn';
import { SignInPage, type SignInPageProps } from '../../ui/account/SignInPage';
import { coverage, generatePaths, newReached } from './graph';
import { type Executors, type WalkContext, walkPath } from './ui-walk';

type Snap = SnapshotFrom<typeof signInMachine>;
type Ctx = WalkContext<typeof signInMachine>;

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

const send = (ctx: Ctx, event: { type: string }) => ctx.send(event);

/** Ticks or unticks a checkbox through a click, as a person would. */
async function setBox(ctx: Ctx, name: RegExp | string, checked: boolean) {
  const box = screen.queryByRole('checkbox', { name }) as HTMLInputElement | null;
  if (box && box.checked !== checked) await ctx.user.click(box);
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

describe('sign-in page view: generated paths replayed in the UI', () => {
  const paths = generatePaths({
    machine: signInMachine,
    input: signInModel.input,
    events: signInModel.events as never,
    serializeState: signInModel.serializeState as never,
  });
  const reached = newReached();
  // The app's way in: the chart is created with the page it is on and opens at once (no events).
  const starts = signInModel.startInputs.map((input) => ({
    input,
    path: {
      kind: 'shortest' as const,
      description: 'opens on the page of its input',
      steps: [],
      state: createActor(signInMachine, { input }).getSnapshot(),
    },
  }));
  for (const { path, input } of [...paths.map((path) => ({ path, input: signInModel.input })), ...starts]) {
    it(`${path.kind}: ${path.description}`, () =>
      walkPath(
        {
          machine: signInMachine,
          input,
          reached,
          render: (actor) => (
            <SignInPage
              actor={actor as ActorRefFrom<typeof signInMachine>}
              bannerTitle="FreshWay Market"
              options={options}
              onNavigate={() => {}}
            />
          ),
          executors: {
            // From the route composition (where the page is) and the session chart (its answer).
            'signIn.open': send,
            'signIn.sessionKnown': send,
            'signIn.submit': async (ctx, event) => {
              await fill(ctx, SIGN_IN_LABELS.email, event.email);
              await fill(ctx, SIGN_IN_LABELS.password, event.password);
              await setBox(ctx, SIGN_IN_LABELS.keepSignedIn, event.rememberMe);
              await setBox(ctx, TERMS_BOX, true);
              await ctx.user.click(screen.getByRole('button', { name: SIGN_IN_LABELS.submit }));
            },
            'signIn.googleStart': async (ctx, event) => {
              // The provider script reports ready first; the button is dimmed until then.
              await ctx.send({ type: 'signIn.googleReady' });
              await setBox(ctx, SIGN_IN_LABELS.keepSignedIn, event.rememberMe);
              await setBox(ctx, TERMS_BOX, true);
              await ctx.user.click(screen.getByRole('button', { name: SIGN_IN_LABELS.google }));
            },
            'signIn.createWithGoogle': (ctx) =>
              ctx.user.click(screen.getByRole('link', { name: SIGN_IN_RESULT_MESSAGES.socialCreateLink })),
            // From the Google provider actor (the script's callbacks).
            'signIn.googleCredential': send,
            'signIn.googleFailed': send,
            'signIn.googleReady': send,
            'signIn.googleUnavailable': send,
            'signIn.forgotPassword': (ctx) =>
              ctx.user.click(screen.getByRole('link', { name: SIGN_IN_LABELS.forgotPassword })),
            'xstate.done.actor.signIn': (ctx, event) => ctx.resolve('signIn', event.output),
            'xstate.error.actor.signIn': (ctx, event) => ctx.reject('signIn', event.error),
            'xstate.error.actor.googleProvider': (ctx, event) => ctx.reject('googleProvider', event.error),
          } satisfies Executors<typeof signInMachine>,
          assertState: (_ctx, s) => assertView(s as Snap),
        },
        path,
      ));
  }
  it('the UI walks reach every state and transition', () => {
    const report = coverage(signInMachine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

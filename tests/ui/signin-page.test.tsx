/** The sign-in page's banner specifics and page behaviour (account-signin.md §2): terms checkbox disabling
 *  submit, site-update and first-visit notices, the lapsed notice, external contact and create links in new
 *  tabs, the tracking frame, delete mode, the Google button dimmed until the provider is ready. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { signInErrors, signInInput, signInPages } from '../../machines/account/signIn/signIn.fixtures';
import { signInMachine } from '../../machines/account/signIn/signIn.machine';
import { SESSION_MESSAGES } from '../../domain/account/session';
import { SIGN_IN_LABELS } from '../../domain/account/signIn';
import { SignInPage, type SignInPageProps } from '../../ui/account/SignInPage';

const base: SignInPageProps['options'] = {
  termsRequired: false,
  siteUpdateNotice: false,
  firstVisitNotice: false,
  hideSocialOnSmallScreens: false,
  createAccount: { href: '/account/create', external: false },
  contact: { href: '/hc/help/contact-us', external: false },
  lapsed: false,
  trackingFrameUrl: 'about:blank',
  headingLevel: 1,
};

function renderPage(options: Partial<SignInPageProps['options']> = {}, page = signInPages.plain) {
  const actor = createActor(
    // The provider script's part is played by the test (googleReady / googleUnavailable).
    signInMachine.provide({ actors: { googleProvider: fromCallback(() => {}) } }),
    { input: signInInput },
  ).start();
  actor.send({ type: 'signIn.open', page });
  render(
    <SignInPage
      actor={actor}
      bannerTitle="Meadowlark Foods"
      options={{ ...base, ...options }}
      onNavigate={() => {}}
    />,
  );
  return actor;
}

describe('sign-in page', () => {
  it('the form of §2: heading, description, OR, links, keep me signed in checked, footer', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to your existing Meadowlark Foods account')).toBeInTheDocument();
    expect(screen.getByText('OR')).toBeInTheDocument();
    expect(screen.getByText('New to Meadowlark Foods?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/account/forgot-password?redirectUrl=%2Fhealth',
    );
    expect(screen.getByLabelText('Keep me signed in')).toBeChecked();
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute(
      'href',
      '/account/create',
    );
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/hc/help/faqs');
    expect(screen.getByRole('link', { name: 'contact our call center' })).toHaveAttribute(
      'href',
      '/hc/help/contact-us',
    );
    expect(document.querySelector('iframe[title="Sign-in tracking"]')).not.toBeNull();
    // Dimmed until the provider script reports ready.
    const google = screen.getByRole('button', { name: SIGN_IN_LABELS.google });
    expect(google).toHaveAttribute('aria-disabled', 'true');
  });

  it('terms banner: submit disabled until the terms are ticked; site-update notice with the reset link', () => {
    renderPage({ termsRequired: true, siteUpdateNotice: true });
    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    expect(submit).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(SIGN_IN_LABELS.siteUpdate.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SIGN_IN_LABELS.siteUpdate.link })).toBeInTheDocument();
  });

  // Issue 13 point 4: Enter with the terms unticked did nothing and said nothing.
  it('terms banner: Enter with the terms unticked explains that they must be accepted', async () => {
    const user = userEvent.setup();
    const actor = renderPage({ termsRequired: true });
    const submitted = vi.fn();
    actor.subscribe((s) => s.hasTag('busy') && submitted());
    await user.type(screen.getByLabelText(SIGN_IN_LABELS.email), 'meadow@example.com');
    await user.type(
      screen.getByLabelText(SIGN_IN_LABELS.password, { selector: 'input' }),
      'Meadow123{Enter}',
    );
    const terms = screen.getByRole('checkbox', { name: /I agree to the/ });
    expect(terms).toHaveAccessibleDescription(
      'Please accept the Terms and Conditions and Privacy Policy to sign in.',
    );
    expect(terms).toHaveFocus();
    expect(submitted).not.toHaveBeenCalled();
    await user.click(terms);
    await user.click(screen.getByRole('button', { name: SIGN_IN_LABELS.submit }));
    expect(submitted).toHaveBeenCalled();
  });

  // Issue 13 point 4: Google skipped the terms on the banner that requires them.
  it('terms banner: Google with the terms unticked explains, and starts only once they are ticked', async () => {
    const user = userEvent.setup();
    const actor = renderPage({ termsRequired: true });
    const sent: unknown[] = [];
    const send = actor.send.bind(actor);
    actor.send = (event) => {
      sent.push(event);
      send(event);
    };
    act(() => actor.send({ type: 'signIn.googleReady' }));
    await user.click(screen.getByRole('button', { name: SIGN_IN_LABELS.google }));
    const terms = screen.getByRole('checkbox', { name: /I agree to the/ });
    expect(terms).toHaveAccessibleDescription(
      'Please accept the Terms and Conditions and Privacy Policy to sign in.',
    );
    expect(terms).toHaveFocus();
    expect(sent).not.toContainEqual(expect.objectContaining({ type: 'signIn.googleStart' }));
    await user.click(terms);
    expect(terms).not.toHaveAccessibleDescription(/Terms and Conditions/);
    await user.click(screen.getByRole('button', { name: SIGN_IN_LABELS.google }));
    expect(sent).toContainEqual({ type: 'signIn.googleStart', rememberMe: true });
  });

  // Issue 13 point 3: Google always asked for a remembered session.
  it('Google carries "Keep me signed in" as the shopper left it', async () => {
    const user = userEvent.setup();
    const actor = renderPage();
    const sent: { type: string }[] = [];
    const send = actor.send.bind(actor);
    actor.send = (event) => {
      sent.push(event);
      send(event);
    };
    act(() => actor.send({ type: 'signIn.googleReady' }));
    await user.click(screen.getByLabelText(SIGN_IN_LABELS.keepSignedIn));
    await user.click(screen.getByRole('button', { name: SIGN_IN_LABELS.google }));
    expect(sent).toContainEqual({ type: 'signIn.googleStart', rememberMe: false });
  });

  // Issue 13 point 8: the button stayed dimmed with a wait cursor forever.
  it('says Google sign-in is unavailable when its script failed to load', () => {
    const actor = renderPage();
    act(() => actor.send({ type: 'signIn.googleUnavailable' }));
    const google = screen.getByRole('button', { name: SIGN_IN_LABELS.google });
    expect(google).toHaveAccessibleDescription(
      'Google sign-in is unavailable right now. Please sign in with your email and password.',
    );
    expect(google).not.toHaveAttribute('data-loading');
  });

  // Issue 13 point 9: an old "incorrect password" alert stayed beside new field errors.
  it("a submit with field errors removes the earlier answer's alert", async () => {
    const user = userEvent.setup();
    const actor = createActor(
      signInMachine.provide({
        actors: {
          googleProvider: signInMachine.implementations.actors.signIn as never,
          signIn: fromPromise(() => Promise.reject({ ...signInErrors.rejected })),
        },
      }),
      { input: { ...signInInput, page: signInPages.plain } },
    ).start();
    render(<SignInPage actor={actor} bannerTitle="FreshWay Market" options={base} onNavigate={() => {}} />);
    await user.type(screen.getByLabelText(SIGN_IN_LABELS.email), 'shopper@example.com');
    await user.type(
      screen.getByLabelText(SIGN_IN_LABELS.password, { selector: 'input' }),
      'Wrong1234{Enter}',
    );
    expect(await screen.findByText(SESSION_MESSAGES.signInRejected)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(SIGN_IN_LABELS.password, { selector: 'input' }));
    await user.click(screen.getByRole('button', { name: SIGN_IN_LABELS.submit }));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByText(SESSION_MESSAGES.signInRejected)).toBeNull();
  });

  it('first-visit banner, lapsed notice, external contact and external create account open new tabs', () => {
    renderPage({
      firstVisitNotice: true,
      hideSocialOnSmallScreens: true,
      lapsed: true,
      contact: { href: 'https://help.tallgrassmarket.example/contact', external: true },
      createAccount: { href: 'https://accounts.freshway.example/create', external: true },
    });
    expect(screen.getByText(SIGN_IN_LABELS.firstVisit.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/account/create');
    expect(
      screen.getByText('For your security, we need you to sign back in to your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /contact our call center/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Create an Account/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: SIGN_IN_LABELS.google }).parentElement).toHaveClass(
      'sign-in__social--hide-small',
    );
  });

  it('delete mode: no Google, no create-account entry, no keep me signed in; Rx page: no tracking frame', () => {
    const deletePage = { ...signInPages.rx, socialAvailable: false };
    deletePage.address = { ...deletePage.address, deleteMode: true };
    renderPage({ trackingFrameUrl: null }, deletePage);
    expect(screen.queryByRole('button', { name: SIGN_IN_LABELS.google })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create an Account' })).toBeNull();
    expect(screen.queryByLabelText('Keep me signed in')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('the Google button is usable once the provider is ready', () => {
    const actor = renderPage();
    act(() => {
      actor.send({ type: 'signIn.googleReady' });
    });
    expect(screen.getByRole('button', { name: SIGN_IN_LABELS.google })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });
});

describe('sign-in page rendered on the server, then hydrated', () => {
  it('keeps what the shopper typed before the code ran, and submits it', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const sent: unknown[] = [];
    const actor = createActor(
      signInMachine.provide({
        actors: { googleProvider: signInMachine.implementations.actors.signIn as never },
      }),
      { input: { ...signInInput, page: { ...signInPages.plain, socialAvailable: false } } },
    );
    const page = (
      <SignInPage actor={actor} bannerTitle="FreshWay Market" options={base} onNavigate={() => {}} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // Before hydration: the submit is disabled (§2 "until mounted"); the shopper types and unticks.
    const submitBefore = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submitBefore.disabled).toBe(true);
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'early@example.com';
    container.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'Typed12345';
    container.querySelector<HTMLInputElement>('input[name="rememberMe"]')!.checked = false;

    actor.start();
    actor.subscribe({ next: () => {} });
    const originalSend = actor.send.bind(actor);
    actor.send = (event) => {
      sent.push(event);
      originalSend(event);
    };
    const root = await act(async () => hydrateRoot(container, page));
    const submit = screen.getByRole('button', { name: SIGN_IN_LABELS.submit });
    // Hydrated in place: the same nodes, the typed values still there.
    expect(submit).toBe(submitBefore);
    expect(submit).not.toBeDisabled();
    expect(screen.getByLabelText(SIGN_IN_LABELS.email)).toHaveValue('early@example.com');
    await act(async () => fireEvent.click(submit));
    expect(sent).toContainEqual({
      type: 'signIn.submit',
      email: 'early@example.com',
      password: 'Typed12345',
      rememberMe: false,
    });
    act(() => root.unmount());
    container.remove();
  });
});

/** The sign-in page's banner specifics and page behaviour (account-signin.md §2): terms checkbox disabling
 *  submit, site-update and first-visit notices, the lapsed notice, external contact and create links in new
 *  tabs, the tracking frame, delete mode, the Google button dimmed until the provider is ready. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { signInInput, signInPages } from '../../machines/account/signIn/signIn.fixtures';
import { signInMachine } from '../../machines/account/signIn/signIn.machine';
import { SIGN_IN_LABELS } from '../../src/domain/account/signIn';
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
    signInMachine.provide({
      actors: { googleProvider: signInMachine.implementations.actors.signIn as never },
    }),
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
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    expect(submit).toBeEnabled();
    expect(screen.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(SIGN_IN_LABELS.siteUpdate.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SIGN_IN_LABELS.siteUpdate.link })).toBeInTheDocument();
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

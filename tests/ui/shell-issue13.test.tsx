/**
 * The shell, issue 13 (literals from the issue):
 * point 11: each page has its own title "<page> | <banner>", said again on navigation;
 * point 12: / is a home page leading to the account, health and pharmacy, the wallet, signed in or out;
 * point 13: the navigation follows the banner's features (no Health without a pharmacy).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { AppShell } from '../../ui/app/AppShell';
import { NotFound } from '../../ui/app/NotFound';
import { PageTitleProvider, Titled } from '../../ui/app/pageTitle';
import { ServicesProvider } from '../../ui/app/services';
import { HomePage } from '../../ui/home/HomePage';
import { testServices, withServices } from './support';

const NO_PHARMACY = { pharmacy: false, autoRefill: false, tracker: false };

describe('page titles (point 11)', () => {
  it('sets "<page> | <banner>" and announces the new title after a navigation', async () => {
    const services = testServices();
    render(
      <ServicesProvider value={services}>
        <MemoryRouter initialEntries={['/signin']}>
          <PageTitleProvider banner="FreshWay Market">
            <AppShell>
              <Routes>
                <Route
                  path="/signin"
                  element={
                    <Titled title="Sign In">
                      <Link to="/nowhere">elsewhere</Link>
                    </Titled>
                  }
                />
                <Route path="*" element={<NotFound />} />
              </Routes>
            </AppShell>
          </PageTitleProvider>
        </MemoryRouter>
      </ServicesProvider>,
    );
    expect(document.title).toBe('Sign In | FreshWay Market');
    const announcer = document.querySelector('[data-page-title-announcer]')!;
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    // The first page's title is read with the page, not announced on top of it.
    expect(announcer).toHaveTextContent('');
    await userEvent.setup().click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(document.title).toBe('Page not found | FreshWay Market');
    expect(announcer).toHaveTextContent('Page not found | FreshWay Market');
  });
});

describe('home page (point 12)', () => {
  const props = {
    createAccount: { href: '/account/create', external: false },
    wallet: {
      href: '/account/wallet',
      signInHref: '/signin?redirectUrl=%2Faccount%2Fwallet&calledFrom=wallet',
    },
    newTabLabel: '(opens in a new tab)',
  };

  it('signed out: sign in, create an account, health and pharmacy, the wallet, help', async () => {
    const services = testServices();
    await waitFor(services.session, (s) => s.matches('anonymous'));
    render(
      withServices(services, <HomePage {...props} banner={services.banner} session={services.session} />),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to FreshWay Market' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute(
      'href',
      '/account/create',
    );
    expect(screen.getByRole('link', { name: 'Go to Health & Pharmacy' })).toHaveAttribute('href', '/health');
    // Signed out, the wallet asks to sign in first (My Wallet is the signed-in shopper's).
    expect(screen.getByRole('link', { name: 'My Wallet' })).toHaveAttribute(
      'href',
      '/signin?redirectUrl=%2Faccount%2Fwallet&calledFrom=wallet',
    );
    expect(screen.getByRole('link', { name: 'Frequently Asked Questions' })).toHaveAttribute(
      'href',
      '/hc/help/faqs',
    );
  });

  it('signed in: the account leads to Personal Information', async () => {
    const services = testServices({
      session: {
        authLevel: 'authenticated',
        knownMachine: true,
        rememberedSessionLapsed: false,
        userInfo: { userId: 'c-1', emailVerified: true, banner: 'freshway', authorities: [] },
      },
    });
    await waitFor(services.session, (s) => s.hasTag('signedIn'));
    render(
      withServices(services, <HomePage {...props} banner={services.banner} session={services.session} />),
    );
    expect(screen.getByRole('link', { name: 'Personal Information' })).toHaveAttribute(
      'href',
      '/account/profile',
    );
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My Wallet' })).toHaveAttribute('href', '/account/wallet');
  });

  it('a banner without a pharmacy offers no health and pharmacy', async () => {
    const services = testServices({ banner: { title: 'FreshWay Fuel', features: NO_PHARMACY } });
    render(
      withServices(services, <HomePage {...props} banner={services.banner} session={services.session} />),
    );
    expect(screen.queryByRole('link', { name: 'Go to Health & Pharmacy' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to FreshWay Fuel' })).toBeInTheDocument();
  });
});

describe('navigation by features (point 13)', () => {
  it('the header offers Health only where the banner has a pharmacy; the logo leads home', async () => {
    const services = testServices();
    await waitFor(services.session, (s) => s.matches('anonymous'));
    const { unmount } = render(withServices(services, <AppShell>content</AppShell>));
    expect(screen.getByRole('link', { name: 'Health' })).toHaveAttribute('href', '/health');
    expect(screen.getByRole('link', { name: 'FreshWay Market home' })).toHaveAttribute('href', '/');
    unmount();
    render(
      withServices(
        testServices({ banner: { title: 'FreshWay Fuel', logoLinked: false, features: NO_PHARMACY } }),
        <AppShell>content</AppShell>,
      ),
    );
    expect(screen.queryByRole('link', { name: 'Health' })).toBeNull();
    // Without a linked logo the footer still leads home, and to the help and legal pages.
    const footer = screen.getByRole('navigation', { name: 'Help and legal' });
    expect(footer.querySelector('a[href="/"]')).not.toBeNull();
    expect(footer.querySelector('a[href="/termsandconditions"]')).not.toBeNull();
  });
});

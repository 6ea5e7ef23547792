import { render, screen } from '@testing-library/react';
import { waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { SHELL_LABELS, safeRedirectPath } from '../../domain/shell';
import { AppShell } from '../../ui/app/AppShell';
import { NOT_FOUND_MESSAGES, NotFound } from '../../ui/app/NotFound';
import { ERROR_BOUNDARY_MESSAGES, ErrorBoundary } from '../../ui/kit/ErrorBoundary';
import { testServices, withServices } from './support';

function Boom(): never {
  throw new Error('render failed');
}

describe('shell pieces', () => {
  it('links the logo home, except for banners whose logo is not linked', async () => {
    const services = testServices();
    await waitFor(services.session, (s) => s.matches('anonymous'));
    const { unmount } = render(withServices(services, <AppShell>content</AppShell>));
    expect(screen.getByRole('link', { name: SHELL_LABELS.signIn })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /FreshWay Market home/ })).toHaveAttribute('href', '/');
    unmount();
    render(
      withServices(
        testServices({ banner: { title: 'SwiftPump Fuel', logoLinked: false } }),
        <AppShell>content</AppShell>,
      ),
    );
    expect(screen.getByRole('img', { name: 'SwiftPump Fuel' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /SwiftPump Fuel home/ })).toBeNull();
    expect(screen.getByRole('link', { name: SHELL_LABELS.skipToContent })).toHaveAttribute('href', '#main');
  });

  it("the header's Sign In returns the shopper to the page they were on, its query kept", async () => {
    const services = testServices();
    await waitFor(services.session, (s) => s.matches('anonymous'));
    const { unmount } = render(withServices(services, <AppShell>content</AppShell>, '/health'));
    expect(screen.getByRole('link', { name: SHELL_LABELS.signIn })).toHaveAttribute(
      'href',
      '/signin?redirectUrl=%2Fhealth',
    );
    unmount();
    render(
      withServices(services, <AppShell>content</AppShell>, '/rx/auto-refills?patient=100234567&renew=true'),
    );
    expect(screen.getByRole('link', { name: SHELL_LABELS.signIn })).toHaveAttribute(
      'href',
      '/signin?redirectUrl=%2Frx%2Fauto-refills%3Fpatient%3D100234567%26renew%3Dtrue',
    );
  });

  it('on the sign-in page the header keeps its redirect instead of wrapping it in another sign-in address', async () => {
    const services = testServices();
    await waitFor(services.session, (s) => s.matches('anonymous'));
    render(withServices(services, <AppShell>content</AppShell>, '/signin?redirectUrl=%2Fhealth'));
    expect(screen.getByRole('link', { name: SHELL_LABELS.signIn })).toHaveAttribute(
      'href',
      '/signin?redirectUrl=%2Fhealth',
    );
  });

  it('shows a message instead of a blank page when a view throws', () => {
    const onError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary onError={onError}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: ERROR_BOUNDARY_MESSAGES.title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_BOUNDARY_MESSAGES.body);
    expect(onError).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });

  it('renders a focused not-found page with a way home', () => {
    render(withServices(testServices(), <NotFound />));
    expect(screen.getByRole('heading', { name: NOT_FOUND_MESSAGES.title })).toHaveFocus();
    expect(screen.getByRole('link', { name: NOT_FOUND_MESSAGES.home })).toHaveAttribute('href', '/');
  });

  it('follows only same-site paths after sign-in', () => {
    expect(safeRedirectPath('/rx/refills?x=1')).toBe('/rx/refills?x=1');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil')).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HEALTH_MENU_LABEL, NAV_MESSAGES, PROFILE_SETTINGS_TITLE } from '../../domain/health/navigation';
import { HealthNav } from '../../ui/health/HealthNav';
import { signedInItems, signedOutItems } from '../fixtures/nav';
import { testServices, withServices } from './support';

const navDocuments = { signedIn: signedInItems, signedOut: signedOutItems };
const signedInKnown = {
  authLevel: 'authenticated',
  knownMachine: true,
  rememberedSessionLapsed: false,
  userInfo: null,
} as const;

describe('HealthNav view', () => {
  it('shows the signed-out document to an anonymous shopper', async () => {
    render(withServices(testServices({ navDocuments }), <HealthNav />, '/health'));
    const nav = await screen.findByRole('navigation', { name: 'Health' });
    expect(await within(nav).findByRole('button', { name: /Pharmacy/ })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'My Prescriptions' })).toBeNull();
  });

  it('shows the signed-in document only when authenticated on a known machine', async () => {
    render(
      withServices(
        testServices({ navDocuments, session: { ...signedInKnown, knownMachine: false } }),
        <HealthNav />,
        '/rx/dashboard',
      ),
    );
    // Not a known machine: the signed-out document, where /rx/dashboard is not listed.
    expect(
      await screen.findByRole('button', { name: new RegExp(PROFILE_SETTINGS_TITLE) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Prescriptions' })).toBeNull();
  });

  it('highlights the active item and opens on its level, with a back button', async () => {
    const user = userEvent.setup();
    render(
      withServices(testServices({ navDocuments, session: signedInKnown }), <HealthNav />, '/rx/refills'),
    );
    const active = await screen.findByRole('link', { name: 'Refills' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active).toHaveClass('is-active');
    expect(screen.getByRole('link', { name: 'My Prescriptions' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { name: 'Pharmacy' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: NAV_MESSAGES.back }));
    const parent = screen.getByRole('button', { name: /Pharmacy/ });
    expect(parent).toHaveClass('is-active-trail');
    expect(parent).toHaveFocus();
  });

  it('drills into a parent and moves focus to the back button', async () => {
    const user = userEvent.setup();
    render(withServices(testServices({ navDocuments, session: signedInKnown }), <HealthNav />, '/health'));
    await user.click(await screen.findByRole('button', { name: /Profile & Settings/ }));
    expect(screen.getByRole('heading', { name: PROFILE_SETTINGS_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Personal Information' })).toHaveAttribute(
      'href',
      '/account/profile',
    );
    expect(screen.getByRole('button', { name: NAV_MESSAGES.back })).toHaveFocus();
  });

  it("shows 'Profile & Settings' alone when the current path is not among the items", async () => {
    render(
      withServices(
        testServices({ navDocuments, session: signedInKnown }),
        <HealthNav />,
        '/account/security',
      ),
    );
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: /Profile & Settings/ })).toBeInTheDocument();
  });

  it('collapses and expands the Health Menu with aria-expanded', async () => {
    const user = userEvent.setup();
    render(withServices(testServices({ navDocuments }), <HealthNav />, '/health'));
    const toggle = screen.getByRole('button', { name: HEALTH_MENU_LABEL });
    await screen.findByRole('list');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'health-nav-panel');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Health' })).toHaveAttribute('data-expanded', 'true');
  });
});

/**
 * The home page by banner: a banner without a pharmacy (a fuel banner) promises no pharmacy; in the sandbox the page
 * says on which banner each demo account signs in (an account belongs to one banner: a demo sign-in on a fuel banner
 * fails with the generic message otherwise), and that list is the sandbox's seed.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { HomeRoute } from '../../src/routes/HomeRoute';
import type { AppServices } from '../../ui/app/services';
import { testServices, withServices } from './support';

const NO_PHARMACY = { pharmacy: false, autoRefill: false, tracker: false };

function fuelHome(sandbox: boolean) {
  const base = testServices({
    banner: { slug: 'freshway-fuel', title: 'FreshWay Fuel', features: NO_PHARMACY },
  });
  const services = { ...base, account: { sandbox } } as unknown as AppServices;
  render(withServices(services, <HomeRoute services={services} />));
  return services;
}

describe('home page of a banner without a pharmacy', () => {
  it('promises no pharmacy', async () => {
    const services = fuelHome(false);
    await waitFor(services.session, (s) => s.matches('anonymous'));
    const intro = screen.getByRole('region', { name: 'Welcome to FreshWay Fuel' });
    expect(intro.textContent).not.toMatch(/pharmacy/i);
    expect(screen.queryByRole('region', { name: 'Demo accounts (sandbox)' })).toBeNull();
  });

  it('in the sandbox: says on which banner each demo account signs in, with a link to that banner', async () => {
    const services = fuelHome(true);
    await waitFor(services.session, (s) => s.matches('anonymous'));
    const demo = screen.getByRole('region', { name: 'Demo accounts (sandbox)' });
    const freshway = within(demo).getByRole('link', { name: 'Open FreshWay Market' });
    expect(freshway).toHaveAttribute('href', '/?banner=freshway');
    expect(freshway.closest('li')).toHaveTextContent('shopper@example.com');
    const meadowlark = within(demo).getByRole('link', { name: 'Open Meadowlark Foods' });
    expect(meadowlark).toHaveAttribute('href', '/?banner=meadowlark');
    expect(meadowlark.closest('li')).toHaveTextContent('meadow@example.com');
  });
});

// @vitest-environment node
/**
 * Health navigation chart, table of its choices with values from the issue (issue 13 points 2 and 13):
 * - the session's answer arriving while the first document loads switches to the document it calls for
 *   (signed in a moment ago, back on /health: the menu offered 'Sign In' before);
 * - the items kept are those the banner offers: no pharmacy entries on a banner without a pharmacy, no
 *   Auto Refill or Prescription Status on the mail-order banner.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { NavItem } from '../../api/contracts/content';
import { healthNavMachine } from '../../machines/shared/healthNav/healthNav.machine';
import { ALL_FEATURES, type BannerFeatures, isOffered } from '../../domain/features';
import { offeredItems } from '../../domain/health/navigation';
import { SIGNED_IN_NAV } from '../../server/db/fixtures/navigation';

const signedIn = SIGNED_IN_NAV.data.menu.children;
const signedOut: NavItem[] = [
  { title: 'Health Home', url: '/health' },
  { title: 'Profile & Settings', url: '/account', children: [{ title: 'Sign In', url: '/signin' }] },
];

const titles = (items: NavItem[]): unknown =>
  items.map((i) => (i.children ? { [i.title]: titles(i.children) } : i.title));

function navActor(features: BannerFeatures = ALL_FEATURES) {
  const calls: { kind: string; resolve: (items: NavItem[]) => void }[] = [];
  const machine = healthNavMachine.provide({
    actors: {
      loadNavDocument: fromPromise<NavItem[], { kind: 'signedIn' | 'signedOut' }>(
        ({ input }) => new Promise((resolve) => calls.push({ kind: input.kind, resolve })),
      ),
    },
  });
  return { actor: createActor(machine, { input: { path: '/health', features } }).start(), calls };
}

describe('health navigation chart: a session change while the first document loads (point 2)', () => {
  it('loads the signed-in document when the signed-in answer arrives during the signed-out load', async () => {
    const { actor, calls } = navActor();
    actor.send({ type: 'nav.sessionChanged', authLevel: 'anonymous', knownMachine: false });
    actor.send({ type: 'nav.sessionChanged', authLevel: 'authenticated', knownMachine: true });
    expect(calls.map((c) => c.kind)).toEqual(['signedOut', 'signedIn']);
    expect(actor.getSnapshot().context.documentKind).toBe('signedIn');
    // The first (stale) answer is dropped with its cancelled call; the second is the menu.
    calls[0]!.resolve(signedOut);
    calls[1]!.resolve(signedIn);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.items.map((i) => i.title)).toContain('Pharmacy');
    expect(JSON.stringify(actor.getSnapshot().context.items)).not.toContain('/signin');
  });

  it('keeps loading the same document when the repeated answer calls for it', () => {
    const { actor, calls } = navActor();
    actor.send({ type: 'nav.sessionChanged', authLevel: 'anonymous', knownMachine: false });
    actor.send({ type: 'nav.sessionChanged', authLevel: 'identity', knownMachine: true });
    expect(calls.map((c) => c.kind)).toEqual(['signedOut']);
  });
});

describe('navigation offered by the banner (point 13)', () => {
  const noPharmacy: BannerFeatures = { pharmacy: false, autoRefill: false, tracker: false };
  const mailOrder: BannerFeatures = { pharmacy: true, autoRefill: false, tracker: false };

  it.each([
    ['/rx/dashboard', ALL_FEATURES, true],
    ['/rx/dashboard', noPharmacy, false],
    ['/health', noPharmacy, false],
    ['/health-dashboard', noPharmacy, true],
    ['/account/profile', noPharmacy, true],
    ['/rx/auto-refills?source=quick-links', mailOrder, false],
    ['/rx/tracker', mailOrder, false],
    ['/rx/refills', mailOrder, true],
  ] as const)('%s offered with %o: %s', (url, features, offered) => {
    expect(isOffered(url, features)).toBe(offered);
  });

  it('a banner without a pharmacy keeps only Profile & Settings, without pharmacy entries', () => {
    expect(titles(offeredItems(signedIn, noPharmacy))).toEqual([
      { 'Profile & Settings': ['Personal Information'] },
    ]);
  });

  it('the mail-order banner has no Auto Refill and no Prescription Status', () => {
    const pharmacy = offeredItems(signedIn, mailOrder).find((i) => i.title === 'Pharmacy');
    expect(pharmacy?.children?.map((i) => i.title)).not.toContain('Auto Refill');
    expect(pharmacy?.children?.map((i) => i.title)).not.toContain('Prescription Status');
    expect(pharmacy?.children?.map((i) => i.title)).toContain('Refills');
  });

  it('the chart keeps the offered items of the document it loaded', async () => {
    const { actor, calls } = navActor(noPharmacy);
    actor.send({ type: 'nav.sessionChanged', authLevel: 'authenticated', knownMachine: true });
    calls[0]!.resolve(signedIn);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(titles(actor.getSnapshot().context.items)).toEqual([
      { 'Profile & Settings': ['Personal Information'] },
    ]);
  });
});

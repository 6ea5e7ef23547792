// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  findTrail,
  HEALTH_NAV_DESKTOP_MIN_WIDTH,
  initialStackFor,
  navDocumentFor,
  normalizePath,
  PROFILE_SETTINGS_TITLE,
  rootItemsFor,
} from '../../domain/health/navigation';
import { signedInItems, signedOutItems } from '../fixtures/nav';

describe('health navigation rules (account-signin.md §2, §6)', () => {
  it('uses the signed-in document only when fully authenticated and on a known machine', () => {
    expect(navDocumentFor('authenticated', true)).toBe('signedIn');
    expect(navDocumentFor('authenticated', false)).toBe('signedOut');
    expect(navDocumentFor('identity', true)).toBe('signedOut');
    expect(navDocumentFor('anonymous', true)).toBe('signedOut');
    expect(navDocumentFor('anonymous', false)).toBe('signedOut');
  });

  it('finds the trail to the active item, ignoring query, hash and trailing slash', () => {
    expect(findTrail(signedInItems, '/rx/refills?x=1#top').map((i) => i.title)).toEqual([
      'Pharmacy',
      'Refills',
    ]);
    expect(findTrail(signedInItems, '/health/').map((i) => i.title)).toEqual(['Health Home']);
    expect(findTrail(signedInItems, '/nowhere')).toEqual([]);
    expect(normalizePath('/')).toBe('/');
  });

  it('Secure Checkout shows the whole menu with Refills active (a step of a refill, not a page of its own)', () => {
    expect(rootItemsFor(signedInItems, '/rx/checkout')).toHaveLength(signedInItems.length);
    expect(findTrail(signedInItems, '/rx/checkout').map((i) => i.title)).toEqual(['Pharmacy', 'Refills']);
    expect(initialStackFor(signedInItems, '/rx/checkout').map((i) => i.title)).toEqual(['Pharmacy']);
  });

  it("shows the 'Profile & Settings' section alone when the path is not among the items", () => {
    expect(rootItemsFor(signedInItems, '/account/security').map((i) => i.title)).toEqual([
      PROFILE_SETTINGS_TITLE,
    ]);
    expect(rootItemsFor(signedInItems, '/rx/refills')).toHaveLength(signedInItems.length);
    const withoutSection = signedOutItems.filter((i) => i.title !== PROFILE_SETTINGS_TITLE);
    expect(rootItemsFor(withoutSection, '/elsewhere')).toHaveLength(withoutSection.length);
  });

  it('opens on the level of the active item', () => {
    expect(initialStackFor(signedInItems, '/account/profile').map((i) => i.title)).toEqual([
      PROFILE_SETTINGS_TITLE,
    ]);
    expect(initialStackFor(signedInItems, '/health')).toEqual([]);
  });

  it('uses one breakpoint in CSS and code', () => {
    const css = readFileSync(new URL('../../ui/health/health-nav.css', import.meta.url), 'utf8');
    const layout = readFileSync(new URL('../../ui/styles/base.css', import.meta.url), 'utf8');
    const widths = [
      ...css.matchAll(/min-width:\s*(\d+)px/g),
      ...layout.matchAll(/@media \(min-width:\s*(\d+)px\)/g),
    ].map((m) => Number(m[1]));
    expect(widths.length).toBeGreaterThan(0);
    for (const w of widths) expect(w).toBe(HEALTH_NAV_DESKTOP_MIN_WIDTH);
  });
});

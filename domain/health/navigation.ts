/** Health left navigation rules (account-signin.md §2 "Health left navigation", §6 user states). */
import type { NavItem } from '../../api/contracts/content';
import type { AuthLevel } from '../../api/contracts/identity';
import { type BannerFeatures, isOffered } from '../features';

export type NavDocumentKind = 'signedOut' | 'signedIn';

/** The title of the section shown alone when the current path is not among the items. */
export const PROFILE_SETTINGS_TITLE = 'Profile & Settings';
/** The mobile toggle's label. */
export const HEALTH_MENU_LABEL = 'Health Menu';
/** Width (CSS px) at and above which the bordered desktop navigation shows. One value for CSS and tests. */
export const HEALTH_NAV_DESKTOP_MIN_WIDTH = 768;

export const NAV_MESSAGES = {
  /** The navigation landmark's name. */
  landmark: 'Health',
  loadFailed: 'The health menu could not be loaded.',
  retry: 'Try again',
  back: 'Back',
} as const;

/** §2: the signed-in document only when fully authenticated and on a known machine. */
export function navDocumentFor(authLevel: AuthLevel, knownMachine: boolean): NavDocumentKind {
  return authLevel === 'authenticated' && knownMachine ? 'signedIn' : 'signedOut';
}

/** Path without query, hash or trailing slash; the comparison key for "current path among the items". */
export function normalizePath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Pages that are no item of the menu but a step of one (chosen, docs/choices.md): they show the menu with that item
 * active instead of 'Profile & Settings' alone. Secure Checkout is where a refill ends.
 */
export const MENU_ITEM_OF_PAGE: Readonly<Record<string, string>> = {
  '/rx/checkout': '/rx/refills',
};

/** The menu address a page stands under: its own, or the item it is a step of. */
export function menuPathOf(path: string): string {
  const normalized = normalizePath(path);
  return MENU_ITEM_OF_PAGE[normalized] ?? normalized;
}

/** The chain of items from a top-level item down to the item whose url is the path (empty when absent). */
export function findTrail(items: readonly NavItem[], path: string): NavItem[] {
  const target = menuPathOf(path);
  for (const item of items) {
    if (normalizePath(item.url) === target) return [item];
    const below = findTrail(item.children ?? [], target);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

export function isParent(item: NavItem): boolean {
  return (item.children?.length ?? 0) > 0;
}

/**
 * The root the navigation starts from for a path: the whole document when the path is among the items,
 * otherwise the 'Profile & Settings' section alone (or the whole document if it has no such section).
 */
export function rootItemsFor(items: readonly NavItem[], path: string): NavItem[] {
  if (findTrail(items, path).length > 0) return [...items];
  const section = items.find((i) => i.title === PROFILE_SETTINGS_TITLE);
  return section ? [section] : [...items];
}

/** The drill stack that shows the active item among its siblings: its parent chain, parents only. */
export function initialStackFor(items: readonly NavItem[], path: string): NavItem[] {
  const trail = findTrail(items, path);
  return trail.slice(0, -1).filter(isParent);
}

/**
 * The items of a navigation document that the banner offers (issue 13 point 13): an entry leading to a feature
 * the banner lacks goes, and so does a parent left without children. A banner without a pharmacy keeps only
 * what is not pharmacy (e.g. 'Profile & Settings').
 */
export function offeredItems(items: readonly NavItem[], features: BannerFeatures): NavItem[] {
  const kept: NavItem[] = [];
  for (const item of items) {
    if (!isParent(item)) {
      if (isOffered(item.url, features)) kept.push(item);
      continue;
    }
    const children = offeredItems(item.children ?? [], features);
    if (children.length > 0) kept.push({ ...item, children });
  }
  return kept;
}

/** Navigation documents shaped as the content service sends them (data.menu.children), event fixtures and
 *  state identity of the health navigation machine's graph. Read by the registry and the model tests. */
import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '../../../api/contracts/common';
import type { NavItem } from '../../../api/contracts/content';
import { ALL_FEATURES } from '../../../domain/features';
import { findTrail } from '../../../domain/health/navigation';
import type { healthNavMachine } from './healthNav.machine';

export const signedInItems: NavItem[] = [
  { title: 'Health Home', url: '/health', icon: 'home' },
  {
    title: 'Pharmacy',
    url: '/rx',
    icon: 'pill',
    children: [
      { title: 'My Prescriptions', url: '/rx/dashboard' },
      { title: 'Refills', url: '/rx/refills' },
      { title: 'Prescription Status', url: '/rx/tracker' },
    ],
  },
  {
    title: 'Profile & Settings',
    url: '/account',
    icon: 'user',
    children: [
      { title: 'Personal Information', url: '/account/profile' },
      { title: 'Communication Preferences', url: '/rx/comm-prefs' },
    ],
  },
];

export const signedOutItems: NavItem[] = [
  { title: 'Health Home', url: '/health', icon: 'home' },
  {
    title: 'Pharmacy',
    url: '/rx',
    icon: 'pill',
    children: [{ title: 'Refill as Guest', url: '/rx/guest-refill' }],
  },
  {
    title: 'Profile & Settings',
    url: '/account',
    icon: 'user',
    children: [{ title: 'Sign In', url: '/signin' }],
  },
];

type Snap = SnapshotFrom<typeof healthNavMachine>;
const failure: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /content',
  status: 503,
  message: 'HTTP 503',
};

export const healthNavInput = { path: '/health', features: ALL_FEATURES };

/** Event fixtures; the document the actor returns matches the document the chart asked for. */
export const healthNavEvents = (s: Snap) => [
  { type: 'nav.sessionChanged', authLevel: 'authenticated', knownMachine: true },
  { type: 'nav.sessionChanged', authLevel: 'authenticated', knownMachine: false },
  { type: 'nav.pathChanged', path: '/rx/refills' },
  { type: 'nav.pathChanged', path: '/health' },
  { type: 'nav.pathChanged', path: '/somewhere/else' },
  { type: 'nav.drill', url: '/rx' },
  { type: 'nav.drill', url: '/account' },
  { type: 'nav.back' },
  { type: 'nav.toggle' },
  { type: 'nav.retry' },
  {
    type: 'xstate.done.actor.loadNavDocument',
    output: s.context.documentKind === 'signedIn' ? signedInItems : signedOutItems,
  },
  { type: 'xstate.error.actor.loadNavDocument', error: failure },
];

/** Identity of a state for the graph: value, document, drill depth, and whether the path is among the items. */
export const serializeNavState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.documentKind,
    s.context.stack.length,
    findTrail(s.context.items, s.context.path).length > 0,
    s.context.items.length > 0,
  ]);

/** The graph model the registry hands to path generation (see machines/registry.ts). */
export const healthNavModel = {
  events: healthNavEvents,
  serializeState: serializeNavState,
  input: healthNavInput,
};

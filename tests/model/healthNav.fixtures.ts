/** Event fixtures and state identity for the health navigation machine's graph. */
import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '../../api/contracts/common';
import type { healthNavMachine } from '../../machines/shared/healthNav/healthNav.machine';
import { findTrail } from '../../src/domain/health/navigation';
import { signedInItems, signedOutItems } from '../fixtures/nav';

type Snap = SnapshotFrom<typeof healthNavMachine>;
const failure: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /content',
  status: 503,
  message: 'HTTP 503',
};

export const healthNavInput = { path: '/health' };

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

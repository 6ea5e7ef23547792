// @vitest-environment node
/** Health left navigation (account-signin.md §2 "Health left navigation"; §6 "on a known machine (this decides
 *  which health navigation is shown)"; §7 the two navigation documents; issue 13 points 2 and 13). */
import { describe, expect } from 'vitest';
import { signedInItems, signedOutItems } from '../../machines/shared/healthNav/healthNav.fixtures';
import type { healthNavMachine } from '../../machines/shared/healthNav/healthNav.machine';
import { rootItemsFor } from '../../domain/health/navigation';
import { type OracleCase, type OracleRun, oracleTable } from './oracle';

const all = { pharmacy: true, autoRefill: true, tracker: true };
const at = (path: string) => ({ path, features: all });
const session = (authLevel: 'anonymous' | 'identity' | 'authenticated', knownMachine: boolean) =>
  ({ type: 'nav.sessionChanged', authLevel, knownMachine }) as const;
const signedIn = { type: 'xstate.done.actor.loadNavDocument', output: signedInItems } as const;
const signedOut = { type: 'xstate.done.actor.loadNavDocument', output: signedOutItems } as const;
/** What the menu lists: the children of the parent drilled into, or the root for the current path (§2). */
const shown = (run: OracleRun) => {
  const { stack, items, path } = run.snapshot().context as {
    stack: { children?: { title: string }[] }[];
    items: Parameters<typeof rootItemsFor>[0];
    path: string;
  };
  const top = stack[stack.length - 1];
  return (top ? (top.children ?? []) : rootItemsFor(items, path)).map((i) => i.title);
};

const cases: OracleCase<typeof healthNavMachine>[] = [
  {
    name: 'nothing listed before a document arrives; a new path is kept meanwhile',
    input: at('/health'),
    steps: [{ type: 'nav.pathChanged', path: '/rx/refills' }],
    context: { path: '/rx/refills', items: [], stack: [], documentKind: null },
  },
  {
    name: 'loading is busy',
    input: at('/health'),
    steps: [session('authenticated', true)],
    tags: ['busy'],
    context: { documentKind: 'signedIn' },
  },
  {
    name: '§2 mobile "Health Menu": the toggle expands and collapses it',
    input: at('/health'),
    steps: [
      session('authenticated', true),
      signedIn,
      { type: 'nav.toggle' },
      { check: (run) => expect(run.snapshot().matches({ ready: 'expanded' })).toBe(true) },
      { type: 'nav.toggle' },
    ],
    state: { ready: 'collapsed' },
    notTags: ['busy'],
  },
  {
    name: 'a failed load, then the user state calls for the other document: it is loaded',
    input: at('/health'),
    steps: [
      session('anonymous', false),
      { type: 'xstate.error.actor.loadNavDocument', error: new Error('503') },
      session('authenticated', true),
    ],
    state: 'loading',
    calls: { loadNavDocument: { kind: 'signedIn' } },
  },
  {
    name: 'a failed load and the same document again: stays failed (Retry is the way)',
    input: at('/health'),
    steps: [
      session('anonymous', false),
      { type: 'xstate.error.actor.loadNavDocument', error: new Error('503') },
      session('identity', true),
    ],
    state: 'failed',
    callCounts: { loadNavDocument: 1 },
  },
  {
    name: 'ready: the same document again changes nothing; drilling into a parent not listed does nothing',
    input: at('/health'),
    steps: [session('authenticated', true), signedIn, session('authenticated', true)],
    state: { ready: 'collapsed' },
    callCounts: { loadNavDocument: 1 },
    refuses: [{ type: 'nav.drill', url: '/nowhere' }],
  },
  {
    name: '§2 the menu waits for the user state before asking for a document',
    input: at('/health'),
    steps: [],
    state: 'waitingForSession',
    callCounts: { loadNavDocument: 0 },
  },
  {
    name: '§2 the signed-in document only when fully authenticated and on a known machine',
    input: at('/health'),
    steps: [session('authenticated', true)],
    state: 'loading',
    calls: { loadNavDocument: { kind: 'signedIn' } },
  },
  {
    name: '§2 fully authenticated on an unknown machine: the signed-out document',
    input: at('/health'),
    steps: [session('authenticated', false)],
    calls: { loadNavDocument: { kind: 'signedOut' } },
  },
  {
    name: '§6 signed in to the identity system only (known machine): the signed-out document',
    input: at('/health'),
    steps: [session('identity', true)],
    calls: { loadNavDocument: { kind: 'signedOut' } },
  },
  {
    name: 'issue 13 point 2: the user state changes while a document loads: the other document is asked for',
    input: at('/health'),
    steps: [session('anonymous', false), session('authenticated', true)],
    state: 'loading',
    calls: { loadNavDocument: { kind: 'signedIn' } },
    callCounts: { loadNavDocument: 2 },
  },
  {
    name: 'the same document again while loading: no second call',
    input: at('/health'),
    steps: [session('anonymous', false), session('identity', false)],
    callCounts: { loadNavDocument: 1 },
  },
  {
    name: '§2 on a path among the items: every item, the menu collapsed (mobile "Health Menu")',
    input: at('/health'),
    steps: [session('authenticated', true), signedIn],
    state: { ready: 'collapsed' },
    verify: (run) => expect(shown(run)).toEqual(['Health Home', 'Pharmacy', 'Profile & Settings']),
  },
  {
    name: '§2 "Profile & Settings" is shown alone when the current path is not among the items',
    input: at('/account/somewhere-else'),
    steps: [session('authenticated', true), signedIn],
    verify: (run) => expect(shown(run)).toEqual(['Profile & Settings']),
  },
  {
    name: '§2 parents drill down (their children listed), with a back step',
    input: at('/health'),
    steps: [session('authenticated', true), signedIn, { type: 'nav.drill', url: '/rx' }],
    verify: (run) => expect(shown(run)).toEqual(['My Prescriptions', 'Refills', 'Prescription Status']),
    accepts: [{ type: 'nav.back' }],
  },
  {
    name: '§2 back returns to the parent list; at the top there is no back',
    input: at('/health'),
    steps: [
      session('authenticated', true),
      signedIn,
      { type: 'nav.drill', url: '/rx' },
      { type: 'nav.back' },
    ],
    verify: (run) => expect(shown(run)).toEqual(['Health Home', 'Pharmacy', 'Profile & Settings']),
    refuses: [{ type: 'nav.back' }],
  },
  {
    name: 'a leaf cannot be drilled into',
    input: at('/health'),
    steps: [session('authenticated', true), signedIn],
    refuses: [{ type: 'nav.drill', url: '/health' }],
  },
  {
    name: '§2 a new path shows the active item among its siblings and collapses the mobile menu',
    input: at('/health'),
    steps: [
      session('authenticated', true),
      signedIn,
      { type: 'nav.toggle' },
      { type: 'nav.pathChanged', path: '/rx/refills' },
    ],
    state: { ready: 'collapsed' },
    context: { path: '/rx/refills' },
    verify: (run) => expect(shown(run)).toEqual(['My Prescriptions', 'Refills', 'Prescription Status']),
  },
  {
    name: 'issue 13 point 13: the items the banner offers (no tracker: no Prescription Status)',
    input: { path: '/health', features: { pharmacy: true, autoRefill: true, tracker: false } },
    steps: [session('authenticated', true), signedIn, { type: 'nav.drill', url: '/rx' }],
    verify: (run) => expect(shown(run)).toEqual(['My Prescriptions', 'Refills']),
  },
  {
    name: 'a signed-in user state after the signed-out document reloads the signed-in one',
    input: at('/health'),
    steps: [session('anonymous', false), signedOut, session('authenticated', true)],
    state: 'loading',
    calls: { loadNavDocument: { kind: 'signedIn' } },
  },
  {
    name: 'a failed load offers Retry, which asks for the same document',
    input: at('/health'),
    steps: [
      session('authenticated', true),
      { type: 'xstate.error.actor.loadNavDocument', error: new Error('503') },
      { type: 'nav.retry' },
    ],
    state: 'loading',
    calls: { loadNavDocument: { kind: 'signedIn' } },
    callCounts: { loadNavDocument: 2 },
  },
];

describe('healthNav chart: oracle', () => {
  oracleTable(
    () => import('../../machines/shared/healthNav/healthNav.machine').then((m) => m.healthNavMachine),
    cases,
  );
});

/** Health left navigation (account-signin.md §2 "Health left navigation", §6 user states, §7 content calls).
 *  waitingForSession → loading (the document the user state calls for) → ready | failed. A change of user state
 *  that calls for the other document while one loads starts loading that one instead (issue 13 point 2).
 *  The items kept are those the banner offers (its features, input; issue 13 point 13).
 *  ready holds the drill stack (parents drilled into, with a back step) and, for the mobile 'Health Menu',
 *  whether the menu is collapsed or expanded. A new path resets the drill stack to the active item's parents
 *  and collapses the mobile menu; a change of user state that calls for the other document reloads.
 *  Side effects: loadNavDocument (GET .../unauth-left-nav.json or .../left-nav.json). */
import { assign, setup } from 'xstate';
import type { NavItem } from '../../../api/contracts/content';
import type { AuthLevel } from '../../../api/contracts/identity';
import {
  initialStackFor,
  isParent,
  type NavDocumentKind,
  navDocumentFor,
  offeredItems,
  rootItemsFor,
} from '../../../domain/health/navigation';
import type { BannerFeatures } from '../../../domain/features';
import { notProvided } from '../actors';

export interface HealthNavContext {
  path: string;
  features: BannerFeatures;
  documentKind: NavDocumentKind | null;
  items: NavItem[];
  stack: NavItem[];
}

export type HealthNavEvent =
  | { type: 'nav.sessionChanged'; authLevel: AuthLevel; knownMachine: boolean }
  | { type: 'nav.pathChanged'; path: string }
  | { type: 'nav.drill'; url: string }
  | { type: 'nav.back' }
  | { type: 'nav.toggle' }
  | { type: 'nav.retry' };

/** The items currently listed: the top of the drill stack's children, or the root for the current path. */
export function visibleItems(context: Pick<HealthNavContext, 'items' | 'stack' | 'path'>): NavItem[] {
  const top = context.stack[context.stack.length - 1];
  return top ? (top.children ?? []) : rootItemsFor(context.items, context.path);
}

export const healthNavMachine = setup({
  types: {
    context: {} as HealthNavContext,
    events: {} as HealthNavEvent,
    input: {} as { path: string; features: BannerFeatures },
    tags: {} as 'busy',
  },
  actors: {
    loadNavDocument: notProvided<NavItem[], { kind: NavDocumentKind }>('loadNavDocument'),
  },
  actions: {
    chooseDocument: assign({
      documentKind: ({ event }) =>
        event.type === 'nav.sessionChanged' ? navDocumentFor(event.authLevel, event.knownMachine) : null,
    }),
    setPath: assign({
      path: ({ event, context }) => (event.type === 'nav.pathChanged' ? event.path : context.path),
    }),
    resetStack: assign({
      stack: ({ context }) => initialStackFor(rootItemsFor(context.items, context.path), context.path),
    }),
    pushParent: assign({
      stack: ({ context, event }) => {
        const item = visibleItems(context).find((i) => event.type === 'nav.drill' && i.url === event.url);
        return item ? [...context.stack, item] : context.stack;
      },
    }),
    popParent: assign({ stack: ({ context }) => context.stack.slice(0, -1) }),
    /** Keeps the items the banner offers (features of the input). */
    storeOfferedItems: assign({
      items: ({ context }, params: { items: NavItem[] }) => offeredItems(params.items, context.features),
    }),
  },
  guards: {
    isOtherDocument: ({ context, event }) =>
      event.type === 'nav.sessionChanged' &&
      navDocumentFor(event.authLevel, event.knownMachine) !== context.documentKind,
    canDrill: ({ context, event }) =>
      event.type === 'nav.drill' && visibleItems(context).some((i) => i.url === event.url && isParent(i)),
    canGoBack: ({ context }) => context.stack.length > 0,
  },
}).createMachine({
  id: 'healthNav',
  initial: 'waitingForSession',
  context: ({ input }) => ({
    path: input.path,
    features: input.features,
    documentKind: null,
    items: [],
    stack: [],
  }),
  on: {
    'nav.pathChanged': { actions: 'setPath' },
  },
  states: {
    waitingForSession: {
      on: { 'nav.sessionChanged': { target: 'loading', actions: 'chooseDocument' } },
    },
    loading: {
      tags: 'busy',
      on: {
        // The session's answer may arrive while the first document loads (signed in a moment ago).
        'nav.sessionChanged': {
          guard: 'isOtherDocument',
          target: 'loading',
          reenter: true,
          actions: 'chooseDocument',
        },
      },
      invoke: {
        id: 'loadNavDocument',
        src: 'loadNavDocument',
        input: ({ context }) => ({ kind: context.documentKind ?? 'signedOut' }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeOfferedItems', params: ({ event }) => ({ items: event.output }) },
            'resetStack',
          ],
        },
        onError: { target: 'failed' },
      },
    },
    ready: {
      initial: 'collapsed',
      on: {
        'nav.sessionChanged': { guard: 'isOtherDocument', target: 'loading', actions: 'chooseDocument' },
        'nav.pathChanged': { target: '.collapsed', actions: ['setPath', 'resetStack'] },
        'nav.drill': { guard: 'canDrill', actions: 'pushParent' },
        'nav.back': { guard: 'canGoBack', actions: 'popParent' },
      },
      states: {
        collapsed: { on: { 'nav.toggle': 'expanded' } },
        expanded: { on: { 'nav.toggle': 'collapsed' } },
      },
    },
    failed: {
      on: {
        'nav.retry': 'loading',
        'nav.sessionChanged': { guard: 'isOtherDocument', target: 'loading', actions: 'chooseDocument' },
      },
    },
  },
});

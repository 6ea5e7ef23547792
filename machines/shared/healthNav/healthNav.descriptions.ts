/** What each event of the health navigation chart means to a tester, and what the left navigation shows in each
 *  state (machines/descriptions.ts). */
import { NAV_MESSAGES } from '../../../domain/health/navigation';
import { describeMachine } from '../../descriptions';
import { healthNavMachine } from './healthNav.machine';

export const healthNavDescriptions = describeMachine(healthNavMachine, {
  events: {
    'nav.sessionChanged': (e) =>
      e.authLevel === 'authenticated' && e.knownMachine
        ? { action: 'Be signed in on a known machine (Keep me signed in)', name: 'signed in' }
        : {
            action: `Be ${e.authLevel === 'authenticated' ? 'signed in on a new machine' : 'signed out'}`,
            name: 'signed-out menu',
          },
    'nav.pathChanged': (e) => ({
      action: `Go to ${e.path}`,
      expect: 'The menu closes and marks the current page',
    }),
    'nav.drill': (e) => ({
      action: `Open the ${e.url} section of the menu`,
      expect: 'The section’s items and Back',
      name: 'drill in',
    }),
    'nav.back': {
      action: `Press ${NAV_MESSAGES.back}`,
      expect: 'The parent level of the menu',
      name: 'back',
    },
    'nav.toggle': { action: 'Press Health Menu (phone width)', name: 'toggle' },
    'nav.retry': { action: `Press ${NAV_MESSAGES.retry}`, name: 'retry' },
  },
  results: {
    'xstate.done.actor.loadNavDocument': { action: 'The content service answers the navigation document' },
    'xstate.error.actor.loadNavDocument': { action: 'The content service fails', name: 'load failed' },
  },
  states: {
    waitingForSession: 'No menu yet: waiting for the session',
    loading: 'A spinner where the menu goes',
    ready: 'The health menu for this session (signed-in or signed-out document)',
    'ready.collapsed': 'The health menu, closed on a phone (always open on a desktop)',
    'ready.expanded': 'The health menu, open on a phone',
    failed: `“${NAV_MESSAGES.loadFailed}” and ${NAV_MESSAGES.retry}`,
  },
  funnel: { to: 'ready' },
});

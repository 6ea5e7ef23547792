/** What each event of the session chart means to a tester, and what the app shows (machines/descriptions.ts). */
import { describeMachine } from '../../descriptions';
import { sessionMachine } from './session.machine';

export const sessionDescriptions = describeMachine(sessionMachine, {
  events: {
    'session.refresh': { action: 'The app checks the session again (after signing in, or on demand)' },
    'session.signOut': { action: 'Press Sign Out', name: 'sign out' },
    'session.signedOut': (e) => ({
      action: `A call answers 403 (${e.endpoint}): the server signed the shopper out`,
      expect: 'The sign-in page, with the page left as redirectUrl',
      name: 'signed out by the server',
    }),
  },
  results: {
    'xstate.done.actor.fetchSession': (e) => {
      const level = (e.output as { authLevel?: string } | undefined)?.authLevel ?? 'anonymous';
      return level === 'authenticated'
        ? { action: 'The session service answers: signed in', name: 'signed in' }
        : level === 'identity'
          ? {
              action: 'The session service answers: signed in to the identity system only',
              name: 'identity only',
            }
          : { action: 'The session service answers: not signed in', name: 'anonymous' };
    },
    'xstate.error.actor.fetchSession': {
      action: 'The session call fails (network)',
      name: 'session unavailable',
    },
    'xstate.done.actor.signOut': { action: 'The identity service signs out' },
    'xstate.error.actor.signOut': { action: 'The sign-out call fails', name: 'sign-out failed' },
  },
  states: {
    checking: 'Pages that need the session wait (spinner)',
    resolving: 'Pages that need the session wait (spinner)',
    anonymous: 'Signed out: Sign In links, the signed-out health menu',
    identity:
      'Signed in to the identity system only: the sign-in page sends the shopper to the identity login',
    authenticated: 'Signed in: Personal Information, the signed-in health menu on a known machine',
    signingOut: 'Signing out (spinner)',
    unavailable:
      'The session could not be read: signed-out pages, with the server error text where a page needs it',
  },
  funnel: { to: 'authenticated' },
});

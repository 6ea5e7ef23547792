/** Session and user states (account-signin.md §6 "user states"; §7 "A 403 ... triggers a signed-out handling").
 *  checking → anonymous | identity (signed in to the identity system only) | authenticated; unavailable when
 *  the session cannot be read. Signing in is the sign-in page's own chart (machines/account/signIn), which asks
 *  this one to re-read the session afterwards (session.refresh). signingOut runs the identity call.
 *  session.signedOut (a 403 from any call outside the sign-in page) clears the user and runs the signed-out
 *  handling from any state.
 *  Side effects: fetchSession, signOut actors; handleSignedOut (navigation) is provided by src/. */
import { assign, setup } from 'xstate';
import type { SessionInfo } from '../../../api/contracts/identity';
import { notProvided } from '../actors';

export interface SessionContext {
  info: SessionInfo | null;
}

export type SessionEvent =
  | { type: 'session.refresh' }
  | { type: 'session.signOut' }
  | { type: 'session.signedOut'; endpoint: string };

const ANONYMOUS: SessionInfo = {
  authLevel: 'anonymous',
  knownMachine: false,
  rememberedSessionLapsed: false,
  userInfo: null,
};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'busy' | 'signedIn',
  },
  actors: {
    fetchSession: notProvided<SessionInfo>('fetchSession'),
    signOut: notProvided<unknown>('signOut'),
  },
  actions: {
    /** Provided by src/: sends the shopper to the sign-in page with the current page as redirect. */
    handleSignedOut: (_, _params: { endpoint: string }) => {},
    clearUser: assign({ info: ANONYMOUS }),
  },
  guards: {
    isAnonymous: ({ context }) => context.info?.authLevel === 'anonymous',
    isIdentityOnly: ({ context }) => context.info?.authLevel === 'identity',
  },
}).createMachine({
  id: 'session',
  initial: 'checking',
  context: { info: null },
  on: {
    'session.refresh': { target: '.checking' },
    'session.signedOut': {
      target: '.anonymous',
      actions: [
        'clearUser',
        { type: 'handleSignedOut', params: ({ event }) => ({ endpoint: event.endpoint }) },
      ],
    },
  },
  states: {
    checking: {
      tags: 'busy',
      invoke: {
        id: 'fetchSession',
        src: 'fetchSession',
        onDone: { target: 'resolving', actions: assign({ info: ({ event }) => event.output }) },
        onError: { target: 'unavailable' },
      },
    },
    resolving: {
      always: [
        { guard: 'isAnonymous', target: 'anonymous' },
        { guard: 'isIdentityOnly', target: 'identity' },
        { target: 'authenticated' },
      ],
    },
    anonymous: {},
    identity: {
      on: { 'session.signOut': 'signingOut' },
    },
    authenticated: {
      tags: 'signedIn',
      on: { 'session.signOut': 'signingOut' },
    },
    signingOut: {
      tags: 'busy',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'checking', actions: 'clearUser' },
        onError: { target: 'checking' },
      },
    },
    unavailable: {},
  },
});

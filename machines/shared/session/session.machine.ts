/** Session and user states (account-signin.md §6 "user states"; §7 "A 403 ... triggers a signed-out handling").
 *  checking → anonymous | identity (signed in to the identity system only) | authenticated; unavailable when
 *  the session cannot be read. A sign-in sent while checking supersedes the check. signingIn / signingOut run the identity calls. session.signedOut (a 403 from any
 *  call outside the sign-in page) clears the user and runs the signed-out handling from any state.
 *  Side effects: fetchSession, signIn, signOut actors; handleSignedOut (navigation) is provided by src/. */
import { assign, setup } from 'xstate';
import type { SessionInfo, SignInRequest, SignInResponse } from '../../../api/contracts/identity';
import { asApiError } from '../../../src/domain/errors';
import { SESSION_MESSAGES, SIGN_IN_SUCCESS_STATUS } from '../../../src/domain/account/session';
import { notProvided } from '../actors';

export interface SessionContext {
  info: SessionInfo | null;
  signInError: string | null;
}

export type SessionEvent =
  | { type: 'session.refresh' }
  | { type: 'session.signIn'; credentials: SignInRequest }
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
    signIn: notProvided<SignInResponse, SignInRequest>('signIn'),
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
    isSignInAccepted: (_, params: { response: SignInResponse }) =>
      params.response.data.statusCode === SIGN_IN_SUCCESS_STATUS,
  },
}).createMachine({
  id: 'session',
  initial: 'checking',
  context: { info: null, signInError: null },
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
      // The sign-in form is usable while the session is still being read (the API chunk loads lazily):
      // an explicit sign-in supersedes the check.
      on: { 'session.signIn': 'signingIn' },
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
    anonymous: {
      on: { 'session.signIn': 'signingIn' },
    },
    identity: {
      on: { 'session.signIn': 'signingIn', 'session.signOut': 'signingOut' },
    },
    signingIn: {
      tags: 'busy',
      entry: assign({ signInError: null }),
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'session.signIn' }>).credentials,
        onDone: [
          {
            guard: { type: 'isSignInAccepted', params: ({ event }) => ({ response: event.output }) },
            target: 'checking',
          },
          { target: 'checking', actions: assign({ signInError: SESSION_MESSAGES.signInRejected }) },
        ],
        onError: {
          target: 'checking',
          actions: assign({
            signInError: ({ event }) => SESSION_MESSAGES.forStatus(asApiError(event.error).status),
          }),
        },
      },
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

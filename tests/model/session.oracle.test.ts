// @vitest-environment node
/** Session and user states (account-signin.md §6 "User states", §7 "A 403 on any call ... triggers a signed-out
 *  handling action"): the chart's choices with the spec's values as literals. */
import { describe, expect } from 'vitest';
import type { sessionMachine } from '../../machines/shared/session/session.machine';
import { type OracleCase, oracleTable } from './oracle';

const user = { userId: 'c-1', emailVerified: true, banner: 'freshway', authorities: [] };
const info = (authLevel: 'anonymous' | 'identity' | 'authenticated') => ({
  authLevel,
  knownMachine: authLevel !== 'anonymous',
  rememberedSessionLapsed: false,
  userInfo: authLevel === 'anonymous' ? null : user,
});
const answered = (level: 'anonymous' | 'identity' | 'authenticated') => ({
  type: 'xstate.done.actor.fetchSession',
  output: info(level),
});

const cases: OracleCase<typeof sessionMachine>[] = [
  {
    name: '§6 the session is read first (busy), with no user yet',
    steps: [],
    state: 'checking',
    tags: ['busy'],
    notTags: ['signedIn'],
    context: { info: null },
    callCounts: { fetchSession: 1 },
  },
  {
    name: 'signing out is busy',
    steps: [answered('authenticated'), { type: 'session.signOut' }],
    state: 'signingOut',
    tags: ['busy'],
    notTags: ['signedIn'],
  },
  {
    name: '§6 the identity level only is not "signed in" for the pages that need the full session',
    steps: [answered('identity')],
    notTags: ['signedIn', 'busy'],
  },
  { name: '§6 anonymous', steps: [answered('anonymous')], state: 'anonymous' },
  { name: '§6 signed in to the identity system only', steps: [answered('identity')], state: 'identity' },
  {
    name: '§6 fully authenticated (tag signedIn)',
    steps: [answered('authenticated')],
    state: 'authenticated',
    verify: (run) => expect(run.snapshot().hasTag('signedIn')).toBe(true),
  },
  {
    name: 'the session cannot be read: unavailable, not anonymous',
    steps: [{ type: 'xstate.error.actor.fetchSession', error: new Error('down') }],
    state: 'unavailable',
  },
  {
    name: '§7 a 403 from another call: the user is cleared and the signed-out handling runs with its endpoint',
    steps: [
      answered('authenticated'),
      { type: 'session.signedOut', endpoint: 'GET /atlas/v1/customer-profile/v1/profile' },
    ],
    state: 'anonymous',
    verify: (run) =>
      expect(run.snapshot().context.info).toEqual({
        authLevel: 'anonymous',
        knownMachine: false,
        rememberedSessionLapsed: false,
        userInfo: null,
      }),
    actions: [{ type: 'handleSignedOut', params: { endpoint: 'GET /atlas/v1/customer-profile/v1/profile' } }],
  },
  {
    name: 'sign out: only a signed-in shopper can; the identity call runs, then the session is read again',
    steps: [
      answered('identity'),
      { type: 'session.signOut' },
      { type: 'xstate.done.actor.signOut', output: {} },
    ],
    state: 'checking',
    context: { info: { authLevel: 'anonymous' } },
    callCounts: { signOut: 1, fetchSession: 2 },
  },
  {
    name: 'an anonymous shopper cannot sign out',
    steps: [answered('anonymous')],
    refuses: [{ type: 'session.signOut' }],
  },
  {
    name: 'a failed sign-out reads the session again, keeping what it knew',
    steps: [
      answered('authenticated'),
      { type: 'session.signOut' },
      { type: 'xstate.error.actor.signOut', error: new Error('x') },
    ],
    state: 'checking',
    context: { info: { authLevel: 'authenticated' } },
  },
  {
    name: 'after a sign-in the sign-in chart asks for the session again (session.refresh) from any state',
    steps: [answered('anonymous'), { type: 'session.refresh' }],
    state: 'checking',
    callCounts: { fetchSession: 2 },
  },
];

describe('session chart: oracle', () => {
  oracleTable(
    () => import('../../machines/shared/session/session.machine').then((m) => m.sessionMachine),
    cases,
  );
});

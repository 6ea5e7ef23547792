/** What each event of the profile chart means to a tester, and what the Personal Information page shows in each
 *  state (machines/descriptions.ts). */
import { PROFILE_MESSAGES } from '../../../domain/account/profile';
import { describeMachine } from '../../descriptions';
import { profileMachine } from './profile.machine';

export const profileDescriptions = describeMachine(profileMachine, {
  events: {
    'profile.load': (e) =>
      e.force
        ? { action: 'Press Retry (or open Personal Information again after a change)', name: 'reload' }
        : { action: 'Open Personal Information (/account/profile)' },
    'profile.clear': {
      action: 'Sign out (or the session ends)',
      expect: 'The profile is gone from the page',
      name: 'signed out',
    },
  },
  results: {
    'xstate.done.actor.fetchProfile': (e) => {
      const profile = e.output as { contactInfo?: { phones?: unknown[] } } | undefined;
      return (profile?.contactInfo?.phones ?? []).length > 0
        ? { action: 'The profile service answers with a full profile', name: 'loaded' }
        : { action: 'The profile service answers with a sparse profile (no phones)', name: 'sparse profile' };
    },
    'xstate.error.actor.fetchProfile': (e) => {
      const error = e.error as { kind?: string; status?: number };
      return error.kind === 'network'
        ? {
            action: 'The profile call gets no answer (network)',
            expect: `“${PROFILE_MESSAGES.networkConnection}” and Retry`,
            name: 'offline',
          }
        : {
            action: `The profile service fails (${error.status ?? error.kind})`,
            expect: `“${PROFILE_MESSAGES.customerFacing}” and Retry`,
            name: 'service error',
          };
    },
  },
  states: {
    idle: 'Nothing loaded yet',
    loading: `“${PROFILE_MESSAGES.loading}”`,
    loaded: 'Personal Information: name, emails, phones, home address, loyalty card',
    failed: 'The error message and Retry',
  },
  funnel: { to: 'loaded' },
});

/** The dynamic banner chart in words (machines/descriptions.ts). */
import { describeMachine } from '../../descriptions';
import { dynamicBannerMachine } from './dynamicBanner.machine';

export const dynamicBannerDescriptions = describeMachine(dynamicBannerMachine, {
  events: {
    'banner.load': { action: 'Enter the pharmacy (/rx) with the dynamic banner toggle on' },
  },
  results: {
    'xstate.done.actor.fetchBannerMessage': (e) =>
      (e.output as { active?: boolean } | undefined)?.active
        ? { action: 'The content service answers an active message', name: 'message' }
        : { action: 'The content service answers an inactive message', name: 'inactive' },
    'xstate.error.actor.fetchBannerMessage': {
      action: 'The message cannot be loaded (404)',
      name: 'no message',
    },
  },
  states: {
    idle: 'No banner message',
    loading: 'No banner message yet',
    shown: 'The banner message above the page (as a status region)',
    hidden: 'No banner message',
  },
  funnel: { to: 'shown' },
});

/** Dynamic banner message (pharmacy-portal.md §2.2 "a dynamic banner message taken from a text collection", §7.5
 *  "active, messageText, messageKind, messageClass"; §6 feature toggle "dynamic banner").
 *  idle → loading → shown (an active message with text) | hidden (inactive, empty, or the call failed: the page
 *  goes on without it). Loaded once per visit of the pharmacy. Side effects: the fetchBannerMessage actor. */
import { assign, setup } from 'xstate';
import type { BannerMessage } from '../../../api/contracts/content';
import { notProvided } from '../../shared/actors';

export interface DynamicBannerContext {
  message: BannerMessage | null;
}

export type DynamicBannerEvent = { type: 'banner.load' };

export const dynamicBannerMachine = setup({
  types: { context: {} as DynamicBannerContext, events: {} as DynamicBannerEvent },
  actors: {
    fetchBannerMessage: notProvided<BannerMessage>('fetchBannerMessage'),
  },
  actions: {
    keepMessage: assign((_, params: { message: BannerMessage }) => ({ message: params.message })),
  },
  guards: {
    isShowable: (_, params: { message: BannerMessage }) =>
      params.message.active && params.message.messageText.trim() !== '',
  },
}).createMachine({
  id: 'rxDynamicBanner',
  initial: 'idle',
  context: { message: null },
  states: {
    idle: {
      on: { 'banner.load': 'loading' },
    },
    loading: {
      invoke: {
        id: 'fetchBannerMessage',
        src: 'fetchBannerMessage',
        onDone: [
          {
            guard: { type: 'isShowable', params: ({ event }) => ({ message: event.output }) },
            target: 'shown',
            actions: { type: 'keepMessage', params: ({ event }) => ({ message: event.output }) },
          },
          { target: 'hidden' },
        ],
        onError: 'hidden',
      },
    },
    shown: {},
    hidden: {},
  },
});

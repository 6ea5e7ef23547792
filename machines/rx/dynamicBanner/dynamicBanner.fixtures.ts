/** Graph fixtures of the dynamic banner chart. */
import type { ApiError } from '../../../api/contracts/common';
import type { BannerMessage } from '../../../api/contracts/content';

export const activeMessage: BannerMessage = {
  active: true,
  messageText: 'Flu shots are available at every FreshWay pharmacy counter. No appointment needed.',
  messageKind: 'info',
  messageClass: 'promo',
};

const notFound: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /content/v2/objects/textcollection/1.0.0/rx-dynamic-banner.json',
  status: 404,
  message: 'Document not found.',
};

export const dynamicBannerEvents = [
  { type: 'banner.load' },
  { type: 'xstate.done.actor.fetchBannerMessage', output: activeMessage },
  { type: 'xstate.done.actor.fetchBannerMessage', output: { ...activeMessage, active: false } },
  { type: 'xstate.error.actor.fetchBannerMessage', error: notFound },
] as const;

export const dynamicBannerModel = { events: dynamicBannerEvents, simplePaths: true };

import { IDEMPOTENCY_HEADER } from './idempotency';

/** Zod-free: the widget's first load reads these names without the wallet's response schemas. */
/** §7 header names ("not shown": chosen, docs/choices.md). The application id carries the app name. */
export const WALLET_HEADERS = {
  authorization: 'Authorization',
  applicationId: 'X-Application-Id',
  channel: 'X-Channel',
  tenant: 'X-Tenant',
  idempotencyKey: IDEMPOTENCY_HEADER,
  authType: 'X-Payment-Auth-Type',
  paymentIntentId: 'X-Payment-Intent-Id',
  telemetry: 'X-Bot-Telemetry',
  showSnap: 'x-show-snap-card',
  showGift: 'x-show-gift-cards',
  giftBalance: 'x-giftcard-balance',
} as const;

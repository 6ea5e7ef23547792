/**
 * The pharmacy's API clients, one lazy chunk of their own (loaded when a pharmacy chart first calls out, after the
 * shopper entered /rx). They share the configured call wrapper (api/clients/http.ts) with the app's API chunk; the
 * sandbox's mock-scenario header (src/rx/mocks.ts) is installed on it here. An area's client module
 * (api/clients/rx-<area>.ts) joins `rxApi`.
 */
import * as content from '../../api/clients/content';
import { setHeadersFor } from '../../api/clients/http';
import * as pharmacyDirectory from '../../api/clients/pharmacy-directory';
import * as pharmacySearch from '../../api/clients/pharmacy-search';
import * as rx from '../../api/clients/rx';
import * as rxDelivery from '../../api/clients/rx-delivery';
import * as rxGuestRefill from '../../api/clients/rx-guest-refill';
import * as rxIdentity from '../../api/clients/rx-identity';
import * as rxOnlinePay from '../../api/clients/rx-online-pay';
import * as rxOrders from '../../api/clients/rx-orders';
import * as rxProfile from '../../api/clients/rx-profile';
import * as rxSecurity from '../../api/clients/rx-security';
import * as rxTracker from '../../api/clients/rx-tracker';
import * as rxAutoRefill from '../../api/clients/rx-auto-refill';
import * as rxHistory from '../../api/clients/rx-history';
import * as rxVaccineRecord from '../../api/clients/rx-vaccine-record';
import { rxMockHeaders } from './mocks';

setHeadersFor((service) => rxMockHeaders(service, window.location.search));

export const rxApi = {
  rx,
  rxSecurity,
  content,
  // Issue 10 part 2: the identity flows.
  rxIdentity,
  // Issue 12 part 1: patient profile, preferences, notifications, patient access.
  rxProfile,
  // Issue 11 part 2: the tracker, pay online (the one payment client: the checkout uses it too), order delivery,
  // guest refill and the directory's facilities.
  rxTracker,
  rxOnlinePay,
  rxDelivery,
  rxGuestRefill,
  pharmacyDirectory,
  // Issue 11 part 1: cart, orders, transfers and new prescription requests, the pharmacy search.
  rxOrders,
  pharmacySearch,
  // Issue 12 part 2: auto refill, history and receipts, the digital vaccine record.
  rxAutoRefill,
  rxHistory,
  rxVaccineRecord,
};
export type RxApi = typeof rxApi;

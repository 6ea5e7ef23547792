/**
 * The pharmacy's API clients, one lazy chunk of their own (loaded when a pharmacy chart first calls out, after the
 * shopper entered /rx). They share the configured call wrapper (api/clients/http.ts) with the app's API chunk; the
 * sandbox's mock-scenario header (src/rx/mocks.ts) is installed on it here. An area's client module
 * (api/clients/rx-<area>.ts) joins `rxApi`.
 */
import * as content from '../../api/clients/content';
import { setHeadersFor } from '../../api/clients/http';
import * as pharmacyDirectory from '../../api/clients/pharmacy-directory';
import * as rx from '../../api/clients/rx';
import * as rxProfile from '../../api/clients/rx-profile';
import * as rxDelivery from '../../api/clients/rx-delivery';
import * as rxGuestRefill from '../../api/clients/rx-guest-refill';
import * as rxOnlinePay from '../../api/clients/rx-online-pay';
import * as rxSecurity from '../../api/clients/rx-security';
import * as rxTracker from '../../api/clients/rx-tracker';
import { rxMockHeaders } from './mocks';

setHeadersFor((service) => rxMockHeaders(service, window.location.search));

export const rxApi = {
  rx,
  rxSecurity,
  content,
  // Issue 12 part 1: patient profile, preferences, notifications, patient access.
  rxProfile,
  // Issue 11 part 2: the tracker, pay online, order delivery, guest refill and the directory's facilities.
  rxTracker,
  rxOnlinePay,
  rxDelivery,
  rxGuestRefill,
  pharmacyDirectory,
};
export type RxApi = typeof rxApi;

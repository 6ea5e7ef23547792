/**
 * The pharmacy's API clients, one lazy chunk of their own (loaded when a pharmacy chart first calls out, after the
 * shopper entered /rx). They share the configured call wrapper (api/clients/http.ts) with the app's API chunk; the
 * sandbox's mock-scenario header (src/rx/mocks.ts) is installed on it here. An area's client module
 * (api/clients/rx-<area>.ts) joins `rxApi`.
 */
import { setHeadersFor } from '../../api/clients/http';
import * as pharmacySearch from '../../api/clients/pharmacy-search';
import * as rx from '../../api/clients/rx';
import * as rxOrders from '../../api/clients/rx-orders';
import * as rxPayment from '../../api/clients/rx-payment';
import * as rxSecurity from '../../api/clients/rx-security';
import { rxMockHeaders } from './mocks';

setHeadersFor((service) => rxMockHeaders(service, window.location.search));

export const rxApi = { rx, rxSecurity, rxOrders, rxPayment, pharmacySearch };
export type RxApi = typeof rxApi;

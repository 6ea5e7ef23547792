/**
 * The pharmacy's API clients, one lazy chunk of their own (loaded when a pharmacy chart first calls out, after the
 * shopper entered /rx). They share the configured call wrapper (api/clients/http.ts) with the app's API chunk; the
 * sandbox's mock-scenario header (src/rx/mocks.ts) is installed on it here. An area's client module
 * (api/clients/rx-<area>.ts) joins `rxApi`.
 */
import { setHeadersFor } from '../../api/clients/http';
import * as rx from '../../api/clients/rx';
import * as rxSecurity from '../../api/clients/rx-security';
import * as rxAutoRefill from '../../api/clients/rx-auto-refill';
import * as rxHistory from '../../api/clients/rx-history';
import * as rxVaccineRecord from '../../api/clients/rx-vaccine-record';
import { rxMockHeaders } from './mocks';

setHeadersFor((service) => rxMockHeaders(service, window.location.search));

export const rxApi = { rx, rxSecurity, rxAutoRefill, rxHistory, rxVaccineRecord };
export type RxApi = typeof rxApi;

/**
 * Pharmacy security client (pharmacy-portal.md §7.3, base /rx-security): the pharmacy session and customer status
 * here; the identity flows add theirs in `api/clients/rx-<area>.ts` on the same `rxSecurity` client.
 */
import {
  type CustomerStatus,
  customerStatusSchema,
  RX_SECURITY_PATHS,
  type RxSession,
  type RxSessionAuthorized,
  rxSessionAuthorizedSchema,
  rxSessionSchema,
} from '../contracts/rx-security';
import { serviceClient } from './http';

export const rxSecurity = serviceClient('rxSecurity');

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** PUT session: marks the pharmacy session active now; answers its state (a timed-out one stays timed out). */
export const markSessionActive = (signal?: AbortSignal): Promise<RxSession> =>
  rxSecurity.put(RX_SECURITY_PATHS.session, { schema: rxSessionSchema, payload: {}, ...withSignal(signal) });

/** GET /session: the pharmacy session's state, without marking it. */
export const fetchSession = (signal?: AbortSignal): Promise<RxSession> =>
  rxSecurity.get(RX_SECURITY_PATHS.session, { schema: rxSessionSchema, ...withSignal(signal) });

/** GET /session/authorized */
export const fetchSessionAuthorized = (signal?: AbortSignal): Promise<RxSessionAuthorized> =>
  rxSecurity.get(RX_SECURITY_PATHS.sessionAuthorized, {
    schema: rxSessionAuthorizedSchema,
    ...withSignal(signal),
  });

/** GET /customer/status (§3 "Customer status"). */
export const fetchCustomerStatus = (signal?: AbortSignal): Promise<CustomerStatus> =>
  rxSecurity.get(RX_SECURITY_PATHS.customerStatus, { schema: customerStatusSchema, ...withSignal(signal) });

/**
 * The pharmacy's sandbox services (pharmacy-portal.md §7): ONE aggregator registered in server/app.ts. It guards
 * /rx/api/* and /rx-security/* with `rxAuth` (a signed-in customer, else 401 JSON; the anonymous API and the guest
 * paths of the security API need none) and mounts one route module per area.
 *
 * ADDING A ROUTE MODULE (later areas): write `server/routes/rx/<area>.ts` exporting `rx<Area>Routes(deps)` that
 * returns a `new Hono<RxEnv>()` with its routes on the paths of api/contracts (RX_PATHS, RX_SECURITY_PATHS,
 * RX_ANONYMOUS_PATHS); read the caller with `rxCustomer(c)`; check every patient number (or anything that belongs
 * to a patient) with `assertPatientAccess` / `patientsOf` (server/rx/access.ts); validate with `validate()`; then
 * add one line to AREAS below. A new signed-in route is behind the pharmacy session gate (server/rx/gate.ts) by
 * default; one the unauthorized flow needs joins RX_UNGATED_ROUTES there, with its reason.
 */
import { Hono } from 'hono';
import { BASE_PATHS } from '../../../api/contracts/common';
import type { AppDeps } from '../../http/deps';
import { type RxEnv, rxAuth } from '../../rx/auth';
import { rxSessionGate } from '../../rx/gate';
import { rxDeliveryRoutes } from './delivery';
import { rxDirectoryRoutes } from './directory';
import { rxGuestRoutes } from './guest';
import { rxGuestRefillRoutes } from './guest-refill';
import { rxIdentityRoutes } from './identity';
import { logoutRoutes } from './logout';
import { rxOnlinePayRoutes } from './online-pay';
import { rxOrderRoutes } from './orders';
import { rxPatientAccessRoutes } from './patient-access';
import { rxAutoRefillRoutes } from './auto-refill';
import { rxHistoryRoutes } from './history';
import { rxPatientRoutes } from './patients';
import { rxProfileRoutes } from './profile';
import { rxSandboxRoutes } from './sandbox';
import { rxSecurityQuestionRoutes } from './security-questions';
import { rxSessionRoutes } from './session';
import { rxTrackerRoutes } from './tracker';
import { rxVaccineRecordRoutes } from './vaccine-record';

/** The route modules, one per area. */
const AREAS: ReadonlyArray<(deps: AppDeps) => Hono<RxEnv>> = [
  rxPatientRoutes,
  rxSessionRoutes,
  rxProfileRoutes,
  rxPatientAccessRoutes,
  // Issue 11 part 2: the tracker (guest tracker), pay online (the ONE payment implementation: payment intent,
  // online payment, association, paysys cards; the checkout uses it too), order delivery, guest refill, the
  // directory (§7.4, public).
  rxTrackerRoutes,
  rxOnlinePayRoutes,
  rxDeliveryRoutes,
  rxGuestRefillRoutes,
  rxDirectoryRoutes,
  // The identity flows (issue 10 part 2).
  rxIdentityRoutes,
  rxSecurityQuestionRoutes,
  rxGuestRoutes,
  // Issue 11 part 1: cart, orders, visibility, fill locations, prescription requests (the new-patient request's too).
  rxOrderRoutes,
  // Issue 12 part 2: auto refill and refill settings, history, receipts, monograph, expense reports, vaccine record.
  rxAutoRefillRoutes,
  rxHistoryRoutes,
  rxVaccineRecordRoutes,
];

export function rxRoutes(deps: AppDeps): Hono<RxEnv> {
  const app = new Hono<RxEnv>();
  const guard = rxAuth(deps);
  app.use(`${BASE_PATHS.rx}/*`, guard);
  app.use(`${BASE_PATHS.rxSecurity}/*`, guard);
  // Then the pharmacy session gate (server/rx/gate.ts): pharmacy data only for an AUTHORIZED session not timed out.
  const gate = rxSessionGate(deps);
  app.use(`${BASE_PATHS.rx}/*`, gate);
  app.use(`${BASE_PATHS.rxSecurity}/*`, gate);
  for (const area of AREAS) app.route('/', area(deps));
  app.route('/', logoutRoutes(deps));
  app.route('/', rxSandboxRoutes(deps));
  return app;
}

/**
 * The pharmacy's sandbox services (pharmacy-portal.md §7): ONE aggregator registered in server/app.ts. It guards
 * /rx/api/* and /rx-security/* with `rxAuth` (a signed-in customer, else 401 JSON; the anonymous API and the guest
 * paths of the security API need none) and mounts one route module per area.
 *
 * ADDING A ROUTE MODULE (later areas): write `server/routes/rx/<area>.ts` exporting `rx<Area>Routes(deps)` that
 * returns a `new Hono<RxEnv>()` with its routes on the paths of api/contracts (RX_PATHS, RX_SECURITY_PATHS,
 * RX_ANONYMOUS_PATHS); read the caller with `rxCustomer(c)`; check every patient number (or anything that belongs
 * to a patient) with `assertPatientAccess` / `patientsOf` (server/rx/access.ts); validate with `validate()`; then
 * add one line to AREAS below.
 */
import { Hono } from 'hono';
import { BASE_PATHS } from '../../../api/contracts/common';
import type { AppDeps } from '../../http/deps';
import { type RxEnv, rxAuth } from '../../rx/auth';
import { rxDeliveryRoutes } from './delivery';
import { rxDirectoryRoutes } from './directory';
import { rxGuestRefillRoutes } from './guest-refill';
import { logoutRoutes } from './logout';
import { rxPatientAccessRoutes } from './patient-access';
import { rxOnlinePayRoutes } from './online-pay';
import { rxPatientRoutes } from './patients';
import { rxProfileRoutes } from './profile';
import { rxSandboxRoutes } from './sandbox';
import { rxSessionRoutes } from './session';
import { rxTrackerRoutes } from './tracker';

/** The route modules, one per area. */
const AREAS: ReadonlyArray<(deps: AppDeps) => Hono<RxEnv>> = [
  rxPatientRoutes,
  rxSessionRoutes,
  rxProfileRoutes,
  rxPatientAccessRoutes,
  // Issue 11 part 2: the tracker (guest tracker), pay online, order delivery, guest refill, the directory.
  rxTrackerRoutes,
  rxOnlinePayRoutes,
  rxDeliveryRoutes,
  rxGuestRefillRoutes,
  rxDirectoryRoutes,
];

export function rxRoutes(deps: AppDeps): Hono<RxEnv> {
  const app = new Hono<RxEnv>();
  const guard = rxAuth(deps);
  app.use(`${BASE_PATHS.rx}/*`, guard);
  app.use(`${BASE_PATHS.rxSecurity}/*`, guard);
  for (const area of AREAS) app.route('/', area(deps));
  app.route('/', logoutRoutes(deps));
  app.route('/', rxSandboxRoutes(deps));
  return app;
}

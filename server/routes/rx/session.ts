/**
 * The pharmacy session and customer status (pharmacy-portal.md §7.3): PUT session (marks active), GET /session,
 * GET /session/authorized, GET /customer/status. All for the signed-in customer (rxAuth); no request names anyone.
 */
import { Hono } from 'hono';
import {
  type CustomerStatus,
  RX_SECURITY_PATHS,
  type RxSession,
  type RxSessionAuthorized,
} from '../../../api/contracts/rx-security';
import { isCustomerVerified } from '../../../domain/rx/session';
import type { AppDeps } from '../../http/deps';
import { type RxEnv, rxCustomer } from '../../rx/auth';
import { markRxSessionActive, readRxSession } from '../../rx/session';
import { customerStatusOf } from '../../rx/status';

export function rxSessionRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();

  app.put(RX_SECURITY_PATHS.session, async (c) =>
    c.json((await markRxSessionActive(c, deps, rxCustomer(c))) satisfies RxSession),
  );

  app.get(RX_SECURITY_PATHS.session, async (c) =>
    c.json((await readRxSession(c, deps, rxCustomer(c))) satisfies RxSession),
  );

  app.get(RX_SECURITY_PATHS.sessionAuthorized, async (c) => {
    const session = await readRxSession(c, deps, rxCustomer(c));
    return c.json({
      authorized: isCustomerVerified(session),
      active: session.active,
      status: session.status,
    } satisfies RxSessionAuthorized);
  });

  app.get(RX_SECURITY_PATHS.customerStatus, async (c) =>
    c.json((await customerStatusOf(c, deps, rxCustomer(c))) satisfies CustomerStatus),
  );

  return app;
}

/**
 * Patient access routes (pharmacy-portal.md §7.3): GET customer/relationships (the signed-in customer's own; no id
 * in the request) and PUT customer/relationship (server/rx/relationships.ts: the grantor's decisions on their own
 * patient, the grantee's cancel; anything else is a 404, as a request that does not exist).
 */
import { Hono } from 'hono';
import type { RelationshipsResponse } from '../../../api/contracts/rx-patient-access';
import { relationshipUpdateSchema } from '../../../api/contracts/rx-patient-access';
import { RX_SECURITY_PATHS } from '../../../api/contracts/rx-security';
import type { AppDeps } from '../../http/deps';
import { errorResponse, validate } from '../../http/errors';
import { type RxEnv, rxCustomer } from '../../rx/auth';
import { relationshipsOf, updateRelationship } from '../../rx/relationships';

export function rxPatientAccessRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();

  app.get(RX_SECURITY_PATHS.customerRelationships, async (c) =>
    c.json((await relationshipsOf(deps.db, rxCustomer(c))) satisfies RelationshipsResponse),
  );

  app.put(RX_SECURITY_PATHS.customerRelationship, validate('json', relationshipUpdateSchema), async (c) => {
    const outcome = await updateRelationship(deps.db, rxCustomer(c), c.req.valid('json'));
    if (!outcome.ok) return errorResponse(c, outcome.status, outcome.code, outcome.message, outcome.fields);
    return c.json({ relationship: outcome.relationship });
  });

  return app;
}

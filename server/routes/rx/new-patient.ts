/**
 * The new-patient request (pharmacy-portal.md §3 "New-patient request", §5 "Add-Rx required fields", §7.1 POST
 * /prescription-request): patients of type NEW, TRANSFER or PAPER with their prescriptions, for the signed-in
 * customer. The required fields of each type are checked here with the same rule as the form
 * (src/domain/rx/validation.ts `addRxErrors`); their messages come back as field messages (§5 "Server
 * validationMessages are shown as form errors").
 */
import { Hono } from 'hono';
import { newPatientRequestSchema } from '../../../api/contracts/rx-identity';
import { RX_PATHS } from '../../../api/contracts/rx';
import { addRxErrors, formatPhoneInput } from '../../../src/domain/rx/validation';
import type { AppDeps } from '../../http/deps';
import { validate, validationError } from '../../http/errors';
import { type RxEnv, rxCustomer } from '../../rx/auth';

export function rxNewPatientRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();

  app.post(RX_PATHS.prescriptionRequest, validate('json', newPatientRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const fields: Record<string, string> = {};
    for (const [i, p] of body.patients.entries()) {
      for (const [j, rx] of p.prescriptions.entries()) {
        const errors = addRxErrors({
          type: p.type,
          medName: rx.medName ?? '',
          rxNumber: rx.rxNumber ?? '',
          contactName: rx.contactName ?? '',
          contactPhone: rx.contactPhone ? formatPhoneInput(rx.contactPhone) : '',
          paperAcknowledge: rx.paperAcknowledge ?? false,
        });
        for (const [field, message] of Object.entries(errors)) {
          fields[`patients.${i}.prescriptions.${j}.${field}`] = message;
        }
      }
    }
    if (Object.keys(fields).length > 0) {
      return validationError(c, fields, 'Some prescriptions are missing required information.');
    }
    const row = await deps.db
      .insertInto('rx_prescription_requests')
      .values({ customer_id: rxCustomer(c).customerId, body: JSON.stringify(body), created_at: deps.now() })
      .returning('request_id')
      .executeTakeFirstOrThrow();
    return c.json({ requestId: row.request_id }, 201);
  });

  return app;
}

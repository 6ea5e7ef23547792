/**
 * The new-patient request (pharmacy-portal.md §3 "New-patient request", §5 "Add-Rx required fields", §7.1 POST
 * /prescription-request): patients of type NEW, TRANSFER or PAPER with their prescriptions, for the signed-in
 * customer. The required fields of each type are checked here with the same rule as the form
 * (domain/rx/validation.ts `addRxErrors`); their messages come back as field messages (§5 "Server
 * validationMessages are shown as form errors").
 */
import type { Context } from 'hono';
import type { NewPatientRequest } from '../../../api/contracts/rx-identity';
import { NEW_PATIENT_MAX_PRESCRIPTIONS, NEW_PATIENT_TEXTS } from '../../../domain/rx/identity';
import { addRxErrors, formatPhoneInput, phoneFieldErrors } from '../../../domain/rx/validation';
import type { AppDeps } from '../../http/deps';
import { validationError } from '../../http/errors';
import { type RxEnv, rxCustomer } from '../../rx/auth';

/**
 * POST /prescription-request of the new-patient flow (the body carries `patient`). The path is registered ONCE, by
 * server/routes/rx/orders.ts, which hands a new-patient body here and handles the orders' requests itself.
 */
export async function storeNewPatientRequest(c: Context<RxEnv>, deps: AppDeps, body: NewPatientRequest) {
  // The form's limit, over all the request's patients (the contract alone allows ten per type).
  const count = body.patients.reduce((n, p) => n + p.prescriptions.length, 0);
  if (count > NEW_PATIENT_MAX_PRESCRIPTIONS) {
    const message = NEW_PATIENT_TEXTS.tooManyPrescriptions(NEW_PATIENT_MAX_PRESCRIPTIONS);
    return validationError(c, { patients: message }, message);
  }
  const fields: Record<string, string> = { ...phoneFieldErrors({ 'patient.phone': body.patient.phone }) };
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
}

/**
 * The pharmacy read model's routes (pharmacy-portal.md §7.1): GET /patient-profiles/ (the patients the customer
 * may act for) and GET /prescription/patient/prescriptions (their prescriptions; with patientNumber, one patient
 * after the access rule). Mutations of patients and prescriptions belong to their areas' route modules.
 */
import { Hono } from 'hono';
import {
  type PatientPrescriptionsResponse,
  patientPrescriptionsQuerySchema,
  type PatientProfilesResponse,
  RX_PATHS,
} from '../../../api/contracts/rx';
import type { AppDeps } from '../../http/deps';
import { validate } from '../../http/errors';
import { assertPatientAccess, patientsOf } from '../../rx/access';
import { type RxEnv, rxCustomer } from '../../rx/auth';
import { loadPatients, loadPrescriptions } from '../../rx/read-model';

export function rxPatientRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();

  app.get(RX_PATHS.patientProfiles, async (c) => {
    const links = await patientsOf(deps.db, rxCustomer(c));
    const patients = await loadPatients(deps.db, links, deps.now());
    return c.json({ patients } satisfies PatientProfilesResponse);
  });

  app.get(RX_PATHS.patientPrescriptions, validate('query', patientPrescriptionsQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const customer = rxCustomer(c);
    const numbers = query.patientNumber
      ? [(await assertPatientAccess(deps.db, customer, query.patientNumber)).patientNumber]
      : (await patientsOf(deps.db, customer)).map((l) => l.patientNumber);
    const prescriptions = await loadPrescriptions(deps.db, numbers, query);
    return c.json({ prescriptions } satisfies PatientPrescriptionsResponse);
  });

  return app;
}

/**
 * The guest tracker (pharmacy-portal.md §6 "Guest ... check order status in a tracker after date-of-birth
 * verification", §7.1 GET /guest-patient-profiles, GET /prescription/guest/prescriptions): open without a sign-in
 * (rxAuth lets RX_GUEST_TRACKER_PATHS through), they answer only for the patients this browser's guest session
 * verified (server/rx/guest.ts), and only the prescriptions being worked on. Without a verification that still
 * holds: `verified: false` and nothing else.
 * Sandbox helper: POST /__sandbox/rx/guest-verified { patientNumbers } verifies this browser as the date-of-birth
 * check would (SANDBOX_HELPERS=on only; it stands in until the identity area's page exists).
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { patientNumberSchema, RX_PATHS } from '../../../api/contracts/rx';
import type {
  GuestPatientProfilesResponse,
  GuestPrescriptionsResponse,
  TrackerPatient,
} from '../../../api/contracts/rx-tracker';
import { sectionOf } from '../../../domain/rx/tracker';
import type { AppDeps } from '../../http/deps';
import { validate } from '../../http/errors';
import { SERVER_SANDBOX_PATHS } from '../../http/paths';
import type { RxEnv } from '../../rx/auth';
import { guestSession, markGuestVerified } from '../../rx/guest';
import { loadPrescriptions } from '../../rx/read-model';

const guestVerifiedSchema = z.object({
  patientNumbers: z.array(patientNumberSchema).check(z.minLength(1), z.maxLength(10)),
});

export function rxTrackerRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();

  app.get(RX_PATHS.guestPatientProfiles, async (c) => {
    const session = await guestSession(c, deps);
    const numbers = session?.verifiedPatients ?? [];
    if (numbers.length === 0)
      return c.json({ verified: false, patients: [] } satisfies GuestPatientProfilesResponse);
    const rows = await deps.db
      .selectFrom('pharmacy_patients')
      .select(['patient_number', 'first_name', 'middle_name', 'last_name', 'suffix'])
      .where('patient_number', 'in', numbers)
      .execute();
    const patients = numbers.flatMap((n, i): TrackerPatient[] => {
      const row = rows.find((r) => r.patient_number === n);
      return row
        ? [
            {
              patientNumber: row.patient_number,
              firstName: row.first_name,
              middleName: row.middle_name,
              lastName: row.last_name,
              suffix: row.suffix,
              // The guest's first verified patient stands where a customer's own record would.
              isPrimaryOnAccount: i === 0,
            },
          ]
        : [];
    });
    return c.json({ verified: true, patients } satisfies GuestPatientProfilesResponse);
  });

  app.get(RX_PATHS.guestPrescriptions, async (c) => {
    const session = await guestSession(c, deps);
    const numbers = session?.verifiedPatients ?? [];
    if (numbers.length === 0) {
      return c.json({ verified: false, prescriptions: [] } satisfies GuestPrescriptionsResponse);
    }
    const prescriptions = (await loadPrescriptions(deps.db, numbers)).filter((p) => sectionOf(p) !== null);
    return c.json({ verified: true, prescriptions } satisfies GuestPrescriptionsResponse);
  });

  app.post(SERVER_SANDBOX_PATHS.rxGuestVerified, validate('json', guestVerifiedSchema), async (c) => {
    await markGuestVerified(c, deps, c.req.valid('json').patientNumbers);
    return c.body(null, 204);
  });

  return app;
}

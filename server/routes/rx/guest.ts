/**
 * Guest verification (pharmacy-portal.md §4 "Guest verification", §7.3 POST /guest-verification, GET
 * /guest-verification-status): open without sign-in (RX_SECURITY_ANONYMOUS_PATHS). The answer says only verified and
 * patientLocked: never a patient's data. The sandbox helper POST /__sandbox/rx/guest-link (helpers on) issues a link
 * as the pharmacy would text it, into the outbox (server/rx/identity/guest.ts).
 */
import { Hono } from 'hono';
import {
  guestLinkRequestSchema,
  guestVerificationSchema,
  type GuestVerificationResponse,
  guestVerificationStatusQuerySchema,
  RX_IDENTITY_SANDBOX_PATHS,
} from '../../../api/contracts/rx-identity';
import { RX_SECURITY_PATHS } from '../../../api/contracts/rx-security';
import { IDENTITY_LIMITS } from '../../../domain/rx/identity';
import { formatPhoneInput } from '../../../domain/rx/validation';
import { sendMail } from '../../auth/outbox';
import type { AppDeps } from '../../http/deps';
import { ERROR_CODES, errorResponse, validate } from '../../http/errors';
import type { RxEnv } from '../../rx/auth';
import { markGuestVerified } from '../../rx/guest';
import { guestLinkState, reserveGuestTry, settleGuestTry } from '../../rx/identity/guest';

export const GUEST_ERROR_CODES = { linkExpired: 'LINK_EXPIRED' } as const;
export const GUEST_TEXT_SUBJECT = 'Text message: verify your birthdate';

export function guestLinkPath(patientNumber: string, timestamp: string): string {
  return `/rx/guest-verification?patientNumber=${encodeURIComponent(patientNumber)}&timestamp=${timestamp}`;
}

export function rxGuestRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();

  app.post(RX_SECURITY_PATHS.guestVerification, validate('json', guestVerificationSchema), async (c) => {
    const body = c.req.valid('json');
    const numbers = [...new Set(body.patientNumber)];
    const answer = (r: GuestVerificationResponse) => c.json(r satisfies GuestVerificationResponse);
    const state = await guestLinkState(deps, numbers, body.timestamp);
    if (state === 'expired') {
      return errorResponse(c, 410, GUEST_ERROR_CODES.linkExpired, 'This link has expired.');
    }
    const reserved = state === 'locked' ? null : await reserveGuestTry(deps, numbers);
    if (!reserved) return answer({ verified: false, patientLocked: true });
    const births = await deps.db
      .selectFrom('pharmacy_patients')
      .select('date_of_birth')
      .where('patient_number', 'in', numbers)
      .execute();
    if (births.some((b) => b.date_of_birth === body.dateOfBirth)) {
      await settleGuestTry(deps, numbers, 'right');
      await markGuestVerified(c, deps, numbers);
      return answer({ verified: true, patientLocked: false });
    }
    if (reserved.slot >= IDENTITY_LIMITS.guestFailures) {
      await settleGuestTry(deps, numbers, 'lock');
      return answer({ verified: false, patientLocked: true });
    }
    return answer({ verified: false, patientLocked: false });
  });

  app.get(
    RX_SECURITY_PATHS.guestVerificationStatus,
    validate('query', guestVerificationStatusQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const state = await guestLinkState(deps, [query.patientNumber], query.timestamp);
      if (state === 'expired') {
        return errorResponse(c, 410, GUEST_ERROR_CODES.linkExpired, 'This link has expired.');
      }
      return c.json({ patientLocked: state === 'locked' });
    },
  );

  // Sandbox helper (gated by SANDBOX_HELPERS): the pharmacy "texts" a guest link to the patient.
  app.post(RX_IDENTITY_SANDBOX_PATHS.guestLink, validate('json', guestLinkRequestSchema), async (c) => {
    const { patientNumber } = c.req.valid('json');
    const patient = await deps.db
      .selectFrom('pharmacy_patients')
      .select(['mobile_phone', 'home_phone'])
      .where('patient_number', '=', patientNumber)
      .executeTakeFirst();
    if (!patient) return errorResponse(c, 404, ERROR_CODES.notFound, 'Patient not found.');
    const now = deps.now();
    const timestamp = String(now.getTime());
    await deps.db
      .insertInto('rx_guest_links')
      .values({
        patient_number: patientNumber,
        link_timestamp: timestamp,
        issued_at: now,
        expires_at: new Date(now.getTime() + IDENTITY_LIMITS.guestLinkValidMs),
      })
      .onConflict((oc) => oc.columns(['patient_number', 'link_timestamp']).doNothing())
      .execute();
    const link = guestLinkPath(patientNumber, timestamp);
    const phone = patient.mobile_phone ?? patient.home_phone;
    await sendMail(deps, {
      to: phone ? `text message to ${formatPhoneInput(phone.areaCode + phone.phoneNumber)}` : 'text message',
      subject: GUEST_TEXT_SUBJECT,
      body: 'Your pharmacy: verify your birthdate to see the status of your prescriptions. The link works for 24 hours.',
      link,
    });
    return c.json({ link });
  });

  return app;
}

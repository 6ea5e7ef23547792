/**
 * The digital vaccine record (pharmacy-portal.md §7.3 POST /dvr/verify-dvr, GET /dvr/smart-health-card,
 * POST /rx-security-api/dvr/secure-message; §8 "Vaccine record"). Open without sign-in (guests use a text-message
 * link). Verifying names a patient and checks the date of birth or phone on file: 404 no such patient, 401 wrong
 * date or phone, 403 after 3 failures for 15 minutes. A signed-in customer who verified a patient they may act
 * for (the one access rule) gets the record at once in this session (a grant); anybody else gets it through a
 * link sent by text message to the patient's mobile number (the sandbox outbox), valid 30 minutes. Tokens are
 * random, stored as keyed hashes only. The card is a SMART Health Card signed with the issuer key
 * (server/rx/shc.ts), whose public JWK set is served at `<iss>/.well-known/jwks.json`.
 */
import { addMinutes } from 'date-fns';
import { type Context, Hono } from 'hono';
import { RX_SECURITY_PATHS } from '../../../api/contracts/rx-security';
import {
  DVR_ERROR_CODES,
  DVR_ISSUER_PATH,
  type SmartHealthCard,
  secureMessageRequestSchema,
  smartHealthCardQuerySchema,
  verifyDvrRequestSchema,
} from '../../../api/contracts/rx-vaccine-record';
import { DVR_LIMITS, dvrRequestErrors, SHC_FILE_NAME } from '../../../domain/rx/vaccineRecord';
import { todayIso } from '../../../domain/rx/validation';
import { emailedLink, sendMail } from '../../auth/outbox';
import { activeSession } from '../../auth/sessions';
import { hashToken, randomToken } from '../../auth/tokens';
import { requestBanner } from '../../http/banner';
import type { AppDeps } from '../../http/deps';
import { errorResponse, validate, validationError } from '../../http/errors';
import { requestOrigin } from '../../http/origins';
import { patientsOf } from '../../rx/access';
import { type RxEnv, rxCustomerOf } from '../../rx/auth';
import { pharmacySessionRefusal } from '../../rx/gate';
import { credential, issuerKey, signHealthCard } from '../../rx/shc';

export const DVR_SERVER_MESSAGES = {
  notFound: 'Patient not found.',
  incorrect: 'The date of birth or phone number does not match.',
  locked: 'Too many attempts.',
  expired: 'The link or access has expired.',
} as const;

export const DVR_RESULT_PATH = '/rx/digital-vaccine-record/result';
export const DVR_SMS_SUBJECT = 'Text message: your vaccine record link';

const phoneDigits = (p: { areaCode: string; phoneNumber: string } | null) =>
  p ? `${p.areaCode}${p.phoneNumber}`.replace(/\D/g, '') : null;

export function rxVaccineRecordRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();
  const hash = (token: string) => hashToken(token, deps.config.sessionSecret);

  async function lockedUntil(key: string): Promise<Date | null> {
    const row = await deps.db
      .selectFrom('rx_dvr_attempts')
      .selectAll()
      .where('attempt_key', '=', key)
      .executeTakeFirst();
    return row?.locked_until && row.locked_until > deps.now() ? row.locked_until : null;
  }

  async function recordFailure(key: string): Promise<void> {
    const now = deps.now();
    const windowStart = addMinutes(now, -DVR_LIMITS.lockMinutes);
    const row = await deps.db
      .selectFrom('rx_dvr_attempts')
      .selectAll()
      .where('attempt_key', '=', key)
      .executeTakeFirst();
    const fresh = !row || row.window_started_at < windowStart;
    const failures = fresh ? 1 : row.failures + 1;
    const locked = failures >= DVR_LIMITS.maxFailures ? addMinutes(now, DVR_LIMITS.lockMinutes) : null;
    await deps.db
      .insertInto('rx_dvr_attempts')
      .values({
        attempt_key: key,
        failures,
        window_started_at: fresh ? now : row.window_started_at,
        locked_until: locked,
      })
      .onConflict((oc) =>
        oc.column('attempt_key').doUpdateSet({
          failures,
          window_started_at: fresh ? now : row!.window_started_at,
          locked_until: locked,
        }),
      )
      .execute();
  }

  app.post(RX_SECURITY_PATHS.verifyDvr, validate('json', verifyDvrRequestSchema), async (c) => {
    const body = c.req.valid('json');
    // The form's §5 rules (a date after 01/01/1850 and not in the future, names, a 10-digit phone): a request the
    // form would refuse is answered 400 and never counts as a failed verification.
    const invalid = dvrRequestErrors(body, todayIso(deps.now()));
    if (Object.keys(invalid).length > 0) return validationError(c, invalid);
    const candidates = await deps.db
      .selectFrom('pharmacy_patients')
      .select(['patient_number', 'date_of_birth', 'mobile_phone', 'home_phone'])
      .where((eb) => eb(eb.fn('lower', ['first_name']), '=', body.firstName.trim().toLowerCase()))
      .where((eb) => eb(eb.fn('lower', ['last_name']), '=', body.lastName.trim().toLowerCase()))
      .orderBy('patient_number')
      .execute();
    if (candidates.length === 0)
      return errorResponse(c, 404, DVR_ERROR_CODES.notFound, DVR_SERVER_MESSAGES.notFound);
    const key = `dvr:${hash(candidates.map((p) => p.patient_number).join(','))}`;
    if (await lockedUntil(key))
      return errorResponse(c, 403, DVR_ERROR_CODES.tooManyAttempts, DVR_SERVER_MESSAGES.locked);
    const match = candidates.find((p) =>
      'dateOfBirth' in body
        ? p.date_of_birth === body.dateOfBirth
        : phoneDigits(p.mobile_phone) === body.phoneNumber || phoneDigits(p.home_phone) === body.phoneNumber,
    );
    if (!match) {
      await recordFailure(key);
      return errorResponse(c, 401, DVR_ERROR_CODES.incorrect, DVR_SERVER_MESSAGES.incorrect);
    }
    await deps.db.deleteFrom('rx_dvr_attempts').where('attempt_key', '=', key).execute();
    const session = await activeSession(c, deps);
    const signedIn = session?.authLevel === 'authenticated' ? session : null;
    // The record at once only for a patient the customer acts for, in a pharmacy session that allows pharmacy data
    // (server/rx/gate.ts); anyone else gets it through the text message, as a guest.
    const mayActFor =
      signedIn !== null &&
      (await patientsOf(deps.db, { customerId: signedIn.customerId })).some(
        (l) => l.patientNumber === match.patient_number,
      ) &&
      (await pharmacySessionRefusal(c, deps, rxCustomerOf(signedIn, deps.now()))) === null;
    if (signedIn && mayActFor) {
      await deps.db
        .insertInto('rx_dvr_tokens')
        .values({
          token_hash: hash(randomToken()),
          kind: 'GRANT',
          patient_number: match.patient_number,
          session_id: signedIn.id,
          expires_at: addMinutes(deps.now(), DVR_LIMITS.grantMinutes),
        })
        .execute();
      return c.json({
        verified: true,
        delivery: 'DIRECT' as const,
        verificationId: null,
        phoneLastFour: null,
      });
    }
    const phone = phoneDigits(match.mobile_phone);
    // Nowhere to send the link: the pharmacy cannot deliver the record to this patient online.
    if (!phone) return errorResponse(c, 404, DVR_ERROR_CODES.notFound, DVR_SERVER_MESSAGES.notFound);
    const verificationId = randomToken();
    await deps.db
      .insertInto('rx_dvr_tokens')
      .values({
        token_hash: hash(verificationId),
        kind: 'VERIFICATION',
        patient_number: match.patient_number,
        session_id: null,
        expires_at: addMinutes(deps.now(), DVR_LIMITS.verificationMinutes),
      })
      .execute();
    return c.json({
      verified: true,
      delivery: 'TEXT_MESSAGE' as const,
      verificationId,
      phoneLastFour: phone.slice(-4),
    });
  });

  app.post(RX_SECURITY_PATHS.dvrSecureMessage, validate('json', secureMessageRequestSchema), async (c) => {
    const now = deps.now();
    // One use: the verification is consumed by the first message.
    const used = await deps.db
      .updateTable('rx_dvr_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hash(c.req.valid('json').verificationId))
      .where('kind', '=', 'VERIFICATION')
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('patient_number')
      .executeTakeFirst();
    if (!used) return errorResponse(c, 401, DVR_ERROR_CODES.expired, DVR_SERVER_MESSAGES.expired);
    const patient = await deps.db
      .selectFrom('pharmacy_patients')
      .select(['mobile_phone', 'home_phone'])
      .where('patient_number', '=', used.patient_number)
      .executeTakeFirstOrThrow();
    const phone = phoneDigits(patient.mobile_phone) ?? phoneDigits(patient.home_phone) ?? '';
    const token = randomToken();
    await deps.db
      .insertInto('rx_dvr_tokens')
      .values({
        token_hash: hash(token),
        kind: 'LINK',
        patient_number: used.patient_number,
        session_id: null,
        expires_at: addMinutes(now, DVR_LIMITS.linkMinutes),
      })
      .execute();
    // The texted link is built on the configured origin, never on the request's Host (docs/security.md).
    const link = emailedLink(deps.config.publicOrigin, DVR_RESULT_PATH, { token }, requestBanner(c));
    await sendMail(deps, {
      to: `sms:+1${phone}`,
      subject: DVR_SMS_SUBJECT,
      body: `Your pharmacy vaccine record is ready. Open this link within ${DVR_LIMITS.linkMinutes} minutes: ${link}`,
      link,
    });
    return c.json(
      { sent: true, phoneLastFour: phone.slice(-4), expiresInMinutes: DVR_LIMITS.linkMinutes },
      202,
    );
  });

  async function patientOfRequest(c: Context<RxEnv>, token: string | undefined): Promise<string | null> {
    const now = deps.now();
    if (token) {
      const link = await deps.db
        .selectFrom('rx_dvr_tokens')
        .select('patient_number')
        .where('token_hash', '=', hash(token))
        .where('kind', '=', 'LINK')
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return link?.patient_number ?? null;
    }
    const session = await activeSession(c, deps);
    if (session?.authLevel !== 'authenticated') return null;
    // A grant is pharmacy data of the session: refused once the session timed out (server/rx/gate.ts).
    if ((await pharmacySessionRefusal(c, deps, rxCustomerOf(session, now))) !== null) return null;
    const grant = await deps.db
      .selectFrom('rx_dvr_tokens')
      .select('patient_number')
      .where('session_id', '=', session.id)
      .where('kind', '=', 'GRANT')
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!grant) return null;
    // The access rule again: a link removed since the grant ends it.
    const links = await patientsOf(deps.db, { customerId: session.customerId });
    return links.some((l) => l.patientNumber === grant.patient_number) ? grant.patient_number : null;
  }

  app.get(RX_SECURITY_PATHS.smartHealthCard, validate('query', smartHealthCardQuerySchema), async (c) => {
    const patientNumber = await patientOfRequest(c, c.req.valid('query').token);
    if (!patientNumber) return errorResponse(c, 401, DVR_ERROR_CODES.expired, DVR_SERVER_MESSAGES.expired);
    const patient = await deps.db
      .selectFrom('pharmacy_patients')
      .select(['first_name', 'last_name', 'date_of_birth'])
      .where('patient_number', '=', patientNumber)
      .executeTakeFirstOrThrow();
    const doses = await deps.db
      .selectFrom('rx_vaccine_records as v')
      .innerJoin('rx_facilities as f', 'f.facility_id', 'v.facility_id')
      .select([
        'v.cvx_code',
        'v.vaccine_name',
        'v.manufacturer',
        'v.lot_number',
        'v.occurrence_date',
        'v.dose_number',
        'f.vanity_name',
      ])
      .where('v.patient_number', '=', patientNumber)
      .orderBy('v.occurrence_date')
      .execute();
    const iss = `${requestOrigin(c, deps.config)}${DVR_ISSUER_PATH}`;
    const vc = credential(
      iss,
      Math.floor(deps.now().getTime() / 1000),
      { firstName: patient.first_name, lastName: patient.last_name, dateOfBirth: patient.date_of_birth },
      doses.map((d) => ({
        cvxCode: d.cvx_code,
        occurrenceDate: d.occurrence_date,
        lotNumber: d.lot_number,
        performer: d.vanity_name,
      })),
    );
    const { jws, qr } = await signHealthCard(deps.db, deps.config.sessionSecret, vc);
    return c.json({
      patientName: `${patient.first_name} ${patient.last_name}`,
      dateOfBirth: patient.date_of_birth,
      doses: doses.map((d) => ({
        vaccineName: d.vaccine_name,
        cvxCode: d.cvx_code,
        manufacturer: d.manufacturer,
        lotNumber: d.lot_number,
        occurrenceDate: d.occurrence_date,
        doseNumber: d.dose_number,
        performer: d.vanity_name,
      })),
      issuer: iss,
      verifiableCredential: [jws],
      qrNumeric: [qr],
      fileName: SHC_FILE_NAME,
    } satisfies SmartHealthCard);
  });

  app.get(RX_SECURITY_PATHS.dvrIssuerJwks, async (c) => {
    const key = await issuerKey(deps.db, deps.config.sessionSecret);
    // SMART Health Cards: verifiers in other origins read the key set (CORS open, public data only).
    c.header('Access-Control-Allow-Origin', '*');
    return c.json({ keys: [key.publicJwk] });
  });

  return app;
}

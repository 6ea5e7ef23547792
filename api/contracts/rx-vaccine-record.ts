/**
 * The digital vaccine record (pharmacy-portal.md §3 "Vaccine record", §4 "Vaccine record", §7.3 POST /dvr/verify-dvr,
 * GET /dvr/smart-health-card, POST /rx-security-api/dvr/secure-message, §8 "Vaccine record"). The record is a SMART
 * Health Card: a JWS (ES256) over a deflated W3C verifiable credential, signed by the sandbox's issuer key whose
 * public JWK set is at `<iss>/.well-known/jwks.json`. Shapes are not shown in the spec: chosen here.
 */
import * as z from 'zod/mini';
import { RX_SECURITY_PATHS } from './rx-security';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const name = z.string().check(z.minLength(1), z.maxLength(50));

/** POST /dvr/verify-dvr: the patient's name and either the date of birth or the phone number. */
export const verifyDvrRequestSchema = z.union([
  z.object({ firstName: name, lastName: name, dateOfBirth: isoDate }),
  z.object({ firstName: name, lastName: name, phoneNumber: z.string().check(z.regex(/^\d{10}$/)) }),
]);
export type VerifyDvrRequest = z.infer<typeof verifyDvrRequestSchema>;

/**
 * DIRECT: a signed-in customer verified a patient they may act for; the record opens at once in this session.
 * TEXT_MESSAGE: the record goes by a text-message link to the patient's mobile number on file (the guest path):
 * the client sends verificationId to secure-message.
 */
export const DVR_DELIVERIES = ['DIRECT', 'TEXT_MESSAGE'] as const;
export const verifyDvrResponseSchema = z.object({
  verified: z.boolean(),
  delivery: z.enum(DVR_DELIVERIES),
  verificationId: z.nullable(z.string()),
  /** The mobile number's last four digits, for "we sent a text to the number ending in 0142". */
  phoneLastFour: z.nullable(z.string()),
});
export type VerifyDvrResponse = z.infer<typeof verifyDvrResponseSchema>;

export const secureMessageRequestSchema = z.object({
  verificationId: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/)),
});
export const secureMessageResponseSchema = z.object({
  sent: z.boolean(),
  phoneLastFour: z.string(),
  expiresInMinutes: z.number(),
});
export type SecureMessageResponse = z.infer<typeof secureMessageResponseSchema>;

/**
 * GET /dvr/smart-health-card: ?token= from the text-message link; without it, this session's signed-in grant. Any
 * token text is taken: one that was never issued, a truncated or mangled link included, is an expired link (401,
 * §8), not a malformed request.
 */
export const smartHealthCardQuerySchema = z.object({
  token: z.optional(z.string().check(z.maxLength(200))),
});

export const vaccineDoseSchema = z.object({
  vaccineName: z.string(),
  cvxCode: z.string(),
  manufacturer: z.string(),
  lotNumber: z.string(),
  occurrenceDate: isoDate,
  doseNumber: z.nullable(z.number()),
  performer: z.string(),
});
export type VaccineDose = z.infer<typeof vaccineDoseSchema>;

export const smartHealthCardSchema = z.object({
  patientName: z.string(),
  dateOfBirth: isoDate,
  doses: z.array(vaccineDoseSchema),
  /** The issuer (iss of the credential). */
  issuer: z.string(),
  /** The JWS compact serialisations (one card). */
  verifiableCredential: z.array(z.string()),
  /** The QR payloads: 'shc:/' + the numeric encoding of each JWS. */
  qrNumeric: z.array(z.string()),
  /** The file name of the download. */
  fileName: z.string(),
});
export type SmartHealthCard = z.infer<typeof smartHealthCardSchema>;

/** The public JWK set (RFC 7517) at `<iss>/.well-known/jwks.json`. */
export const jwkSetSchema = z.object({
  keys: z.array(
    z.object({
      kty: z.literal('EC'),
      kid: z.string(),
      use: z.literal('sig'),
      alg: z.literal('ES256'),
      crv: z.literal('P-256'),
      x: z.string(),
      y: z.string(),
    }),
  ),
});

/** Error codes of the §8 vaccine-record statuses (404, 401, 403) and the expired link (401). */
export const DVR_ERROR_CODES = {
  notFound: 'PATIENT_NOT_FOUND',
  incorrect: 'VERIFICATION_FAILED',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  expired: 'LINK_EXPIRED',
} as const;

/** The issuer's base path (`iss` is the origin + this); its JWK set is `${DVR_ISSUER_PATH}/.well-known/jwks.json`. */
export const DVR_ISSUER_PATH = RX_SECURITY_PATHS.dvrIssuerJwks.replace('/.well-known/jwks.json', '');

/** SMART Health Cards file type (the download). */
export const SMART_HEALTH_CARD_MIME = 'application/smart-health-card';

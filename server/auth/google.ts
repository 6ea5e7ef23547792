/**
 * The Google Identity stand-in's credentials: RS256-signed id tokens (JWTs) like Google's, signed with a key
 * pair made once per server process. The second origin (routes/google-standin.ts) issues them for the seeded
 * Google identities; the identity routes verify the signature, issuer, audience and expiry before trusting
 * one. A token made or changed anywhere else fails verification.
 */
import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';

export const GOOGLE_STANDIN = {
  issuer: 'https://accounts.google.sandbox.example',
  /** The client id the stand-in script is initialised with (configuration in a real deployment). */
  clientId: 'sandbox-client-id.apps.googleusercontent.example',
  ttlSeconds: 60 * 60,
} as const;

let keys: { privateKey: KeyObject; publicKey: KeyObject } | undefined;
function keyPair() {
  keys ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
  return keys;
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export interface GoogleClaims {
  iss: string;
  aud: string;
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  iat: number;
  exp: number;
}

export function signGoogleCredential(
  identity: { subject: string; email: string; givenName: string; familyName: string },
  now: Date,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: GoogleClaims = {
    iss: GOOGLE_STANDIN.issuer,
    aud: GOOGLE_STANDIN.clientId,
    sub: identity.subject,
    email: identity.email,
    email_verified: true,
    given_name: identity.givenName,
    family_name: identity.familyName,
    iat,
    exp: iat + GOOGLE_STANDIN.ttlSeconds,
  };
  return signGoogleClaims(claims);
}

/** A credential carrying exactly these claims, signed with this process's key (the stand-in's JWT encoding). */
export function signGoogleClaims(claims: GoogleClaims): string {
  const head = `${b64(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${b64(JSON.stringify(claims))}`;
  const signature = createSign('RSA-SHA256').update(head).sign(keyPair().privateKey);
  return `${head}.${b64(signature)}`;
}

/** The claims of a valid credential, or null (bad signature, issuer, audience, expired, malformed). */
export function verifyGoogleCredential(token: string, now: Date): GoogleClaims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const valid = createVerify('RSA-SHA256')
    .update(`${header}.${payload}`)
    .verify(keyPair().publicKey, Buffer.from(signature, 'base64url'));
  if (!valid) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as GoogleClaims;
    if (claims.iss !== GOOGLE_STANDIN.issuer || claims.aud !== GOOGLE_STANDIN.clientId) return null;
    if (claims.exp * 1000 <= now.getTime()) return null;
    return claims;
  } catch {
    return null;
  }
}

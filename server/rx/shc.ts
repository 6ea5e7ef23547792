/**
 * SMART Health Cards for the digital vaccine record (pharmacy-portal.md §7.3 dvr; issue 12): the sandbox's issuer
 * key (ES256, P-256) is made once and kept in rx_issuer_keys, its private half encrypted with AES-256-GCM under a
 * key derived from the server secret (never in plain text); a card is a JWS (header alg ES256, zip DEF, kid = the
 * RFC 7638 thumbprint) over the raw-deflated verifiable credential (SMART Health Cards 1.x), shown as 'shc:/'
 * numeric QR payloads.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
  randomBytes,
  sign,
} from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { toShcNumeric } from '../../domain/rx/vaccineRecord';
import type { Database } from '../db/schema';

export interface PublicJwk {
  kty: 'EC';
  kid: string;
  use: 'sig';
  alg: 'ES256';
  crv: 'P-256';
  x: string;
  y: string;
}

interface IssuerKey {
  kid: string;
  publicJwk: PublicJwk;
  privateKey: KeyObject;
}

const PREFIX = 'aes-256-gcm$';

function wrappingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'rx-shc-issuer', 'issuer-key-encryption', 32));
}

export function encryptPrivateJwk(jwk: object, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64url')}$${cipher.getAuthTag().toString('base64url')}$${body.toString('base64url')}`;
}

export function decryptPrivateJwk(stored: string, secret: string): Record<string, string> {
  const [iv, tag, body] = stored.slice(PREFIX.length).split('$');
  const decipher = createDecipheriv('aes-256-gcm', wrappingKey(secret), Buffer.from(iv ?? '', 'base64url'));
  decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64url')), decipher.final()]);
  return JSON.parse(text.toString('utf8')) as Record<string, string>;
}

/** RFC 7638 thumbprint of an EC public key. */
export function jwkThumbprint(jwk: { crv: string; kty: string; x: string; y: string }): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

const cache = new WeakMap<object, Promise<IssuerKey>>();

/** The private key of a row, or null when it was wrapped under another session secret (a secret changed since). */
function unwrap(stored: string, secret: string): Record<string, string> | null {
  try {
    return decryptPrivateJwk(stored, secret);
  } catch {
    return null;
  }
}

async function loadOrCreate(db: Kysely<Database>, secret: string): Promise<IssuerKey> {
  const rows = await db.selectFrom('rx_issuer_keys').selectAll().orderBy('created_at').execute();
  // The oldest key this server can unwrap; one wrapped under an earlier secret cannot sign any more, so a new
  // key is made beside it (cards it signed stay as they are).
  for (const row of rows) {
    const jwk = unwrap(row.private_key_encrypted, secret);
    if (!jwk) continue;
    return {
      kid: row.kid,
      publicJwk: row.public_jwk as unknown as PublicJwk,
      privateKey: createPrivateKey({ key: jwk, format: 'jwk' }),
    };
  }
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pub = publicKey.export({ format: 'jwk' }) as { kty: string; crv: string; x: string; y: string };
  const kid = jwkThumbprint(pub);
  const publicJwk: PublicJwk = { kty: 'EC', kid, use: 'sig', alg: 'ES256', crv: 'P-256', x: pub.x, y: pub.y };
  await db
    .insertInto('rx_issuer_keys')
    .values({
      kid,
      public_jwk: JSON.stringify(publicJwk),
      private_key_encrypted: encryptPrivateJwk(privateKey.export({ format: 'jwk' }), secret),
    })
    .onConflict((oc) => oc.column('kid').doNothing())
    .execute();
  // Two first calls at once: the oldest key wins for both.
  return loadOrCreate(db, secret);
}

/** The issuer key (made on first use, kept across restarts). */
export function issuerKey(db: Kysely<Database>, secret: string): Promise<IssuerKey> {
  let key = cache.get(db);
  if (!key) {
    key = loadOrCreate(db, secret);
    key.catch(() => cache.delete(db));
    cache.set(db, key);
  }
  return key;
}

export interface CardPatient {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}
export interface CardDose {
  cvxCode: string;
  occurrenceDate: string;
  lotNumber: string;
  performer: string;
}

/** The SMART Health Card's verifiable credential (minimal FHIR R4 bundle: the patient and the immunizations). */
export function credential(iss: string, nbf: number, patient: CardPatient, doses: readonly CardDose[]) {
  return {
    iss,
    nbf,
    vc: {
      type: ['https://smarthealth.cards#health-card', 'https://smarthealth.cards#immunization'],
      credentialSubject: {
        fhirVersion: '4.0.1',
        fhirBundle: {
          resourceType: 'Bundle',
          type: 'collection',
          entry: [
            {
              fullUrl: 'resource:0',
              resource: {
                resourceType: 'Patient',
                name: [{ family: patient.lastName, given: [patient.firstName] }],
                birthDate: patient.dateOfBirth,
              },
            },
            ...doses.map((d, i) => ({
              fullUrl: `resource:${i + 1}`,
              resource: {
                resourceType: 'Immunization',
                status: 'completed',
                vaccineCode: { coding: [{ system: 'http://hl7.org/fhir/sid/cvx', code: d.cvxCode }] },
                patient: { reference: 'resource:0' },
                occurrenceDateTime: d.occurrenceDate,
                performer: [{ actor: { display: d.performer } }],
                lotNumber: d.lotNumber,
              },
            })),
          ],
        },
      },
    },
  };
}

/** Signs the credential: compact JWS, ES256 (raw r||s), payload raw-deflated. */
export async function signHealthCard(
  db: Kysely<Database>,
  secret: string,
  payload: object,
): Promise<{ jws: string; qr: string }> {
  const key = await issuerKey(db, secret);
  const header = Buffer.from(JSON.stringify({ alg: 'ES256', zip: 'DEF', kid: key.kid })).toString(
    'base64url',
  );
  const body = deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url');
  const input = `${header}.${body}`;
  const signature = sign('sha256', Buffer.from(input), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  const jws = `${input}.${signature.toString('base64url')}`;
  return { jws, qr: toShcNumeric(jws) };
}

/**
 * The Google stand-in's id tokens (server/auth/google.ts): the identity routes trust one only when its RS256
 * signature is this server's and its issuer, audience and expiry are the stand-in's. Anything else, including a
 * token that is not three dot-separated parts, is refused without throwing. The lifetime is an hour, as Google's
 * id tokens (docs/choices.md).
 */
import { generateKeyPairSync, createSign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type GoogleClaims,
  signGoogleClaims,
  signGoogleCredential,
  verifyGoogleCredential,
} from '../../server/auth/google';

const ISSUER = 'https://accounts.google.sandbox.example';
const CLIENT_ID = 'sandbox-client-id.apps.googleusercontent.example';
const ISSUED = new Date('2026-11-29T10:00:00.000Z');
const IDENTITY = { subject: 'g-1', email: 'googleuser@example.com', givenName: 'Gail', familyName: 'Goode' };

function claims(overrides: Partial<GoogleClaims> = {}): GoogleClaims {
  const iat = ISSUED.getTime() / 1000;
  return {
    iss: ISSUER,
    aud: CLIENT_ID,
    sub: 'g-1',
    email: 'googleuser@example.com',
    email_verified: true,
    given_name: 'Gail',
    family_name: 'Goode',
    iat,
    exp: iat + 3600,
    ...overrides,
  };
}

describe('a Google stand-in credential', () => {
  it('issued now carries the identity, the stand-in issuer and client id, and lasts one hour', () => {
    // claims(): the identity, ISSUER, CLIENT_ID, issued at ISSUED and expiring 3600 s later.
    expect(verifyGoogleCredential(signGoogleCredential(IDENTITY, ISSUED), ISSUED)).toEqual(claims());
  });

  it('is accepted until 1 ms before its expiry and refused at the expiry', () => {
    const token = signGoogleCredential(IDENTITY, ISSUED);
    const expiry = ISSUED.getTime() + 60 * 60 * 1000;
    expect(verifyGoogleCredential(token, new Date(expiry - 1))?.sub).toBe('g-1');
    expect(verifyGoogleCredential(token, new Date(expiry))).toBeNull();
  });

  it.each([
    { case: 'another issuer', token: () => signGoogleClaims(claims({ iss: 'https://accounts.google.com' })) },
    {
      case: 'another audience',
      token: () => signGoogleClaims(claims({ aud: 'another-client.apps.example' })),
    },
    { case: 'an expired one', token: () => signGoogleClaims(claims({ exp: ISSUED.getTime() / 1000 - 1 })) },
  ])('signed by this server but with $case is refused', ({ token }) => {
    expect(verifyGoogleCredential(token(), ISSUED)).toBeNull();
  });

  it('with its claims changed after signing is refused', () => {
    const [header, , signature] = signGoogleCredential(IDENTITY, ISSUED).split('.');
    const forged = Buffer.from(JSON.stringify(claims({ sub: 'someone-else' }))).toString('base64url');
    expect(verifyGoogleCredential(`${header}.${forged}.${signature}`, ISSUED)).toBeNull();
  });

  it('signed with another key is refused', () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const [header, payload] = signGoogleCredential(IDENTITY, ISSUED).split('.');
    const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(other.privateKey);
    expect(
      verifyGoogleCredential(`${header}.${payload}.${signature.toString('base64url')}`, ISSUED),
    ).toBeNull();
  });

  it.each(['', 'abc', 'abc.def', 'abc.def.', '.def.ghi', 'abc..ghi'])(
    'not three non-empty parts (%j) is refused without throwing',
    (token) => {
      expect(verifyGoogleCredential(token, ISSUED)).toBeNull();
    },
  );
});

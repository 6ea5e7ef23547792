// @vitest-environment node
/**
 * Stored passwords (server/auth/passwords.ts; docs/security.md): scrypt with a random salt, written as
 * scrypt$N$r$p$salt$hash so the parameters can be raised later without breaking old hashes. A password is compared
 * in Unicode NFKC form (a full-width letter is the letter). A stored value that is not such a hash verifies nothing,
 * and never throws. Literals: N 16384, r 8, p 1, a 16-byte salt, a 32-byte key.
 */
import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from '../../server/auth/passwords';

const b64 = (bytes: Buffer) => bytes.toString('base64url');

describe('a stored password', () => {
  it('is scrypt$16384$8$1$ a 16-byte salt and a 32-byte key, and verifies only its own password', async () => {
    const stored = await hashPassword('Shopper123');
    const [scheme, n, r, p, salt, key] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32);
    expect(await verifyPassword('Shopper123', stored)).toBe(true);
    expect(await verifyPassword('Shopper124', stored)).toBe(false);
    // A new salt each time: the same password never gives the same stored value.
    expect(await hashPassword('Shopper123')).not.toBe(stored);
  });

  it('is compared in NFKC form: a full-width letter matches the letter', async () => {
    const stored = await hashPassword('\uFF33hopper123'); // Ｓhopper123
    expect(await verifyPassword('Shopper123', stored)).toBe(true);
  });

  it('made with other scrypt parameters (N 1024, r 4, p 2) still verifies, by the parameters it carries', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('Older123'.normalize('NFKC'), salt, 32, { N: 1024, r: 4, p: 2 });
    const stored = ['scrypt', 1024, 4, 2, b64(salt), b64(key)].join('$');
    expect(await verifyPassword('Older123', stored)).toBe(true);
    expect(await verifyPassword('Older124', stored)).toBe(false);
  });

  it.each([
    ['an empty value', ''],
    ['another scheme', 'bcrypt$16384$8$1$MDEyMzQ1Njc4OWFiY2RlZg$AAAA'],
    ['no key', 'scrypt$16384$8$1$MDEyMzQ1Njc4OWFiY2RlZg'],
    ['no salt and no key', 'scrypt$16384$8$1'],
    ['a key of 16 bytes instead of 32', 'scrypt$16384$8$1$MDEyMzQ1Njc4OWFiY2RlZg$MDEyMzQ1Njc4OWFiY2RlZg'],
  ])('that is %s verifies nothing, without throwing', async (_, stored) => {
    await expect(verifyPassword('Shopper123', stored)).resolves.toBe(false);
  });

  it('the decoy is a valid hash (of a password nobody knows), the same one each time', async () => {
    const decoy = await decoyHash();
    expect(decoy.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(await decoyHash()).toBe(decoy);
    expect(await verifyPassword('', decoy)).toBe(false);
  });
});

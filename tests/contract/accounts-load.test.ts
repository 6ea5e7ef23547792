// @vitest-environment node
/**
 * The account facts a session carries (server/auth/accounts.ts): the sign-in email and the identity service's
 * userInfo for a customer of the database, and nothing (not a half-filled account, not an error) for an id no
 * customer has: the session lookup and the sign-in answer then treat the browser as signed out.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAccount } from '../../server/auth/accounts';
import { openTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
}, 120_000);
afterAll(async () => {
  await server.db.close();
});

describe('loadAccount', () => {
  it("gives the demo shopper's sign-in email, id and verified flag", async () => {
    const account = await loadAccount(server.db.kysely, '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01');
    expect(account?.email).toBe('shopper@example.com');
    expect(account?.userInfo).toMatchObject({
      userId: '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01',
      emailVerified: true,
    });
  });

  it('gives null for an id no customer has, without throwing', async () => {
    await expect(loadAccount(server.db.kysely, randomUUID())).resolves.toBeNull();
  });
});

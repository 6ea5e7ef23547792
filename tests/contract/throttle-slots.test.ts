// @vitest-environment node
/**
 * What a sign-in attempt costs the throttle (server/auth/throttle.ts; docs/choices.md "Throttle and lock"): a right
 * password gives the client its slot back, so a shared address is never held by sign-ins that worked; an attempt
 * the client's limit refuses costs the account nothing; and an account is counted as one whatever the case or
 * spaces of its email. Literals: 5 attempts per account, 30 per client, in 15 minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PATHS } from '../../api/contracts/identity';
import { createApp } from '../../server/app';
import { accountThrottleKey } from '../../server/auth/throttle';
import { ACCOUNTS, Browser, openTestServer, type TestServer, testConfig } from './support';

let server: TestServer;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  server = await openTestServer();
  // A trusted proxy, so each test is its own client through X-Forwarded-For.
  app = createApp({ db: server.db, config: testConfig({ trustProxy: true }) });
}, 120_000);
afterAll(async () => {
  await server.db.close();
});

const signIn = (client: string, email: string, password: string) =>
  new Browser(app).post(
    IDENTITY_PATHS.signIn,
    { email, password, rememberMe: false },
    { 'X-Forwarded-For': client },
  );

describe('the sign-in throttle counts what it should', () => {
  it('31 right passwords from one client in one window all sign in: each gives its client slot back', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await signIn('198.51.100.20', ACCOUNTS.shopper.email, ACCOUNTS.shopper.password)).status,
      );
    expect(statuses).toEqual(Array(31).fill(200));
  });

  it("an attempt refused by the client's limit (429) does not count against the account", async () => {
    const busy = '198.51.100.21';
    // 30 wrong passwords from one client, on 30 different (unknown) accounts: each account well under its 5.
    for (let i = 0; i < 30; i++)
      expect((await signIn(busy, `nobody${i}@example.com`, 'Wrong1234')).status).toBe(401);
    expect((await signIn(busy, ACCOUNTS.newPatient.email, 'Wrong1234')).status).toBe(429);
    // From elsewhere, the account still has all 5 of its attempts: the 5th wrong one locks it, not the 4th.
    const elsewhere = '198.51.100.22';
    for (let i = 1; i <= 4; i++)
      expect((await signIn(elsewhere, ACCOUNTS.newPatient.email, 'Wrong1234')).status).toBe(401);
    expect((await signIn(elsewhere, ACCOUNTS.newPatient.email, 'Wrong1234')).status).toBe(423);
  });

  it('an account is one account whatever the case and spaces of its email', () => {
    expect(accountThrottleKey('freshway', '  Shopper@Example.COM ')).toBe(
      accountThrottleKey('freshway', 'shopper@example.com'),
    );
    expect(accountThrottleKey('freshway', 'shopper@example.com')).not.toBe(
      accountThrottleKey('valuemart', 'shopper@example.com'),
    );
  });
});

// @vitest-environment node
/**
 * The sign-in limits the sandbox enforces, read at the HTTP level with a movable clock (docs/choices.md "Throttle and
 * lock", "How long a sign-in lasts"): the time left a locked account or a used-up window reports as it runs down, the
 * create-account window kept per client, how long a session lasts with and without "Keep me signed in", and a failed
 * background mail logged without its details. Literals: 15 minutes (lock and window), 10 create attempts, 30 days,
 * 12 hours.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../api/contracts/common';
import { IDENTITY_PATHS, sessionResponseSchema } from '../../api/contracts/identity';
import { createApp } from '../../server/app';
import { mailInBackground, mailSettled } from '../../server/auth/outbox';
import type { AppDeps } from '../../server/http/deps';
import { ACCOUNTS, Browser, openTestServer, signIn, type TestServer, testConfig } from './support';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let server: TestServer;
const start = new Date('2026-11-29T12:00:00.000Z');
let clock = start;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  server = await openTestServer();
  // A trusted proxy, so each test is its own client through X-Forwarded-For.
  app = createApp({ db: server.db, config: testConfig({ trustProxy: true }), now: () => clock });
});
afterAll(async () => {
  await server.db.close();
});

const errorOf = async (r: Response) => z.parse(errorBodySchema, await r.json()).error;
const session = async (b: Browser) =>
  z.parse(sessionResponseSchema, await (await b.get(IDENTITY_PATHS.session)).json()).data;
/** Runs `body` with the clock at `at`, then puts it back. */
async function at<T>(when: Date, body: () => Promise<T>): Promise<T> {
  const saved = clock;
  clock = when;
  try {
    return await body();
  } finally {
    clock = saved;
  }
}
const later = (ms: number) => new Date(start.getTime() + ms);

describe('time left on a refusal counts down', () => {
  it('a locked account reports 900 s when it locks and 600 s five minutes later', async () => {
    const b = new Browser(app);
    const client = { 'X-Forwarded-For': '198.51.100.1' };
    const wrong = { email: ACCOUNTS.unverified.email, password: 'Wrong1234', rememberMe: false };
    for (let i = 1; i <= 4; i++)
      expect((await b.post(IDENTITY_PATHS.signIn, wrong, client)).status).toBe(401);
    const locking = await b.post(IDENTITY_PATHS.signIn, wrong, client);
    expect(locking.status).toBe(423);
    expect((await errorOf(locking)).fields?.retryAfterSeconds).toBe('900');
    const still = await at(later(5 * MINUTE), () =>
      b.post(IDENTITY_PATHS.signIn, { ...wrong, password: ACCOUNTS.unverified.password }, client),
    );
    expect(still.status).toBe(423);
    expect((await errorOf(still)).fields?.retryAfterSeconds).toBe('600');
  });

  it('create account: the 11th attempt in 15 minutes from one client waits for the end of its window; another client is not held', async () => {
    const body = { firstName: 'A', lastName: 'B', email: ACCOUNTS.shopper.email, password: 'Create123' };
    const first = { 'X-Forwarded-For': '198.51.100.2' };
    const other = { 'X-Forwarded-For': '198.51.100.3' };
    for (let i = 0; i < 10; i++)
      expect((await new Browser(app).post(IDENTITY_PATHS.createAccount, body, first)).status).toBe(409);
    const refused = await at(later(5 * MINUTE), () =>
      new Browser(app).post(IDENTITY_PATHS.createAccount, body, first),
    );
    expect(refused.status).toBe(429);
    // The window opened with the first attempt at `start`: 10 of its 15 minutes are left.
    expect(refused.headers.get('Retry-After')).toBe('600');
    expect((await errorOf(refused)).fields?.retryAfterSeconds).toBe('600');
    const another = await at(later(5 * MINUTE), () =>
      new Browser(app).post(IDENTITY_PATHS.createAccount, body, other),
    );
    expect(another.status).toBe(409);
  });
});

describe('how long a sign-in lasts', () => {
  it.each([
    { case: 'with "Keep me signed in"', rememberMe: true, lasts: 30 * DAY, lapseReported: true },
    { case: 'without it', rememberMe: false, lasts: 12 * HOUR, lapseReported: false },
  ])(
    '$case: still signed in 1 s before it ends, signed out when it ends',
    async ({ rememberMe, lasts, lapseReported }) => {
      const b = new Browser(app);
      await at(start, () => signIn(b, ACCOUNTS.newPatient, rememberMe));
      expect((await at(later(lasts - 1000), () => session(b))).authLevel).toBe('authenticated');
      expect(await at(later(lasts), () => session(b))).toMatchObject({
        authLevel: 'anonymous',
        rememberedSessionLapsed: lapseReported,
      });
    },
  );
});

describe('background mail', () => {
  it('a failed mail is logged by its kind only (never its message), and waiting for the mail still ends', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const deps = { db: {} as AppDeps['db'] };
      mailInBackground(deps, async () => {
        throw new TypeError('could not mail shopper@example.com');
      });
      await mailSettled(deps);
      expect(logged.mock.calls).toEqual([['Background mail work failed: TypeError']]);
    } finally {
      logged.mockRestore();
    }
  });
});

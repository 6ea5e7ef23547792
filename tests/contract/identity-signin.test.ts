// @vitest-environment node
/**
 * Sign-in and account entry on the sandbox (issue 5): Google sign-in with signed stand-in credentials (link
 * and create results), the throttle and locked account, forgot/reset password through the outbox with token
 * expiry, create account, email verification, the external identity login's completion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../api/contracts/common';
import { IDENTITY_PATHS, sessionResponseSchema, signInResponseSchema } from '../../api/contracts/identity';
import { createApp } from '../../server/app';
import { signGoogleCredential } from '../../server/auth/google';
import { GOOGLE_IDENTITIES } from '../../server/db/fixtures/signin';
import { IDENTITY_PROVIDER_COMPLETE_PATH } from '../../server/routes/identity-provider';
import { OUTBOX_PATHS } from '../../server/routes/outbox';
import { createSecondOriginApp } from '../../server/second-origin';
import { SERVER_SANDBOX_PATHS } from '../../server/http/paths';
import { SOCIAL_STATUS_MESSAGES } from '../../domain/account/signIn';
import { Browser, openTestServer, type TestServer } from './support';

let server: TestServer;
let clock = new Date();
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  server = await openTestServer();
  app = createApp({ db: server.db, config: server.config, now: () => clock });
});
afterAll(async () => {
  await server.db.close();
});

const google = (email: string) => {
  const identity = GOOGLE_IDENTITIES.find((g) => g.email === email)!;
  return signGoogleCredential(identity, clock);
};
const signInBody = async (r: Response) => z.parse(signInResponseSchema, await r.json()).data;
const errorOf = async (r: Response) => z.parse(errorBodySchema, await r.json()).error;
const session = async (b: Browser) =>
  z.parse(sessionResponseSchema, await (await b.get(IDENTITY_PATHS.session)).json()).data;

async function outboxLink(to: string): Promise<string> {
  const body = (await (await app.request(OUTBOX_PATHS.json)).json()) as {
    data: { messages: { to: string; link: string | null }[] };
  };
  const message = body.data.messages.find((m) => m.to === to);
  if (!message?.link) throw new Error(`no mail to ${to}`);
  return message.link;
}

describe('Google sign-in with the stand-in credentials', () => {
  it('signs in a linked identity', async () => {
    const b = new Browser(app);
    const r = await b.post(IDENTITY_PATHS.signIn, {
      email: 'shopper@example.com',
      rememberMe: false,
      token: google('shopper@example.com'),
      socialType: 'Google',
    });
    expect(r.status).toBe(200);
    expect((await signInBody(r)).statusCode).toBe(200);
    expect((await session(b)).authLevel).toBe('authenticated');
  });

  it('answers social link needed for an unlinked identity with an account, then links with the password', async () => {
    const b = new Browser(app);
    const token = google('googlelink@example.com');
    const first = await b.post(IDENTITY_PATHS.signIn, {
      email: 'googlelink@example.com',
      rememberMe: true,
      token,
      socialType: 'Google',
    });
    expect(await signInBody(first)).toEqual({
      statusCode: 202,
      statusMessage: SOCIAL_STATUS_MESSAGES.linkNeeded,
    });
    expect(b.cookies.has('sid')).toBe(false);
    const wrong = await b.post(IDENTITY_PATHS.signIn, {
      email: 'googlelink@example.com',
      password: 'Wrong1234',
      rememberMe: true,
      token,
      socialType: 'Google',
    });
    expect(wrong.status).toBe(401);
    const linked = await b.post(IDENTITY_PATHS.signIn, {
      email: 'googlelink@example.com',
      password: 'Google123',
      rememberMe: true,
      token,
      socialType: 'Google',
    });
    expect((await signInBody(linked)).statusCode).toBe(200);
    // Linked now: Google alone signs in.
    const again = await new Browser(app).post(IDENTITY_PATHS.signIn, {
      email: 'googlelink@example.com',
      rememberMe: false,
      token,
      socialType: 'Google',
    });
    expect((await signInBody(again)).statusCode).toBe(200);
    await server.db.kysely
      .deleteFrom('social_links')
      .where('subject', '=', '110000000000000000002')
      .execute();
  });

  it('answers social create needed for an identity without an account', async () => {
    const r = await new Browser(app).post(IDENTITY_PATHS.signIn, {
      email: 'googlenew@example.com',
      rememberMe: false,
      token: google('googlenew@example.com'),
      socialType: 'Google',
    });
    expect(await signInBody(r)).toEqual({
      statusCode: 202,
      statusMessage: SOCIAL_STATUS_MESSAGES.createNeeded,
    });
  });

  it('refuses forged, altered and expired credentials', async () => {
    const token = google('shopper@example.com');
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const altered = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: '110000000000000000003' })).toString('base64url')}.${s}`;
    for (const bad of ['a.b.c', altered]) {
      const r = await new Browser(app).post(IDENTITY_PATHS.signIn, {
        email: 'shopper@example.com',
        rememberMe: false,
        token: bad,
        socialType: 'Google',
      });
      expect(r.status).toBe(401);
      expect((await errorOf(r)).code).toBe('SOCIAL_CREDENTIAL_INVALID');
    }
    const saved = clock;
    clock = new Date(saved.getTime() + 2 * 60 * 60 * 1000);
    const expired = await new Browser(app).post(IDENTITY_PATHS.signIn, {
      email: 'shopper@example.com',
      rememberMe: false,
      token,
      socialType: 'Google',
    });
    expect(expired.status).toBe(401);
    clock = saved;
  });

  it('serves the stand-in script and signed credentials on the second origin', async () => {
    const second = createSecondOriginApp(server.config);
    const script = await second.request('/gsi/client.js');
    expect(script.status).toBe(200);
    const text = await script.text();
    for (const api of ['initialize', 'renderButton', 'prompt', 'disableAutoSelect'])
      expect(text).toContain(api);
    const r = await second.request('/gsi/credential', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ subject: '110000000000000000001' }),
    });
    const { credential } = (await r.json()) as { credential: string };
    const signIn = await new Browser(app).post(IDENTITY_PATHS.signIn, {
      email: 'shopper@example.com',
      rememberMe: false,
      token: credential,
      socialType: 'Google',
    });
    expect(signIn.status).toBe(200);
  });
});

describe('throttle and locked account', () => {
  it('locks an account after repeated failures, with the time left, even for the right password', async () => {
    // docs/choices.md "Throttle and lock": 5 password checks per 15 minutes; the failing fifth locks it 15 minutes.
    const b = new Browser(app);
    const body = { email: 'newpatient@example.com', password: 'Wrong1234', rememberMe: false };
    for (let i = 1; i <= 4; i++) expect((await b.post(IDENTITY_PATHS.signIn, body)).status).toBe(401);
    const locking = await b.post(IDENTITY_PATHS.signIn, body);
    expect(locking.status).toBe(423);
    const error = await errorOf(locking);
    expect(error.code).toBe('ACCOUNT_LOCKED');
    expect(Number(error.fields?.retryAfterSeconds)).toBe(900);
    const right = await b.post(IDENTITY_PATHS.signIn, { ...body, password: 'Patient123' });
    expect(right.status).toBe(423);
    const saved = clock;
    clock = new Date(saved.getTime() + 15 * 60_000 - 1000);
    expect((await b.post(IDENTITY_PATHS.signIn, { ...body, password: 'Patient123' })).status).toBe(423);
    clock = new Date(saved.getTime() + 15 * 60_000 + 1000);
    expect((await b.post(IDENTITY_PATHS.signIn, { ...body, password: 'Patient123' })).status).toBe(200);
    clock = saved;
  });

  it('treats an unknown email exactly like a known one (no account is revealed)', async () => {
    const b = new Browser(app);
    const body = { email: 'nobody-here@example.com', password: 'Wrong1234', rememberMe: false };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await b.post(IDENTITY_PATHS.signIn, body)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
  });

  it('keeps the seeded locked account locked with its time left', async () => {
    const r = await new Browser(app).post(IDENTITY_PATHS.signIn, {
      email: 'locked@example.com',
      password: 'Locked123',
      rememberMe: false,
    });
    expect(r.status).toBe(423);
    expect(Number((await errorOf(r)).fields?.retryAfterSeconds)).toBeGreaterThan(60 * 60);
  });
});

describe('forgot and reset password through the outbox', () => {
  it('mails a link, resets the password once, and refuses the used or an expired token', async () => {
    const b = new Browser(app);
    const unknown = await b.post(IDENTITY_PATHS.forgotPassword, {
      email: 'nobody@example.com',
      redirectUrl: '/health',
    });
    expect(unknown.status).toBe(200);
    const r = await b.post(IDENTITY_PATHS.forgotPassword, {
      email: 'unverified@example.com',
      redirectUrl: '/health',
    });
    expect(r.status).toBe(200);
    const link = new URL(await outboxLink('unverified@example.com'));
    expect(link.pathname).toBe('/account/reset-password');
    expect(link.searchParams.get('redirectUrl')).toBe('/health');
    const token = link.searchParams.get('token')!;
    const weak = await b.post(IDENTITY_PATHS.resetPassword, { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect((await b.post(IDENTITY_PATHS.resetPassword, { token, password: 'NewPass123' })).status).toBe(200);
    const reused = await b.post(IDENTITY_PATHS.resetPassword, { token, password: 'NewPass456' });
    expect((await errorOf(reused)).code).toBe('TOKEN_INVALID');
    const signIn = await b.post(IDENTITY_PATHS.signIn, {
      email: 'unverified@example.com',
      password: 'NewPass123',
      rememberMe: false,
    });
    expect(signIn.status).toBe(200);

    await b.post(IDENTITY_PATHS.forgotPassword, { email: 'unverified@example.com' });
    const second = new URL(await outboxLink('unverified@example.com')).searchParams.get('token')!;
    const saved = clock;
    clock = new Date(saved.getTime() + 31 * 60 * 1000);
    const expired = await b.post(IDENTITY_PATHS.resetPassword, { token: second, password: 'NewPass789' });
    expect((await errorOf(expired)).code).toBe('TOKEN_EXPIRED');
    clock = saved;
    const page = await (await app.request(OUTBOX_PATHS.page)).text();
    expect(page).toContain('Reset your password');
  });
});

describe('how long a mailed link works (docs/choices.md: reset 30 minutes, verification 24 hours)', () => {
  const MINUTE = 60 * 1000;
  const tokenMailedTo = async (email: string) => new URL(await outboxLink(email)).searchParams.get('token')!;

  it('a reset link works until 1 ms before 30 minutes and is expired at 30 minutes exactly', async () => {
    const b = new Browser(app);
    const saved = clock;
    try {
      await b.post(IDENTITY_PATHS.forgotPassword, { email: 'unverified@example.com' });
      const atLimit = await tokenMailedTo('unverified@example.com');
      clock = new Date(saved.getTime() + 30 * MINUTE);
      const late = await b.post(IDENTITY_PATHS.resetPassword, { token: atLimit, password: 'Boundary123' });
      expect((await errorOf(late)).code).toBe('TOKEN_EXPIRED');

      clock = saved;
      await b.post(IDENTITY_PATHS.forgotPassword, { email: 'unverified@example.com' });
      const justBefore = await tokenMailedTo('unverified@example.com');
      clock = new Date(saved.getTime() + 30 * MINUTE - 1);
      const inTime = await b.post(IDENTITY_PATHS.resetPassword, {
        token: justBefore,
        password: 'Boundary123',
      });
      expect(inTime.status).toBe(200);
    } finally {
      clock = saved;
    }
  });

  it('a verification link works until 1 ms before 24 hours and is expired at 24 hours exactly', async () => {
    const b = new Browser(app);
    const headers = { 'X-Banner': 'meadowlark' };
    const body = {
      firstName: 'Lin',
      lastName: 'Park',
      email: 'lin.boundary@example.com',
      password: 'Create123',
    };
    expect((await b.post(IDENTITY_PATHS.createAccount, body, headers)).status).toBe(201);
    const saved = clock;
    try {
      expect((await b.post(IDENTITY_PATHS.sendVerification, {})).status).toBe(200);
      const atLimit = await tokenMailedTo('lin.boundary@example.com');
      clock = new Date(saved.getTime() + 24 * 60 * MINUTE);
      const late = await b.post(IDENTITY_PATHS.confirmVerification, { token: atLimit });
      expect(late.status).toBe(400);
      expect((await errorOf(late)).code).toBe('TOKEN_EXPIRED');

      clock = saved;
      expect((await b.post(IDENTITY_PATHS.sendVerification, {})).status).toBe(200);
      const justBefore = await tokenMailedTo('lin.boundary@example.com');
      clock = new Date(saved.getTime() + 24 * 60 * MINUTE - 1);
      expect((await b.post(IDENTITY_PATHS.confirmVerification, { token: justBefore })).status).toBe(200);
    } finally {
      clock = saved;
    }
  });
});

describe('create account and email verification', () => {
  it('creates an account on the verification banner, signs it in unverified, then verifies through the outbox', async () => {
    const b = new Browser(app);
    const headers = { 'X-Banner': 'meadowlark' };
    const body = { firstName: 'Ada', lastName: 'Quill', email: 'ada@example.com', password: 'Create123' };
    const created = await b.post(IDENTITY_PATHS.createAccount, body, headers);
    expect(created.status).toBe(201);
    expect((await session(b)).userInfo?.emailVerified).toBe(false);
    const taken = await new Browser(app).post(IDENTITY_PATHS.createAccount, body, headers);
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).code).toBe('EMAIL_TAKEN');
    expect((await b.post(IDENTITY_PATHS.sendVerification, {})).status).toBe(200);
    const token = new URL(await outboxLink('ada@example.com')).searchParams.get('token')!;
    expect((await b.post(IDENTITY_PATHS.confirmVerification, { token })).status).toBe(200);
    expect((await session(b)).userInfo?.emailVerified).toBe(true);
    expect((await b.post(IDENTITY_PATHS.confirmVerification, { token })).status).toBe(400);
  });

  it('signs in the seeded unverified account of the verification banner', async () => {
    const r = await new Browser(app).post(
      IDENTITY_PATHS.signIn,
      { email: 'meadow@example.com', password: 'Meadow123', rememberMe: false },
      { 'X-Banner': 'meadowlark' },
    );
    expect((await signInBody(r)).authenticationState?.userInfo?.emailVerified).toBe(false);
  });

  it('creates an account from a Google credential (verified email, linked identity)', async () => {
    const b = new Browser(app);
    const r = await b.post(IDENTITY_PATHS.createAccount, {
      firstName: 'Sam',
      lastName: 'Okoro',
      email: 'googlenew@example.com',
      password: 'Create123',
      token: google('googlenew@example.com'),
      socialType: 'Google',
    });
    expect(r.status).toBe(201);
    const again = await new Browser(app).post(IDENTITY_PATHS.signIn, {
      email: 'googlenew@example.com',
      rememberMe: false,
      token: google('googlenew@example.com'),
      socialType: 'Google',
    });
    expect((await signInBody(again)).statusCode).toBe(200);
  });
});

describe('external identity login (mode 1) completion', () => {
  it('upgrades an identity-level session after the password prompt', async () => {
    const b = new Browser(app);
    await b.post(SERVER_SANDBOX_PATHS.identitySession, { email: 'shopper@example.com' });
    expect((await session(b)).authLevel).toBe('identity');
    const form = (fields: Record<string, string>) =>
      b.request(IDENTITY_PROVIDER_COMPLETE_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const returnUrl = 'http://localhost/signin?redirectUrl=%2Fhealth';
    const wrong = await form({ returnUrl, prompt: 'login', password: 'nope' });
    expect(wrong.status).toBe(303);
    expect((await session(b)).authLevel).toBe('identity');
    const ok = await form({ returnUrl, prompt: 'login', password: 'Shopper123' });
    expect(ok.headers.get('location')).toBe(returnUrl);
    expect((await session(b)).authLevel).toBe('authenticated');
    // The second origin of http://localhost is http://localhost:81 (port + 1).
    const page = await createSecondOriginApp(server.config).request(
      `http://localhost:81/identity/login?returnUrl=${encodeURIComponent(returnUrl)}&prompt=login`,
    );
    expect(await page.text()).toContain('name="password"');
  });
});

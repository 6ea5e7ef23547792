// @vitest-environment node
/**
 * Sandbox identity changes of issue 13: a new account gets a welcome mail (with its verification link when the
 * email is not verified yet) that keeps where the shopper was going and the banner (points 5, 9, 13); the
 * verification and reset links carry the redirect and the banner; an account created with the Google identity
 * needs no password (point 6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { IDENTITY_PATHS, sessionResponseSchema } from '../../api/contracts/identity';
import { createApp } from '../../server/app';
import { signGoogleCredential } from '../../server/auth/google';
import { GOOGLE_IDENTITIES } from '../../server/db/fixtures/signin';
import { OUTBOX_PATHS } from '../../server/routes/outbox';
import { Browser, openTestServer, type TestServer } from './support';

let server: TestServer;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  server = await openTestServer();
  app = createApp({ db: server.db, config: server.config });
});
afterAll(async () => {
  await server.db.close();
});

const session = async (b: Browser) =>
  z.parse(sessionResponseSchema, await (await b.get(IDENTITY_PATHS.session)).json()).data;

async function mailTo(to: string) {
  const body = (await (await app.request(OUTBOX_PATHS.json)).json()) as {
    data: { messages: { to: string; subject: string; link: string | null }[] };
  };
  const message = body.data.messages.find((m) => m.to === to);
  if (!message) throw new Error(`no mail to ${to}`);
  return { subject: message.subject, link: message.link ? new URL(message.link) : null };
}

describe('emailed links keep the redirect and the banner', () => {
  it('a new account on the verification banner gets the welcome mail with its verification link', async () => {
    const b = new Browser(app);
    const r = await b.post(
      IDENTITY_PATHS.createAccount,
      {
        firstName: 'Ines',
        lastName: 'Varga',
        email: 'ines@example.com',
        password: 'Create123',
        redirectUrl: '/account/profile',
      },
      { 'X-Banner': 'meadowlark' },
    );
    expect(r.status).toBe(201);
    const mail = await mailTo('ines@example.com');
    expect(mail.subject).toBe('Welcome! Please verify your email address');
    expect(mail.link?.pathname).toBe('/account/verify-email');
    expect(mail.link?.searchParams.get('redirectUrl')).toBe('/account/profile');
    expect(mail.link?.searchParams.get('banner')).toBe('meadowlark');
    const token = mail.link!.searchParams.get('token')!;
    expect((await b.post(IDENTITY_PATHS.confirmVerification, { token })).status).toBe(200);
  });

  it('a verification link sent later carries the redirect and the banner', async () => {
    const b = new Browser(app);
    await b.post(
      IDENTITY_PATHS.signIn,
      { email: 'meadow@example.com', password: 'Meadow123', rememberMe: false },
      { 'X-Banner': 'meadowlark' },
    );
    const r = await b.post(
      IDENTITY_PATHS.sendVerification,
      { redirectUrl: '/rx/refills' },
      { 'X-Banner': 'meadowlark' },
    );
    expect(r.status).toBe(200);
    const { link } = await mailTo('meadow@example.com');
    expect(link?.searchParams.get('redirectUrl')).toBe('/rx/refills');
    expect(link?.searchParams.get('banner')).toBe('meadowlark');
    const offSite = await b.post(IDENTITY_PATHS.sendVerification, { redirectUrl: 'https://evil.example' });
    expect(offSite.status).toBe(400);
  });

  it('the password reset link carries the banner', async () => {
    await new Browser(app).post(
      IDENTITY_PATHS.forgotPassword,
      { email: 'meadow@example.com', redirectUrl: '/health' },
      { 'X-Banner': 'meadowlark' },
    );
    const { link } = await mailTo('meadow@example.com');
    expect(link?.pathname).toBe('/account/reset-password');
    expect(link?.searchParams.get('banner')).toBe('meadowlark');
  });
});

describe('create an account with the Google identity (point 6)', () => {
  const google = () =>
    signGoogleCredential(GOOGLE_IDENTITIES.find((g) => g.email === 'googlenew@example.com')!, new Date());

  it('needs no password, links the identity, and signs the shopper in verified', async () => {
    const b = new Browser(app);
    const r = await b.post(IDENTITY_PATHS.createAccount, {
      firstName: 'Sam',
      lastName: 'Okoro',
      email: 'googlenew@example.com',
      token: google(),
      socialType: 'Google',
    });
    expect(r.status).toBe(201);
    expect(await session(b)).toMatchObject({ authLevel: 'authenticated', userInfo: { emailVerified: true } });
    expect((await mailTo('googlenew@example.com')).link).toBeNull();
    const again = await new Browser(app).post(IDENTITY_PATHS.signIn, {
      email: 'googlenew@example.com',
      rememberMe: false,
      token: google(),
      socialType: 'Google',
    });
    expect(again.status).toBe(200);
  });

  it('without a Google identity the password is required', async () => {
    const r = await new Browser(app).post(IDENTITY_PATHS.createAccount, {
      firstName: 'No',
      lastName: 'Password',
      email: 'nopassword@example.com',
    });
    expect(r.status).toBe(400);
  });
});

describe('delete the account (point 7)', () => {
  it('needs a signed-in shopper and the right password, then removes the account and ends the session', async () => {
    const anonymous = await new Browser(app).post(IDENTITY_PATHS.deleteAccount, { password: 'Patient123' });
    expect(anonymous.status).toBe(401);

    const b = new Browser(app);
    await b.post(IDENTITY_PATHS.signIn, {
      email: 'newpatient@example.com',
      password: 'Patient123',
      rememberMe: false,
    });
    const wrong = await b.post(IDENTITY_PATHS.deleteAccount, { password: 'Wrong1234' });
    expect(wrong.status).toBe(401);
    expect((await session(b)).authLevel).toBe('authenticated');

    const ok = await b.post(IDENTITY_PATHS.deleteAccount, { password: 'Patient123' });
    expect(ok.status).toBe(200);
    expect((await session(b)).authLevel).toBe('anonymous');
    expect((await mailTo('newpatient@example.com')).subject).toBe('Your account has been deleted');
    const again = await new Browser(app).post(IDENTITY_PATHS.signIn, {
      email: 'newpatient@example.com',
      password: 'Patient123',
      rememberMe: false,
    });
    expect(again.status).toBe(401);
    // Another shopper is untouched.
    const other = await new Browser(app).post(IDENTITY_PATHS.signIn, {
      email: 'shopper@example.com',
      password: 'Shopper123',
      rememberMe: false,
    });
    expect(other.status).toBe(200);
  });
});

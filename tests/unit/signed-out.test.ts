/**
 * account-signin.md §7: "A 403 on any call, other than from the signin page, triggers a signed-out handling
 * action." The real composition (src/app.tsx) against a local server: a 403 from the profile call becomes the
 * session machine's session.signedOut event, which clears the user and runs the handling.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createServices } from '../../src/app';
import { getBanner } from '../../domain/banners/registry';
import { parseClientConfig } from '../../src/config';
import { fullProfile } from '../fixtures/profiles';

let server: Server;
let base = '';
let profileStatus = 403;
const origin = window.location.origin;

function handle(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Headers', 'cache-control, pragma, x-channel, accept, content-type');
  if (req.method === 'OPTIONS') return res.end();
  res.setHeader('content-type', 'application/json');
  if (req.url?.startsWith('/identity/api/v1/session')) {
    return res.end(
      JSON.stringify({
        data: {
          authLevel: 'authenticated',
          knownMachine: true,
          rememberedSessionLapsed: false,
          userInfo: { userId: 'u', emailVerified: true, banner: 'freshway', authorities: [] },
        },
      }),
    );
  }
  if (req.url?.startsWith('/atlas/v1/customer-profile/v1/profile')) {
    res.statusCode = profileStatus;
    return res.end(
      JSON.stringify(
        profileStatus === 200
          ? { data: { customerProfile: fullProfile } }
          : { error: { code: 'FORBIDDEN', message: 'Session ended' } },
      ),
    );
  }
  res.statusCode = 404;
  res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'none' } }));
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function services() {
  const config = parseClientConfig({
    VITE_IDENTITY_BASE_URL: base,
    VITE_PROFILE_BASE_URL: base,
    VITE_CONTENT_BASE_URL: base,
  });
  return createServices(config, getBanner('freshway')!);
}

describe('signed-out handling', () => {
  it('a 403 from the profile call signs the session out and sends the shopper to sign-in', async () => {
    window.history.replaceState(null, '', '/account/profile?tab=1');
    const app = services();
    // The router attaches its navigate to the app's navigation service, as NavigationBridge does.
    const go = vi.fn<(to: string) => void>(() => {});
    app.navigation?.attach(go);
    const { session, profile } = app;
    await waitFor(session, (s) => s.matches('authenticated'));
    profileStatus = 403;
    profile.send({ type: 'profile.load' });
    await waitFor(session, (s) => s.matches('anonymous'));
    expect(session.getSnapshot().context.info?.authLevel).toBe('anonymous');
    expect(go).toHaveBeenCalledWith('/signin?redirectUrl=%2Faccount%2Fprofile%3Ftab%3D1');
    await waitFor(profile, (s) => s.matches('idle') || s.matches('failed'));
    expect(profile.getSnapshot().context.profile).toBeNull();
    session.stop();
    profile.stop();
  });

  it('a second signed-out answer, heard on the sign-in page the first one led to, leaves the address as it is', async () => {
    // The router's navigation moves the address, as the app's does.
    window.history.replaceState(null, '', '/rx/prescription-monograph?productNumber=00071015523');
    const app = services();
    // The router attaches its navigate to the app's navigation service, as NavigationBridge does.
    const go = vi.fn<(to: string) => void>((to) => window.history.pushState(null, '', to));
    app.navigation?.attach(go);
    const { session, profile } = app;
    await waitFor(session, (s) => s.matches('authenticated'));
    // Two calls of one page answered 401 (the monograph and its images): two signed-out events.
    session.send({
      type: 'session.signedOut',
      endpoint: 'GET /rx/api/product-monograph/00071015523/monograph',
    });
    session.send({ type: 'session.signedOut', endpoint: 'GET /rx/api/product-monograph/images' });
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith(
      '/signin?redirectUrl=%2Frx%2Fprescription-monograph%3FproductNumber%3D00071015523',
    );
    expect(window.location.pathname + window.location.search).toBe(
      '/signin?redirectUrl=%2Frx%2Fprescription-monograph%3FproductNumber%3D00071015523',
    );
    session.stop();
    profile.stop();
  });

  it('a 403 while on the sign-in page is left to the page', async () => {
    window.history.replaceState(null, '', '/signin');
    const app = services();
    // The router attaches its navigate to the app's navigation service, as NavigationBridge does.
    const go = vi.fn<(to: string) => void>(() => {});
    app.navigation?.attach(go);
    const { session, profile } = app;
    await waitFor(session, (s) => s.matches('authenticated'));
    profile.send({ type: 'profile.load' });
    await waitFor(profile, (s) => s.matches('failed'));
    expect(session.getSnapshot().matches('authenticated')).toBe(true);
    expect(go).not.toHaveBeenCalled();
    session.stop();
    profile.stop();
  });
});

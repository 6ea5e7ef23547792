/**
 * A signed-in, pharmacy-authorized browser for the measuring scripts (scripts/perf.ts, scripts/lighthouse.ts):
 * shopper@example.com signs in with "Keep me signed in", the sandbox helper remembers the browser for the pharmacy
 * (no security question) and the pharmacy session is opened, as tests/e2e/rx-orders.e2e.ts does it. Answers the
 * cookies as one Cookie header. Needs the sandbox helpers (SANDBOX_HELPERS=on).
 */
import { IDENTITY_PATHS } from '../api/contracts/identity';
import { RX_SECURITY_PATHS } from '../api/contracts/rx-security';
import { SERVER_SANDBOX_PATHS } from '../server/http/paths';

export const PERF_SHOPPER = { email: 'shopper@example.com', password: 'Shopper123' };

export async function signedInCookies(appUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const json = { 'Content-Type': 'application/json', Origin: appUrl };
  const signIn = await fetch(`${appUrl}${IDENTITY_PATHS.signIn}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ ...PERF_SHOPPER, rememberMe: true }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  keep(signIn);
  const remember = await fetch(`${appUrl}${SERVER_SANDBOX_PATHS.rxRememberDevice}`, {
    method: 'POST',
    headers: { Origin: appUrl, Cookie: header() },
  });
  if (remember.status !== 204) throw new Error(`remember-device answered ${remember.status}`);
  keep(remember);
  const session = await fetch(`${appUrl}${RX_SECURITY_PATHS.session}`, {
    method: 'PUT',
    headers: { ...json, Cookie: header() },
    body: '{}',
  });
  if (!session.ok) throw new Error(`the pharmacy session answered ${session.status}`);
  keep(session);
  return header();
}

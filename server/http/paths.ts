/** Which request paths belong to the API (JSON, never the SPA fallback, never cached). */
import { BASE_PATHS } from '../../api/contracts/common';

/** Sandbox paths that the contracts do not list yet (see SANDBOX_PATHS for the analytics recorder). */
export const SERVER_SANDBOX_PATHS = {
  /** POST { email }: signs the browser in at the 'identity' level only (routes/sandbox.ts). */
  identitySession: `${BASE_PATHS.sandbox}/identity-session`,
  /** POST { scenario }: sets or clears the sandbox_scenario cookie. */
  scenario: `${BASE_PATHS.sandbox}/scenario`,
  /** POST: makes this browser's session lapse now (the "remembered session lapsed" notice). */
  expireSession: `${BASE_PATHS.sandbox}/expire-session`,
  /** POST: remembers this browser for the signed-in customer's pharmacy ('Remember me on this device.'). */
  rxRememberDevice: `${BASE_PATHS.sandbox}/rx/remember-device`,
  /** POST { patientNumbers }: this browser's guest session verified those patients (stands in for the DOB page). */
  rxGuestVerified: `${BASE_PATHS.sandbox}/rx/guest-verified`,
} as const;

export const HEALTH_PATH = '/healthz';
export const BENCH_PATHS = { json: '/__bench/json' } as const;
const BENCH_BASE = '/__bench';

const API_BASES: readonly string[] = [...Object.values(BASE_PATHS), BENCH_BASE];

export function isApiPath(path: string): boolean {
  return path === HEALTH_PATH || API_BASES.some((base) => path === base || path.startsWith(`${base}/`));
}

export { API_BASES };

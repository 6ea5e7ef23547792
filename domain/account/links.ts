/**
 * Links of the account entry that the app shell's pages need too (the home page is in the first load): where
 * Create an Account goes, the identity provider's origin and the sandbox's stand-in for partner sites. Kept
 * small and apart from the sign-in rules (domain/account/signIn.ts re-exports them).
 */
import { CREATE_ACCOUNT_PATH } from '../shell';

/** The external identity login (mode 1) and its step-up variant, on the identity provider's origin. */
export const IDENTITY_PROVIDER_PATHS = {
  login: '/identity/login',
  stepUp: '/identity/step-up',
  forgotPassword: '/identity/forgot-password',
  googleScript: '/gsi/client.js',
  /** Sandbox only: stands in for a partner site whose fictional address does not resolve (issue 13 point 7). */
  externalStandIn: '/sandbox/external',
} as const;

/**
 * A partner site's address as the page links to it: itself, or in the sandbox the second origin's stand-in page
 * that names it (the fictional `.example` addresses do not resolve; issue 13 point 7).
 */
export function externalHref(
  url: string,
  providerOrigin: string,
  sandbox: boolean,
  returnUrl: string,
): string {
  if (!sandbox || !providerOrigin) return url;
  const params = new URLSearchParams({ to: url, returnUrl });
  return `${providerOrigin}${IDENTITY_PROVIDER_PATHS.externalStandIn}?${params.toString()}`;
}

/**
 * The identity provider's origin (external login, step-up, Google script stand-in). Configured for real
 * deployments; in the sandbox it is the second origin, this page's port + 1.
 */
export function identityProviderOrigin(
  configured: string | undefined,
  location: { protocol: string; hostname: string; port: string },
  sandbox: boolean,
): string {
  if (configured) return configured.replace(/\/$/, '');
  if (!sandbox) return '';
  const port = Number(location.port || (location.protocol === 'https:' ? 443 : 80)) + 1;
  return `${location.protocol}//${location.hostname}:${port}`;
}

/** §2 "The main banner sends Create Account to a different external flow when the user is not close to a store". */
export function createAccountHref(
  target: 'internal' | 'createPage' | 'externalWhenFar',
  nearStore: boolean,
  externalUrl: string,
): { href: string; external: boolean } {
  if (target === 'externalWhenFar' && !nearStore) return { href: externalUrl, external: true };
  return { href: CREATE_ACCOUNT_PATH, external: false };
}

/** "Close to a store" (§2 banner specifics) is not defined by the spec: a chosen store in the `preferredStore` cookie. */
export const NEAR_STORE_COOKIE = 'preferredStore';
export function isNearStore(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${NEAR_STORE_COOKIE}=`));
}

/** The main banner's external create-account flow for shoppers not close to a store (fictional URL). */
export const EXTERNAL_CREATE_ACCOUNT_URL = 'https://accounts.freshway.example/create';

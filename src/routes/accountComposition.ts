/** Shared pieces of the account-entry route modules: the redirect target of the address, navigation helpers. */
import { isSameSitePath, PASSWORD_RESET_QUERY, SIGN_IN_ROUTES } from '../../domain/account/signIn';

export function redirectUrlOf(search: string): string | null {
  const value = new URLSearchParams(search).get('redirectUrl');
  return value && isSameSitePath(value) ? value : null;
}

/** The token and redirect of an emailed link's address (reset password, verify email), read once. */
export function tokenLinkInput(search: string): { token: string | null; redirectUrl: string | null } {
  return { token: new URLSearchParams(search).get('token'), redirectUrl: redirectUrlOf(search) };
}

/** The email-verification page, carrying where to go once verified. */
export function verifyEmailHref(redirectUrl: string | null): string {
  return `${SIGN_IN_ROUTES.verifyEmail}${redirectUrl ? `?redirectUrl=${encodeURIComponent(redirectUrl)}` : ''}`;
}

export function signInHref(redirectUrl: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (redirectUrl) params.set('redirectUrl', redirectUrl);
  const query = params.toString();
  return `${SIGN_IN_ROUTES.signIn}${query ? `?${query}` : ''}`;
}

export const passwordResetSignInHref = (redirectUrl: string | null) =>
  signInHref(redirectUrl, { [PASSWORD_RESET_QUERY]: 'true' });

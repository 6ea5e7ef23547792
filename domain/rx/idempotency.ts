/**
 * Idempotency keys of the pharmacy's submits (checkout, new prescription request; docs/security.md "Idempotency"):
 * one key per order or request, kept across retries whose outcome is unknown, renewed after a definite refusal.
 */
import type { ApiError } from '../../api/contracts/common';

/**
 * Whether a failed submit certainly created no order (the server answered and refused it): then the next attempt is
 * a new request with a new idempotency key. A timeout, a network error or a 5xx may have created one: the retry
 * keeps the key, so the sandbox answers the first order instead of making a second.
 */
export function isDefiniteRejection(error: unknown): boolean {
  const e = error as Partial<ApiError> | null;
  if (e?.name !== 'ApiError' || e.kind !== 'http' || e.status === undefined) return false;
  // 408 timed out, 409 the key is still being worked on, 422 the key was used for another request: all unknown.
  return e.status >= 400 && e.status < 500 && ![408, 409, 422].includes(e.status);
}

/** The idempotency key of one attempt: the checkout's key, renewed (a counter) after a definite rejection. */
export function attemptKey(checkoutKey: string, renewals: number): string {
  return renewals === 0 ? checkoutKey : `${checkoutKey}.${renewals}`;
}

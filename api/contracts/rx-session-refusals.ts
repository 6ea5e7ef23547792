/**
 * How the pharmacy's server refuses pharmacy data to a signed-in customer whose pharmacy session does not allow it
 * (pharmacy-portal.md §4 "customerVerified becomes true only when the session is active and its status is
 * AUTHORIZED", §4 "Session" timeout, §8 "a 401 gives 'You were logged out due to inactivity…'"). The error body is
 * the common one (api/contracts/common.ts errorBodySchema) with one of these codes:
 * - notAuthorized, 403: the customer signed in but has not proven who they are to the pharmacy in this sign-in (a
 *   security answer, a completed link) and the browser is not remembered; the page sends them to the landing page,
 *   which asks the security question;
 * - timedOut, 401: the pharmacy session passed its inactivity expiry; it stays refused until the customer signs in
 *   again (the page's timeout logout).
 * No imports: the shopper's first load reads these codes (src/app.tsx) to route the answer.
 */
export const RX_SESSION_REFUSALS = {
  notAuthorized: { status: 403, code: 'RX_SESSION_NOT_AUTHORIZED' },
  timedOut: { status: 401, code: 'RX_SESSION_TIMED_OUT' },
} as const;

export type RxSessionRefusal = keyof typeof RX_SESSION_REFUSALS;

/** Which refusal an error code is, or null for any other answer. */
export function rxSessionRefusalOf(code: string | undefined): RxSessionRefusal | null {
  if (code === RX_SESSION_REFUSALS.notAuthorized.code) return 'notAuthorized';
  if (code === RX_SESSION_REFUSALS.timedOut.code) return 'timedOut';
  return null;
}

/** Session rules and texts (account-signin.md §4 "Success (status code 200)", §8 "Generic server error text"). */

/** §4: a sign-in succeeds with data.statusCode 200. */
export const SIGN_IN_SUCCESS_STATUS = 200;

/** Whole minutes (at least one) until a lock ends, as shoppers read it. */
export function formatTimeLeft(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 48) return hours === 1 ? '1 hour' : `${hours} hours`;
  return `${Math.ceil(hours / 24)} days`;
}

/** The error codes of the identity service that carry their own texts. */
export const IDENTITY_ERROR_CODES = {
  accountLocked: 'ACCOUNT_LOCKED',
  throttled: 'TOO_MANY_ATTEMPTS',
  invalidCredentials: 'INVALID_CREDENTIALS',
  tokenInvalid: 'TOKEN_INVALID',
  tokenExpired: 'TOKEN_EXPIRED',
  emailTaken: 'EMAIL_TAKEN',
  socialInvalid: 'SOCIAL_CREDENTIAL_INVALID',
} as const;

/** The spec leaves the generic server error text unspecified ("The source of the text is not shown"). */
export const SESSION_MESSAGES = {
  signInRejected: 'The email or password you entered is incorrect. Please try again.',
  locked: 'Too many attempts. Please wait and try again later.',
  // The lock is the spec's; anyone can cause it, so the owner learns how to lift it at once (issue 8 point 14).
  lockedFor: (timeLeft: string) =>
    `Your account is locked after too many unsuccessful sign-in attempts. Try again in ${timeLeft}. To unlock it now, reset your password.`,
  throttled: 'Too many sign-in attempts from this device. Please wait a few minutes and try again.',
  unavailable: 'We are having trouble reaching our servers. Please try again in a moment.',
  /** A 403: the servers answered and refused this request (issue 13 point 8); reloading gets a fresh page. */
  forbidden: 'We could not sign you in from this page. Please reload the page and try again.',
  forStatus(status: number): string {
    if (status === 401 || status === 400) return SESSION_MESSAGES.signInRejected;
    if (status === 403) return SESSION_MESSAGES.forbidden;
    if (status === 423 || status === 429) return SESSION_MESSAGES.locked;
    return SESSION_MESSAGES.unavailable;
  },
  /** The message for a failed sign-in call: the lock's time left when the service names it. */
  forError(error: { status: number; code?: string; fields?: Readonly<Record<string, string>> }): string {
    if (error.code === IDENTITY_ERROR_CODES.accountLocked) {
      const seconds = Number(error.fields?.retryAfterSeconds);
      return Number.isFinite(seconds) && seconds > 0
        ? SESSION_MESSAGES.lockedFor(formatTimeLeft(seconds))
        : SESSION_MESSAGES.locked;
    }
    if (error.code === IDENTITY_ERROR_CODES.throttled) return SESSION_MESSAGES.throttled;
    return SESSION_MESSAGES.forStatus(error.status);
  },
} as const;

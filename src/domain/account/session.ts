/** Session rules and texts (account-signin.md §4 "Success (status code 200)", §8 "Generic server error text"). */

/** §4: a sign-in succeeds with data.statusCode 200. */
export const SIGN_IN_SUCCESS_STATUS = 200;

/** The spec leaves the generic server error text unspecified ("The source of the text is not shown"). */
export const SESSION_MESSAGES = {
  signInRejected: 'The email or password you entered is incorrect. Please try again.',
  locked: 'Too many attempts. Please wait and try again later.',
  unavailable: 'We are having trouble reaching our servers. Please try again in a moment.',
  forStatus(status: number): string {
    if (status === 401 || status === 400) return SESSION_MESSAGES.signInRejected;
    if (status === 423 || status === 429) return SESSION_MESSAGES.locked;
    return SESSION_MESSAGES.unavailable;
  },
} as const;

/** Identity validation rules without zod (account-signin.md §5), read by the contracts and by domain/. */

/**
 * Email pattern of account-signin.md §5 ("a standard email pattern"): one place, shared by forms and server.
 * Something@, then a domain with a dot that is not its first character and has two characters after it. Written
 * so that matching cannot backtrack (security issue 8): the domain's first dot is found by a run of non-dots,
 * so every input is matched in linear time (the former `[^\s@]+\.[^\s@]{2,}` took 4.4 s on a 64 KB domain).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]{2,}$/;

/** The longest email address (RFC 5321 path limit); contracts check it before the pattern runs. */
export const EMAIL_MAX_LENGTH = 254;

/** account-signin.md §5: validation messages, shared by the forms (via domain/) and the server's 400 answers. */
export const SIGN_IN_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordLetterAndNumber: 'Your password must have at least one letter and one number',
} as const;

/** account-signin.md §5 "at least one letter and one number": sign-in and new passwords, forms and contracts. */
export const LETTER_AND_NUMBER_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).+$/;

/** Password rules for a new password (reset, create account): §5 letter-and-number rule plus a length. */
export const NEW_PASSWORD_LIMITS = { minLength: 8, maxLength: 64 } as const;

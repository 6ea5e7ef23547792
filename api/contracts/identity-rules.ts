/** Identity validation rules without zod (account-signin.md §5), read by the contracts and by src/domain. */

/** Email pattern of account-signin.md §5 ("a standard email pattern"): one place, shared by forms and server. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** account-signin.md §5: validation messages, shared by the forms (via src/domain) and the server's 400 answers. */
export const SIGN_IN_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordLetterAndNumber: 'Your password must have at least one letter and one number',
} as const;

/** Password rules for a new password (reset, create account): §5 letter-and-number rule plus a length. */
export const NEW_PASSWORD_LIMITS = { minLength: 8, maxLength: 64 } as const;

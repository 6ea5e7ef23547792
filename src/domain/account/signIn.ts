/** Sign-in texts and validation (account-signin.md §2 "Sign-in form", §5 "Validation rules"). */
import { EMAIL_PATTERN, SIGN_IN_MESSAGES } from '../../../api/contracts/identity';

export { SIGN_IN_MESSAGES };

export const SIGN_IN_LABELS = {
  heading: 'Sign In',
  description: (banner: string) => `Sign in to your existing ${banner} account`,
  email: 'Email',
  password: 'Password',
  keepSignedIn: 'Keep me signed in',
  submit: 'Sign In',
  lapsed: 'For your security, we need you to sign back in to your account.',
} as const;

/** "Keep me signed in" defaults to checked (§9). */
export const KEEP_SIGNED_IN_DEFAULT = true;

const LETTER_AND_NUMBER = /^(?=.*[A-Za-z])(?=.*\d).+$/;

export function validateSignIn(values: { email: string; password: string }): {
  email?: string;
  password?: string;
} {
  const errors: { email?: string; password?: string } = {};
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = SIGN_IN_MESSAGES.invalidEmail;
  if (values.password.length === 0) errors.password = SIGN_IN_MESSAGES.passwordRequired;
  else if (!LETTER_AND_NUMBER.test(values.password))
    errors.password = SIGN_IN_MESSAGES.passwordLetterAndNumber;
  return errors;
}

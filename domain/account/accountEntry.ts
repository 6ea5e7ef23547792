/**
 * The flows behind the sign-in page's entries (issue 5 "Flows users expect behind the entries"; the spec shows
 * only the entries, so these texts are chosen here once): forgot password, reset password, create account,
 * email verification. Password rules for a new password: §5's letter-and-number rule plus a length.
 */
import {
  EMAIL_PATTERN,
  LETTER_AND_NUMBER_PATTERN,
  NEW_PASSWORD_LIMITS,
  SIGN_IN_MESSAGES,
} from '../../api/contracts/identity-rules';
import type { FieldRules } from '../forms';

export const NEW_PASSWORD_RULES: FieldRules = {
  required: { value: true, message: SIGN_IN_MESSAGES.passwordRequired },
  minLength: NEW_PASSWORD_LIMITS.minLength,
  maxLength: NEW_PASSWORD_LIMITS.maxLength,
  pattern: { value: LETTER_AND_NUMBER_PATTERN, message: SIGN_IN_MESSAGES.passwordLetterAndNumber },
};

export const EMAIL_RULES: FieldRules = {
  required: { value: true, message: SIGN_IN_MESSAGES.invalidEmail },
  pattern: { value: EMAIL_PATTERN, message: SIGN_IN_MESSAGES.invalidEmail },
};

export const NAME_RULES: FieldRules = { required: true, maxLength: 50 };

export const FORGOT_PASSWORD_TEXTS = {
  heading: 'Forgot Password',
  intro: "Enter the email address of your account and we'll send you a link to reset your password.",
  email: 'Email',
  submit: 'Send Reset Link',
  sent: (email: string) =>
    `If an account exists for ${email}, we've sent a link to reset your password. The link works for 30 minutes.`,
  backToSignIn: 'Back to Sign In',
  /** From the sent page: back to the form to send the link again (or to another address). */
  sendAgain: 'Send another link',
  failed: 'We could not send the reset link right now. Please try again.',
} as const;

export const RESET_PASSWORD_TEXTS = {
  heading: 'Reset Password',
  password: 'New password',
  confirm: 'Confirm new password',
  mismatch: 'Passwords must match.',
  submit: 'Reset Password',
  invalidToken: 'This password reset link is not valid. Please request a new one.',
  expiredToken: 'This password reset link has expired. Please request a new one.',
  missingToken: 'This page needs the link from your password reset email. Please request a new one.',
  requestNew: 'Request a new link',
  failed: 'We could not reset your password right now. Please try again.',
} as const;

export const CREATE_ACCOUNT_TEXTS = {
  heading: 'Create an Account',
  intro: (banner: string) => `Create your ${banner} account.`,
  /** With the Google identity of the sign-in page's "social create needed" (issue 13 point 6). */
  socialIntro: (banner: string) => `Create your ${banner} account with your Google account.`,
  socialEmailNote: 'You will sign in with Google. You can add a password later with Forgot Password.',
  /** Shown with the password field from the start (issue 13 point 9). */
  passwordHint: `At least ${NEW_PASSWORD_LIMITS.minLength} characters, with at least one letter and one number.`,
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  submit: 'Create Account',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  failed: 'We could not create your account right now. Please try again.',
  haveAccount: 'Already have an account?',
  signIn: 'Sign In',
  external: 'Create an account with our partner site',
  /** After creating (issue 13 point 9). */
  welcomeHeading: (banner: string) => `Welcome to ${banner}`,
  welcome: (firstName: string) => `Welcome, ${firstName}! Your account is ready and you are signed in.`,
  verificationSent: (email: string) =>
    `We've sent a link to ${email}. Open it to confirm your email address; it works for 24 hours.`,
  continue: 'Continue',
} as const;

export const VERIFY_EMAIL_TEXTS = {
  heading: 'Verify Your Email',
  /** Nothing sent yet (issue 13 point 5: the page said "We sent a link" before anything was sent). */
  intro:
    "Please verify your email address to continue. Select Send Verification Email and we'll email you a link.",
  resend: 'Send Verification Email',
  sending: 'Sending…',
  sent: "We've sent a verification link to your email. Open it to continue; it works for 24 hours.",
  verifying: 'Verifying your email…',
  verified: 'Your email address is verified.',
  continue: 'Continue',
  invalid: 'This verification link is not valid or has expired. Please send a new one.',
  failed: 'We could not send the verification email right now. Please try again.',
} as const;

/** Server texts (error bodies) of the account entry calls. */
export const ACCOUNT_ENTRY_SERVER_MESSAGES = {
  tokenInvalid: 'The link is not valid.',
  tokenExpired: 'The link has expired.',
  emailTaken: 'An account with this email already exists.',
  socialInvalid: 'The social sign-in credential is not valid.',
  notSignedIn: 'Sign in first.',
} as const;

/** /account/delete (account-signin.md §2; issue 13 point 7). The spec shows only the route: texts chosen here. */
export const DELETE_ACCOUNT_TEXTS = {
  heading: 'Delete Your Account',
  intro:
    'Deleting your account removes your profile, saved payment methods, sign-in details and linked Google sign-in. It cannot be undone. Your store and pharmacy records that the law requires us to keep are not affected.',
  password: 'Password',
  passwordHint: 'Enter your password to confirm it is you.',
  understand: 'I understand that deleting my account cannot be undone.',
  submit: 'Delete My Account',
  cancel: 'Keep My Account',
  wrongPassword: 'The password you entered is incorrect. Please try again.',
  deleted: 'Your account has been deleted. We are sorry to see you go.',
  home: 'Go to the home page',
  entry: 'Delete Account',
} as const;

/** The delete confirmation's rules: the password (required) and the tick. */
export const DELETE_ACCOUNT_RULES = {
  password: { required: { value: true, message: SIGN_IN_MESSAGES.passwordRequired } },
  understand: { requiredCheckbox: true },
} satisfies Record<string, FieldRules>;

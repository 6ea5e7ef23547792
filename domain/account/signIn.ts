/**
 * Sign-in page rules and texts (account-signin.md §2 "Sign-in page modes", "Sign-in form", "Banner
 * specifics", "Other page behaviour"; §4 result states; §5 validation; §8 error catalogue; §9 constants).
 * Every text the page shows is here once; views, machines, the server and the tests import it.
 */
import {
  EMAIL_PATTERN,
  LETTER_AND_NUMBER_PATTERN,
  SIGN_IN_MESSAGES,
} from '../../api/contracts/identity-rules';
import { checkField, type FieldRules } from '../forms';
import { CREATE_ACCOUNT_PATH, DELETE_ACCOUNT_PATH, HELP_PATHS, NEW_TAB_LABEL, SIGN_IN_PATH } from '../shell';

export {
  createAccountHref,
  EXTERNAL_CREATE_ACCOUNT_URL,
  externalHref,
  IDENTITY_PROVIDER_PATHS,
  identityProviderOrigin,
  isNearStore,
  NEAR_STORE_COOKIE,
} from './links';
import { IDENTITY_PROVIDER_PATHS } from './links';

export { EMAIL_PATTERN, SIGN_IN_MESSAGES };

export const SIGN_IN_LABELS = {
  heading: 'Sign In',
  modalTitle: 'Sign In',
  description: (banner: string) => `Sign in to your existing ${banner} account`,
  google: 'Continue with Google',
  or: 'OR',
  email: 'Email',
  password: 'Password',
  showPassword: 'Show',
  hidePassword: 'Hide',
  showPasswordLabel: 'Show password',
  hidePasswordLabel: 'Hide password',
  forgotPassword: 'Forgot Password?',
  keepSignedIn: 'Keep me signed in',
  submit: 'Sign In',
  newTo: (banner: string) => `New to ${banner}?`,
  createAccount: 'Create an Account',
  footerLead: 'Having problems with your online account? Please read our',
  faq: 'FAQ',
  footerOr: 'or',
  contact: 'contact our call center',
  lapsed: 'For your security, we need you to sign back in to your account.',
  terms: {
    lead: 'I agree to the',
    termsLink: 'Terms and Conditions',
    and: 'and',
    privacyLink: 'Privacy Policy',
  },
  siteUpdate: {
    text: 'Our site is being updated. If you have trouble signing in, please reset your password.',
    link: 'Reset your password',
  },
  firstVisit: {
    text: 'First time visiting our new site? You need to create a new account.',
    link: 'Create Account',
  },
  redirecting: 'Taking you to sign in…',
  /** The Google script failed to load (issue 13 point 8; §8 "Google load ... failures call failure callbacks"). */
  googleUnavailable: 'Google sign-in is unavailable right now. Please sign in with your email and password.',
  close: 'Close',
  newTab: NEW_TAB_LABEL,
  trackingFrameTitle: 'Sign-in tracking',
} as const;

/** §4/§8 result and error texts. */
export const SIGN_IN_RESULT_MESSAGES = {
  socialLinkNeeded: (banner: string, socialType: string) =>
    `Great! We found your email. Please sign in to your existing ${banner} account to finish linking it to your ${socialType} account. This is a one-time step that will make logging in easier in the future.`,
  socialCreateNeeded: (banner: string, socialType: string) =>
    `Hmmm, it doesn't look like that email matches your ${banner} account. Try another email or create an account using ${socialType}.`,
  socialCreateLink: 'Create an account',
  passwordReset: 'Your password has been successfully reset.',
  /** §8: "If the sign-in is not completed, the text is 'Failed to sign in'". */
  failedToSignIn: 'Failed to sign in',
} as const;

/**
 * The terms checkbox of the email-verification banner (§2 "required by default"; §5 gives no message). Submit or
 * Google with the box unticked says this (issue 13 point 4), instead of doing nothing.
 */
export const TERMS_REQUIRED_MESSAGE = 'Please accept the Terms and Conditions and Privacy Policy to sign in.';

/** §4 "Social link needed (by status message)": the identity service's status messages. */
export const SOCIAL_STATUS_MESSAGES = {
  linkNeeded: 'SOCIAL_LINK_NEEDED',
  createNeeded: 'SOCIAL_CREATE_NEEDED',
} as const;
/** The status code that accompanies those messages (anything but 200 is "not signed in"). */
export const SOCIAL_RESULT_STATUS = 202;

/** "Keep me signed in" defaults to checked (§9). */
export const KEEP_SIGNED_IN_DEFAULT = true;
/** §9 social scope. */
export const SOCIAL_SCOPE = 'profile email';
/** §1: Google is the only social provider. */
export const GOOGLE_SOCIAL_TYPE = 'Google';

/** The routes of §2. */
export const SIGN_IN_ROUTES = {
  signIn: SIGN_IN_PATH,
  legacySignIn: '/account/sign-in',
  forgotPassword: '/account/forgot-password',
  resetPassword: '/account/reset-password',
  create: CREATE_ACCOUNT_PATH,
  verifyEmail: '/account/verify-email',
  delete: DELETE_ACCOUNT_PATH,
  ...HELP_PATHS,
} as const;

/** Query flag the reset-password page adds when it sends the shopper back to sign-in (§4 reset state). */
export const PASSWORD_RESET_QUERY = 'passwordReset';

/** §5 rules of the sign-in form, in the field kit's terms. */
export const SIGN_IN_RULES = {
  email: {
    required: { value: true, message: SIGN_IN_MESSAGES.invalidEmail },
    pattern: { value: EMAIL_PATTERN, message: SIGN_IN_MESSAGES.invalidEmail },
  },
  password: {
    required: { value: true, message: SIGN_IN_MESSAGES.passwordRequired },
    pattern: { value: LETTER_AND_NUMBER_PATTERN, message: SIGN_IN_MESSAGES.passwordLetterAndNumber },
  },
  /** The terms checkbox of the email-verification banner: "submit disabled unless checked", with its message. */
  terms: { requiredCheckbox: { value: true, message: TERMS_REQUIRED_MESSAGE } },
} as const satisfies Record<string, FieldRules>;

export function validateSignIn(values: { email: string; password: string }): {
  email?: string;
  password?: string;
} {
  const errors: { email?: string; password?: string } = {};
  const email = checkField(values.email.trim(), SIGN_IN_RULES.email);
  const password = checkField(values.password, SIGN_IN_RULES.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}

/** What the sign-in page reads from its address (§2 "Query parameters", Rx page, delete mode). */
export interface SignInPageAddress {
  /** The same-site path to return to after sign-in, or null when the address names none. */
  redirectUrl: string | null;
  rxPage: boolean;
  deleteMode: boolean;
  stepUp: boolean;
  callRxStepupAuth: boolean;
  calledFrom: string | null;
  passwordReset: boolean;
  /** The query turns social login off (socialLogin=false). */
  socialOffByQuery: boolean;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** §2: "A page counts as a pharmacy (Rx) page when its address contains redirectUrl=/rx or /health." */
export function isRxAddress(href: string): boolean {
  const decoded = safeDecode(href);
  return decoded.includes('redirectUrl=/rx') || decoded.includes('/health');
}

/**
 * §2 "or a custom call-to-action text": the sign-in page's `calledFrom` query names the feature that sent the
 * shopper to sign in; a known one replaces the description with its call to action (an unknown one keeps the
 * description). The texts are the product's own (the spec gives none).
 */
export const SIGN_IN_CALLS_TO_ACTION: Readonly<Record<string, string>> = {
  pharmacy: 'Sign in to see your prescriptions, order refills and track your orders.',
  refill: 'Sign in to order your refills.',
  wallet: 'Sign in to manage your saved payment methods.',
  vaccines: 'Sign in to see your vaccine record.',
  'delete-account': 'Sign in to confirm it is you before deleting your account.',
};

export function signInCallToAction(calledFrom: string | null): string | null {
  if (!calledFrom) return null;
  return Object.hasOwn(SIGN_IN_CALLS_TO_ACTION, calledFrom) ? SIGN_IN_CALLS_TO_ACTION[calledFrom]! : null;
}

/** §2: the sign-in page is in delete mode when its query contains /account/delete. */
export function isDeleteModeQuery(search: string): boolean {
  return safeDecode(search).includes(SIGN_IN_ROUTES.delete);
}

const flag = (params: URLSearchParams, name: string) => params.get(name) === 'true';

export function readSignInAddress(pathAndSearch: string): SignInPageAddress {
  const q = pathAndSearch.indexOf('?');
  const search = q >= 0 ? pathAndSearch.slice(q) : '';
  const params = new URLSearchParams(search);
  const redirect = params.get('redirectUrl');
  return {
    redirectUrl: redirect && isSameSitePath(redirect) ? redirect : null,
    rxPage: isRxAddress(pathAndSearch),
    deleteMode: isDeleteModeQuery(search),
    stepUp: flag(params, 'stepupLoginRedirect'),
    callRxStepupAuth: flag(params, 'callRxStepupAuth'),
    calledFrom: params.get('calledFrom'),
    passwordReset: flag(params, PASSWORD_RESET_QUERY),
    socialOffByQuery: params.get('socialLogin') === 'false',
  };
}

export function isSameSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/**
 * §4 "Forgot-password action": /account/forgot-password?redirectUrl={original path}; a path containing
 * account/delivery is replaced by /.
 */
export function forgotPasswordPath(originalPath: string): string {
  const path =
    originalPath.includes('account/delivery') || !isSameSitePath(originalPath) ? '/' : originalPath;
  return `${SIGN_IN_ROUTES.forgotPassword}?redirectUrl=${encodeURIComponent(path)}`;
}

/** The marker authority of §2 mode 1 ("the authorities include a specific marker"): chosen name. */
export const PROMPT_MARKER_AUTHORITY = 'FORCE_LOGIN_PROMPT';

/** In-app web views announce themselves in the user agent (Android "; wv)", iOS apps without "Safari"). */
export function isInAppWebView(userAgent: string): boolean {
  if (/; wv\)/.test(userAgent)) return true;
  return /(iPhone|iPad|iPod).*AppleWebKit(?!.*Safari)/.test(userAgent);
}

export function identityLoginUrl(
  providerOrigin: string,
  options: { returnUrl: string; prompt: boolean },
): string {
  const params = new URLSearchParams({ returnUrl: options.returnUrl });
  if (options.prompt) params.set('prompt', 'login');
  return `${providerOrigin}${IDENTITY_PROVIDER_PATHS.login}?${params.toString()}`;
}

export function stepUpUrl(
  providerOrigin: string,
  options: { returnUrl: string; callRxStepupAuth: boolean },
): string {
  const params = new URLSearchParams({ returnUrl: options.returnUrl });
  if (options.callRxStepupAuth) params.set('callRxStepupAuth', 'true');
  return `${providerOrigin}${IDENTITY_PROVIDER_PATHS.stepUp}?${params.toString()}`;
}

export function externalForgotPasswordUrl(providerOrigin: string, returnUrl: string): string {
  return `${providerOrigin}${IDENTITY_PROVIDER_PATHS.forgotPassword}?${new URLSearchParams({ returnUrl })}`;
}

/** §4 success: the analytics event payload (no personal data). */
export function signInAnalytics(request: {
  rememberMe: boolean;
  token?: string;
  password?: string;
  socialType?: string;
}) {
  return {
    rememberMe: request.rememberMe,
    socialLinked: Boolean(request.token && request.password),
    method: request.socialType ?? 'password',
  };
}

/** Decodes the payload of a provider's id token (a JWT) without verifying it: the server verifies. */
export function socialProfileFromCredential(
  credential: string,
): { email: string; firstName: string; lastName: string } | null {
  const part = credential.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const payload = JSON.parse(json) as { email?: unknown; given_name?: unknown; family_name?: unknown };
    if (typeof payload.email !== 'string') return null;
    return {
      email: payload.email,
      firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
      lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
    };
  } catch {
    return null;
  }
}

/** The create-account page, carrying where to go once the account exists (same-site paths only). */
export function createAccountPath(redirectUrl: string | null): string {
  return redirectUrl && isSameSitePath(redirectUrl)
    ? `${SIGN_IN_ROUTES.create}?redirectUrl=${encodeURIComponent(redirectUrl)}`
    : SIGN_IN_ROUTES.create;
}

/** Analytics events of the sign-in page and the account entry flows (payloads carry no personal data). */
export const SIGN_IN_ANALYTICS_EVENTS = {
  signIn: 'sign_in',
  forgotPassword: 'forgot_password',
  accountCreated: 'account_created',
  emailVerified: 'email_verified',
  accountDeleted: 'account_deleted',
} as const;

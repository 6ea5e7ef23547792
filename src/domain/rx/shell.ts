/**
 * Texts and rules of the pharmacy's shell pages (pharmacy-portal.md §2.1 landing, error, CIAM error and identity
 * failure pages; §2.2 back-to-top; §9 "Back-to-top after 200 px of scroll"). Where the spec abbreviates ("...") or
 * leaves a text out, the completion is chosen here once (docs/choices.md).
 */

/** §9 "Back-to-top after 200 px of scroll". */
export const BACK_TO_TOP_THRESHOLD_PX = 200;

export function showsBackToTop(scrollY: number): boolean {
  return scrollY > BACK_TO_TOP_THRESHOLD_PX;
}

export const BACK_TO_TOP_LABEL = 'Back to top';

/** §2.1 /rx/error and §8 "Error page" ("..." completed). */
export const TECHNICAL_DIFFICULTIES = {
  title: 'Technical Difficulties',
  text: "We're sorry, this site is currently experiencing technical difficulties. Please refresh the page or try again later.",
  refresh: 'Refresh',
  home: 'My Prescriptions Home',
} as const;

/** §2.1 /rx/account/ciam/error (text not shown: chosen). */
export const CIAM_ERROR = {
  title: 'We could not load your account',
  text: "We're sorry, something went wrong with your account information. Please sign in again or try again later.",
  signIn: 'Sign In',
  home: 'My Prescriptions Home',
} as const;

/** §2.1 /rx/idm/failure, with §8's identity-failure text. */
export const IDM_FAILURE = {
  title: 'We Could Not Verify Your Identity',
  text: (phone: string) =>
    `We are sorry. We could not verify your identity at this time. Please contact Customer Support at ${phone}.`,
  home: 'My Prescriptions Home',
} as const;

/** §2.1 /rx and /rx/landing-page (not shown beyond its title: chosen). */
export const LANDING_TEXTS = {
  title: 'My Prescriptions',
  intro: 'Refill prescriptions, check their status and manage your pharmacy account online.',
  signInPrompt: 'Sign in to see your prescriptions and those of the people you care for.',
  signIn: 'Sign In',
  createAccount: 'Create an Account',
  guestHeading: 'No account?',
  guestRefill: 'Refill as Guest',
  guestTransfer: 'Transfer Prescriptions',
  signedInPrompt: 'Your prescriptions are waiting for you.',
  toDashboard: 'Go to My Prescriptions',
  verifyPrompt: 'To keep your health information safe, answer one of your security questions first.',
  verify: 'Answer a Security Question',
  setUpPrompt: 'To keep your health information safe, set up your security questions first.',
  setUp: 'Set Up Security Questions',
  linkPrompt: 'Add yourself or someone you care for to manage prescriptions online.',
  link: 'Add a Patient',
  lockedPrompt: 'Linking is locked for now after too many unsuccessful attempts. Please try again later.',
  loading: 'Loading your pharmacy account…',
} as const;

/** The sandbox's pharmacy pages' loading text. */
export const RX_LOADING = 'Loading…';

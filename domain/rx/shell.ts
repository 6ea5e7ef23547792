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

/**
 * §2.2 / §7.5: the text collection holding the dynamic banner message (its id is not shown: chosen), one per banner:
 * a message speaks for its store brand (the mail-order banner has no pharmacy counter to send shoppers to).
 */
export function rxBannerMessageId(bannerSlug: string): string {
  return `rx-dynamic-banner-${bannerSlug}`;
}

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

/** messageKind → how the banner reads; an unknown kind reads as info. */
export function bannerTone(messageKind: string): BannerTone {
  const kind = messageKind.toLowerCase();
  return kind === 'success' || kind === 'warning' || kind === 'error' ? kind : 'info';
}

/** messageClass → a CSS modifier of the known presentation variants (anything else: none). */
export const BANNER_CLASSES = ['promo', 'alert', 'notice'] as const;
export function bannerClass(messageClass: string): string | null {
  return (BANNER_CLASSES as readonly string[]).includes(messageClass) ? messageClass : null;
}

export const BANNER_LABEL = 'Pharmacy announcement';

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

/** §2.1 /rx/idm/failure (its §8 texts: domain/rx/identity.ts idmFailureText). */
export const IDM_FAILURE = {
  title: 'We Could Not Verify Your Identity',
  home: 'My Prescriptions Home',
} as const;

/** §2.1 /rx and /rx/landing-page (not shown beyond its title: chosen). */
export const LANDING_TEXTS = {
  title: 'My Prescriptions',
  intro: 'Refill prescriptions, check their status and manage your pharmacy account online.',
  signInPrompt: 'Sign in to see your prescriptions and those of the people you care for.',
  /** Not just 'Sign In': the header has a link of that name to the plain sign-in page. */
  signIn: 'Sign In to My Prescriptions',
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

/** The security questions locked for good (after the final failure; chosen, docs/choices.md "When the final lock
 *  ends"): the answering page and the landing page say it. */
export const SECURITY_QUESTIONS_LOCKED = (phone: string) =>
  `Your security questions are locked. Please contact Customer Support at ${phone} to unlock them.`;

/** The sandbox's pharmacy pages' loading text. */
export const RX_LOADING = 'Loading…';

/** What the landing page offers a signed-in customer next (our authorization rule, docs/choices.md). */
export type LandingNext =
  | { kind: 'checking' }
  | { kind: 'locked' }
  | { kind: 'questionsLocked' }
  | { kind: 'link'; href: string }
  | { kind: 'answer'; href: string }
  | { kind: 'setUp'; href: string }
  | { kind: 'continue'; href: string };

export interface LandingFacts {
  /** null while the customer status is being read (or could not be). */
  status: {
    linkStatus: string;
    hasChallengeQuestions: boolean;
    accountLockedForLinking: boolean;
    /** The security questions are locked for good: no answer can authorize (Customer Support unlocks them). */
    securityQuestionsLocked?: boolean | undefined;
  } | null;
  /** The session's authorization: AUTHORIZED in this sign-in or on a remembered device. */
  authorized: boolean;
  /** Where the shopper was going (a same-site path). */
  redirect: string;
  /** The status could not be read: the shopper goes on, and the page there decides again. */
  failed?: boolean;
}

/**
 * A customer with no link adds a patient (the link flow; locked for now after too many attempts); a linked one who
 * is not AUTHORIZED answers a security question (sets them up first when there are none; once they are locked for
 * good, only Customer Support helps: no question is offered); an AUTHORIZED one goes on.
 */
export function landingNext(facts: LandingFacts): LandingNext {
  const { status } = facts;
  if (status === null)
    return facts.failed ? { kind: 'continue', href: facts.redirect } : { kind: 'checking' };
  if (status.linkStatus === 'NO_LINKS')
    return status.accountLockedForLinking ? { kind: 'locked' } : { kind: 'link', href: '/rx/link/patient' };
  if (facts.authorized) return { kind: 'continue', href: facts.redirect };
  if (status.hasChallengeQuestions && status.securityQuestionsLocked) return { kind: 'questionsLocked' };
  const redirect = `redirectUrl=${encodeURIComponent(facts.redirect)}`;
  return status.hasChallengeQuestions
    ? { kind: 'answer', href: `/rx/security-questions?${redirect}` }
    : { kind: 'setUp', href: `/rx/security-questions/setup?${redirect}` };
}

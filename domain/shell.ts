/** Texts of the page shell (not given by the specs; chosen once here). */
export const SHELL_LABELS = {
  skipToContent: 'Skip to main content',
  home: 'home',
  accountNav: 'Account',
  health: 'Health',
  /** Short, so the header stays on one line on a 375 px phone (issue 13 point 10). */
  profile: 'My Account',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  sandboxNote: 'Fictional store brand for demonstration.',
  loadingPage: 'Loading page…',
  footerNav: 'Help and legal',
  footerHome: 'Home',
  footerFaq: 'FAQ',
  footerContact: 'Contact Us',
  footerTerms: 'Terms and Conditions',
  footerPrivacy: 'Privacy Policy',
} as const;

/** The help and legal pages (account-signin.md §2 routes; built in issue 13 point 7). */
export const HELP_PATHS = {
  faq: '/hc/help/faqs',
  contact: '/hc/help/contact-us',
  terms: '/termsandconditions',
  privacy: '/privacypolicy',
} as const;

/** The health and pharmacy area's home (offered by banners with a pharmacy). */
export const HEALTH_PATH = '/health';
/** account-signin.md §2 /account/create. */
export const CREATE_ACCOUNT_PATH = '/account/create';
/** Said after a link that opens a new tab (for screen readers). */
export const NEW_TAB_LABEL = '(opens in a new tab)';
/** The customer profile page. */
export const PROFILE_PATH = '/account/profile';
/** account-signin.md §2 /account/delete: the sign-in page's delete mode leads here (the confirmation page). */
export const DELETE_ACCOUNT_PATH = '/account/delete';

/**
 * Pages the sandbox server renders itself, outside the shopper app (the wallet's demo host page). A link or a
 * redirect to one must load it from the server; the app's router sends a client-side navigation there on.
 */
export const SERVER_PAGES = ['/wallet-demo'] as const;

/** The banner's home page (issue 13 point 12): what the product offers, signed in or out. */
export const HOME_PATH = '/';

/** account-signin.md §2 "/signin (exact)": the sign-in page. */
export const SIGN_IN_PATH = '/signin';

const isSignInAddress = (pathAndSearch: string) => pathAndSearch.split(/[?#]/)[0] === SIGN_IN_PATH;

/**
 * Only same-site paths are followed after sign-in; anything else falls back to the home page. A redirect to the
 * sign-in page itself (an address a loop once made: /signin?redirectUrl=/signin?redirectUrl=/rx/...) is followed to
 * the page that one was for, so signing in never lands on the sign-in page again.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = HOME_PATH): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (isSignInAddress(value)) {
    const q = value.indexOf('?');
    return safeRedirectPath(q >= 0 ? new URLSearchParams(value.slice(q)).get('redirectUrl') : null, fallback);
  }
  return value;
}

/**
 * Every sign-in entry (the header's Sign In, a 401 or 403 from a call, a page that asks for a sign-in) returns the
 * shopper to the page they were on: `/signin?redirectUrl=<that page, path and query>`. On the sign-in page itself
 * the address stays as it is (its own redirect is kept, never wrapped in another sign-in address).
 */
export function signInPathFor(currentPage: string): string {
  if (isSignInAddress(currentPage)) return currentPage;
  return `${SIGN_IN_PATH}?redirectUrl=${encodeURIComponent(safeRedirectPath(currentPage))}`;
}

/**
 * The pages the server renders first (src/entry-server.tsx): they paint before their JavaScript arrives. The
 * pharmacy's dashboard (issue 10: Lighthouse performance 98) paints its header and the health menu that way.
 */
export const SERVER_RENDERED_PATHS = [SIGN_IN_PATH, '/rx/dashboard'] as const;

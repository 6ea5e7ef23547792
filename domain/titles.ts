/**
 * Page titles (issue 13 point 11, WCAG 2.4.2 "Page Titled"): each page has its own, defined here once, shown as
 * "<page> | <banner>" ("Sign In | FreshWay Market") and announced on navigation. A route declares its title
 * with `usePageTitle(PAGE_TITLES.x)` in its page component, or by wrapping its element in the routes table:
 * `<Route path="/x" element={<Titled title={PAGE_TITLES.x}><XRoute /></Titled>} />` (ui/app/pageTitle.tsx).
 * Areas with many pages (the pharmacy) keep their own table next to their routes and use the same two ways.
 */
export const PAGE_TITLES = {
  home: 'Home',
  signIn: 'Sign In',
  health: 'Health & Pharmacy',
  profile: 'Personal Information',
  myWallet: 'My Wallet',
  forgotPassword: 'Forgot Password',
  resetPassword: 'Reset Password',
  createAccount: 'Create an Account',
  verifyEmail: 'Verify Your Email',
  deleteAccount: 'Delete Your Account',
  faq: 'Frequently Asked Questions',
  contact: 'Contact Us',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
  notFound: 'Page not found',
} as const;

/** The document title of a page of a banner. */
export function documentTitle(page: string, banner: string): string {
  return `${page} | ${banner}`;
}

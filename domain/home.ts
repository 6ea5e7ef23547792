/** The banner's home page at / (issue 13 point 12): what the product offers, signed in or out. Texts chosen here. */
export const HOME_TEXTS = {
  heading: (banner: string) => `Welcome to ${banner}`,
  /** A banner without a pharmacy (the fuel banners) promises none. */
  intro: (pharmacy: boolean) =>
    pharmacy
      ? 'Your account, your pharmacy and your payment methods in one place.'
      : 'Your account and your payment methods in one place.',
  account: {
    heading: 'Your account',
    signedOut: 'Sign in to see your profile and everything saved to your account.',
    signedIn: 'See and check the details of your account.',
    signIn: 'Sign In',
    createAccount: 'Create an Account',
    profile: 'Personal Information',
  },
  health: {
    heading: 'Health & Pharmacy',
    text: 'Prescriptions, refills and health services for you and your family.',
    open: 'Go to Health & Pharmacy',
    prescriptions: 'My Prescriptions',
  },
  wallet: {
    heading: 'Payment methods',
    text: 'Cards, SNAP EBT and gift cards saved for checkout.',
    open: 'My Wallet',
  },
  /** Sandbox only: an account signs in on its own banner, so a demo account tried on another one fails. */
  demo: {
    heading: 'Demo accounts (sandbox)',
    text: 'An account signs in on the banner it was created on. The demo accounts of this sandbox are on:',
    here: '(this banner)',
    open: (title: string) => `Open ${title}`,
  },
  help: {
    heading: 'Help',
    faq: 'Frequently Asked Questions',
    contact: 'Contact Us',
  },
} as const;

/**
 * Sandbox only: the demo accounts (README "Demo accounts") by the banner they belong to. Sign-in looks an email up
 * on the shopper's banner only, so the home page says where each one signs in (a demo sign-in on a fuel banner
 * otherwise fails with the generic message). Kept equal to the sandbox's seed by tests/unit/home-demo.test.ts.
 */
export const SANDBOX_DEMO_ACCOUNTS: ReadonlyArray<{ banner: string; emails: readonly string[] }> = [
  {
    banner: 'freshway',
    emails: [
      'shopper@example.com',
      'newpatient@example.com',
      'unverified@example.com',
      'googlelink@example.com',
      'locked@example.com',
      'reset@example.com',
      'marker@example.com',
      'caregiver@example.com',
      'lockout@example.com',
    ],
  },
  { banner: 'meadowlark', emails: ['meadow@example.com'] },
];

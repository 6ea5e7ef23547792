/** The banner's home page at / (issue 13 point 12): what the product offers, signed in or out. Texts chosen here. */
export const HOME_TEXTS = {
  heading: (banner: string) => `Welcome to ${banner}`,
  intro: 'Your account, your pharmacy and your payment methods in one place.',
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
  help: {
    heading: 'Help',
    faq: 'Frequently Asked Questions',
    contact: 'Contact Us',
  },
} as const;

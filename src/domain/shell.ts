/** Texts of the page shell (not given by the specs; chosen once here). */
export const SHELL_LABELS = {
  skipToContent: 'Skip to main content',
  home: 'home',
  accountNav: 'Account',
  health: 'Health',
  profile: 'Personal Information',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  sandboxNote: 'Fictional store brand for demonstration.',
  loadingPage: 'Loading page…',
} as const;

/** The banner's home page (issue 13 point 12): what the product offers, signed in or out. */
export const HOME_PATH = '/';

/** Only same-site paths are followed after sign-in; anything else falls back to the home page. */
export function safeRedirectPath(value: string | null | undefined, fallback = HOME_PATH): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}

/** account-signin.md §2 "/signin (exact)": the sign-in page. */
export const SIGN_IN_PATH = '/signin';

/** The pages the server renders first (src/entry-server.tsx): they paint before their JavaScript arrives. */
export const SERVER_RENDERED_PATHS = [SIGN_IN_PATH] as const;

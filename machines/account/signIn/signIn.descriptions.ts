/** What each event of the sign-in page chart means to a tester, and what the screen shows in each state
 *  (machines/descriptions.ts; used by `npm run paths`, its exports and the inspector). */
import { SESSION_MESSAGES } from '../../../domain/account/session';
import {
  SIGN_IN_LABELS,
  SIGN_IN_RESULT_MESSAGES,
  SOCIAL_STATUS_MESSAGES,
} from '../../../domain/account/signIn';
import { describeMachine } from '../../descriptions';
import { signInMachine } from './signIn.machine';
import { outcomeOf } from '../../../domain/errors';

type Page = {
  address: { rxPage: boolean; stepUp: boolean };
  settings: { alwaysPrompt: boolean; promptForWebView: boolean };
  presentation: string;
};
function pageWords(page: Page): string {
  if (page.presentation === 'modal') return 'the sign-in modal of a page';
  if (page.address.rxPage && page.address.stepUp)
    return '/signin for an Rx page with step-up (?rxPage=true&stepUp=true)';
  if (page.address.rxPage) return '/signin for an Rx page (?rxPage=true)';
  if (page.settings.alwaysPrompt) return '/signin with ?alwaysPrompt=true';
  if (page.settings.promptForWebView) return "/signin in the app's web view with ?promptForWebView=true";
  return '/signin';
}

type Info = { authLevel: string; userInfo: { authorities: string[] } | null };
function sessionWords(info: Info): { action: string; name?: string } {
  if (info.authLevel === 'anonymous') return { action: 'The session check answers: not signed in' };
  if (info.authLevel === 'authenticated')
    return { action: 'The session check answers: already signed in', name: 'already signed in' };
  const authorities = info.userInfo?.authorities ?? [];
  if (authorities.length === 0)
    return {
      action: 'The session check answers: signed in to the identity system only, no authorities',
      name: 'identity session without authorities',
    };
  if (authorities.includes('FORCE_LOGIN_PROMPT'))
    return {
      action: 'The session check answers: identity-level session of an account with FORCE_LOGIN_PROMPT',
      name: 'identity session with the marker authority',
    };
  return {
    action: 'The session check answers: signed in to the identity system only',
    name: 'identity session',
  };
}

type Response = {
  data: {
    statusCode: number;
    statusMessage?: string;
    authenticationState?: { userInfo?: { emailVerified?: boolean } };
  };
};
function resultWords(response: Response) {
  const { statusCode, statusMessage } = response.data;
  if (statusCode === 200 && response.data.authenticationState?.userInfo?.emailVerified === false)
    return {
      action: 'The sign-in service accepts, for an account whose email is not verified',
      name: 'unverified email',
    };
  if (statusCode === 200) return { action: 'The sign-in service accepts the credentials', name: 'success' };
  if (statusMessage === SOCIAL_STATUS_MESSAGES.linkNeeded)
    return { action: 'The sign-in service answers SOCIAL_LINK_NEEDED', name: 'social link needed' };
  if (statusMessage === SOCIAL_STATUS_MESSAGES.createNeeded)
    return {
      action: 'The sign-in service answers SOCIAL_CREATE_NEEDED',
      name: 'no account for that Google email',
    };
  return {
    action: `The sign-in service answers ${statusCode} ${statusMessage ?? ''}`.trim(),
    expect: `The form shows “${SESSION_MESSAGES.signInRejected}”`,
    name: 'not accepted',
  };
}

export const signInDescriptions = describeMachine(signInMachine, {
  events: {
    'signIn.open': (e) => ({ action: `Open ${pageWords(e.page)}` }),
    'signIn.sessionKnown': (e) => sessionWords(e.info),
    'signIn.submit': { action: 'Type the email and password and press Sign In' },
    'signIn.googleStart': (e) => ({
      action: e.rememberMe
        ? 'Press Continue with Google'
        : 'Untick Keep me signed in, then press Continue with Google',
      expect: "Google's account chooser opens",
    }),
    'signIn.createWithGoogle': {
      action: `Press ${SIGN_IN_RESULT_MESSAGES.socialCreateLink} in the alert`,
      expect: 'The create-account page opens with the names of the Google account and its email, no password',
      name: 'create with Google',
    },
    'signIn.googleCredential': { action: 'Choose a Google account in the chooser', name: 'Google' },
    'signIn.googleFailed': {
      action: 'Close the Google chooser without choosing (or it fails)',
      expect: `The form shows “${SIGN_IN_RESULT_MESSAGES.failedToSignIn}”`,
      name: 'Google failed',
    },
    'signIn.googleReady': {
      action: 'The Google script finishes loading',
      expect: 'The Continue with Google button can be pressed',
      name: 'Google loaded',
    },
    'signIn.googleUnavailable': {
      action: 'The Google script cannot load',
      expect: `The Continue with Google button is disabled with “${SIGN_IN_LABELS.googleUnavailable}”`,
    },
    'signIn.forgotPassword': {
      action: 'Press Forgot Password?',
      expect:
        'The forgot-password page opens (the identity provider’s when signed in to the identity system)',
      name: 'forgot password',
    },
  },
  results: {
    'xstate.done.actor.signIn': (e) => resultWords(e.output as Response),
    'xstate.error.actor.signIn': (e) => {
      const error = e.error as { status?: number; code?: string };
      if (error.code === 'ACCOUNT_LOCKED')
        return {
          action: 'The sign-in service answers 423: the account is locked',
          expect: 'The form shows the lock message with the time left',
          name: 'locked',
        };
      if (outcomeOf(e.error) === 'unauthorized')
        return {
          action: 'The sign-in service refuses: wrong password (401)',
          expect: `The form shows “${SESSION_MESSAGES.signInRejected}”`,
          name: 'wrong password',
        };
      return {
        action: `The sign-in call fails (${error.status ?? 'network'})`,
        expect: `The form shows “${SESSION_MESSAGES.unavailable}”`,
        name: 'service down',
      };
    },
    'xstate.error.actor.googleProvider': {
      action: 'The Google provider fails',
      expect: 'No Continue with Google button; the password form still works',
      name: 'Google unavailable',
    },
  },
  states: {
    opening: 'Nothing yet: the page is being opened',
    page: 'The sign-in page (or modal): email, password, Keep me signed in, Sign In',
    'page.checking': 'The sign-in form, usable at once, while the session is checked',
    'page.ready': 'The sign-in form, with the last error message if a try failed',
    'page.submitting': 'The form with Sign In disabled and a spinner',
    'page.socialLink':
      'The “we found your email” message; the email is filled and locked, the password focused',
    'page.socialCreate': 'The “no account for that email” alert with the Create an account link',
    signedIn:
      'Signed in: the page leaves for the redirect target, else the home page (the modal reloads the page; on the create page it goes on)',
    verificationNeeded: 'The email-verification page opens',
    alreadySignedIn: 'Already signed in: the page leaves for the redirect target at once',
    redirectingToIdentity:
      'A spinner, then the identity provider’s login page (forced prompt when a mode-1 condition holds)',
    steppingUp: 'A spinner, then the identity provider’s step-up page',
    done: 'The page has left (redirect target or reloaded page)',
  },
  funnel: { from: 'page.checking', to: 'signedIn' },
});

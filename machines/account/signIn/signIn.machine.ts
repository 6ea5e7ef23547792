/** Sign-in page (account-signin.md §2 "Sign-in page modes", "Sign-in form", "Other page behaviour"; §4 results).
 *  opening: where the page is (address, settings, user agent, page or modal) comes with the input, and the chart
 *  opens at once (so the server's first render and the browser's hydration show the same page), or later by
 *  signIn.open when the input has none.
 *  page.checking: the form is already usable while the session is read (the shopper can submit at once); the
 *  session's answer (signIn.sessionKnown, relayed by the watchSession child from the app's session chart given in
 *  the input) decides mode 1 (identity-level:
 *  spinner + redirect to the external identity login, forced prompt when ANY of five named guards holds, or
 *  the step-up redirect on an Rx page with the step-up flag), an already signed-in shopper (leave), or mode 2
 *  (ready: the form). submitting runs the sign-in call; its answer leads to signedIn (store the user, the
 *  analytics event, then redirect, or reload in the modal), verificationNeeded (the email-verification banner
 *  and an unverified email), socialLink / socialCreate (by status message), or back to the form with an error.
 *  Google: a provider actor runs for the page's life (loads the script, signs a provider session out first when
 *  auto-login is off, prompts on signIn.googleStart and sends back the credential or a failure). The Google
 *  sign-in follows 'Keep me signed in' as it was when the shopper chose Google (issue 13 point 3; the form asks
 *  for the required terms before it sends signIn.googleStart, like before a submit). socialCreate offers creating
 *  the account with the Google identity (signIn.createWithGoogle, point 6).
 *  Side effects: signIn and googleProvider actors; navigation, analytics and session refresh are actions
 *  provided by src/; watchSession (the chart's own) reads the session chart. */
import {
  type ActorRefFrom,
  and,
  assertEvent,
  assign,
  type EventObject,
  fromCallback,
  type SnapshotFrom,
  sendTo,
  setup,
  spawnChild,
} from 'xstate';
import type { AuthLevel, SessionInfo, SignInRequest, SignInResponse } from '../../../api/contracts/identity';
import {
  GOOGLE_SOCIAL_TYPE,
  isInAppWebView,
  KEEP_SIGNED_IN_DEFAULT,
  PROMPT_MARKER_AUTHORITY,
  SIGN_IN_RESULT_MESSAGES,
  SOCIAL_STATUS_MESSAGES,
  type SignInPageAddress,
  signInAnalytics,
  socialProfileFromCredential,
} from '../../../domain/account/signIn';
import { SESSION_MESSAGES, SIGN_IN_SUCCESS_STATUS } from '../../../domain/account/session';
import { asApiError } from '../../../domain/errors';
import { notProvided } from '../../shared/actors';
import type { sessionMachine } from '../../shared/session/session.machine';

/** The session chart as the sign-in chart reads it (its snapshots: busy while reading, then the session info). */
export type SessionSource = Pick<ActorRefFrom<typeof sessionMachine>, 'getSnapshot' | 'subscribe'>;

/** The banner facts the chart needs (input). */
export interface SignInPageInput {
  banner: { title: string; emailVerification: boolean };
  /** Where the page is, when known at creation (the app always knows): the chart opens on it at once. */
  page?: SignInPageFacts | undefined;
  /** The app's session chart: its answer decides mode 1 or the form (the watchSession child relays it). */
  session?: SessionSource | undefined;
}

/** Where the page is (signIn.open), read by src/ from the address, the configuration and the browser. */
export interface SignInPageFacts {
  address: SignInPageAddress;
  /** The current location (path + query): mode 1 carries it to the external identity login. */
  originalUrl: string;
  /** Social login offered: the banner allows it, the query does not turn it off, not delete mode. */
  socialAvailable: boolean;
  /** Identity settings of mode 1 (configuration). */
  settings: { alwaysPrompt: boolean; promptForWebView: boolean; googleAutoLogin: boolean };
  userAgent: string;
  presentation: 'page' | 'modal';
}

export interface SocialCredential {
  token: string;
  email: string;
  /** The names of the credential (create an account with them, point 6). */
  firstName: string;
  lastName: string;
  socialType: typeof GOOGLE_SOCIAL_TYPE;
}

export interface SignInPageContext extends SignInPageFacts {
  banner: SignInPageInput['banner'];
  session: SessionSource | null;
  /** The page facts of the input, until the chart has opened on them. */
  initialPage: SignInPageFacts | null;
  authLevel: AuthLevel | null;
  error: string | null;
  notice: 'passwordReset' | null;
  social: SocialCredential | null;
  request: SignInRequest | null;
  /** off: no Google on this page; unavailable: its script failed to load (the page says so, point 8). */
  googleStatus: 'off' | 'loading' | 'ready' | 'unavailable';
  /** 'Keep me signed in' as it was when the shopper chose Google (point 3). */
  googleRememberMe: boolean;
  forcePrompt: boolean;
}

export type SignInPageEvent =
  | { type: 'signIn.open'; page: SignInPageFacts }
  | { type: 'signIn.sessionKnown'; info: SessionInfo }
  | { type: 'signIn.submit'; email: string; password: string; rememberMe: boolean }
  | { type: 'signIn.googleStart'; rememberMe: boolean }
  | { type: 'signIn.googleCredential'; credential: string }
  | { type: 'signIn.googleFailed' }
  | { type: 'signIn.googleReady' }
  | { type: 'signIn.googleUnavailable' }
  | { type: 'signIn.forgotPassword' }
  /** socialCreate: create the account with the Google identity (point 6). */
  | { type: 'signIn.createWithGoogle' };

/** What the Google provider actor receives from the machine. */
export type GoogleProviderInput = { enabled: boolean; autoLogin: boolean };

/** Until signIn.open arrives: a plain page without social login. */
const CLOSED_PAGE: SignInPageFacts = {
  address: {
    redirectUrl: null,
    rxPage: false,
    deleteMode: false,
    stepUp: false,
    callRxStepupAuth: false,
    calledFrom: null,
    passwordReset: false,
    socialOffByQuery: false,
  },
  originalUrl: '/',
  socialAvailable: false,
  settings: { alwaysPrompt: false, promptForWebView: false, googleAutoLogin: false },
  userAgent: '',
  presentation: 'page',
};

/** §4 the analytics event of a sign-in (domain/'s rule, from the request the chart sent). */
const trackSignInParams = ({ context }: { context: SignInPageContext }) =>
  signInAnalytics(context.request ?? { rememberMe: false });

const sessionInfo = (event: SignInPageEvent): SessionInfo | null =>
  event.type === 'signIn.sessionKnown' ? event.info : null;

export const signInMachine = setup({
  types: {
    context: {} as SignInPageContext,
    events: {} as SignInPageEvent,
    input: {} as SignInPageInput,
    tags: {} as 'form' | 'busy' | 'leaving',
  },
  actors: {
    signIn: notProvided<SignInResponse, SignInRequest>('signIn'),
    /** For the page's life: relays the session chart's answer (not busy, session info known) as
     *  signIn.sessionKnown, now and whenever it changes. A chart-to-chart link, so it lives here, not in src/. */
    watchSession: fromCallback<EventObject, { session: SessionSource | null }>(({ input, sendBack }) => {
      const source = input.session;
      if (!source) return undefined;
      const relay = (s: SnapshotFrom<typeof sessionMachine>) => {
        if (!s.hasTag('busy') && s.context.info)
          sendBack({ type: 'signIn.sessionKnown', info: s.context.info });
      };
      relay(source.getSnapshot());
      const subscription = source.subscribe(relay);
      return () => subscription.unsubscribe();
    }),
    /** Long-lived: loads the provider script, prompts on signIn.googleStart, sends back credential/failure. */
    googleProvider: fromCallback<{ type: 'signIn.googleStart' }, GoogleProviderInput>(() => {
      throw new Error('Actor "googleProvider" was not provided: supply it with machine.provide({ actors })');
    }),
  },
  actions: {
    /** Provided by src/: the user info is stored (the session chart re-reads the session). */
    storeUser: () => {},
    /** Provided by src/: analytics through track() (no personal data). */
    trackSignIn: (_, _params: { rememberMe: boolean; socialLinked: boolean; method: string }) => {},
    trackForgotPassword: () => {},
    /** Provided by src/: navigation. */
    goToRedirect: (_, _params: { to: string | null }) => {},
    reloadPage: () => {},
    goToEmailVerification: (_, _params: { to: string | null }) => {},
    goToForgotPassword: (_, _params: { originalPath: string }) => {},
    /** Provided by src/: hands the Google identity to the create-account page and opens it. */
    goToSocialCreate: (_, _params: { social: SocialCredential; redirectUrl: string | null }) => {},
    goToExternalForgotPassword: (_, _params: { returnUrl: string }) => {},
    redirectToIdentityLogin: (_, _params: { returnUrl: string; prompt: boolean }) => {},
    stepUpRedirect: (_, _params: { returnUrl: string; callRxStepupAuth: boolean }) => {},
    clearError: assign({ error: null, notice: null }),
    openPage: assign((_, page: SignInPageFacts) => ({
      ...page,
      initialPage: null,
      notice: page.address.passwordReset ? ('passwordReset' as const) : null,
      googleStatus: page.socialAvailable ? ('loading' as const) : ('off' as const),
    })),
    rememberSubmit: assign({
      request: ({ context, event }) => {
        assertEvent(event, 'signIn.submit');
        const social = context.social;
        return {
          email: social ? social.email : event.email.trim(),
          password: event.password,
          // §2 "In delete mode there is no ... keep-signed-in option": never remembered there.
          rememberMe: context.address.deleteMode ? false : event.rememberMe,
          ...(social ? { token: social.token, socialType: social.socialType } : {}),
        };
      },
    }),
    rememberGoogle: assign(({ context, event }) => {
      assertEvent(event, 'signIn.googleCredential');
      const profile = socialProfileFromCredential(event.credential);
      const social: SocialCredential = {
        token: event.credential,
        email: profile?.email ?? '',
        firstName: profile?.firstName ?? '',
        lastName: profile?.lastName ?? '',
        socialType: GOOGLE_SOCIAL_TYPE,
      };
      return {
        social,
        request: {
          email: social.email,
          rememberMe: context.googleRememberMe && !context.address.deleteMode,
          token: social.token,
          socialType: social.socialType,
        },
      };
    }),
    forgetSocial: assign({ social: null }),
    failGoogle: assign({ error: SIGN_IN_RESULT_MESSAGES.failedToSignIn }),
    rememberGoogleChoice: assign(({ event }) => {
      assertEvent(event, 'signIn.googleStart');
      return { googleRememberMe: event.rememberMe };
    }),
    startGoogle: sendTo('googleProvider', { type: 'signIn.googleStart' }),
  },
  guards: {
    hasInitialPage: ({ context }) => context.initialPage !== null,
    // Mode 1 (§2): each condition its own guard.
    isAuthenticatedSession: ({ event }) => sessionInfo(event)?.authLevel === 'authenticated',
    isIdentitySession: ({ event }) => sessionInfo(event)?.authLevel === 'identity',
    isStepUpRequested: ({ context }) => context.address.stepUp,
    isAlwaysPrompt: ({ context }) => context.settings.alwaysPrompt,
    hasNoAuthorities: ({ event }) => (sessionInfo(event)?.userInfo?.authorities ?? []).length === 0,
    hasMarkerAuthority: ({ event }) =>
      (sessionInfo(event)?.userInfo?.authorities ?? []).includes(PROMPT_MARKER_AUTHORITY),
    isRxPage: ({ context }) => context.address.rxPage,
    isWebViewPrompt: ({ context }) => context.settings.promptForWebView,
    isInAppWebView: ({ context }) => isInAppWebView(context.userAgent),
    // Results (§4).
    isAccepted: (_, params: { response: SignInResponse }) =>
      params.response.data.statusCode === SIGN_IN_SUCCESS_STATUS,
    isEmailVerificationNeeded: ({ context }, params: { response: SignInResponse }) =>
      context.banner.emailVerification &&
      params.response.data.authenticationState?.userInfo?.emailVerified === false,
    // Only a social sign-in can need linking or creating (a password answer like that is a plain rejection).
    isSocialLinkNeeded: ({ context }, params: { response: SignInResponse }) =>
      context.social !== null && params.response.data.statusMessage === SOCIAL_STATUS_MESSAGES.linkNeeded,
    isSocialCreateNeeded: ({ context }, params: { response: SignInResponse }) =>
      context.social !== null && params.response.data.statusMessage === SOCIAL_STATUS_MESSAGES.createNeeded,
    isLinking: ({ context }) => context.social !== null && context.request?.password !== undefined,
    isModal: ({ context }) => context.presentation === 'modal',
    isIdentityLevel: ({ context }) => context.authLevel === 'identity',
    /** §4 "Google button: disabled (dimmed) until the provider script has loaded." */
    isGoogleReady: ({ context }) => context.googleStatus === 'ready',
  },
}).createMachine({
  id: 'signIn',
  initial: 'opening',
  context: ({ input }) => ({
    banner: input.banner,
    session: input.session ?? null,
    initialPage: input.page ?? null,
    ...CLOSED_PAGE,
    authLevel: null,
    error: null,
    notice: null,
    social: null,
    request: null,
    googleStatus: 'off',
    googleRememberMe: KEEP_SIGNED_IN_DEFAULT,
    forcePrompt: false,
  }),
  on: {
    'signIn.sessionKnown': { actions: assign({ authLevel: ({ event }) => event.info.authLevel }) },
    'signIn.googleReady': { actions: assign({ googleStatus: 'ready' }) },
    'signIn.googleUnavailable': { actions: assign({ googleStatus: 'unavailable' }) },
    // §4 "Forgot-password action": analytics, then the external redirect when signed in to the identity system.
    'signIn.forgotPassword': [
      {
        guard: 'isIdentityLevel',
        actions: [
          'trackForgotPassword',
          {
            type: 'goToExternalForgotPassword',
            params: ({ context }) => ({ returnUrl: context.originalUrl }),
          },
        ],
      },
      {
        actions: [
          'trackForgotPassword',
          {
            type: 'goToForgotPassword',
            params: ({ context }) => ({ originalPath: context.address.redirectUrl ?? '/' }),
          },
        ],
      },
    ],
  },
  states: {
    opening: {
      tags: 'form',
      always: {
        guard: 'hasInitialPage',
        target: 'page',
        actions: { type: 'openPage', params: ({ context }) => context.initialPage! },
      },
      on: {
        'signIn.open': {
          target: 'page',
          actions: { type: 'openPage', params: ({ event }) => event.page },
        },
      },
    },
    page: {
      // The session watcher lives as long as the page (a child the inspector shows; stopped with the chart).
      entry: spawnChild('watchSession', {
        id: 'watchSession',
        input: ({ context }) => ({ session: context.session }),
      }),
      invoke: {
        id: 'googleProvider',
        src: 'googleProvider',
        input: ({ context }) => ({
          enabled: context.socialAvailable,
          autoLogin: context.settings.googleAutoLogin,
        }),
        onError: { actions: assign({ googleStatus: 'unavailable' }) },
      },
      initial: 'checking',
      states: {
        checking: {
          tags: 'form',
          on: {
            'signIn.sessionKnown': [
              {
                guard: 'isAuthenticatedSession',
                target: '#signIn.alreadySignedIn',
                actions: assign({ authLevel: 'authenticated' }),
              },
              {
                guard: and(['isIdentitySession', 'isRxPage', 'isStepUpRequested']),
                target: '#signIn.steppingUp',
                actions: assign({ authLevel: 'identity' }),
              },
              {
                guard: and(['isIdentitySession', 'isAlwaysPrompt']),
                target: '#signIn.redirectingToIdentity',
                actions: assign({ authLevel: 'identity', forcePrompt: true }),
              },
              {
                guard: and(['isIdentitySession', 'hasNoAuthorities']),
                target: '#signIn.redirectingToIdentity',
                actions: assign({ authLevel: 'identity', forcePrompt: true }),
              },
              {
                guard: and(['isIdentitySession', 'hasMarkerAuthority']),
                target: '#signIn.redirectingToIdentity',
                actions: assign({ authLevel: 'identity', forcePrompt: true }),
              },
              {
                guard: and(['isIdentitySession', 'isRxPage']),
                target: '#signIn.redirectingToIdentity',
                actions: assign({ authLevel: 'identity', forcePrompt: true }),
              },
              {
                guard: and(['isIdentitySession', 'isWebViewPrompt', 'isInAppWebView']),
                target: '#signIn.redirectingToIdentity',
                actions: assign({ authLevel: 'identity', forcePrompt: true }),
              },
              {
                guard: 'isIdentitySession',
                target: '#signIn.redirectingToIdentity',
                actions: assign({ authLevel: 'identity', forcePrompt: false }),
              },
              { target: 'ready', actions: assign({ authLevel: ({ event }) => event.info.authLevel }) },
            ],
            'signIn.submit': { target: 'submitting', actions: 'rememberSubmit' },
            'signIn.googleCredential': { target: 'submitting', actions: 'rememberGoogle' },
            'signIn.googleStart': {
              guard: 'isGoogleReady',
              actions: ['rememberGoogleChoice', 'startGoogle'],
            },
            'signIn.googleFailed': { actions: 'failGoogle' },
          },
        },
        ready: {
          tags: 'form',
          on: {
            'signIn.submit': { target: 'submitting', actions: 'rememberSubmit' },
            'signIn.googleCredential': { target: 'submitting', actions: 'rememberGoogle' },
            'signIn.googleStart': {
              guard: 'isGoogleReady',
              actions: ['rememberGoogleChoice', 'startGoogle'],
            },
            'signIn.googleFailed': { actions: 'failGoogle' },
          },
        },
        submitting: {
          tags: ['form', 'busy'],
          entry: 'clearError',
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => context.request!,
            onDone: [
              {
                guard: {
                  type: 'isEmailVerificationNeeded',
                  params: ({ event }) => ({ response: event.output }),
                },
                target: '#signIn.verificationNeeded',
              },
              {
                guard: { type: 'isAccepted', params: ({ event }) => ({ response: event.output }) },
                target: '#signIn.signedIn',
              },
              {
                guard: { type: 'isSocialLinkNeeded', params: ({ event }) => ({ response: event.output }) },
                target: 'socialLink',
              },
              {
                guard: { type: 'isSocialCreateNeeded', params: ({ event }) => ({ response: event.output }) },
                target: 'socialCreate',
              },
              {
                target: 'ready',
                actions: ['forgetSocial', assign({ error: SESSION_MESSAGES.signInRejected })],
              },
            ],
            onError: [
              {
                guard: 'isLinking',
                target: 'socialLink',
                actions: assign({ error: ({ event }) => SESSION_MESSAGES.forError(asApiError(event.error)) }),
              },
              {
                target: 'ready',
                actions: [
                  'forgetSocial',
                  assign({ error: ({ event }) => SESSION_MESSAGES.forError(asApiError(event.error)) }),
                ],
              },
            ],
          },
        },
        /** §4 "Social link needed": email filled and locked, password focused, Google button hidden. */
        socialLink: {
          tags: 'form',
          on: {
            'signIn.submit': { target: 'submitting', actions: 'rememberSubmit' },
          },
        },
        /** §4 "Social create needed": the alert with the create-account link; another try is possible. */
        socialCreate: {
          tags: 'form',
          on: {
            'signIn.createWithGoogle': {
              actions: {
                type: 'goToSocialCreate',
                params: ({ context }) => ({
                  social: context.social!,
                  redirectUrl: context.address.redirectUrl,
                }),
              },
            },
            'signIn.submit': { target: 'submitting', actions: ['forgetSocial', 'rememberSubmit'] },
            'signIn.googleCredential': { target: 'submitting', actions: 'rememberGoogle' },
            'signIn.googleStart': {
              guard: 'isGoogleReady',
              actions: ['rememberGoogleChoice', 'startGoogle'],
            },
            'signIn.googleFailed': { actions: 'failGoogle' },
          },
        },
      },
    },
    signedIn: {
      tags: 'leaving',
      entry: ['storeUser', { type: 'trackSignIn', params: trackSignInParams }],
      always: [
        { guard: 'isModal', target: 'done', actions: 'reloadPage' },
        {
          target: 'done',
          actions: {
            type: 'goToRedirect',
            params: ({ context }) => ({ to: context.address.redirectUrl }),
          },
        },
      ],
    },
    /** §4: the banner that requires email verification and an unverified email: the verification flow. */
    verificationNeeded: {
      tags: 'leaving',
      entry: [
        'storeUser',
        { type: 'trackSignIn', params: trackSignInParams },
        {
          type: 'goToEmailVerification',
          params: ({ context }) => ({ to: context.address.redirectUrl }),
        },
      ],
      type: 'final',
    },
    alreadySignedIn: {
      tags: 'leaving',
      entry: { type: 'goToRedirect', params: ({ context }) => ({ to: context.address.redirectUrl }) },
      type: 'final',
    },
    /** Mode 1: spinner, then the external identity login carrying the original URL. */
    redirectingToIdentity: {
      tags: 'leaving',
      entry: {
        type: 'redirectToIdentityLogin',
        params: ({ context }) => ({ returnUrl: context.originalUrl, prompt: context.forcePrompt }),
      },
      type: 'final',
    },
    steppingUp: {
      tags: 'leaving',
      entry: {
        type: 'stepUpRedirect',
        params: ({ context }) => ({
          returnUrl: context.originalUrl,
          callRxStepupAuth: context.address.callRxStepupAuth,
        }),
      },
      type: 'final',
    },
    done: { tags: 'leaving', type: 'final' },
  },
});

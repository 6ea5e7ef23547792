// @vitest-environment node
/** Sign-in page (account-signin.md §2 "Sign-in page modes", "Sign-in form", "Other page behaviour"; §4 results and
 *  actions; §9 "'Keep me signed in' defaults to checked"): the chart's choices, with the spec's values and texts
 *  as literals (the chosen texts of docs/choices.md too). */
import { describe, expect } from 'vitest';
import { fromCallback } from 'xstate';
import type { SessionInfo } from '../../api/contracts/identity';
import { googleCredential, signInPages } from '../../machines/account/signIn/signIn.fixtures';
import type {
  GoogleProviderInput,
  SessionSource,
  SignInPageFacts,
  SignInPageInput,
  signInMachine,
} from '../../machines/account/signIn/signIn.machine';
import { type OracleCase, oracleTable } from './oracle';

const ORIGINAL = 'http://localhost:8080/signin?redirectUrl=%2Fhealth';
const banner = { title: 'FreshWay Market', emailVerification: true };
const on = (page: SignInPageFacts, over: Partial<SignInPageInput> = {}): SignInPageInput => ({
  banner,
  page,
  ...over,
});
const plain = signInPages.plain;
const withAddress = (over: Partial<SignInPageFacts['address']>): SignInPageFacts => ({
  ...plain,
  address: { ...plain.address, ...over },
});
const deleteMode = { ...withAddress({ deleteMode: true }), socialAvailable: false };

const user = (authorities: string[]) => ({
  userId: 'c-1',
  emailVerified: true,
  banner: 'freshway',
  authorities,
});
const session = (authLevel: SessionInfo['authLevel'], authorities: string[] | null = ['ROLE_CUSTOMER']) =>
  ({
    type: 'signIn.sessionKnown',
    info: {
      authLevel,
      knownMachine: false,
      rememberedSessionLapsed: false,
      userInfo: authorities === null ? null : user(authorities),
    },
  }) as const;
const anonymous = session('anonymous', null);
const submit = (rememberMe: boolean) =>
  ({ type: 'signIn.submit', email: ' shopper@example.com ', password: 'Shopper123', rememberMe }) as const;
const answered = (statusCode: number, statusMessage: string, emailVerified = true) => ({
  type: 'xstate.done.actor.signIn',
  output: {
    data: {
      statusCode,
      statusMessage,
      ...(statusCode === 200 ? { authenticationState: { userInfo: { ...user([]), emailVerified } } } : {}),
    },
  },
});
const failed = (status: number, code?: string, fields?: Record<string, string>) => ({
  type: 'xstate.error.actor.signIn',
  error: {
    name: 'ApiError',
    kind: status === 0 ? 'network' : 'http',
    endpoint: 'POST /identity/api/v1/sign-in',
    status,
    message: 'x',
    ...(code ? { code } : {}),
    ...(fields ? { fields } : {}),
  },
});
const googleReady = { type: 'signIn.googleReady' } as const;
/** How many listeners the stand-in session chart has (the watcher's subscription). */
const listening = { count: 0 };
const credential = { type: 'signIn.googleCredential', credential: googleCredential } as const;
const redirect = (prompt: boolean) => [
  { type: 'redirectToIdentityLogin', params: { returnUrl: ORIGINAL, prompt } },
];

/** §2 mode 1: a page and a session answer → where the chart goes and what it redirects with. */
const mode1: OracleCase<typeof signInMachine>[] = [
  {
    name: '§2 the form is usable at once, while the session is read',
    input: on(plain),
    steps: [],
    state: { page: 'checking' },
    tags: ['form'],
    notTags: ['busy', 'leaving'],
    accepts: [submit(true)],
  },
  {
    name: '§2 mode 2: an anonymous shopper gets the form',
    input: on(plain),
    steps: [anonymous],
    state: { page: 'ready' },
    tags: ['form'],
    notTags: ['busy', 'leaving'],
  },
  {
    name: '§2 mode 1: signed in to the identity system, no prompt condition: redirect without a forced prompt',
    input: on(plain),
    steps: [session('identity')],
    state: 'redirectingToIdentity',
    status: 'done',
    tags: ['leaving'],
    context: { authLevel: 'identity', forcePrompt: false },
    actions: redirect(false),
  },
  {
    name: '§2 mode 1 forces the prompt when the always-prompt setting is on',
    input: on(signInPages.alwaysPrompt),
    steps: [session('identity')],
    context: { authLevel: 'identity', forcePrompt: true },
    actions: redirect(true),
  },
  {
    name: '§2 mode 1 forces the prompt when there are no authorities',
    input: on(plain),
    steps: [session('identity', [])],
    context: { authLevel: 'identity', forcePrompt: true },
    actions: redirect(true),
  },
  {
    name: '§2 mode 1: a session without user info has no authorities either: the prompt is forced',
    input: on(plain),
    steps: [session('identity', null)],
    state: 'redirectingToIdentity',
    context: { authLevel: 'identity', forcePrompt: true },
    actions: redirect(true),
  },
  {
    name: '§2 mode 1 forces the prompt when the authorities include the marker (FORCE_LOGIN_PROMPT)',
    input: on(plain),
    steps: [session('identity', ['ROLE_CUSTOMER', 'FORCE_LOGIN_PROMPT'])],
    context: { authLevel: 'identity', forcePrompt: true },
    actions: redirect(true),
  },
  {
    name: '§2 mode 1 forces the prompt on an Rx page (without step-up)',
    input: on(withAddress({ rxPage: true })),
    steps: [session('identity')],
    context: { authLevel: 'identity', forcePrompt: true },
    actions: redirect(true),
  },
  {
    name: '§2 mode 1 forces the prompt for an in-app web view when prompt-for-web-view is on',
    input: on(signInPages.webView),
    steps: [session('identity')],
    context: { authLevel: 'identity', forcePrompt: true },
    actions: redirect(true),
  },
  {
    name: '§2 prompt-for-web-view on, in an ordinary browser: no forced prompt',
    input: on({ ...plain, settings: { ...plain.settings, promptForWebView: true } }),
    steps: [session('identity')],
    actions: redirect(false),
  },
  {
    name: '§2 with the step-up flag on an Rx page: the step-up redirect, calling Rx step-up auth',
    input: on(withAddress({ rxPage: true, stepUp: true, callRxStepupAuth: true })),
    steps: [session('identity')],
    state: 'steppingUp',
    status: 'done',
    tags: ['leaving'],
    context: { authLevel: 'identity' },
    actions: [{ type: 'stepUpRedirect', params: { returnUrl: ORIGINAL, callRxStepupAuth: true } }],
    notActions: ['redirectToIdentityLogin'],
  },
  {
    name: 'an already fully signed-in shopper is sent on to the redirect',
    input: on(plain),
    steps: [session('authenticated')],
    state: 'alreadySignedIn',
    status: 'done',
    tags: ['leaving'],
    context: { authLevel: 'authenticated' },
    actions: [{ type: 'goToRedirect', params: { to: '/health' } }],
  },
  {
    name: 'the session chart of the input is read by the chart itself (watchSession): identity → mode 1',
    input: on(plain, {
      session: fakeSession({ busy: false, info: session('identity').info }),
    }),
    keepActors: ['watchSession'],
    steps: [],
    state: 'redirectingToIdentity',
  },
  {
    name: 'while the session chart is still reading (busy), nothing is relayed: the form stays',
    input: on(plain, { session: fakeSession({ busy: true, info: session('identity').info }) }),
    keepActors: ['watchSession'],
    steps: [],
    state: { page: 'checking' },
    // House rule: a child is named after its source (the inspector shows it by that name).
    verify: (run) => expect(Object.keys(run.snapshot().children)).toContain('watchSession'),
  },
  {
    name: 'the session watcher stops listening to the session chart once the page is left',
    input: on(plain, { session: fakeSession({ busy: false, info: session('identity').info }, listening) }),
    keepActors: ['watchSession'],
    steps: [
      { check: (run) => expect(run.snapshot().status).toBe('done') },
      { check: () => expect(listening.count).toBe(0) },
    ],
    state: 'redirectingToIdentity',
  },
];

/** §2 form, §4 results. */
const results: OracleCase<typeof signInMachine>[] = [
  {
    name: '§7 the sign-in payload: trimmed email, password, rememberMe as ticked',
    input: on(plain),
    steps: [anonymous, submit(false)],
    state: { page: 'submitting' },
    calls: { signIn: { email: 'shopper@example.com', password: 'Shopper123', rememberMe: false } },
  },
  {
    name: '§2 delete mode has no keep-signed-in option: rememberMe is false even if the form said true',
    input: on(deleteMode),
    steps: [anonymous, submit(true)],
    calls: { signIn: { email: 'shopper@example.com', password: 'Shopper123', rememberMe: false } },
  },
  {
    name: '§2 delete mode: a Google sign-in is not remembered either',
    input: on({ ...withAddress({ deleteMode: true }), socialAvailable: true }),
    steps: [anonymous, googleReady, { type: 'signIn.googleStart', rememberMe: true }, credential],
    calls: { signIn: expect.objectContaining({ rememberMe: false, socialType: 'Google' }) },
  },
  {
    name: '§9 keep me signed in is checked by default: a Google sign-in before any choice is remembered',
    input: on(plain),
    steps: [anonymous, credential],
    calls: { signIn: expect.objectContaining({ rememberMe: true, email: 'googlelink@example.com' }) },
  },
  {
    name: 'issue 13 point 3: Google follows keep me signed in as it was when Google was chosen',
    input: on(plain),
    steps: [anonymous, googleReady, { type: 'signIn.googleStart', rememberMe: false }, credential],
    calls: { signIn: expect.objectContaining({ rememberMe: false, token: googleCredential }) },
  },
  {
    name: '§4 Google is dimmed until its script has loaded: pressing it earlier does nothing',
    input: on(plain),
    steps: [anonymous],
    refuses: [{ type: 'signIn.googleStart', rememberMe: true }],
  },
  {
    name: '§4 success (200): the user is stored, analytics (rememberMe, not linked, password), then the redirect',
    input: on(plain),
    steps: [anonymous, submit(true), answered(200, 'SUCCESS')],
    state: 'done',
    actions: [
      { type: 'storeUser' },
      { type: 'trackSignIn', params: { rememberMe: true, socialLinked: false, method: 'password' } },
      { type: 'goToRedirect', params: { to: '/health' } },
    ],
  },
  {
    name: '§4 "If not redirecting, the page reloads": the modal reloads',
    input: on(signInPages.modal),
    steps: [anonymous, submit(true), answered(200, 'SUCCESS')],
    state: 'done',
    status: 'done',
    actions: [{ type: 'storeUser' }, { type: 'reloadPage' }],
    notActions: ['goToRedirect'],
  },
  {
    name: '§4 the email-verification banner and an unverified email: the verification flow',
    input: on(plain),
    steps: [anonymous, submit(true), answered(200, 'SUCCESS', false)],
    state: 'verificationNeeded',
    actions: [
      { type: 'storeUser' },
      { type: 'trackSignIn', params: { rememberMe: true, socialLinked: false, method: 'password' } },
      { type: 'goToEmailVerification', params: { to: '/health' } },
    ],
    notActions: ['goToRedirect'],
  },
  {
    name: '§9 verification belongs to one banner: elsewhere an unverified email signs in',
    input: on(plain, { banner: { title: 'Harbor Foods', emailVerification: false } }),
    steps: [anonymous, submit(true), answered(200, 'SUCCESS', false)],
    actions: [{ type: 'goToRedirect', params: { to: '/health' } }],
  },
  {
    name: '§4 social link needed: the link alert text, the email of the Google account kept',
    input: on(plain),
    steps: [anonymous, credential, answered(202, 'SOCIAL_LINK_NEEDED')],
    state: { page: 'socialLink' },
    tags: ['form'],
    notTags: ['busy'],
    context: { social: expect.objectContaining({ email: 'googlelink@example.com' }) },
    verify: (run) => expect(run.snapshot().context.error).toBeNull(),
  },
  {
    name: '§4 linking: the password with the Google token; analytics say linked, method Google',
    input: on(plain),
    steps: [
      anonymous,
      credential,
      answered(202, 'SOCIAL_LINK_NEEDED'),
      submit(false),
      {
        check: (run) =>
          expect(run.calls.signIn?.at(-1)).toEqual(
            expect.objectContaining({
              email: 'googlelink@example.com',
              password: 'Shopper123',
              token: googleCredential,
              socialType: 'Google',
            }),
          ),
      },
      answered(200, 'SUCCESS'),
    ],
    actions: [{ type: 'trackSignIn', params: { rememberMe: false, socialLinked: true, method: 'Google' } }],
  },
  {
    name: '§4 social create needed: the create link hands the Google identity and the redirect on',
    input: on(plain),
    steps: [
      anonymous,
      credential,
      answered(202, 'SOCIAL_CREATE_NEEDED'),
      { type: 'signIn.createWithGoogle' },
    ],
    state: { page: 'socialCreate' },
    tags: ['form'],
    notTags: ['busy'],
    actions: [
      {
        type: 'goToSocialCreate',
        params: {
          social: expect.objectContaining({
            email: 'googlelink@example.com',
            firstName: 'Lena',
            lastName: 'Marsh',
          }),
          redirectUrl: '/health',
        },
      },
    ],
  },
  {
    name: 'a password answer saying link/create needed is a plain rejection (only Google can get them)',
    input: on(plain),
    steps: [anonymous, submit(true), answered(202, 'SOCIAL_LINK_NEEDED')],
    state: { page: 'ready' },
    context: { error: 'The email or password you entered is incorrect. Please try again.' },
  },
  {
    name: 'a password answer saying create needed is a plain rejection too',
    input: on(plain),
    steps: [anonymous, submit(true), answered(202, 'SOCIAL_CREATE_NEEDED')],
    state: { page: 'ready' },
    context: { error: 'The email or password you entered is incorrect. Please try again.', social: null },
  },
  {
    name: 'a Google sign-in answered with neither link nor create: a rejection, the Google identity forgotten',
    input: on(plain),
    steps: [anonymous, credential, answered(401, 'INVALID_CREDENTIALS')],
    state: { page: 'ready' },
    context: { error: 'The email or password you entered is incorrect. Please try again.', social: null },
  },
  {
    name: '§4 a success (200) without user info: nothing says the email is unverified, the shopper signs in',
    input: on(plain),
    steps: [
      anonymous,
      submit(true),
      {
        type: 'xstate.done.actor.signIn',
        output: { data: { statusCode: 200, statusMessage: 'SUCCESS', authenticationState: {} } },
      },
    ],
    state: 'done',
    actions: [{ type: 'storeUser' }, { type: 'goToRedirect', params: { to: '/health' } }],
    notActions: ['goToEmailVerification'],
  },
  {
    name: 'a Google credential the page cannot read still goes to the server (which verifies it), without an email',
    input: on(plain),
    steps: [anonymous, { type: 'signIn.googleCredential', credential: 'not-a-token' }],
    state: { page: 'submitting' },
    context: {
      social: { token: 'not-a-token', email: '', firstName: '', lastName: '', socialType: 'Google' },
    },
    calls: { signIn: { email: '', rememberMe: true, token: 'not-a-token', socialType: 'Google' } },
  },
  {
    name: 'a wrong password (401): the form with the rejection message',
    input: on(plain),
    steps: [anonymous, submit(true), failed(401, 'INVALID_CREDENTIALS')],
    state: { page: 'ready' },
    context: { error: 'The email or password you entered is incorrect. Please try again.' },
  },
  {
    name: 'a locked account (423, 900 s left): "Try again in 15 minutes" and how to unlock it',
    input: on(plain),
    steps: [anonymous, submit(true), failed(423, 'ACCOUNT_LOCKED', { retryAfterSeconds: '900' })],
    context: {
      error:
        'Your account is locked after too many unsuccessful sign-in attempts. Try again in 15 minutes. To unlock it now, reset your password.',
    },
  },
  {
    name: 'a lock with 61 s left reads "2 minutes" (whole minutes, rounded up); 60 s reads "1 minute"',
    input: on(plain),
    steps: [
      anonymous,
      submit(true),
      failed(423, 'ACCOUNT_LOCKED', { retryAfterSeconds: '61' }),
      { check: (run) => expect(run.snapshot().context.error).toContain('Try again in 2 minutes.') },
      submit(true),
      failed(423, 'ACCOUNT_LOCKED', { retryAfterSeconds: '60' }),
    ],
    verify: (run) => expect(run.snapshot().context.error).toContain('Try again in 1 minute.'),
  },
  {
    name: 'too many attempts from this device (429): its own message',
    input: on(plain),
    steps: [anonymous, submit(true), failed(429, 'TOO_MANY_ATTEMPTS')],
    context: {
      error: 'Too many sign-in attempts from this device. Please wait a few minutes and try again.',
    },
  },
  {
    name: 'issue 13 point 8: a 403 on sign-in says to reload the page',
    input: on(plain),
    steps: [anonymous, submit(true), failed(403)],
    context: { error: 'We could not sign you in from this page. Please reload the page and try again.' },
  },
  {
    name: 'the service unreachable: the generic server error text',
    input: on(plain),
    steps: [anonymous, submit(true), failed(0)],
    context: { error: 'We are having trouble reaching our servers. Please try again in a moment.' },
  },
  {
    name: '§4 "Sign-in start: clears any previous error"',
    input: on(plain),
    steps: [anonymous, submit(true), failed(401, 'INVALID_CREDENTIALS'), submit(true)],
    state: { page: 'submitting' },
    context: { error: null },
  },
  {
    name: '§8 a Google sign-in not completed: "Failed to sign in"',
    input: on(plain),
    steps: [anonymous, { type: 'signIn.googleFailed' }],
    context: { error: 'Failed to sign in' },
  },
  {
    name: '§4 the reset-password state: the page opens with the reset notice',
    input: on(withAddress({ passwordReset: true })),
    steps: [],
    context: { notice: 'passwordReset' },
  },
  {
    name: '§2 social login only where offered: no Google on a page without it',
    input: on(deleteMode),
    steps: [],
    context: { googleStatus: 'off' },
  },
];

/** Events in every state of the form: the page before the session answers, social create, Google's answers. */
const form: OracleCase<typeof signInMachine>[] = [
  {
    name: 'before the page is known: a plain page at /, no social login, Keep me signed in ticked',
    input: { banner },
    steps: [],
    state: 'opening',
    tags: ['form'],
    verify: (run) =>
      expect(run.snapshot().context).toMatchObject({
        originalUrl: '/',
        presentation: 'page',
        userAgent: '',
        socialAvailable: false,
        googleStatus: 'off',
        googleRememberMe: true,
        forcePrompt: false,
        authLevel: null,
        address: {
          redirectUrl: null,
          rxPage: false,
          deleteMode: false,
          stepUp: false,
          callRxStepupAuth: false,
          passwordReset: false,
          socialOffByQuery: false,
        },
        settings: { alwaysPrompt: false, promptForWebView: false, googleAutoLogin: false },
      }),
  },
  {
    name: 'the page is opened later (signIn.open): the form with its Google button loading',
    input: { banner },
    steps: [{ type: 'signIn.open', page: plain }],
    state: { page: 'checking' },
    tags: ['form'],
    context: { googleStatus: 'loading', originalUrl: ORIGINAL },
    calls: { googleProvider: { enabled: true, autoLogin: false } },
  },
  {
    name: '§2 the form works before the session answers: a submit, a Google credential, a Google failure',
    input: on(plain),
    steps: [
      submit(true),
      { check: (run) => expect(run.snapshot().matches({ page: 'submitting' })).toBe(true) },
      {
        check: (run) =>
          expect(run.calls.signIn?.at(-1)).toEqual({
            email: 'shopper@example.com',
            password: 'Shopper123',
            rememberMe: true,
          }),
      },
      failed(401, 'INVALID_CREDENTIALS'),
      credential,
      {
        check: (run) =>
          expect(run.calls.signIn?.at(-1)).toEqual(expect.objectContaining({ token: googleCredential })),
      },
      failed(0),
      { type: 'signIn.googleFailed' },
    ],
    state: { page: 'ready' },
    context: { error: 'Failed to sign in', social: null },
  },
  {
    name: '§2 before the session answers: a Google credential signs in with it',
    input: on(plain),
    steps: [credential],
    state: { page: 'submitting' },
    calls: { signIn: expect.objectContaining({ email: 'googlelink@example.com', token: googleCredential }) },
  },
  {
    name: '§4 before the session answers, Google is dimmed until its script has loaded too',
    input: on(plain),
    steps: [],
    refuses: [{ type: 'signIn.googleStart', rememberMe: true }],
  },
  {
    name: '§8 before the session answers: a Google sign-in not completed says "Failed to sign in"',
    input: on(plain),
    steps: [{ type: 'signIn.googleFailed' }],
    state: { page: 'checking' },
    context: { error: 'Failed to sign in' },
  },
  {
    name: '§4 social create: Google is dimmed there too until its script has loaded',
    input: on(plain),
    steps: [anonymous, credential, answered(202, 'SOCIAL_CREATE_NEEDED')],
    state: { page: 'socialCreate' },
    refuses: [{ type: 'signIn.googleStart', rememberMe: true }],
  },
  {
    name: 'in checking, Google pressed once its script is ready starts the chooser with the box as it was',
    input: on(plain),
    steps: [googleReady, { type: 'signIn.googleStart', rememberMe: false }],
    state: { page: 'checking' },
    context: { googleRememberMe: false },
  },
  {
    name: 'submitting is busy; the error of the last try is cleared when a new one starts',
    input: on(plain),
    steps: [anonymous, submit(true)],
    tags: ['form', 'busy'],
    context: { error: null },
  },
  {
    name: '§4 social create: a password sign-in instead forgets the Google identity',
    input: on(plain),
    steps: [anonymous, credential, answered(202, 'SOCIAL_CREATE_NEEDED'), submit(true)],
    state: { page: 'submitting' },
    calls: { signIn: { email: 'shopper@example.com', password: 'Shopper123', rememberMe: true } },
    context: { social: null },
  },
  {
    name: '§4 social create: another Google account can be tried, or Google can fail',
    input: on(plain),
    steps: [
      anonymous,
      googleReady,
      credential,
      answered(202, 'SOCIAL_CREATE_NEEDED'),
      { type: 'signIn.googleStart', rememberMe: false },
      { check: (run) => expect(run.snapshot().context.googleRememberMe).toBe(false) },
      { type: 'signIn.googleFailed' },
      { check: (run) => expect(run.snapshot().context.error).toBe('Failed to sign in') },
      credential,
    ],
    state: { page: 'submitting' },
    calls: { signIn: expect.objectContaining({ token: googleCredential, rememberMe: false }) },
  },
  {
    name: '§4 linking fails (wrong password): still linking, with the message; the Google identity kept',
    input: on(plain),
    steps: [
      anonymous,
      credential,
      answered(202, 'SOCIAL_LINK_NEEDED'),
      submit(true),
      failed(401, 'INVALID_CREDENTIALS'),
    ],
    state: { page: 'socialLink' },
    context: {
      error: 'The email or password you entered is incorrect. Please try again.',
      social: expect.objectContaining({ email: 'googlelink@example.com' }),
    },
  },
  {
    name: 'a failed Google sign-in (not linking) forgets the Google identity',
    input: on(plain),
    steps: [anonymous, credential, failed(0)],
    state: { page: 'ready' },
    context: {
      social: null,
      error: 'We are having trouble reaching our servers. Please try again in a moment.',
    },
  },
  {
    name: '§8 the Google provider fails: Google is unavailable, the form still works',
    input: on(plain),
    steps: [anonymous, { type: 'xstate.error.actor.googleProvider', error: new Error('script') }],
    state: { page: 'ready' },
    context: { googleStatus: 'unavailable' },
    accepts: [submit(true)],
  },
  {
    name: 'the session answers: its level is kept (mode 2 stays on the form)',
    input: on(plain),
    steps: [session('anonymous', null)],
    context: { authLevel: 'anonymous', forcePrompt: false },
  },
  {
    name: 'signed in: leaving, the chart finished',
    input: on(plain),
    steps: [anonymous, submit(true), answered(200, 'SUCCESS')],
    state: 'done',
    status: 'done',
    tags: ['leaving'],
  },
  {
    name: 'the verification flow, the external redirects and an already signed-in shopper all leave and finish',
    input: on(plain),
    steps: [anonymous, submit(true), answered(200, 'SUCCESS', false)],
    status: 'done',
    tags: ['leaving'],
  },
];

/** §4 "Forgot-password action". */
const forgot: OracleCase<typeof signInMachine>[] = [
  {
    name: '§4 forgot password: analytics, then /account/forgot-password with the original path',
    input: on(plain),
    steps: [anonymous, { type: 'signIn.forgotPassword' }],
    actions: [
      { type: 'trackForgotPassword' },
      { type: 'goToForgotPassword', params: { originalPath: '/health' } },
    ],
  },
  {
    name: '§4 forgot password without a redirect: the original path is /',
    input: on(withAddress({ redirectUrl: null })),
    steps: [anonymous, { type: 'signIn.forgotPassword' }],
    actions: [{ type: 'goToForgotPassword', params: { originalPath: '/' } }],
  },
  {
    name: '§4 forgot password when signed in to the identity system: the external redirect instead',
    input: on(plain),
    steps: [anonymous, session('identity'), { type: 'signIn.forgotPassword' }],
    actions: [
      { type: 'trackForgotPassword' },
      { type: 'goToExternalForgotPassword', params: { returnUrl: ORIGINAL } },
    ],
    notActions: ['goToForgotPassword'],
  },
];

/** §4 Google pressed: the provider is told to prompt (a stand-in provider answers the prompt with a credential). */
const prompted: OracleCase<typeof signInMachine>[] = [
  {
    name: '§4 Google pressed before the session answers: the provider prompts, its credential signs in',
    input: on(plain),
    keepActors: ['googleProvider'],
    steps: [googleReady, { type: 'signIn.googleStart', rememberMe: false }],
    state: { page: 'submitting' },
    calls: { signIn: expect.objectContaining({ token: googleCredential, rememberMe: false }) },
  },
  {
    name: '§4 Google pressed on the form: the provider prompts, its credential signs in',
    input: on(plain),
    keepActors: ['googleProvider'],
    steps: [anonymous, googleReady, { type: 'signIn.googleStart', rememberMe: true }],
    state: { page: 'submitting' },
    calls: { signIn: expect.objectContaining({ token: googleCredential, rememberMe: true }) },
  },
  {
    name: '§4 social create: Google pressed again prompts the provider for another account',
    input: on(plain),
    keepActors: ['googleProvider'],
    steps: [
      anonymous,
      googleReady,
      credential,
      answered(202, 'SOCIAL_CREATE_NEEDED'),
      { type: 'signIn.googleStart', rememberMe: false },
    ],
    state: { page: 'submitting' },
    callCounts: { signIn: 2 },
    calls: { signIn: expect.objectContaining({ token: googleCredential, rememberMe: false }) },
  },
];

/** A stand-in Google provider: answers a prompt (signIn.googleStart) with the fixture's credential. */
const promptingProvider = fromCallback<{ type: 'signIn.googleStart' }, GoogleProviderInput>(
  ({ receive, sendBack }) => {
    receive((event) => {
      if (event.type === 'signIn.googleStart')
        sendBack({ type: 'signIn.googleCredential', credential: googleCredential });
    });
  },
);

/** A stand-in for the app's session chart: what the sign-in chart reads of it. */
function fakeSession(state: { busy: boolean; info: SessionInfo }, listeners = { count: 0 }): SessionSource {
  const snapshot = { hasTag: (tag: string) => tag === 'busy' && state.busy, context: { info: state.info } };
  return {
    getSnapshot: () => snapshot,
    subscribe: () => {
      listeners.count += 1;
      return { unsubscribe: () => (listeners.count -= 1) };
    },
  } as unknown as SessionSource;
}

describe('signIn chart: oracle', () => {
  oracleTable(
    () => import('../../machines/account/signIn/signIn.machine').then((m) => m.signInMachine),
    [...mode1, ...results, ...form, ...forgot],
  );
  oracleTable(
    () =>
      import('../../machines/account/signIn/signIn.machine').then((m) =>
        m.signInMachine.provide({ actors: { googleProvider: promptingProvider } }),
      ),
    prompted,
  );
});

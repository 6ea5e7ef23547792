/** Graph fixtures of the sign-in page chart: the pages it can open on (one per mode-1 condition), the session
 *  answers, the sign-in results (§4) and failures, the Google events. Read by the registry and the model tests. */
import type { ApiError } from '../../../api/contracts/common';
import type { SessionInfo, SignInResponse } from '../../../api/contracts/identity';
import type { SignInPageAddress } from '../../../domain/account/signIn';
import type { SignInPageContext, SignInPageFacts, SignInPageInput } from './signIn.machine';

export const signInInput: SignInPageInput = {
  banner: { title: 'FreshWay Market', emailVerification: true },
};

const address = (over: Partial<SignInPageAddress> = {}): SignInPageAddress => ({
  redirectUrl: '/health',
  rxPage: false,
  deleteMode: false,
  stepUp: false,
  callRxStepupAuth: false,
  calledFrom: null,
  passwordReset: false,
  socialOffByQuery: false,
  ...over,
});
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
export const WEB_VIEW_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0 Mobile Safari/537.36';
const facts = (over: Partial<SignInPageFacts> = {}): SignInPageFacts => ({
  address: address(),
  originalUrl: 'http://localhost:8080/signin?redirectUrl=%2Fhealth',
  socialAvailable: true,
  settings: { alwaysPrompt: false, promptForWebView: false, googleAutoLogin: false },
  userAgent: BROWSER_UA,
  presentation: 'page',
  ...over,
});

/** One page per mode-1 condition (each guard reachable on its own), plus the modal. */
export const signInPages = {
  plain: facts(),
  rxStepUp: facts({ address: address({ rxPage: true, stepUp: true, callRxStepupAuth: true }) }),
  alwaysPrompt: facts({ settings: { alwaysPrompt: true, promptForWebView: false, googleAutoLogin: false } }),
  rx: facts({ address: address({ rxPage: true }) }),
  webView: facts({
    settings: { alwaysPrompt: false, promptForWebView: true, googleAutoLogin: false },
    userAgent: WEB_VIEW_UA,
  }),
  modal: facts({ presentation: 'modal' }),
} as const;

const info = (authLevel: SessionInfo['authLevel'], authorities: string[] | null): SessionInfo => ({
  authLevel,
  knownMachine: false,
  rememberedSessionLapsed: false,
  userInfo:
    authorities === null ? null : { userId: 'c-1', emailVerified: true, banner: 'freshway', authorities },
});
export const signInSessions = {
  anonymous: info('anonymous', null),
  authenticated: info('authenticated', ['ROLE_CUSTOMER']),
  identityNoAuthorities: info('identity', []),
  identityMarker: info('identity', ['FORCE_LOGIN_PROMPT']),
  identity: info('identity', ['ROLE_CUSTOMER']),
} as const;

const userInfo = (emailVerified: boolean) => ({
  userId: 'c-1',
  emailVerified,
  banner: 'freshway',
  authorities: [],
});
export const signInResponses = {
  accepted: {
    data: { statusCode: 200, statusMessage: 'SUCCESS', authenticationState: { userInfo: userInfo(true) } },
  },
  acceptedUnverified: {
    data: { statusCode: 200, statusMessage: 'SUCCESS', authenticationState: { userInfo: userInfo(false) } },
  },
  linkNeeded: { data: { statusCode: 202, statusMessage: 'SOCIAL_LINK_NEEDED' } },
  createNeeded: { data: { statusCode: 202, statusMessage: 'SOCIAL_CREATE_NEEDED' } },
  notAccepted: { data: { statusCode: 206, statusMessage: 'PASSWORD_RESET_REQUIRED' } },
} satisfies Record<string, SignInResponse>;

export const signInErrors = {
  rejected: {
    name: 'ApiError',
    kind: 'http',
    endpoint: 'POST /identity/api/v1/sign-in',
    status: 401,
    code: 'INVALID_CREDENTIALS',
    message: 'Invalid',
  },
  locked: {
    name: 'ApiError',
    kind: 'http',
    endpoint: 'POST /identity/api/v1/sign-in',
    status: 423,
    code: 'ACCOUNT_LOCKED',
    message: 'Locked',
    fields: { retryAfterSeconds: '600' },
  },
} satisfies Record<string, ApiError>;

const b64 = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A credential shaped like the provider's id token (the chart only reads its payload; the server verifies). */
export const googleCredential = `${b64({ alg: 'RS256' })}.${b64({
  email: 'googlelink@example.com',
  given_name: 'Lena',
  family_name: 'Marsh',
})}.signature`;

export const signInCredentials = { email: 'shopper@example.com', password: 'Shopper123', rememberMe: true };

export const signInEvents = [
  ...Object.values(signInPages).map((page) => ({ type: 'signIn.open', page }) as const),
  ...Object.values(signInSessions).map((i) => ({ type: 'signIn.sessionKnown', info: i }) as const),
  { type: 'signIn.submit', ...signInCredentials },
  { type: 'signIn.googleStart', rememberMe: true },
  { type: 'signIn.googleStart', rememberMe: false },
  { type: 'signIn.createWithGoogle' },
  { type: 'signIn.googleCredential', credential: googleCredential },
  { type: 'signIn.googleFailed' },
  { type: 'signIn.googleReady' },
  { type: 'signIn.googleUnavailable' },
  { type: 'signIn.forgotPassword' },
  ...Object.values(signInResponses).map((output) => ({ type: 'xstate.done.actor.signIn', output }) as const),
  ...Object.values(signInErrors).map((error) => ({ type: 'xstate.error.actor.signIn', error }) as const),
  { type: 'xstate.error.actor.googleProvider', error: new Error('script failed') },
] as const;

const pageKey = (c: SignInPageContext) =>
  [
    c.address.rxPage ? 'rx' : '',
    c.address.stepUp ? 'up' : '',
    c.settings.alwaysPrompt ? 'always' : '',
    c.settings.promptForWebView ? 'wv' : '',
    c.presentation,
  ].join('');

const linking = (c: SignInPageContext) =>
  c.social === null ? 'none' : c.request?.password !== undefined ? 'link' : 'social';

const isChecking = (value: unknown) => JSON.stringify(value) === JSON.stringify({ page: 'checking' });

/** A state's identity: where it is, the page only while it still matters, identity level, linking, and
 *  whether the Google button can be pressed (the provider script is ready). */
export const serializeSignInState = (s: { value: unknown; context: SignInPageContext }) =>
  JSON.stringify([
    s.value,
    isChecking(s.value) ? pageKey(s.context) : s.context.presentation,
    s.context.authLevel === 'identity',
    linking(s.context),
    s.context.googleStatus === 'ready',
  ]);

type SignInFixtureEvent = (typeof signInEvents)[number];
const only = (...types: string[]) => signInEvents.filter((e) => types.includes(e.type));

/**
 * The events worth trying in a state (keeps the graph small): the pages only while opening; on the other pages
 * and the modal, only what reaches their own transitions; with an identity-level session outside checking, the
 * forgot-password guard and a way back to the form.
 */
export function signInEventsFor(s: {
  value: unknown;
  status?: string;
  context: SignInPageContext;
}): readonly SignInFixtureEvent[] {
  // A final state ends the chart: the page has left.
  if (s.status === 'done') return [];
  if (JSON.stringify(s.value) === '"opening"') return only('signIn.open');
  const c = s.context;
  if (c.presentation === 'modal') {
    return signInEvents.filter(
      (e) =>
        (e.type === 'signIn.sessionKnown' && e.info.authLevel === 'anonymous') ||
        e.type === 'signIn.submit' ||
        (e.type === 'xstate.done.actor.signIn' && e.output === signInResponses.accepted),
    );
  }
  if (isChecking(s.value) && pageKey(c) !== 'page') return only('signIn.sessionKnown');
  if (c.authLevel === 'identity') {
    return signInEvents.filter(
      (e) =>
        e.type === 'signIn.forgotPassword' ||
        (e.type === 'xstate.error.actor.signIn' && e.error === signInErrors.rejected),
    );
  }
  return signInEvents.filter(
    (e) =>
      e.type !== 'signIn.open' &&
      (e.type !== 'signIn.sessionKnown' || isChecking(s.value) || e.info === signInSessions.identity),
  );
}

/** The graph model the registry hands to path generation (see machines/registry.ts). */
export const signInModel = {
  events: signInEventsFor,
  serializeState: serializeSignInState,
  input: signInInput,
  // The app creates the chart with the page it is on: it opens at once (the eventless opening transition).
  startInputs: [{ ...signInInput, page: signInPages.plain }],
};

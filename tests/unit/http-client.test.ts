// @vitest-environment node
/**
 * The shared call wrapper (account-signin.md §7) and the identity and content clients on top of it, with the
 * transport stubbed (an axios adapter that records each request and answers from the test): which method, path,
 * body, query and headers go out, and how each failure becomes a typed ApiError (kind, status, code, message).
 * Paths: §7 (profile, the two navigation documents), docs/architecture.md (`/identity/api/v1/...`),
 * docs/choices.md (help and legal documents).
 */
import axios, { AxiosError, type AxiosResponse, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { fetchArticle, fetchBannerMessage, fetchNavDocument } from '../../api/clients/content';
import {
  call,
  configureHttp,
  serviceClient,
  setHeadersFor,
  toApiError,
  withCallbacks,
} from '../../api/clients/http';
import {
  confirmVerification,
  createAccount,
  deleteAccount,
  fetchSession,
  requestPasswordReset,
  resetPassword,
  sendVerificationEmail,
  signIn,
  signOut,
} from '../../api/clients/identity';
import { type ApiError, outcomeOfFailure } from '../../api/contracts/common';
import { outcomeOf } from '../../domain/errors';
import { failure } from '../support/api-failure';

type Answer = (config: InternalAxiosRequestConfig) => Promise<AxiosResponse> | AxiosResponse;

const requests: InternalAxiosRequestConfig[] = [];
let answer: Answer;
const originalAdapter = axios.defaults.adapter;

const respond =
  (status: number, data: unknown): Answer =>
  (config) => {
    const response = { status, statusText: '', headers: {}, config, data } as AxiosResponse;
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`HTTP ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
  };

beforeEach(() => {
  requests.length = 0;
  answer = respond(200, { data: { value: 1 } });
  axios.defaults.adapter = async (config) => {
    requests.push(config);
    return answer(config);
  };
  configureHttp({});
});
afterEach(() => {
  axios.defaults.adapter = originalAdapter;
  configureHttp({});
});

const schema = z.object({ data: z.object({ value: z.number() }) });

/** The request as the transport saw it (headers flattened to a plain object). */
const sent = (i = 0) => {
  const r = requests[i]!;
  return {
    method: r.method?.toUpperCase(),
    url: r.url,
    baseURL: r.baseURL,
    params: r.params,
    data: r.data === undefined ? undefined : JSON.parse(r.data as string),
    headers: Object.fromEntries(Object.entries(axios.AxiosHeaders.from(r.headers).toJSON())),
  };
};

describe('the request the wrapper sends', () => {
  it('same origin by default, with credentials, JSON, no-cache and channel WEB, the default timeout', async () => {
    await call('profile', 'GET', '/x', { schema });
    const r = requests[0]!;
    expect(r.baseURL).toBe('');
    expect(r.withCredentials).toBe(true);
    expect(r.timeout).toBe(15_000);
    expect(sent().headers).toMatchObject({
      Accept: 'application/json',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      'X-Channel': 'WEB',
    });
  });

  it('a configured base URL and timeout; a call-level timeout wins', async () => {
    configureHttp({ baseUrls: { content: 'https://cdn.example' }, timeoutMs: 500 });
    await call('content', 'GET', '/x', { schema });
    await call('content', 'GET', '/x', { schema, timeoutMs: 50 });
    await call('profile', 'GET', '/x', { schema });
    expect(requests.map((r) => [r.baseURL, r.timeout])).toEqual([
      ['https://cdn.example', 500],
      ['https://cdn.example', 50],
      ['', 500],
    ]);
  });

  it.each([
    ['GET', 'get', { params: { q: 'a' }, data: undefined }],
    ['GET', 'getWithPayload', { params: { q: 'a' }, data: undefined }],
    ['POST', 'post', { params: undefined, data: { q: 'a' } }],
    ['PUT', 'put', { params: undefined, data: { q: 'a' } }],
    ['PATCH', 'patch', { params: undefined, data: { q: 'a' } }],
    ['DELETE', 'delete', { params: undefined, data: { q: 'a' } }],
  ] as const)('%s (%s): the payload travels as %j', async (method, verb, where) => {
    const client = serviceClient('profile');
    const send = client[verb] as (path: string, options: object) => Promise<unknown>;
    await expect(send('/p', { schema, payload: { q: 'a' } })).resolves.toEqual({ data: { value: 1 } });
    expect(sent()).toMatchObject({ method, url: '/p', ...where });
  });

  it('the client names its service base path', () => {
    expect(serviceClient('profile').base).toBe('/atlas/v1/customer-profile/v1');
    expect(serviceClient('identity').base).toBe('/identity/api/v1');
  });

  it('extra headers per service and per call; the call wins', async () => {
    configureHttp({
      headersFor: (service): Record<string, string> =>
        service === 'rx' ? { 'X-Scenario': 'a', 'X-Both': 'svc' } : {},
    });
    await call('rx', 'GET', '/x', { schema, headers: { 'X-Both': 'call' } });
    await call('profile', 'GET', '/x', { schema });
    expect(sent(0).headers).toMatchObject({ 'X-Scenario': 'a', 'X-Both': 'call' });
    expect(sent(1).headers['X-Scenario']).toBeUndefined();
  });

  it('setHeadersFor installs headers without dropping the rest of the configuration', async () => {
    configureHttp({ baseUrls: { rx: 'https://rx.example' } });
    setHeadersFor(() => ({ 'X-Mock': 'on' }));
    await call('rx', 'GET', '/x', { schema });
    expect(sent().baseURL).toBe('https://rx.example');
    expect(sent().headers['X-Mock']).toBe('on');
    // configureHttp keeps the installed headers when it is not given new ones.
    configureHttp({});
    await call('rx', 'GET', '/x', { schema });
    expect(sent(1).headers['X-Mock']).toBe('on');
    setHeadersFor(() => ({}));
  });

  it('passes the abort signal on', async () => {
    const controller = new AbortController();
    await call('profile', 'GET', '/x', { schema, signal: controller.signal });
    await call('profile', 'GET', '/x', { schema });
    expect(requests[0]?.signal).toBe(controller.signal);
    expect(requests[1]?.signal).toBeUndefined();
  });
});

describe('typed errors (the endpoint is method and path)', () => {
  it.each([
    [
      'a 404 with an error body',
      respond(404, { error: { code: 'NOT_FOUND', message: 'No route' } }),
      { kind: 'http', status: 404, code: 'NOT_FOUND', message: 'No route' },
    ],
    [
      'a 400 with field messages',
      respond(400, { error: { code: 'VALIDATION', message: 'Bad', fields: { email: 'x' } } }),
      { kind: 'http', status: 400, code: 'VALIDATION', message: 'Bad', fields: { email: 'x' } },
    ],
    ['a 500 without a body', respond(500, 'oops'), { kind: 'http', status: 500, message: 'HTTP 500' }],
    // pharmacy-portal.md §8 "a 4xx errorMessage is shown directly": the pharmacy service's own error body.
    [
      'a 4xx whose body is { errorMessage }',
      respond(422, { errorMessage: 'The pharmacy needs the prescriber name.' }),
      { kind: 'http', status: 422, message: 'The pharmacy needs the prescriber name.' },
    ],
    [
      'a timeout (ECONNABORTED)',
      (config: InternalAxiosRequestConfig) => {
        throw new AxiosError('timeout', 'ECONNABORTED', config);
      },
      { kind: 'timeout', status: 408, code: 'ECONNABORTED', message: 'Request timed out' },
    ],
    [
      'a timeout (ETIMEDOUT)',
      (config: InternalAxiosRequestConfig) => {
        throw new AxiosError('timeout', 'ETIMEDOUT', config);
      },
      { kind: 'timeout', status: 408, code: 'ECONNABORTED', message: 'Request timed out' },
    ],
    [
      'a cancelled call',
      (config: InternalAxiosRequestConfig) => {
        throw new CanceledError(undefined, undefined, config);
      },
      { kind: 'aborted', status: 0, message: 'Request aborted' },
    ],
    [
      'an axios error coded ERR_CANCELED',
      (config: InternalAxiosRequestConfig) => {
        throw new AxiosError('canceled', 'ERR_CANCELED', config);
      },
      { kind: 'aborted', status: 0, message: 'Request aborted' },
    ],
    [
      'no answer',
      (config: InternalAxiosRequestConfig) => {
        throw new AxiosError('down', 'ERR_NETWORK', config);
      },
      { kind: 'network', status: 0, message: 'Network Error' },
    ],
    [
      'anything else thrown',
      () => {
        throw new TypeError('boom');
      },
      { kind: 'network', status: 0, message: 'Network Error' },
    ],
    [
      'a 2xx that breaks its contract below the root',
      respond(200, { data: { value: 'one' } }),
      {
        kind: 'contract',
        status: 200,
        code: 'CONTRACT_MISMATCH',
        message: 'Response of GET /e does not match its contract at data.value',
      },
    ],
    [
      'a 2xx that breaks its contract at the root',
      respond(201, 'text'),
      {
        kind: 'contract',
        status: 201,
        code: 'CONTRACT_MISMATCH',
        message: 'Response of GET /e does not match its contract at (root)',
      },
    ],
  ] as [string, Answer, Partial<ApiError>][])('%s', async (_name, next, expected) => {
    answer = next;
    const error = await failure(call('profile', 'GET', '/e', { schema }));
    expect(error).toStrictEqual({ name: 'ApiError', endpoint: 'GET /e', ...expected });
  });

  it('an ApiError passes through unchanged', () => {
    const error = { name: 'ApiError', kind: 'http', endpoint: 'GET /a', status: 409, message: 'x' } as const;
    expect(toApiError('POST /b', error)).toBe(error);
  });
});

describe('every failure becomes one named outcome (charts branch on these, never on a status)', () => {
  it.each([
    [400, 'invalid'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [408, 'timeout'],
    [409, 'conflict'],
    [410, 'expired'],
    // pharmacy-portal.md §8: "a 417 shows the server detail", "a 418 shows the server detail message".
    [417, 'refusedWithDetail'],
    [418, 'refusedWithDetail'],
    [422, 'rejected'],
    [423, 'locked'],
    [429, 'tooManyAttempts'],
    [500, 'serverError'],
    [502, 'serverError'],
    [503, 'serverError'],
    [402, 'failed'],
    [405, 'failed'],
  ])('an HTTP %i answer is %s', (status, outcome) => {
    expect(outcomeOfFailure({ kind: 'http', status })).toBe(outcome);
    expect(outcomeOf({ name: 'ApiError', kind: 'http', endpoint: 'GET /x', status, message: 'x' })).toBe(
      outcome,
    );
  });

  it.each([
    ['network', 0, 'network'],
    ['timeout', 408, 'timeout'],
    ['contract', 200, 'contractMismatch'],
    ['aborted', 0, 'aborted'],
    // A 2xx whose body breaks its contract keeps its status but is not named by it.
    ['contract', 404, 'contractMismatch'],
  ] as const)('a %s failure (status %i) is %s', (kind, status, outcome) => {
    expect(outcomeOfFailure({ kind, status })).toBe(outcome);
  });

  it('anything that is not an ApiError (a bug) is a network failure', () => {
    expect(outcomeOf(new Error('boom'))).toBe('network');
    expect(outcomeOf({ status: 409 })).toBe('network');
  });

  it('what the wrapper throws for a 409 answer is a conflict', async () => {
    answer = respond(409, { error: { code: 'CART_CONFLICT', message: 'Mixed' } });
    const error = await call('rx', 'POST', '/rx/api/cart', { schema: z.unknown() }).catch((e: unknown) => e);
    expect(outcomeOf(error)).toBe('conflict');
  });
});

describe('signed-out (403) and unauthorized (401) handling', () => {
  it.each([
    [403, false, false, ['signedOut GET /e']],
    [403, true, false, []],
    [403, false, true, []],
    [401, false, false, ['unauthorized profile GET /e']],
    [401, true, true, ['unauthorized profile GET /e']],
    [404, false, false, []],
    [500, false, false, []],
  ])('status %i, sign-in page %j, own 403 %j → %j', async (status, onSignIn, ownForbidden, expected) => {
    const calls: string[] = [];
    configureHttp({
      onSignedOut: (endpoint) => calls.push(`signedOut ${endpoint}`),
      onUnauthorized: (service, endpoint) => calls.push(`unauthorized ${service} ${endpoint}`),
      isSignInPage: () => onSignIn,
    });
    answer = respond(status, { error: { code: 'C', message: 'm' } });
    await failure(call('profile', 'GET', '/e', { schema, ownForbidden }));
    expect(calls).toEqual(expected);
  });

  it('a call that handles its own 401 (the new-patient request, §8) is not sent to sign in', async () => {
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized });
    answer = respond(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
    const error = await failure(call('rx', 'POST', '/e', { schema, ownUnauthorized: true }));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('without a sign-in page check, a 403 is a signed-out answer', async () => {
    const onSignedOut = vi.fn();
    configureHttp({ onSignedOut });
    answer = respond(403, { error: { code: 'FORBIDDEN', message: 'm' } });
    await failure(call('profile', 'GET', '/e', { schema }));
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it('a network failure is neither', async () => {
    const onSignedOut = vi.fn();
    const onUnauthorized = vi.fn();
    configureHttp({ onSignedOut, onUnauthorized });
    answer = () => {
      throw new TypeError('down');
    };
    await failure(call('profile', 'GET', '/e', { schema }));
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('callbacks', () => {
  it('success goes to onSuccess only; the promise resolves with the data', async () => {
    const onSuccess = vi.fn();
    const onError = vi.fn();
    await expect(serviceClient('profile').get('/x', { schema }, { onSuccess, onError })).resolves.toEqual({
      data: { value: 1 },
    });
    await Promise.resolve();
    expect(onSuccess).toHaveBeenCalledWith({ data: { value: 1 } });
    expect(onError).not.toHaveBeenCalled();
  });

  it('a failure goes to onError as an ApiError; the promise resolves with nothing', async () => {
    answer = respond(404, { error: { code: 'NOT_FOUND', message: 'No' } });
    const onError = vi.fn();
    await expect(serviceClient('profile').post('/x', { schema }, { onError })).resolves.toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'http', status: 404, endpoint: 'POST /x' }),
    );
  });

  it('either callback may be left out', async () => {
    await expect(withCallbacks(Promise.resolve(1), {})).resolves.toBeUndefined();
    await expect(withCallbacks(Promise.reject(new Error('x')), {})).resolves.toBeUndefined();
  });

  it('a success without onSuccess does not call onError', async () => {
    const onError = vi.fn();
    await withCallbacks(Promise.resolve(1), { onError });
    expect(onError).not.toHaveBeenCalled();
  });

  it('a plain rejection reaches onError as a network error of an unknown endpoint', async () => {
    const onError = vi.fn();
    await withCallbacks(Promise.reject(new Error('x')), { onError });
    expect(onError).toHaveBeenCalledWith({
      name: 'ApiError',
      kind: 'network',
      endpoint: 'unknown',
      status: 0,
      message: 'Network Error',
    });
  });
});

const userInfo = { userId: 'u-1', emailVerified: true, banner: 'freshway', authorities: [] };
const ack = { data: { ok: true } };

describe('identity client', () => {
  const signal = new AbortController().signal;

  it.each([
    [
      'signIn',
      () => signIn({ email: 'a@b.cc', password: 'p1', rememberMe: true }, signal, 'freshway'),
      { data: { statusCode: 200, statusMessage: 'OK', authenticationState: { userInfo } } },
      '/identity/api/v1/sign-in',
      { email: 'a@b.cc', password: 'p1', rememberMe: true },
      true,
    ],
    ['signOut', () => signOut(), { data: { signedOut: true } }, '/identity/api/v1/sign-out', {}, false],
    [
      'requestPasswordReset',
      () => requestPasswordReset({ email: 'a@b.cc', redirectUrl: '/x' }, signal, 'freshway'),
      ack,
      '/identity/api/v1/password/forgot',
      { email: 'a@b.cc', redirectUrl: '/x' },
      true,
    ],
    [
      'resetPassword',
      () => resetPassword({ token: 't'.repeat(10), password: 'abcd1234' }, signal),
      ack,
      '/identity/api/v1/password/reset',
      { token: 't'.repeat(10), password: 'abcd1234' },
      false,
    ],
    [
      'createAccount',
      () =>
        createAccount(
          { firstName: 'J', lastName: 'A', email: 'a@b.cc', password: 'abcd1234' },
          signal,
          'freshway',
        ),
      { data: { userInfo } },
      '/identity/api/v1/accounts',
      { firstName: 'J', lastName: 'A', email: 'a@b.cc', password: 'abcd1234' },
      true,
    ],
    [
      'sendVerificationEmail',
      () => sendVerificationEmail({ redirectUrl: '/x' }, signal, 'freshway'),
      ack,
      '/identity/api/v1/email-verification/send',
      { redirectUrl: '/x' },
      true,
    ],
    [
      'confirmVerification',
      () => confirmVerification('t'.repeat(10), signal),
      ack,
      '/identity/api/v1/email-verification/confirm',
      { token: 't'.repeat(10) },
      false,
    ],
    [
      'deleteAccount',
      () => deleteAccount({ password: 'p' }, signal, 'freshway'),
      ack,
      '/identity/api/v1/account/delete',
      { password: 'p' },
      true,
    ],
  ] as [string, () => Promise<unknown>, unknown, string, unknown, boolean][])(
    '%s: POST path, body, banner header; answers the parsed body',
    async (_name, run, body, path, payload, withBanner) => {
      answer = respond(200, body);
      await expect(run()).resolves.toEqual(body);
      const r = sent();
      expect(r).toMatchObject({ method: 'POST', url: path, data: payload });
      expect(r.headers['X-Banner']).toBe(withBanner ? 'freshway' : undefined);
      // The identity calls that take a signal pass it on.
      expect(requests[0]?.signal).toBe(_name === 'signOut' ? undefined : signal);
    },
  );

  it.each([
    ['signIn', () => signIn({ email: 'a@b.cc', rememberMe: false })],
    ['requestPasswordReset', () => requestPasswordReset({ email: 'a@b.cc' })],
    ['createAccount', () => createAccount({ firstName: 'J', lastName: 'A', email: 'a@b.cc' })],
    ['sendVerificationEmail', () => sendVerificationEmail({})],
    ['deleteAccount', () => deleteAccount({ password: 'p' })],
  ])('%s without a banner or a signal sends neither', async (_name, run) => {
    answer = () => {
      throw new TypeError('not needed');
    };
    await failure(run());
    expect(sent().headers['X-Banner']).toBeUndefined();
    expect(requests[0]?.signal).toBeUndefined();
  });

  it('fetchSession: GET the session and answer its data', async () => {
    const data = {
      authLevel: 'anonymous',
      knownMachine: false,
      rememberedSessionLapsed: false,
      userInfo: null,
    };
    answer = respond(200, { data });
    const signal2 = new AbortController().signal;
    await expect(fetchSession(signal2)).resolves.toEqual(data);
    await expect(fetchSession()).resolves.toEqual(data);
    expect(sent(0)).toMatchObject({ method: 'GET', url: '/identity/api/v1/session' });
    expect(requests[0]?.signal).toBe(signal2);
    expect(requests[1]?.signal).toBeUndefined();
  });

  it('calls the identity service (its configured origin)', async () => {
    configureHttp({ baseUrls: { identity: 'https://id.example' } });
    answer = respond(200, { data: { signedOut: true } });
    await signOut();
    expect(requests[0]?.baseURL).toBe('https://id.example');
  });

  it('a refused sign-in answer is a contract error', async () => {
    answer = respond(200, { data: { statusCode: '200' } });
    expect(await failure(signIn({ email: 'a@b.cc', rememberMe: true }))).toMatchObject({
      kind: 'contract',
      endpoint: 'POST /identity/api/v1/sign-in',
    });
  });
});

describe('content client', () => {
  const menu = [{ title: 'Pharmacy', url: '/rx', children: [{ title: 'Refills', url: '/rx/refills' }] }];

  it.each([
    ['signedOut', '/content/v2/objects/navigation/1.0.0/health/unauth-left-nav.json'],
    ['signedIn', '/content/v2/objects/navigation/1.0.0/health/left-nav.json'],
  ] as const)('§7 navigation document when %s: GET %s, answers data.menu.children', async (kind, path) => {
    answer = respond(200, { data: { menu: { children: menu } } });
    const signal = new AbortController().signal;
    await expect(fetchNavDocument(kind, signal)).resolves.toEqual(menu);
    await expect(fetchNavDocument(kind)).resolves.toEqual(menu);
    expect(sent()).toMatchObject({ method: 'GET', url: path });
    expect(requests[0]?.signal).toBe(signal);
    expect(requests[1]?.signal).toBeUndefined();
  });

  const article = { title: 'FAQ', sections: [{ heading: 'Orders', paragraphs: ['One.'] }] };
  it.each([
    ['faq', '/content/v2/objects/help/1.0.0/faqs.json'],
    ['contact', '/content/v2/objects/help/1.0.0/contact-us.json'],
    ['terms', '/content/v2/objects/legal/1.0.0/terms-and-conditions.json'],
    ['privacy', '/content/v2/objects/legal/1.0.0/privacy-policy.json'],
  ] as const)('article %s: GET %s, answers data.article', async (kind, path) => {
    answer = respond(200, { data: { article } });
    const signal = new AbortController().signal;
    await expect(fetchArticle(kind, signal)).resolves.toEqual(article);
    await expect(fetchArticle(kind)).resolves.toEqual(article);
    expect(sent()).toMatchObject({ method: 'GET', url: path });
    expect(requests[0]?.signal).toBe(signal);
    expect(requests[1]?.signal).toBeUndefined();
  });

  it('calls the content service (its configured origin)', async () => {
    configureHttp({ baseUrls: { content: 'https://cdn.example' } });
    answer = respond(200, { data: { article } });
    await fetchArticle('faq');
    expect(requests[0]?.baseURL).toBe('https://cdn.example');
  });

  it('a text collection by id (pharmacy-portal.md §7.5)', async () => {
    const message = { active: true, messageText: 'Hi', messageKind: 'info', messageClass: 'promo' };
    answer = respond(200, message);
    const signal = new AbortController().signal;
    await expect(fetchBannerMessage('rx banner', signal)).resolves.toEqual(message);
    await expect(fetchBannerMessage('x')).resolves.toEqual(message);
    expect(sent()).toMatchObject({
      method: 'GET',
      url: '/content/v2/objects/textcollection/1.0.0/rx%20banner.json',
    });
    expect(requests[0]?.signal).toBe(signal);
    expect(requests[1]?.signal).toBeUndefined();
  });
});

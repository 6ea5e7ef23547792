/**
 * The shared call wrapper (account-signin.md §7): POST, PUT, GET, GET with payload, PATCH and DELETE, each
 * returning a parsed result or taking success and error callbacks. Every response is parsed by its zod
 * contract; every failure becomes an ApiError naming the endpoint. A 403 on any call that is not made from
 * the sign-in page triggers the signed-out handling configured by src/ (a machine event there).
 */
import axios, { type AxiosInstance, type AxiosResponse, isAxiosError, isCancel } from 'axios';
import * as z from 'zod/mini';
import {
  type ApiError,
  apiError,
  BASE_PATHS,
  DEFAULT_HEADERS,
  errorBodySchema,
  errorMessageBodySchema,
  isApiError,
  type ServiceName,
} from '../contracts/common';
import {
  RX_SESSION_REFUSALS,
  type RxSessionRefusal,
  rxSessionRefusalOf,
} from '../contracts/rx-session-refusals';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpConfig {
  /** Origin (or origin + prefix) per service; '' means same origin (the sandbox, or a proxy). */
  baseUrls: Partial<Record<ServiceName, string>>;
  /** Called once per 403 answer, unless the call was made from the sign-in page. */
  onSignedOut: (endpoint: string) => void;
  /**
   * Called once per 401 answer with the service that gave it (pharmacy-portal.md §7: "On a 401 the user is sent to
   * the sign-in route, except on health-services routes"; src/ decides which services and pages that applies to).
   */
  onUnauthorized: (service: ServiceName, endpoint: string) => void;
  /**
   * Called instead of onSignedOut / onUnauthorized when the pharmacy refuses pharmacy data to this pharmacy session
   * (api/contracts/rx-session-refusals.ts: not AUTHORIZED yet, or timed out): the shopper is signed in, so the
   * signed-out handling does not apply; src/ sends them to the security question or the timeout logout.
   */
  onRxSessionRefused: (refusal: RxSessionRefusal, endpoint: string) => void;
  /** Whether the page making the call is the sign-in page (403s there are the form's own business). */
  isSignInPage: () => boolean;
  /** Default timeout of every call, in ms. */
  timeoutMs: number;
  /** Extra headers per service, asked on every call (the sandbox's pharmacy mock scenario, src/rx/mocks.ts). */
  headersFor: (service: ServiceName) => Record<string, string>;
}

const defaultConfig: HttpConfig = {
  baseUrls: {},
  onSignedOut: () => {},
  onUnauthorized: () => {},
  onRxSessionRefused: () => {},
  isSignInPage: () => false,
  timeoutMs: 15_000,
  headersFor: () => ({}),
};
let config: HttpConfig = defaultConfig;
const instances = new Map<ServiceName, AxiosInstance>();

/** Set once by src/ at start-up (and by tests). Resets the per-service instances. */
export function configureHttp(next: Partial<HttpConfig>): void {
  config = { ...defaultConfig, ...next, headersFor: next.headersFor ?? config.headersFor };
  instances.clear();
}

/** Installs the extra headers per service (a lazily loaded area sets its own, e.g. the pharmacy's mock scenario). */
export function setHeadersFor(headersFor: HttpConfig['headersFor']): void {
  config = { ...config, headersFor };
}

function instanceFor(service: ServiceName): AxiosInstance {
  let instance = instances.get(service);
  if (!instance) {
    instance = axios.create({
      baseURL: config.baseUrls[service] ?? '',
      headers: { ...DEFAULT_HEADERS, Accept: 'application/json' },
      timeout: config.timeoutMs,
      withCredentials: true,
    });
    instances.set(service, instance);
  }
  return instance;
}

export interface CallOptions<T> {
  /** The contract of a successful answer. */
  schema: z.ZodMiniType<T>;
  /** Request body (POST, PUT, DELETE) or, for GET with payload, the query parameters. */
  payload?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The caller handles a 403 itself (it means something else there, e.g. the vaccine record's "surpassed your
   *  attempts"): no signed-out handling for it. */
  ownForbidden?: boolean;
  /** The caller handles a 401 itself (the new-patient request keeps what was typed and says why, §8): the shopper
   *  is not sent to sign in by the wrapper. */
  ownUnauthorized?: boolean;
}

export interface Callbacks<T> {
  onSuccess?: (data: T) => void;
  /** Default: nothing (account-signin.md §7: "the sign-in one is empty"). */
  onError?: (error: ApiError) => void;
}

/** Turns anything axios or the contract can throw into an ApiError. */
export function toApiError(endpoint: string, error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isCancel(error)) return apiError({ kind: 'aborted', endpoint, status: 0, message: 'Request aborted' });
  if (isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return apiError({
        kind: 'timeout',
        endpoint,
        status: 408,
        code: 'ECONNABORTED',
        message: 'Request timed out',
      });
    }
    if (error.code === 'ERR_CANCELED') {
      return apiError({ kind: 'aborted', endpoint, status: 0, message: 'Request aborted' });
    }
    const response = error.response;
    if (!response) {
      return apiError({ kind: 'network', endpoint, status: 0, message: 'Network Error' });
    }
    const body = z.safeParse(errorBodySchema, response.data);
    const other = body.success ? null : z.safeParse(errorMessageBodySchema, response.data);
    return apiError({
      kind: 'http',
      endpoint,
      status: response.status,
      message: body.success
        ? body.data.error.message
        : other?.success
          ? other.data.errorMessage
          : `HTTP ${response.status}`,
      ...(body.success ? { code: body.data.error.code } : {}),
      ...(body.success && body.data.error.fields ? { fields: body.data.error.fields } : {}),
    });
  }
  return apiError({ kind: 'network', endpoint, status: 0, message: 'Network Error' });
}

function parse<T>(endpoint: string, schema: z.ZodMiniType<T>, response: AxiosResponse): T {
  const result = z.safeParse(schema, response.data);
  if (!result.success) {
    const first = result.error.issues[0];
    const where = first ? first.path.join('.') || '(root)' : '(root)';
    throw apiError({
      kind: 'contract',
      endpoint,
      status: response.status,
      code: 'CONTRACT_MISMATCH',
      message: `Response of ${endpoint} does not match its contract at ${where}`,
    });
  }
  return result.data;
}

/** One call: resolves with the parsed body or rejects with an ApiError. */
export async function call<T>(service: ServiceName, method: Method, path: string, options: CallOptions<T>) {
  const endpoint = `${method} ${path}`;
  const isGet = method === 'GET';
  const headers = { ...config.headersFor(service), ...options.headers };
  try {
    const response = await instanceFor(service).request({
      method,
      url: path,
      ...(isGet ? { params: options.payload } : { data: options.payload }),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}),
    });
    return parse(endpoint, options.schema, response);
  } catch (error) {
    const failure = toApiError(endpoint, error);
    const refusal = failure.kind === 'http' ? rxSessionRefusalOf(failure.code) : null;
    if (refusal && failure.status === RX_SESSION_REFUSALS[refusal].status) {
      config.onRxSessionRefused(refusal, endpoint);
      throw failure;
    }
    if (
      failure.kind === 'http' &&
      failure.status === 403 &&
      !config.isSignInPage() &&
      !options.ownForbidden
    ) {
      config.onSignedOut(endpoint);
    }
    if (failure.kind === 'http' && failure.status === 401 && !options.ownUnauthorized)
      config.onUnauthorized(service, endpoint);
    throw failure;
  }
}

/** Callback form of any call: never rejects; the result goes to onSuccess or onError. */
export async function withCallbacks<T>(promise: Promise<T>, callbacks: Callbacks<T>): Promise<void> {
  try {
    const data = await promise;
    callbacks.onSuccess?.(data);
  } catch (error) {
    callbacks.onError?.(toApiError('unknown', error));
  }
}

/** The five verbs of the wrapper, bound to one service. */
export function serviceClient(service: ServiceName) {
  return {
    base: BASE_PATHS[service],
    get: <T>(path: string, options: Omit<CallOptions<T>, 'payload'>, callbacks?: Callbacks<T>) =>
      run(call(service, 'GET', path, options), callbacks),
    /** GET with payload: the payload travels as query parameters (browsers drop GET bodies). */
    getWithPayload: <T>(path: string, options: CallOptions<T>, callbacks?: Callbacks<T>) =>
      run(call(service, 'GET', path, options), callbacks),
    post: <T>(path: string, options: CallOptions<T>, callbacks?: Callbacks<T>) =>
      run(call(service, 'POST', path, options), callbacks),
    put: <T>(path: string, options: CallOptions<T>, callbacks?: Callbacks<T>) =>
      run(call(service, 'PUT', path, options), callbacks),
    patch: <T>(path: string, options: CallOptions<T>, callbacks?: Callbacks<T>) =>
      run(call(service, 'PATCH', path, options), callbacks),
    delete: <T>(path: string, options: CallOptions<T>, callbacks?: Callbacks<T>) =>
      run(call(service, 'DELETE', path, options), callbacks),
  };
}
export type ServiceClient = ReturnType<typeof serviceClient>;

function run<T>(promise: Promise<T>, callbacks: Callbacks<T> | undefined): Promise<T> {
  if (!callbacks) return promise;
  void withCallbacks(promise, callbacks);
  // With callbacks the caller reads results there; the returned promise must not leave an unhandled rejection.
  return promise.catch(() => undefined as T);
}

/** Shared contract pieces: base paths of every service named in the specs, default headers, the typed API error. */
import * as z from 'zod/mini';

/** Base path of every service the three specs name. One place; clients and the sandbox server read it. */
export const BASE_PATHS = {
  /** account-signin.md §7: "the literal path is not shown"; chosen here and documented in docs/architecture.md. */
  identity: '/identity/api/v1',
  profile: '/atlas/v1/customer-profile/v1',
  content: '/content/v2/objects',
  rx: '/rx/api',
  rxAnonymous: '/rx/api/anonymous',
  rxSecurity: '/rx-security',
  pharmacyDirectoryV1: '/atlas/v1/pharmacy/v1',
  pharmacyDirectoryV2: '/atlas/v1/pharmacy/v2',
  wallet: '/payment/v2/wallet',
  /** Sandbox-only helpers (analytics recorder, outbox). Never called by a production build. */
  sandbox: '/__sandbox',
} as const;
export type ServiceName = keyof typeof BASE_PATHS;

/** pharmacy-portal.md §7 and account-signin.md: "Default headers: no-cache and channel WEB". */
export const DEFAULT_HEADERS = {
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
  'X-Channel': 'WEB',
} as const;

export type ApiErrorKind =
  /** No response: offline, DNS, CORS, aborted connection. account-signin.md §8 "network error". */
  | 'network'
  /** The request took longer than its timeout (payment-wallet.md §8 maps this to 408). */
  | 'timeout'
  /** The server answered with a non-2xx status. */
  | 'http'
  /** The server answered 2xx but the body does not match its contract. */
  | 'contract'
  /** The caller aborted (React StrictMode restarts actors). */
  | 'aborted';

/** The only error shape machines ever see: never an AxiosError or a ZodError. */
export interface ApiError {
  readonly name: 'ApiError';
  readonly kind: ApiErrorKind;
  /** Method and path, e.g. "GET /atlas/v1/customer-profile/v1/profile". */
  readonly endpoint: string;
  /** HTTP status, 0 when there was no response. */
  readonly status: number;
  /** A service-specific code or reason from the body, when the body carried one. */
  readonly code?: string;
  /** Developer-facing description (never shown to shoppers as is; never contains personal data). */
  readonly message: string;
  /** Field messages from a 400 answer of the sandbox (validation). */
  readonly fields?: Readonly<Record<string, string>>;
}

export { type ApiOutcome, HTTP_OUTCOMES, outcomeOfFailure } from './outcomes';

export function apiError(init: Omit<ApiError, 'name'>): ApiError {
  return { name: 'ApiError', ...init };
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'ApiError';
}

/** The body every sandbox error answer carries (400 validation, 401, 403, 404, 409, ...). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The pharmacy service's other error body (pharmacy-portal.md §8 "a 4xx errorMessage is shown directly"). */
export const errorMessageBodySchema = z.object({ errorMessage: z.string().check(z.minLength(1)) });

/**
 * Fills a path template's `:name` placeholders ('/rx/api/notifications/:patientNumber'), each value URL-encoded.
 * The sandbox server registers the same templates as its route patterns, so a path is written once.
 */
export function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Path ${template} needs the parameter "${name}"`);
    return encodeURIComponent(value);
  });
}

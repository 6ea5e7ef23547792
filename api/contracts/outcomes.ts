/**
 * The named outcomes of a failed call (no zod here: the sign-in page's first load reads them through
 * domain/errors.ts). Re-exported by common.ts.
 */
import type { ApiError, ApiErrorKind } from './common';

/**
 * What an answer means, named once (charts branch on these, never on an HTTP status). A kind without a response
 * is its own outcome; an HTTP answer is named by its status (HTTP_OUTCOMES), any other 5xx is `serverError` and any
 * other status `failed`. A flow gives an outcome its own meaning where its spec does (the vaccine record's
 * `forbidden` is "surpassed your attempts"; the patient lookup's `refusedWithDetail` shows the server's detail).
 */
export type ApiOutcome =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'expired'
  | 'refusedWithDetail'
  | 'rejected'
  | 'locked'
  | 'tooManyAttempts'
  | 'serverError'
  | 'failed'
  | 'timeout'
  | 'network'
  | 'contractMismatch'
  | 'aborted';

/** The HTTP statuses the services answer with a meaning of their own (pharmacy-portal.md §7-§8, the sandbox). */
export const HTTP_OUTCOMES: Readonly<Record<number, ApiOutcome>> = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  408: 'timeout',
  409: 'conflict',
  410: 'expired',
  /** §8 "Patient lookup: a 417 shows the server detail". */
  417: 'refusedWithDetail',
  /** §8 "Enrol failure ... (a 418 shows the server detail message)". */
  418: 'refusedWithDetail',
  422: 'rejected',
  423: 'locked',
  429: 'tooManyAttempts',
};

const KIND_OUTCOMES: Readonly<Record<Exclude<ApiErrorKind, 'http'>, ApiOutcome>> = {
  network: 'network',
  timeout: 'timeout',
  contract: 'contractMismatch',
  aborted: 'aborted',
};

/** The named outcome of a failed call: the one place an HTTP status is read for its meaning. */
export function outcomeOfFailure(error: Pick<ApiError, 'kind' | 'status'>): ApiOutcome {
  if (error.kind !== 'http') return KIND_OUTCOMES[error.kind] ?? 'network';
  return HTTP_OUTCOMES[error.status] ?? (error.status >= 500 ? 'serverError' : 'failed');
}

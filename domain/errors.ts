/** Reading a failure that reached a machine: an ApiError from api/clients, or anything else (a bug). */
import type { ApiError } from '../api/contracts/common';
import { type ApiOutcome, outcomeOfFailure } from '../api/contracts/outcomes';

export type { ApiOutcome };

/** Structural check so machines need no runtime import from api/. */
export function asApiError(error: unknown, endpoint = 'unknown'): ApiError {
  if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ApiError') {
    return error as ApiError;
  }
  const message = error instanceof Error ? error.message : 'Unexpected failure';
  return { name: 'ApiError', kind: 'network', endpoint, status: 0, message };
}

/** The named outcome of any failure (api/contracts/common.ts HTTP_OUTCOMES): what charts branch on. */
export function outcomeOf(error: unknown): ApiOutcome {
  return outcomeOfFailure(asApiError(error));
}

/** Whether a failure has this outcome (charts' named guards read it). */
export function isOutcome(error: unknown, outcome: ApiOutcome): boolean {
  return outcomeOf(error) === outcome;
}

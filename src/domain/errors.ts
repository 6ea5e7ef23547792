/** Reading a failure that reached a machine: an ApiError from api/clients, or anything else (a bug). */
import type { ApiError } from '../../api/contracts/common';

/** Structural check so machines need no runtime import from api/. */
export function asApiError(error: unknown, endpoint = 'unknown'): ApiError {
  if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ApiError') {
    return error as ApiError;
  }
  const message = error instanceof Error ? error.message : 'Unexpected failure';
  return { name: 'ApiError', kind: 'network', endpoint, status: 0, message };
}

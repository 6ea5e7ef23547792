/** The ApiError a client call rejects with; fails the test when the call succeeds instead. */
import type { ApiError } from '../../api/contracts/common';

export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

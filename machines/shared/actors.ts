/** Default actor logic for side effects: throws until src/ (or a test) provides the real one. */
import { fromPromise, type NonReducibleUnknown } from 'xstate';

export function notProvided<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`Actor "${name}" was not provided: supply it with machine.provide({ actors })`);
  });
}

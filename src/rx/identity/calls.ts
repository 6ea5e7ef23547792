/**
 * The identity flows' calls (pharmacy-portal.md §7.3, §7.1 POST /prescription-request) as actors: each call of the
 * identity client, loaded with the pharmacy's API chunk on first use and aborted with its actor. Each flow's
 * composition (./link.ts, ./newPatient.ts, ./security.ts, ./guest.ts) is its own module, so a page loads only its
 * own charts.
 */
import { fromPromise } from 'xstate';
import { unlessAborted } from '../../services';
import type { RxApiLoader } from '../services';

export type Identity = Awaited<ReturnType<RxApiLoader>>['rxIdentity'];

/** A call of the identity client, aborted with its actor. */
export function call<I, O>(
  load: RxApiLoader,
  run: (api: Identity, input: I, signal: AbortSignal) => Promise<O>,
) {
  return fromPromise<O, I>(async ({ input, signal }) =>
    unlessAborted(signal, run((await load()).rxIdentity, input, signal)),
  );
}

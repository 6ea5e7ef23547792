/** A page's own actor of one of the tracker area's provided charts (src/rx/tracker.ts), inspected like the rest. */
import { useActorRef } from '@xstate/react';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { useServices } from '../../../ui/app/services';

export function useRxPageActor<M extends AnyStateMachine>(machine: M, input?: InputFrom<M>) {
  const { inspect } = useServices();
  return useActorRef(machine, { ...(input === undefined ? {} : { input }), inspect } as never);
}

/** The signed-in customer's id (the session's user), or '' before it is known. */
export function customerIdOf(info: { userInfo: { userId: string } | null } | null): string {
  return info?.userInfo?.userId ?? '';
}

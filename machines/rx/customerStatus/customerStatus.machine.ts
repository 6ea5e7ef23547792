/** Customer status call (pharmacy-portal.md §3 "Customer status", §4 "Customer status call", "Link state").
 *  notCalled → called (GET /customer/status with GET /session/authorized) → returned | error. A returned status is
 *  kept for every page until it is invalidated (a link, an authorization, the session becoming active); an
 *  invalidated status is re-requested on the next screen load, and so is one whose call failed.
 *  customerVerified is true only when the session is active and its status is AUTHORIZED (§4); the link state is
 *  NO_LINKS, APPROVED_LINKS or ONLY_UNAPPROVED_LINKS. Side effects: the fetchCustomerStatus actor. */
import { assign, setup } from 'xstate';
import type { CustomerStatus, LinkState, RxSessionAuthorized } from '../../../api/contracts/rx-security';
import { isCustomerVerified } from '../../../domain/rx/session';
import { notProvided } from '../../shared/actors';

export interface CustomerStatusAnswer {
  status: CustomerStatus;
  authorized: RxSessionAuthorized;
}

export interface CustomerStatusContext {
  status: CustomerStatus | null;
  /** The session's authorization as the status call found it. */
  authorized: RxSessionAuthorized | null;
  linkState: LinkState | null;
  customerVerified: boolean;
}

export type CustomerStatusEvent =
  | { type: 'customerStatus.request' }
  | { type: 'customerStatus.invalidate' }
  | { type: 'customerStatus.clear' };

const INITIAL: CustomerStatusContext = {
  status: null,
  authorized: null,
  linkState: null,
  customerVerified: false,
};

export const customerStatusMachine = setup({
  types: { context: {} as CustomerStatusContext, events: {} as CustomerStatusEvent, tags: {} as 'busy' },
  actors: {
    fetchCustomerStatus: notProvided<CustomerStatusAnswer>('fetchCustomerStatus'),
  },
  actions: {
    keepStatus: assign((_, params: { answer: CustomerStatusAnswer }) => ({
      status: params.answer.status,
      authorized: params.answer.authorized,
      linkState: params.answer.status.linkStatus,
      customerVerified: isCustomerVerified(params.answer.authorized),
    })),
    clearStatus: assign(() => INITIAL),
  },
}).createMachine({
  id: 'rxCustomerStatus',
  initial: 'notCalled',
  context: INITIAL,
  on: {
    'customerStatus.clear': { target: '.notCalled', actions: 'clearStatus' },
  },
  states: {
    notCalled: {
      on: { 'customerStatus.request': 'called' },
    },
    called: {
      tags: 'busy',
      invoke: {
        id: 'fetchCustomerStatus',
        src: 'fetchCustomerStatus',
        onDone: {
          target: 'returned',
          actions: { type: 'keepStatus', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: 'error',
      },
      // A status asked for again while it is on its way is the same status: no second call.
      on: { 'customerStatus.invalidate': 'invalidated' },
    },
    returned: {
      on: { 'customerStatus.invalidate': 'invalidated' },
    },
    error: {
      on: { 'customerStatus.request': 'called' },
    },
    invalidated: {
      on: { 'customerStatus.request': 'called' },
    },
  },
});

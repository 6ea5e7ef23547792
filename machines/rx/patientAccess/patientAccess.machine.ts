/** Patient access (pharmacy-portal.md §2.1 /rx/patient-access; §3 "Relationships"; §4 "Relationship requests:
 *  CANCELLED, APPROVED (grant), DENIED (decline), REVOKED (remove). Setting an expiry date is an update."; §6
 *  "Other-adult / caregiver access"; §7.3 GET customer/relationships, PUT customer/relationship).
 *  loading → loaded | failed. In loaded the shopper chooses an action on an entry (access.choose: grant, decline,
 *  remove, cancel or setExpiry), taken only when the entry's side and status allow it
 *  (domain/rx/patientAccess.ts allowedActions): grant and setExpiry open choosingDate (a date picker; grant's
 *  date is optional; a date must be after today), decline, remove and cancel go straight to updating. updating →
 *  loading (the access read again) with the action's toast (and the patients are read again: who the customer may
 *  act for can change); a failure returns to loaded with the failure toast.
 *  Side effects: fetchAccess (GET customer/relationships), updateAccess (PUT customer/relationship); notify and refreshPatients (src/). */
import { and, assertEvent, assign, setup } from 'xstate';
import type {
  Relationship,
  RelationshipsResponse,
  RelationshipUpdate,
} from '../../../api/contracts/rx-patient-access';
import {
  ACCESS_TOASTS,
  ACTION_STATUS,
  type AccessAction,
  type AccessSection,
  allowedActions,
  expiryDateError,
  minExpiryDate,
  SECTION_SIDE,
} from '../../../domain/rx/patientAccess';
import type { Toast } from '../../../domain/rx/toasts';
import { notProvided } from '../../shared/actors';

export interface PatientAccessInput {
  /** Today on the UTC calendar (src/ gives it from the clock): expiry dates must come after it. */
  today: string;
}

export interface AccessTarget {
  section: AccessSection;
  entry: Relationship;
}

export interface PatientAccessContext {
  today: string;
  data: RelationshipsResponse | null;
  /** The entry an action is being taken on, and the action. */
  target: AccessTarget | null;
  action: AccessAction | null;
  expiryDate: string | null;
  /** The date picker's message. */
  expiryError: string | null;
}

export type PatientAccessEvent =
  | { type: 'access.retry' }
  | { type: 'access.choose'; action: AccessAction; patientNumber: string; customerId: string }
  | { type: 'access.confirm'; expiryDate: string | null }
  | { type: 'access.close' };

/** The actions that ask for a date first (§4 "Setting an expiry date is an update"; a grant may carry one). */
export const DATED_ACTIONS: readonly AccessAction[] = ['grant', 'setExpiry'];

const SECTIONS: readonly AccessSection[] = [
  'pendingRequests',
  'caregivers',
  'managedAdults',
  'children',
  'pets',
];

/** The entry an event names, with its section, when the event's action is allowed on it. */
export function targetOf(data: RelationshipsResponse | null, event: PatientAccessEvent): AccessTarget | null {
  if (!data || event.type !== 'access.choose') return null;
  const action = event.action;
  for (const section of SECTIONS) {
    const list = section === 'pendingRequests' ? data.pendingRequests : data.relationships[section];
    const entry = list.find(
      (e) => e.patientNumber === event.patientNumber && e.customerId === event.customerId,
    );
    if (entry && allowedActions(SECTION_SIDE[section], entry.requestStatus).includes(action))
      return { section, entry };
  }
  return null;
}

/** The PUT customer/relationship payload of an action on an entry (§3 "Update payload"). */
export function updateOf(
  target: AccessTarget,
  action: AccessAction,
  expiryDate: string | null,
): RelationshipUpdate {
  // Cancel is always the grantee's (a child's or pet's request is listed with the customer's own children and pets).
  const asGrantee = SECTION_SIDE[target.section] === 'grantee' || action === 'cancel';
  return {
    patientNumber: target.entry.patientNumber,
    customerId: target.entry.customerId,
    relationshipRequestStatus: ACTION_STATUS[action],
    relationshipType: asGrantee ? 'MANAGED_ADULT' : 'CAREGIVER',
    ...(action === 'grant' || action === 'setExpiry' ? { accessExpiryDate: expiryDate } : {}),
  };
}

export const patientAccessMachine = setup({
  types: {
    context: {} as PatientAccessContext,
    events: {} as PatientAccessEvent,
    input: {} as PatientAccessInput,
    tags: {} as 'busy',
  },
  actors: {
    fetchAccess: notProvided<RelationshipsResponse>('fetchAccess'),
    updateAccess: notProvided<{ relationship: Relationship | null }, RelationshipUpdate>('updateAccess'),
  },
  actions: {
    /** Provided by src/: shows the toast on the toaster. */
    notify: (_, _params: { toast: Toast }) => {},
    /** Provided by src/: the patients chart reads the patients again. */
    refreshPatients: () => {},
    keepData: assign((_, params: { data: RelationshipsResponse }) => ({ data: params.data })),
    chooseTarget: assign(({ context, event }) => {
      assertEvent(event, 'access.choose');
      const target = targetOf(context.data, event);
      return {
        target,
        action: event.action,
        expiryDate: target?.entry.accessExpiryDate ?? null,
        expiryError: null,
      };
    }),
    keepExpiry: assign(({ event }) => {
      assertEvent(event, 'access.confirm');
      return { expiryDate: event.expiryDate, expiryError: null };
    }),
    rejectExpiry: assign(({ context, event }) => {
      assertEvent(event, 'access.confirm');
      return {
        expiryDate: event.expiryDate,
        expiryError: expiryDateError(event.expiryDate ?? '', context.today) ?? null,
      };
    }),
    forgetTarget: assign({ target: null, action: null, expiryDate: null, expiryError: null }),
  },
  guards: {
    canAct: ({ context, event }) => targetOf(context.data, event) !== null,
    needsDate: ({ event }) => event.type === 'access.choose' && DATED_ACTIONS.includes(event.action),
    /** An expiry date is optional when granting and may be cleared; a given one must come after today. */
    isValidExpiry: ({ context, event }) =>
      event.type === 'access.confirm' &&
      (event.expiryDate === null || expiryDateError(event.expiryDate, context.today) === undefined),
  },
}).createMachine({
  id: 'rxPatientAccess',
  initial: 'loading',
  context: ({ input }) => ({
    today: input.today,
    data: null,
    target: null,
    action: null,
    expiryDate: null,
    expiryError: null,
  }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchAccess',
        src: 'fetchAccess',
        onDone: {
          target: 'loaded',
          actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'access.retry': 'loading' },
    },
    loaded: {
      on: {
        'access.choose': [
          { guard: and(['canAct', 'needsDate']), target: 'choosingDate', actions: 'chooseTarget' },
          { guard: 'canAct', target: 'updating', actions: 'chooseTarget' },
        ],
      },
    },
    choosingDate: {
      on: {
        'access.confirm': [
          { guard: 'isValidExpiry', target: 'updating', actions: 'keepExpiry' },
          { actions: 'rejectExpiry' },
        ],
        'access.close': { target: 'loaded', actions: 'forgetTarget' },
      },
    },
    updating: {
      tags: 'busy',
      invoke: {
        id: 'updateAccess',
        src: 'updateAccess',
        input: ({ context }) => updateOf(context.target!, context.action!, context.expiryDate),
        // Read the access again (the list shows what the server now says); the page keeps showing the old one meanwhile.
        onDone: {
          target: 'loading',
          actions: [
            { type: 'notify', params: ({ context }) => ({ toast: ACCESS_TOASTS[context.action!] }) },
            'refreshPatients',
            'forgetTarget',
          ],
        },
        onError: {
          target: 'loaded',
          actions: [{ type: 'notify', params: { toast: ACCESS_TOASTS.failed } }, 'forgetTarget'],
        },
      },
    },
  },
});

/** The earliest date the picker offers (tomorrow). */
export const minExpiryOf = (context: Pick<PatientAccessContext, 'today'>) => minExpiryDate(context.today);

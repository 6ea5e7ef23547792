/** Prescriptions (pharmacy-portal.md §7.1 GET /prescription/patient/prescriptions and POST /prescription/visibility;
 *  §4 "General loading", "Refill statuses"; §5 "cart search filter"; §2.2 "Cart items whose refills are no longer
 *  valid are removed after refills load"). The customer's prescriptions for the dashboard's sections, /rx/refills
 *  and /rx/ninety-day-supply: idle → loading → loaded | failed. loaded: the search query (applied from 3 characters),
 *  whether hidden ones show, and hiding or showing one (updating). When the refills arrive the cart is told
 *  (refillsLoaded) so it drops items that are no longer valid. Side effects: fetchPrescriptions, setVisibility;
 *  refillsLoaded (src/ hands the list to the cart chart). */
import { assertEvent, assign, setup } from 'xstate';
import type { Prescription } from '../../../api/contracts/rx';
import { RX_ORDER_MESSAGES } from '../../../domain/rx/messages';
import { notProvided } from '../../shared/actors';

export interface VisibilityChange {
  rxNumber: string;
  patientNumber: string;
  hidden: boolean;
}

export interface PrescriptionsContext {
  prescriptions: Prescription[];
  query: string;
  showHidden: boolean;
  /** The hide / show being saved. */
  pending: VisibilityChange | null;
  error: string | null;
}

export type PrescriptionsEvent =
  | { type: 'prescriptions.load'; force?: boolean }
  | { type: 'prescriptions.search'; query: string }
  | { type: 'prescriptions.showHidden'; showHidden: boolean }
  | ({ type: 'prescriptions.setHidden' } & VisibilityChange)
  | { type: 'prescriptions.dismissError' }
  | { type: 'prescriptions.clear' };

const INITIAL: PrescriptionsContext = {
  prescriptions: [],
  query: '',
  showHidden: false,
  pending: null,
  error: null,
};

export const prescriptionsMachine = setup({
  types: { context: {} as PrescriptionsContext, events: {} as PrescriptionsEvent, tags: {} as 'busy' },
  actors: {
    fetchPrescriptions: notProvided<Prescription[]>('fetchPrescriptions'),
    setVisibility: notProvided<VisibilityChange, VisibilityChange>('setVisibility'),
  },
  actions: {
    /** Provided by src/: the cart chart's cart.refillsLoaded. */
    refillsLoaded: (_, _params: { prescriptions: Prescription[] }) => {},
    keepPrescriptions: assign((_, params: { prescriptions: Prescription[] }) => ({
      prescriptions: params.prescriptions,
      error: null,
    })),
    keepQuery: assign(({ event }) => {
      assertEvent(event, 'prescriptions.search');
      return { query: event.query };
    }),
    keepShowHidden: assign(({ event }) => {
      assertEvent(event, 'prescriptions.showHidden');
      return { showHidden: event.showHidden };
    }),
    startChange: assign(({ event }) => {
      assertEvent(event, 'prescriptions.setHidden');
      return {
        pending: { rxNumber: event.rxNumber, patientNumber: event.patientNumber, hidden: event.hidden },
        error: null,
      };
    }),
    applyChange: assign(({ context }, params: { change: VisibilityChange }) => ({
      prescriptions: context.prescriptions.map((p) =>
        p.rxNumber === params.change.rxNumber && p.patientNumber === params.change.patientNumber
          ? { ...p, hidden: params.change.hidden }
          : p,
      ),
      pending: null,
    })),
    failChange: assign({ pending: null, error: RX_ORDER_MESSAGES.generic }),
    dismissError: assign({ error: null }),
    reset: assign(() => INITIAL),
  },
  guards: {
    isForced: ({ event }) => event.type === 'prescriptions.load' && event.force === true,
    isShowHiddenChange: ({ context, event }) =>
      event.type === 'prescriptions.showHidden' && event.showHidden !== context.showHidden,
    /** Hiding a shown prescription, or showing a hidden one (one the list has). */
    isVisibilityChange: ({ context, event }) =>
      event.type === 'prescriptions.setHidden' &&
      context.prescriptions.some(
        (p) =>
          p.rxNumber === event.rxNumber &&
          p.patientNumber === event.patientNumber &&
          p.hidden !== event.hidden,
      ),
    hasError: ({ context }) => context.error !== null,
  },
}).createMachine({
  id: 'rxPrescriptions',
  initial: 'idle',
  context: INITIAL,
  on: {
    'prescriptions.clear': { target: '.idle', actions: 'reset' },
  },
  states: {
    idle: {
      on: { 'prescriptions.load': 'loading' },
    },
    loading: {
      tags: 'busy',
      entry: 'dismissError',
      invoke: {
        id: 'fetchPrescriptions',
        src: 'fetchPrescriptions',
        onDone: {
          target: 'loaded',
          actions: [
            { type: 'keepPrescriptions', params: ({ event }) => ({ prescriptions: event.output }) },
            { type: 'refillsLoaded', params: ({ event }) => ({ prescriptions: event.output }) },
          ],
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'prescriptions.load': 'loading' },
    },
    loaded: {
      initial: 'idle',
      on: {
        'prescriptions.load': { guard: 'isForced', target: 'loading' },
        'prescriptions.search': { actions: 'keepQuery' },
        'prescriptions.showHidden': { guard: 'isShowHiddenChange', actions: 'keepShowHidden' },
        'prescriptions.dismissError': { guard: 'hasError', actions: 'dismissError' },
      },
      states: {
        idle: {
          on: {
            'prescriptions.setHidden': {
              guard: 'isVisibilityChange',
              target: 'updating',
              actions: 'startChange',
            },
          },
        },
        updating: {
          tags: 'busy',
          invoke: {
            id: 'setVisibility',
            src: 'setVisibility',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'idle',
              actions: { type: 'applyChange', params: ({ event }) => ({ change: event.output }) },
            },
            onError: { target: 'idle', actions: 'failChange' },
          },
        },
      },
    },
  },
});

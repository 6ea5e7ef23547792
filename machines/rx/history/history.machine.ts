/** Prescription history and expense reports (pharmacy-portal.md §2.1 /rx/prescription-history,
 *  /rx/prescription-history/expense-report, /rx/create-expense-report; §3 "Prescription history"; §5 and §9 "History
 *  and expense range: default last 12 months, capped at 36 months back. Default filters: All"). The history and
 *  the expense report load the patient's fills for the range (idle → loading → loaded | failed) and filter by
 *  prescription and location locally (new dates load again); the create-expense-report form (idle → editing, when
 *  that page opens) checks the range and opens the report. A range starting more than 36 months back, in the future or upside down
 *  is refused with its message. Side effects: fetchHistory (GET /prescription/transactions + has-mail-order);
 *  openExpenseReport and printReport (navigation, window.print), provided by src/. */
import { assertEvent, assign, setup } from 'xstate';
import type { Transaction } from '../../../api/contracts/rx-history';
import {
  type DateRange,
  defaultHistoryFilters,
  type HistoryFilters,
  HISTORY_TEXTS,
  rangeError,
} from '../../../domain/rx/history';
import { notProvided } from '../../shared/actors';

export interface HistoryData {
  transactions: Transaction[];
  maxRequestStartDate: string;
  historyDataPresentFrom: string | null;
  hasMailOrder: boolean;
  hasRetailOrder: boolean;
}

export interface HistoryContext extends HistoryData {
  today: string;
  patientNumber: string | null;
  /** The filters applied. */
  filters: HistoryFilters;
  /** The dates the loaded fills cover. */
  loadedRange: DateRange | null;
  filterError: string | null;
  loadError: string | null;
}

export interface HistoryInput {
  today: string;
  /** A range from the address (the expense report's); refused ranges fall back to the default with the message. */
  range: DateRange | null;
}

export type HistoryEvent =
  | { type: 'history.load'; patientNumber: string }
  | { type: 'history.edit' }
  | { type: 'history.filter'; filters: HistoryFilters }
  | { type: 'history.retry' }
  | { type: 'history.print' };

const sameDates = (a: DateRange | null, b: DateRange) => a !== null && a.from === b.from && a.to === b.to;

export const historyMachine = setup({
  types: {
    context: {} as HistoryContext,
    events: {} as HistoryEvent,
    input: {} as HistoryInput,
    tags: {} as 'busy',
  },
  actors: {
    fetchHistory: notProvided<HistoryData, { patientNumber: string; startDate: string; endDate: string }>(
      'fetchHistory',
    ),
  },
  actions: {
    openExpenseReport: (_, _params: DateRange) => {},
    printReport: () => {},
    setPatient: assign(({ event }) => {
      assertEvent(event, 'history.load');
      return { patientNumber: event.patientNumber, loadError: null };
    }),
    keepHistory: assign(({ context }, params: { data: HistoryData }) => ({
      ...params.data,
      loadedRange: { from: context.filters.from, to: context.filters.to },
      loadError: null,
    })),
    applyFilters: assign(({ event }) => {
      assertEvent(event, 'history.filter');
      return { filters: event.filters, filterError: null };
    }),
    refuseFilters: assign(({ context, event }) => {
      assertEvent(event, 'history.filter');
      return { filterError: rangeError(event.filters, context.today) };
    }),
    setLoadError: assign({ loadError: HISTORY_TEXTS.loadError }),
  },
  guards: {
    isRangeRefused: ({ context, event }) => {
      assertEvent(event, 'history.filter');
      return rangeError(event.filters, context.today) !== null;
    },
    hasNewDates: ({ context, event }) => {
      assertEvent(event, 'history.filter');
      return !sameDates(context.loadedRange, event.filters);
    },
    isOtherPatient: ({ context, event }) => {
      assertEvent(event, 'history.load');
      return event.patientNumber !== context.patientNumber;
    },
  },
}).createMachine({
  id: 'rxPrescriptionHistory',
  initial: 'idle',
  context: ({ input }) => {
    const refused = input.range ? rangeError(input.range, input.today) : null;
    const defaults = defaultHistoryFilters(input.today);
    return {
      today: input.today,
      patientNumber: null,
      filters: input.range && refused === null ? { ...defaults, ...input.range } : defaults,
      loadedRange: null,
      filterError: refused,
      loadError: null,
      transactions: [],
      maxRequestStartDate: '',
      historyDataPresentFrom: null,
      hasMailOrder: false,
      hasRetailOrder: false,
    };
  },
  states: {
    editing: {
      on: {
        'history.filter': [
          { guard: 'isRangeRefused', actions: 'refuseFilters' },
          {
            actions: [
              'applyFilters',
              {
                type: 'openExpenseReport',
                params: ({ event }) => ({ from: event.filters.from, to: event.filters.to }),
              },
            ],
          },
        ],
      },
    },
    idle: {
      on: {
        'history.load': { target: 'loading', actions: 'setPatient' },
        'history.edit': 'editing',
      },
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchHistory',
        src: 'fetchHistory',
        input: ({ context }) => ({
          patientNumber: context.patientNumber ?? '',
          startDate: context.filters.from,
          endDate: context.filters.to,
        }),
        onDone: {
          target: 'loaded',
          actions: { type: 'keepHistory', params: ({ event }) => ({ data: event.output }) },
        },
        onError: { target: 'failed', actions: 'setLoadError' },
      },
    },
    loaded: {
      on: {
        'history.load': { guard: 'isOtherPatient', target: 'loading', actions: 'setPatient' },
        'history.filter': [
          { guard: 'isRangeRefused', actions: 'refuseFilters' },
          { guard: 'hasNewDates', target: 'loading', actions: 'applyFilters' },
          { actions: 'applyFilters' },
        ],
        'history.print': { actions: 'printReport' },
      },
    },
    failed: {
      on: {
        'history.retry': 'loading',
        'history.load': { target: 'loading', actions: 'setPatient' },
      },
    },
  },
});

/** Graph fixtures of the history chart: fills of Jordan in the default range, today 2026-11-24 (fictional). */
import type { ApiError } from '../../../api/contracts/common';
import type { Transaction } from '../../../api/contracts/rx-history';
import type { HistoryData, HistoryInput } from './history.machine';

export const HISTORY_TODAY = '2026-11-24';
const oakley = {
  facilityId: '01400412',
  vanityName: 'FreshWay Pharmacy Oakley',
  facilityType: 'RETAIL',
  address1: '3060 Madison Rd',
  city: 'Cincinnati',
  state: 'OH',
} as const;
const hyde = {
  ...oakley,
  facilityId: '01400733',
  vanityName: 'FreshWay Pharmacy Hyde Park',
  address1: '2692 Madison Rd',
} as const;
const fill = (
  id: string,
  rxNumber: string,
  drugName: string,
  soldDate: string,
  facility: Transaction['facility'],
  fillStatus: Transaction['fillStatus'] = 'SOLD',
): Transaction => ({
  transactionId: id,
  patientNumber: '100234567',
  rxNumber,
  rxRecordNumber: `50${rxNumber}`,
  rxFillSequence: 1,
  drugName,
  productNumber: '00071015523',
  soldDate,
  quantity: 30,
  daysSupply: 30,
  fillStatus,
  patientPayAmount: 12.5,
  insurancePaidAmount: 18.4,
  retailPrice: 30.9,
  prescriberName: 'Elena Marsh',
  receiptId: null,
  facility,
});
export const historyTransactions: Transaction[] = [
  fill('T-3', '1234567', 'Atorvastatin 20 mg Tablet', '2026-11-21', oakley),
  fill('T-2', '1234570', 'Omeprazole 20 mg Capsule', '2026-06-10', hyde, 'Returned'),
  fill('T-1', '1234570', 'Omeprazole 20 mg Capsule', '2026-06-08', hyde),
];
export const historyData: HistoryData = {
  transactions: historyTransactions,
  maxRequestStartDate: '2023-11-24',
  historyDataPresentFrom: '2024-05-21',
  hasMailOrder: true,
  hasRetailOrder: true,
};
const failure: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /rx/api/prescription/transactions',
  status: 500,
  message: 'x',
};

export const historyInput: HistoryInput = { today: HISTORY_TODAY, range: null };

const defaults = { from: '2025-11-24', to: HISTORY_TODAY, prescription: 'All', location: 'All' };
export const historyEvents = [
  { type: 'history.load', patientNumber: '100234567' },
  { type: 'history.load', patientNumber: '100234568' },
  { type: 'history.edit' },
  { type: 'history.filter', filters: { ...defaults, from: '2023-11-24' } },
  { type: 'history.filter', filters: { ...defaults, from: '2023-11-23' } },
  { type: 'history.filter', filters: { ...defaults, location: '01400733' } },
  { type: 'history.retry' },
  { type: 'history.print' },
  { type: 'xstate.done.actor.fetchHistory', output: historyData },
  { type: 'xstate.error.actor.fetchHistory', error: failure },
] as const;

export const serializeHistoryState = (s: {
  value: unknown;
  context: {
    patientNumber: string | null;
    filters: { from: string; location: string };
    filterError: string | null;
    loadedRange: { from: string } | null;
  };
}) =>
  JSON.stringify([
    s.value,
    s.context.patientNumber,
    s.context.filters.from,
    s.context.filters.location,
    s.context.filterError !== null,
    s.context.loadedRange?.from ?? null,
  ]);

export const historyModel = {
  events: historyEvents,
  serializeState: serializeHistoryState,
  input: historyInput,
  startInputs: [
    { today: HISTORY_TODAY, range: { from: '2026-01-01', to: '2026-06-30' } },
    { today: HISTORY_TODAY, range: { from: '2020-01-01', to: '2026-06-30' } },
  ] satisfies HistoryInput[],
};

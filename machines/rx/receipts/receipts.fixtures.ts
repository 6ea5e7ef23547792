/** Graph fixtures of the receipts chart: two receipts on Jordan's card (fictional). */
import type { ApiError } from '../../../api/contracts/common';
import type { Receipt } from '../../../api/contracts/rx-history';

export const RECEIPTS_TODAY = '2026-11-24';
const oakley = {
  facilityId: '01400412',
  vanityName: 'FreshWay Pharmacy Oakley',
  facilityType: 'RETAIL',
  address1: '3060 Madison Rd',
  city: 'Cincinnati',
  state: 'OH',
} as const;
export const fixtureReceipts: Receipt[] = [
  {
    receiptId: 'R-01400412-20261121',
    dateTime: '2026-11-21T19:30:00.000Z',
    pharmacy: oakley,
    registerNumber: '05',
    items: [
      {
        rxNumber: '1234567',
        drugName: 'Atorvastatin 20 mg Tablet',
        patientFirstName: 'Jordan',
        fillStatus: 'SOLD',
        amount: 12.5,
      },
    ],
    subtotal: 12.5,
    tax: 0,
    total: 12.5,
  },
  {
    receiptId: 'R-01400733-20260608',
    dateTime: '2026-06-08T19:30:00.000Z',
    pharmacy: {
      ...oakley,
      facilityId: '01400733',
      vanityName: 'FreshWay Pharmacy Hyde Park',
      address1: '2692 Madison Rd',
    },
    registerNumber: '02',
    items: [
      {
        rxNumber: '1234570',
        drugName: 'Omeprazole 20 mg Capsule',
        patientFirstName: 'Jordan',
        fillStatus: 'SOLD',
        amount: 15,
      },
    ],
    subtotal: 15,
    tax: 0,
    total: 15,
  },
];
const failure: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /rx/api/receipt-loyalty',
  status: 500,
  message: 'x',
};
const defaults = { from: '2025-11-24', to: RECEIPTS_TODAY, location: 'All' };

export const receiptsEvents = [
  { type: 'receipts.load', loyaltyId: '4800012345678' },
  { type: 'receipts.load', loyaltyId: '4800098765432' },
  { type: 'receipts.load', loyaltyId: null },
  { type: 'receipts.filter', filters: { ...defaults, location: '01400733' } },
  { type: 'receipts.filter', filters: { ...defaults, from: '2023-01-01' } },
  { type: 'receipts.open', receiptId: 'R-01400412-20261121' },
  { type: 'receipts.open', receiptId: 'R-01400733-20260608' },
  { type: 'receipts.close' },
  { type: 'receipts.retry' },
  { type: 'xstate.done.actor.fetchReceipts', output: fixtureReceipts },
  { type: 'xstate.error.actor.fetchReceipts', error: failure },
] as const;

export const serializeReceiptsState = (s: {
  value: unknown;
  context: {
    loyaltyId: string | null;
    filters: { location: string };
    filterError: string | null;
    selectedReceiptId: string | null;
  };
}) =>
  JSON.stringify([
    s.value,
    s.context.loyaltyId,
    s.context.filters.location,
    s.context.filterError !== null,
    s.context.selectedReceiptId,
  ]);

export const receiptsModel = {
  events: receiptsEvents,
  serializeState: serializeReceiptsState,
  input: { today: RECEIPTS_TODAY },
};

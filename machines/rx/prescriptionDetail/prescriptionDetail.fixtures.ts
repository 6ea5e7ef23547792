/** Graph fixtures of the prescription detail chart (a tracker card's parameters; fictional). */
import type { ApiError } from '../../../api/contracts/common';
import type { PrescriptionTransactionsResponse } from '../../../api/contracts/rx-history';
import { historyTransactions } from '../history/history.fixtures';
import type { DetailInput } from './prescriptionDetail.machine';

export const detailResponse: PrescriptionTransactionsResponse = {
  prescription: {
    rxNumber: '1234567',
    rxRecordNumber: '501234567',
    drugName: 'Atorvastatin 20 mg Tablet',
    productNumber: '00071015523',
    refillStatus: 'REFILLABLE',
    secondaryStatus: null,
    prescriberName: 'Elena Marsh',
    lastFilledDate: '2026-11-21',
    expiryDate: '2027-09-15',
    facility: historyTransactions[0]!.facility,
  },
  transactions: [historyTransactions[0]!],
};
export const detailNotFound: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /rx/api/prescription/501234567/transactions',
  status: 404,
  code: 'NOT_FOUND',
  message: 'Prescription not found.',
};
const failure: ApiError = { ...detailNotFound, status: 500, code: 'INTERNAL', message: 'x' };

export const detailInput: DetailInput = {
  patientNumber: '100234567',
  rxRecordNumber: '501234567',
  secondaryStatus: null,
};
export const prescriptionDetailModel = {
  events: [
    { type: 'detail.open', params: detailInput },
    { type: 'detail.open', params: { patientNumber: null, rxRecordNumber: null, secondaryStatus: null } },
    { type: 'detail.retry' },
    { type: 'xstate.done.actor.fetchDetail', output: detailResponse },
    { type: 'xstate.error.actor.fetchDetail', error: detailNotFound },
    { type: 'xstate.error.actor.fetchDetail', error: failure },
  ],
};

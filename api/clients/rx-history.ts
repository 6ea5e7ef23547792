/** History and records (pharmacy-portal.md §7.1) on the shared `rx` client. */
import { fillPath } from '../contracts/common';
import { RX_PATHS } from '../contracts/rx';
import {
  type HasMailOrderResponse,
  hasMailOrderResponseSchema,
  type Monograph,
  type MonographLanguage,
  monographImagesResponseSchema,
  monographSchema,
  type PrescriptionTransactionsResponse,
  type ProductImage,
  prescriptionTransactionsResponseSchema,
  type Receipt,
  receiptsResponseSchema,
  type TransactionsQuery,
  type TransactionsResponse,
  transactionsResponseSchema,
} from '../contracts/rx-history';
import { rx } from './rx';

const s = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchTransactions = (
  query: TransactionsQuery,
  signal?: AbortSignal,
): Promise<TransactionsResponse> =>
  rx.getWithPayload(RX_PATHS.transactions, {
    schema: transactionsResponseSchema,
    payload: query,
    ...s(signal),
  });

export const fetchPrescriptionTransactions = (
  rxRecordNumber: string,
  patientNumber: string,
  signal?: AbortSignal,
): Promise<PrescriptionTransactionsResponse> =>
  rx.getWithPayload(fillPath(RX_PATHS.prescriptionTransactions, { rxNumber: rxRecordNumber }), {
    schema: prescriptionTransactionsResponseSchema,
    payload: { patientNumber },
    ...s(signal),
  });

export const fetchReceipts = (loyaltyId: string, signal?: AbortSignal): Promise<Receipt[]> =>
  rx
    .getWithPayload(RX_PATHS.receiptLoyalty, {
      schema: receiptsResponseSchema,
      payload: { loyaltyId },
      ...s(signal),
    })
    .then((r) => r.receipts);

export const fetchMonograph = (
  productNumber: string,
  languageCode: MonographLanguage,
  signal?: AbortSignal,
): Promise<Monograph> =>
  rx.getWithPayload(fillPath(RX_PATHS.monograph, { productNumber }), {
    schema: monographSchema,
    payload: { languageCode },
    ...s(signal),
  });

export const fetchMonographImages = (productNumber: string, signal?: AbortSignal): Promise<ProductImage[]> =>
  rx
    .getWithPayload(RX_PATHS.monographImages, {
      schema: monographImagesResponseSchema,
      payload: { productNumber },
      ...s(signal),
    })
    .then((r) => r.images);

export const fetchHasMailOrder = (
  patientNumber: string,
  signal?: AbortSignal,
): Promise<HasMailOrderResponse> =>
  rx.get(fillPath(RX_PATHS.hasMailOrder, { patientNumber }), {
    schema: hasMailOrderResponseSchema,
    ...s(signal),
  });

/**
 * Codes and enumerations of the pharmacy order calls (pharmacy-portal.md §3 "Checkout", §4 "Rx order types"), zod-free:
 * views and rules read them without loading the order schemas (api/contracts/rx-orders.ts re-exports them).
 */

/** The code of a 409 from POST /cart (mail-order and in-store mixed) and of a refill that cannot be added. */
export const CART_ERROR_CODES = {
  conflict: 'CART_CONFLICT',
  notRefillable: 'NOT_REFILLABLE',
} as const;

/** §3 "Checkout" order fields: orderType (MAILORDER or retail). */
export const ORDER_TYPES = ['MAILORDER', 'RETAIL'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
/** §3 "Checkout" paymentType. */
export const ORDER_PAYMENT_TYPES = ['DW', 'ONLINE_PAYMENT', 'PAYSYS'] as const;
export type OrderPaymentType = (typeof ORDER_PAYMENT_TYPES)[number];
/** §3 "Payment options: payNow, payAtStore" (§9 default pay now). */
export const PAYMENT_OPTIONS = ['payNow', 'payAtStore'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];
export const FULFILLMENT_METHODS = ['PICKUP', 'SHIP'] as const;

/**
 * §5 "Order submit: a 400 response with detail.message or detail.inputValidationErrors supplies the messages".
 * The sandbox answers such a 400 with code ORDER_REJECTED and the same texts in the common error body too
 * (error.message = detail.message, error.fields = the input validation errors by field), so the shared call wrapper
 * carries them in the ApiError.
 */
export const ORDER_REJECTED_CODE = 'ORDER_REJECTED';

/** §4 "Rx order types": NEW (call my doctor), TRANSFER, TRANSFER_ALL, PAPER. */
export const RX_REQUEST_TYPES = ['NEW', 'TRANSFER', 'TRANSFER_ALL', 'PAPER'] as const;
export type RxRequestType = (typeof RX_REQUEST_TYPES)[number];

/** The header of the pharmacy's mutating calls that run once per key (docs/security.md "Idempotency"). */
export { IDEMPOTENCY_HEADER as RX_IDEMPOTENCY_HEADER } from './idempotency';

/**
 * Pharmacy order calls (pharmacy-portal.md §7.1) on the `rx` client: the cart, shipping methods, the order, hidden
 * prescriptions, fill locations, the new prescription request (and the guest's, on the anonymous client) and
 * product images, and the checkout wallet's token. The cart and order calls carry the caller's idempotency key (the
 * same key for a retry of the same request); hiding or showing a prescription sets a flag, the same however often
 * it is sent, and carries none.
 */
import { fillPath } from '../contracts/common';
import { RX_PATHS } from '../contracts/rx';
import {
  type AddToCartRequest,
  type CartItem,
  cartResponseSchema,
  type FillLocation,
  fillLocationsResponseSchema,
  type OrderRequest,
  type OrderResponse,
  orderResponseSchema,
  type PrescriptionRequest,
  type PrescriptionRequestResponse,
  prescriptionRequestResponseSchema,
  RX_IDEMPOTENCY_HEADER,
  RX_ORDER_ANONYMOUS_PATHS,
  type ShippingMethod,
  shippingMethodsResponseSchema,
  type VisibilityRequest,
  visibilityResponseSchema,
} from '../contracts/rx-orders';
import { monographImagesResponseSchema } from '../contracts/rx-history';
import { rx } from './rx';
import { rxAnonymous } from './rx-anonymous';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
const keyed = (key: string) => ({ [RX_IDEMPOTENCY_HEADER]: key });

/** GET /cart */
export const fetchCart = (signal?: AbortSignal): Promise<CartItem[]> =>
  rx.get(RX_PATHS.cart, { schema: cartResponseSchema, ...withSignal(signal) }).then((r) => r.items);

/** POST /cart: the whole cart after the add. */
export const addToCart = (
  request: AddToCartRequest,
  key: string,
  signal?: AbortSignal,
): Promise<CartItem[]> =>
  rx
    .post(RX_PATHS.cart, {
      schema: cartResponseSchema,
      payload: request,
      headers: keyed(key),
      ...withSignal(signal),
    })
    .then((r) => r.items);

/** DELETE /cart?rxNumber (&patientNumber): the whole cart after the removal. */
export const removeFromCart = (
  item: { rxNumber: string; patientNumber: string },
  key: string,
  signal?: AbortSignal,
): Promise<CartItem[]> =>
  rx
    .delete(`${RX_PATHS.cart}?${new URLSearchParams(item).toString()}`, {
      schema: cartResponseSchema,
      headers: keyed(key),
      ...withSignal(signal),
    })
    .then((r) => r.items);

/** POST /cart/clear */
export const clearCart = (key: string, signal?: AbortSignal): Promise<CartItem[]> =>
  rx
    .post(RX_PATHS.cartClear, {
      schema: cartResponseSchema,
      payload: {},
      headers: keyed(key),
      ...withSignal(signal),
    })
    .then((r) => r.items);

/** GET /shipping-methods */
export const fetchShippingMethods = (signal?: AbortSignal): Promise<ShippingMethod[]> =>
  rx
    .get(RX_PATHS.shippingMethods, { schema: shippingMethodsResponseSchema, ...withSignal(signal) })
    .then((r) => r.shippingMethods);

/** POST /orders-stage, once per key (a retry with the same key is answered the same order). */
export const submitOrder = (order: OrderRequest, key: string, signal?: AbortSignal): Promise<OrderResponse> =>
  rx.post(RX_PATHS.ordersStage, {
    schema: orderResponseSchema,
    payload: order,
    headers: keyed(key),
    ...withSignal(signal),
  });

/** POST /prescription/visibility */
export const setVisibility = (request: VisibilityRequest, signal?: AbortSignal): Promise<VisibilityRequest> =>
  rx.post(RX_PATHS.prescriptionVisibility, {
    schema: visibilityResponseSchema,
    payload: request,
    ...withSignal(signal),
  });

/** GET prescription-patient/{n}/fill-locations */
export const fetchFillLocations = (patientNumber: string, signal?: AbortSignal): Promise<FillLocation[]> =>
  rx
    .get(fillPath(RX_PATHS.fillLocations, { patientNumber }), {
      schema: fillLocationsResponseSchema,
      ...withSignal(signal),
    })
    .then((r) => r.fillLocations);

/** POST /prescription-request (signed in). */
export const submitPrescriptionRequest = (
  request: PrescriptionRequest,
  key: string,
  signal?: AbortSignal,
): Promise<PrescriptionRequestResponse> =>
  rx.post(RX_PATHS.prescriptionRequest, {
    schema: prescriptionRequestResponseSchema,
    payload: request,
    headers: keyed(key),
    ...withSignal(signal),
  });

/** The guest's request (anonymous API). */
export const submitGuestPrescriptionRequest = (
  request: PrescriptionRequest,
  key: string,
  signal?: AbortSignal,
): Promise<PrescriptionRequestResponse> =>
  rxAnonymous.post(RX_ORDER_ANONYMOUS_PATHS.prescriptionRequest, {
    schema: prescriptionRequestResponseSchema,
    payload: request,
    headers: keyed(key),
    ...withSignal(signal),
  });

/**
 * GET product-monograph/images?productNumber (the one contract, api/contracts/rx-history.ts): the product's first
 * image as a data URL for the cart panel, or null.
 */
export const fetchProductImage = (productNumber: string, signal?: AbortSignal): Promise<string | null> =>
  rx
    .getWithPayload(RX_PATHS.monographImages, {
      schema: monographImagesResponseSchema,
      payload: { productNumber },
      ...withSignal(signal),
    })
    .then((r) => (r.images[0] ? `data:${r.images[0].mimeType};base64,${r.images[0].data}` : null));

/**
 * The wallet widget's bearer token for the signed-in shopper (payment-wallet.md §3 authConfig: "The host supplies
 * authentication"), for the checkout's wallet: the same call as My Wallet's (api/clients/wallet-token.ts).
 */
export { fetchWalletToken } from './wallet-token';

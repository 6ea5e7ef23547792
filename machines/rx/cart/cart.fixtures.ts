/** Graph fixtures of the cart chart (and the prescriptions and refills the other order charts use): Jordan's seeded
 *  refills as the sandbox answers them (fictional). Read by the registry and the model tests. */
import type { ApiError } from '../../../api/contracts/common';
import type { Prescription } from '../../../api/contracts/rx';
import type { CartItem } from '../../../api/contracts/rx-orders';

const STORE = {
  facilityId: '01400412',
  facilityType: 'RETAIL',
  vanityName: 'FreshWay Pharmacy Oakley',
  deliveryEnabled: true,
} as const;
const MAIL = {
  facilityId: '90000001',
  facilityType: 'MAIL_ORDER',
  vanityName: 'FreshWay Mail Order Pharmacy',
  deliveryEnabled: false,
} as const;

/** A prescription of the read model with the seeded defaults. */
export function fixturePrescription(
  overrides: Partial<Prescription> & Pick<Prescription, 'rxNumber' | 'drugName'>,
): Prescription {
  const facility = overrides.facility ?? STORE;
  return {
    rxRecordNumber: `50${overrides.rxNumber}`,
    rxFillSequence: '2',
    refillStatus: 'REFILLABLE',
    secondaryStatus: null,
    statusDetailMessage: null,
    primaryStatus: null,
    fillStatus: 'SOLD',
    rxStatus: null,
    isRetail: facility.facilityType === 'RETAIL',
    hidden: false,
    requiresCallToDoctor: false,
    scheduleTwoDrug: false,
    rxEligibleForAutoRefill: true,
    rxEnrolledAutoRefill: false,
    rxIn90Days: false,
    rxRefillProgram: null,
    refillProgramType: 'NONE',
    lastFillDispenseQuantity: 30,
    lastRefillDate: '2026-10-02',
    lastFilledDate: '2026-10-02',
    patientPayAmount: 10,
    totalAmountDue: null,
    promiseDateTime: null,
    expiryDate: '2027-09-15',
    allowDelivery: false,
    prescriber: { firstName: 'Elena', lastName: 'Marsh', active: true, prescriberNumber: '1487650001' },
    facility,
    fillLocation: { facilityId: facility.facilityId },
    facilityNumber: facility.facilityId,
    productImage: null,
    prescriptionProduct: { productNumber: `000${overrides.rxNumber}` },
    patientNumber: '100234567',
    paymentInformation: null,
    removed: false,
    ...overrides,
  };
}

export const ATORVASTATIN = fixturePrescription({
  rxNumber: '1234567',
  drugName: 'Atorvastatin 20 mg Tablet',
  patientPayAmount: 12.5,
  prescriptionProduct: { productNumber: '00071015523' },
});
export const METFORMIN = fixturePrescription({
  rxNumber: '1234568',
  drugName: 'Metformin 500 mg Tablet',
  patientPayAmount: 9.75,
  rxIn90Days: true,
  prescriptionProduct: { productNumber: '00093104801' },
});
export const LISINOPRIL = fixturePrescription({
  rxNumber: '3456789',
  drugName: 'Lisinopril 10 mg Tablet',
  facility: MAIL,
  patientPayAmount: 6,
  prescriber: { firstName: 'Samuel', lastName: 'Okoro', active: true, prescriberNumber: '1487650002' },
});
export const ALBUTEROL = fixturePrescription({
  rxNumber: '1234573',
  drugName: 'Albuterol HFA 90 mcg Inhaler',
  refillStatus: 'REFILL_TOO_SOON',
  patientPayAmount: 25,
});
export const SERTRALINE = fixturePrescription({
  rxNumber: '1234572',
  drugName: 'Sertraline 50 mg Tablet',
  refillStatus: 'NEVER_FILLED',
  rxStatus: 'Profiled',
  patientPayAmount: null,
  scheduleTwoDrug: false,
});

/** A cart item of a prescription (as GET /cart answers it). */
export function fixtureCartItem(refill: Prescription): CartItem {
  return {
    rxNumber: refill.rxNumber,
    rxRecordNumber: refill.rxRecordNumber,
    removed: false,
    prescriptionProduct: refill.prescriptionProduct,
    productImage: null,
    patientNumber: refill.patientNumber,
    accountNumber: '7700123401',
    patient: { firstName: 'Jordan', lastName: 'Whitfield', relationshipType: 'SELF' },
    prescriber: { firstName: refill.prescriber.firstName, lastName: refill.prescriber.lastName },
    fillLocation: refill.fillLocation,
    homePharmacy: refill.facility,
    refill,
  };
}

export const ATORVASTATIN_ITEM = fixtureCartItem(ATORVASTATIN);
export const METFORMIN_ITEM = fixtureCartItem(METFORMIN);

const error = (status: number, code?: string): ApiError => ({
  name: 'ApiError',
  kind: 'http',
  endpoint: 'POST /rx/api/cart',
  status,
  message: `HTTP ${status}`,
  ...(code ? { code } : {}),
});
export const CONFLICT_409 = error(409, 'CART_CONFLICT');
export const NOT_REFILLABLE_400 = error(400, 'NOT_REFILLABLE');
export const SERVER_500 = error(500);

export const cartEvents = [
  { type: 'cart.load' },
  // Only refillable prescriptions have an Add to Cart button (Albuterol, too soon, has none: the chart refuses it).
  { type: 'cart.add', prescription: METFORMIN },
  { type: 'cart.remove', rxNumber: '1234567', patientNumber: '100234567' },
  { type: 'cart.remove', rxNumber: '1234568', patientNumber: '100234567' },
  { type: 'cart.undo', rxNumber: '1234567', patientNumber: '100234567' },
  { type: 'cart.commit' },
  { type: 'cart.clear' },
  // Atorvastatin was refilled elsewhere meanwhile (no longer refillable): it leaves the cart.
  {
    type: 'cart.refillsLoaded',
    prescriptions: [{ ...ATORVASTATIN, refillStatus: 'IN_PROGRESS' }, METFORMIN],
  },
  { type: 'cart.dismissError' },
  { type: 'cart.paymentFlyout', open: true },
  { type: 'cart.forget' },
  { type: 'xstate.done.actor.fetchCart', output: [ATORVASTATIN_ITEM] },
  { type: 'xstate.error.actor.fetchCart', error: SERVER_500 },
  { type: 'xstate.done.actor.addToCart', output: [ATORVASTATIN_ITEM, METFORMIN_ITEM] },
  { type: 'xstate.error.actor.addToCart', error: CONFLICT_409 },
  // A race: Metformin was refilled elsewhere after the page loaded; the server refuses it (400 NOT_REFILLABLE).
  { type: 'xstate.error.actor.addToCart', error: NOT_REFILLABLE_400 },
  { type: 'xstate.done.actor.removeFromCart', output: [] },
  { type: 'xstate.error.actor.removeFromCart', error: SERVER_500 },
  { type: 'xstate.done.actor.clearCart', output: [] },
  { type: 'xstate.error.actor.clearCart', error: SERVER_500 },
  { type: 'xstate.done.actor.loadImages', output: { '00071015523': null, '00093104801': null } },
  { type: 'xstate.error.actor.loadImages', error: SERVER_500 },
  { type: 'xstate.after.UNDO_WINDOW.rxCart.ready.removal.pending' },
] as const;

/** A state's identity: where it is, how many items and marks, whether a commit is due, whether an error shows. */
export const serializeCartState = (s: {
  value: unknown;
  context: { items: CartItem[]; marked: unknown[]; commitDue: boolean; error: string | null; images: object };
}) =>
  JSON.stringify([
    s.value,
    s.context.items.length,
    Math.min(s.context.marked.length, 2),
    s.context.commitDue,
    s.context.error !== null,
  ]);

export const cartModel = { events: cartEvents, serializeState: serializeCartState };

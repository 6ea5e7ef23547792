/** Graph fixtures of the checkout chart: Jordan's cart for a store pickup (Atorvastatin, Metformin) and for mail
 *  order (Lisinopril), the seeded store's hours and promise times, the shipping methods, Jordan's Visa (fictional).
 *  Times are the shopper's local time on Monday 23 November 2026, 9:10 AM. */
import type { ApiError } from '../../../api/contracts/common';
import type { Facility } from '../../../api/contracts/pharmacy-directory';
import type { Patient } from '../../../api/contracts/rx';
import type { OrderResponse, ShippingMethod } from '../../../api/contracts/rx-orders';
import type { PatientAddressList } from '../../../domain/rx/checkout';
import { fixturePatients } from '../patients/patients.fixtures';
import { ATORVASTATIN_ITEM, fixtureCartItem, LISINOPRIL, METFORMIN_ITEM } from '../cart/cart.fixtures';

const day = (
  name: Facility['hoursOfOperation']['regularHours'][number]['day'],
  open: string | null,
  close: string | null,
  lunch: boolean,
) => ({
  day: name,
  open,
  close,
  breakStart: lunch ? '13:30' : null,
  breakEnd: lunch ? '14:00' : null,
});

/** The seeded store pharmacy (01400412): 9-9 on weekdays with lunch 1:30-2:00 PM, Saturday 9-6, Sunday 10-5. */
export const FIXTURE_STORE: Facility = {
  facilityId: '01400412',
  id: '01400412',
  facilityType: 'RETAIL',
  legalName: 'FreshWay Market Pharmacy #412',
  vanityName: 'FreshWay Pharmacy Oakley',
  brand: 'FreshWay Pharmacy',
  divisionNumber: '014',
  storeNumber: '00412',
  address: { address1: '3060 Madison Rd', city: 'Cincinnati', state: 'OH', zipCode: '45209' },
  phone: '5135550100',
  distance: null,
  deliveryEnabled: true,
  pharmacyHours: [],
  prettyHours: [],
  breakHours: '1:30 PM - 2:00 PM',
  hoursOfOperation: {
    regularHours: [
      day('MONDAY', '09:00', '21:00', true),
      day('TUESDAY', '09:00', '21:00', true),
      day('WEDNESDAY', '09:00', '21:00', true),
      day('THURSDAY', '09:00', '21:00', true),
      day('FRIDAY', '09:00', '21:00', true),
      day('SATURDAY', '09:00', '18:00', true),
      day('SUNDAY', '10:00', '17:00', false),
    ],
    holidaySchedule: [{ date: '2026-12-25', open: null, close: null }],
  },
  promiseTimes: {
    defaultPromiseTime: '14:00',
    earliestAvailableTime: { rxWebWithDoctorCall: '48:00', rxWebWithoutDoctorCall: '04:00' },
  },
};

export const FIXTURE_SHIPPING: ShippingMethod[] = [
  { shippingMethodId: 'SM-OVERNIGHT', code: '3', description: 'Overnight Shipping', shippingCharge: 24.95 },
  {
    shippingMethodId: 'SM-STANDARD',
    code: '1',
    description: 'Standard Shipping (5-7 business days)',
    shippingCharge: 0,
  },
  {
    shippingMethodId: 'SM-EXPEDITED',
    code: '2',
    description: 'Expedited Shipping (2-3 business days)',
    shippingCharge: 12.95,
  },
];

/** Monday 23 November 2026, 9:10 AM local. */
export const FIXTURE_NOW = new Date(2026, 10, 23, 9, 10);
/** The first slot: 9:10 + 4 h = 1:10 PM → 1:30 PM is lunch → 2:00 PM. */
export const FIRST_SLOT = new Date(2026, 10, 23, 14, 0).toISOString();

export const JORDAN_HOME_ADDRESS_ID = '5d0c0000-0000-4000-8000-000000000001';
export const JORDAN_WORK_ADDRESS_ID = '5d0c0000-0000-4000-8000-000000000002';
export const FIXTURE_CHECKOUT_PATIENTS: Patient[] = fixturePatients.map((p) =>
  p.patientNumber === '100234567'
    ? {
        ...p,
        loyaltyCardNumber: '4800012345678',
        addresses: [
          {
            addressId: JORDAN_HOME_ADDRESS_ID,
            usage: 'HOME1',
            addressDetails: {
              address1: '4821 Maple Ridge Dr',
              address2: 'Apt 3B',
              city: 'Cincinnati',
              state: 'OH',
              zipCode: '45227',
              country: 'US',
            },
            isShared: false,
          },
          {
            addressId: JORDAN_WORK_ADDRESS_ID,
            usage: 'HOME2',
            addressDetails: {
              address1: '250 E Fifth St',
              address2: 'Floor 9',
              city: 'Cincinnati',
              state: 'OH',
              zipCode: '45202',
              country: 'US',
            },
            isShared: false,
          },
        ],
      }
    : p,
);

/** Avery's record of the Whitfields' home: the same place as Jordan's, another address id. */
export const AVERY_HOME_ADDRESS_ID = '5d0c0000-0000-4000-8000-000000000003';
/** GET /addresses per patient (§7.1): Jordan's two, Avery's copy of the home address, none for Biscuit. */
export const FIXTURE_ADDRESS_LISTS: PatientAddressList[] = [
  { patientNumber: '100234569', addresses: [] },
  {
    patientNumber: '100234567',
    addresses: FIXTURE_CHECKOUT_PATIENTS.find((p) => p.patientNumber === '100234567')!.addresses,
  },
  {
    patientNumber: '100234568',
    addresses: [
      {
        ...FIXTURE_CHECKOUT_PATIENTS.find((p) => p.patientNumber === '100234567')!.addresses[0]!,
        addressId: AVERY_HOME_ADDRESS_ID,
      },
    ],
  },
];

export const JORDAN_VISA_ID = '7c000000-0000-4000-8000-000000000001';
export const LISINOPRIL_ITEM = fixtureCartItem(LISINOPRIL);

export const FIXTURE_ORDER_RESPONSE: OrderResponse = {
  orderId: '70000001',
  orderType: 'RETAIL',
  status: 'SUBMITTED',
  pickupTime: FIRST_SLOT,
  facilityId: '01400412',
  itemCount: 2,
};

const apiError = (
  status: number,
  kind: ApiError['kind'],
  code?: string,
  fields?: Record<string, string>,
): ApiError => ({
  name: 'ApiError',
  kind,
  endpoint: 'POST /rx/api/orders-stage',
  status,
  message:
    status === 400
      ? 'Choose a pickup time when the pharmacy is open, at least 4 hours from now.'
      : `HTTP ${status}`,
  ...(code ? { code } : {}),
  ...(fields ? { fields } : {}),
});
/** A definite refusal (§5 detail): no order was made. */
export const REJECTED_400 = apiError(400, 'http', 'ORDER_REJECTED', {
  pickupTime: 'Choose a pickup time when the pharmacy is open, at least 4 hours from now.',
});
/** An unknown outcome: the order may have been made. */
export const TIMEOUT_408 = apiError(408, 'timeout', 'ECONNABORTED');

const START = { patients: FIXTURE_CHECKOUT_PATIENTS, activePatient: '100234567' };

export const checkoutEvents = [
  { type: 'checkout.start', items: [ATORVASTATIN_ITEM, METFORMIN_ITEM], ...START },
  { type: 'checkout.start', items: [LISINOPRIL_ITEM], ...START },
  { type: 'checkout.start', items: [], ...START },
  { type: 'checkout.retryLoad' },
  { type: 'checkout.selectDate', date: '2026-11-23' },
  { type: 'checkout.selectTime', time: FIRST_SLOT },
  { type: 'checkout.selectAddress', addressId: JORDAN_WORK_ADDRESS_ID },
  { type: 'checkout.selectShipping', shippingMethodId: 'SM-EXPEDITED' },
  { type: 'checkout.setEasyOpen', easyOpenCaps: true },
  { type: 'checkout.selectPayment', option: 'payAtStore' },
  { type: 'checkout.selectPayment', option: 'payNow' },
  { type: 'checkout.cardSelected', cardId: JORDAN_VISA_ID },
  { type: 'checkout.submit' },
  { type: 'checkout.dismissError' },
  {
    type: 'xstate.done.actor.loadCheckoutData',
    output: {
      facility: FIXTURE_STORE,
      shippingMethods: FIXTURE_SHIPPING,
      addressLists: FIXTURE_ADDRESS_LISTS,
      now: FIXTURE_NOW.toISOString(),
    },
  },
  { type: 'xstate.error.actor.loadCheckoutData', error: apiError(500, 'http') },
  { type: 'xstate.done.actor.setUpOnlinePay', output: 'pi-rx-0001' },
  { type: 'xstate.error.actor.setUpOnlinePay', error: apiError(500, 'http') },
  { type: 'xstate.done.actor.submitOrder', output: FIXTURE_ORDER_RESPONSE },
  { type: 'xstate.error.actor.submitOrder', error: REJECTED_400 },
  { type: 'xstate.error.actor.submitOrder', error: TIMEOUT_408 },
] as const;

/** A state's identity: where it is, what kind of order, which choices are made, whether errors show. */
export const serializeCheckoutState = (s: {
  value: unknown;
  context: {
    orderType: string;
    selectedPickupDate: string | null;
    selectedPickupTime: string | null;
    selectedCardId: string | null;
    paymentOption: string;
    paymentIntentId: string | null;
    errors: string[];
    keyRenewals: number;
  };
}) =>
  JSON.stringify([
    s.value,
    s.context.orderType,
    s.context.selectedPickupDate !== null,
    s.context.selectedPickupTime !== null,
    s.context.selectedCardId !== null,
    s.context.paymentOption,
    s.context.paymentIntentId !== null,
    s.context.errors.length > 0,
    s.context.keyRenewals > 0,
  ]);

export const checkoutModel = {
  events: checkoutEvents,
  serializeState: serializeCheckoutState,
  input: { checkoutKey: 'checkout-fixture-key' },
};

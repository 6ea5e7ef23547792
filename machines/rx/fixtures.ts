/**
 * Shared graph fixtures of the tracker area's charts (fictional, as the sandbox seeds them): Jordan's and Biscuit's
 * prescriptions being worked on, the store pharmacy, Jordan's wallet cards. machines/ never imports tests/, so the
 * fixtures live here; model and UI tests read them too.
 */
import type { ApiError } from '../../api/contracts/common';
import type { Facility } from '../../api/contracts/pharmacy-directory';
import type { Prescription } from '../../api/contracts/rx';
import type { PaysysCard } from '../../api/contracts/rx-online-pay';
import type { TrackerPatient } from '../../api/contracts/rx-tracker';

export const JORDAN: TrackerPatient = {
  patientNumber: '100234567',
  firstName: 'Jordan',
  middleName: 'Lee',
  lastName: 'Whitfield',
  suffix: null,
  isPrimaryOnAccount: true,
};
export const BISCUIT: TrackerPatient = {
  patientNumber: '100234569',
  firstName: 'Biscuit',
  middleName: null,
  lastName: 'Whitfield',
  suffix: null,
  isPrimaryOnAccount: false,
};

const base: Prescription = {
  rxNumber: '',
  rxRecordNumber: '',
  rxFillSequence: '1',
  drugName: '',
  refillStatus: 'IN_PROGRESS',
  secondaryStatus: null,
  statusDetailMessage: null,
  primaryStatus: null,
  fillStatus: null,
  rxStatus: null,
  isRetail: true,
  hidden: false,
  requiresCallToDoctor: false,
  scheduleTwoDrug: false,
  rxEligibleForAutoRefill: false,
  rxEnrolledAutoRefill: false,
  rxIn90Days: false,
  rxRefillProgram: null,
  refillProgramType: 'NONE',
  lastFillDispenseQuantity: 30,
  lastRefillDate: null,
  lastFilledDate: null,
  patientPayAmount: null,
  totalAmountDue: null,
  promiseDateTime: null,
  expiryDate: '2027-05-01',
  allowDelivery: false,
  prescriber: { firstName: 'Elena', lastName: 'Marsh', active: true, prescriberNumber: '1487650001' },
  facility: {
    facilityId: '01400412',
    facilityType: 'RETAIL',
    vanityName: 'FreshWay Pharmacy Oakley',
    deliveryEnabled: true,
  },
  fillLocation: { facilityId: '01400412' },
  facilityNumber: '00412',
  productImage: null,
  prescriptionProduct: { productNumber: '' },
  patientNumber: JORDAN.patientNumber,
  paymentInformation: null,
  removed: false,
};

export const AMOXICILLIN: Prescription = {
  ...base,
  rxNumber: '1234569',
  rxRecordNumber: '501234569',
  rxFillSequence: '1',
  drugName: 'Amoxicillin 500 mg Capsule',
  refillStatus: 'IN_PROGRESS',
  lastFillDispenseQuantity: 21,
  patientPayAmount: 8.4,
  totalAmountDue: 8.4,
  promiseDateTime: '2026-11-24T19:00:00.000Z',
  prescriptionProduct: { productNumber: '65862001701' },
};
export const OMEPRAZOLE: Prescription = {
  ...base,
  rxNumber: '1234570',
  rxRecordNumber: '501234570',
  rxFillSequence: '5',
  drugName: 'Omeprazole 20 mg Capsule',
  refillStatus: 'READY_FOR_PICKUP',
  patientPayAmount: 15,
  totalAmountDue: 15,
  promiseDateTime: '2026-11-21T18:00:00.000Z',
  allowDelivery: true,
  prescriptionProduct: { productNumber: '62175013637' },
  paymentInformation: { brand: 'VISA', lastFour: '1111', expired: false },
};
export const LEVOTHYROXINE: Prescription = {
  ...base,
  rxNumber: '1234571',
  rxRecordNumber: '501234571',
  rxFillSequence: '6',
  drugName: 'Levothyroxine 50 mcg Tablet',
  refillStatus: 'ON_HOLD',
  secondaryStatus: 'Awaiting Restock',
  statusDetailMessage: 'Your medication is on order and should arrive within 1-2 business days.',
  patientPayAmount: 4.25,
  prescriptionProduct: { productNumber: '00378180001' },
};
export const ATORVASTATIN: Prescription = {
  ...base,
  rxNumber: '1234567',
  rxRecordNumber: '501234567',
  rxFillSequence: '3',
  drugName: 'Atorvastatin 20 mg Tablet',
  refillStatus: 'REFILLABLE',
  patientPayAmount: 12.5,
  prescriptionProduct: { productNumber: '00071015523' },
};
export const CARPROFEN: Prescription = {
  ...base,
  rxNumber: '1234575',
  rxRecordNumber: '501234575',
  rxFillSequence: '2',
  drugName: 'Carprofen 75 mg Chewable Tablet (veterinary)',
  refillStatus: 'READY_FOR_PICKUP',
  patientPayAmount: 31.2,
  promiseDateTime: '2026-11-20T21:00:00.000Z',
  patientNumber: BISCUIT.patientNumber,
  prescriptionProduct: { productNumber: '11695010101' },
};

export const STORE_FACILITY: Facility = {
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
  pharmacyHours: [
    { displayName: 'Mon-Fri', hours: '9:00 AM - 9:00 PM', lunchBreak: '1:30 PM - 2:00 PM' },
    { displayName: 'Sat', hours: '9:00 AM - 6:00 PM', lunchBreak: '1:30 PM - 2:00 PM' },
    { displayName: 'Sun', hours: '10:00 AM - 5:00 PM', lunchBreak: null },
  ],
  prettyHours: ['Mon-Fri: 9:00 AM - 9:00 PM', 'Sat: 9:00 AM - 6:00 PM', 'Sun: 10:00 AM - 5:00 PM'],
  breakHours: '1:30 PM - 2:00 PM',
  hoursOfOperation: {
    regularHours: [
      ...(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) => ({
        day,
        open: '09:00',
        close: '21:00',
        breakStart: '13:30',
        breakEnd: '14:00',
      })),
      { day: 'SATURDAY', open: '09:00', close: '18:00', breakStart: '13:30', breakEnd: '14:00' },
      { day: 'SUNDAY', open: '10:00', close: '17:00', breakStart: null, breakEnd: null },
    ],
    holidaySchedule: [],
  },
  promiseTimes: {
    defaultPromiseTime: '14:00',
    earliestAvailableTime: { rxWebWithDoctorCall: '48:00', rxWebWithoutDoctorCall: '04:00' },
  },
};

export const VISA_CARD: PaysysCard = {
  cardId: 'card-visa',
  brand: 'VISA',
  lastFour: '1111',
  expired: false,
  preferred: true,
};
/** A usable card that is not the preferred one (choosing it changes the selection). */
export const DISCOVER_CARD: PaysysCard = {
  cardId: 'card-discover',
  brand: 'DISCOVER',
  lastFour: '6611',
  expired: false,
  preferred: false,
};
export const EXPIRED_CARD: PaysysCard = {
  cardId: 'card-mc',
  brand: 'MASTERCARD',
  lastFour: '5100',
  expired: true,
  preferred: false,
};

export function serverError(endpoint: string, status = 500): ApiError {
  return { name: 'ApiError', kind: 'http', endpoint, status, message: `HTTP ${status}` };
}

/** A second store (one store per order: these prescriptions never join one of FreshWay Pharmacy Oakley's). */
export const OTHER_STORE = {
  facilityId: '01400388',
  facilityType: 'RETAIL',
  vanityName: 'FreshWay Pharmacy Hyde Park',
  deliveryEnabled: true,
} as const satisfies Prescription['facility'];

/** In progress and unpaid at the second store (pay online would take it on its own). */
export const METOPROLOL_OTHER_STORE: Prescription = {
  ...AMOXICILLIN,
  rxNumber: '1234580',
  rxRecordNumber: '501234580',
  drugName: 'Metoprolol 25 mg Tablet',
  patientPayAmount: 6.1,
  totalAmountDue: 6.1,
  facility: OTHER_STORE,
  fillLocation: { facilityId: OTHER_STORE.facilityId },
  facilityNumber: '00388',
};

/** Ready and allowed for delivery at the second store (order delivery would take it on its own). */
export const LISINOPRIL_OTHER_STORE: Prescription = {
  ...OMEPRAZOLE,
  rxNumber: '1234581',
  rxRecordNumber: '501234581',
  drugName: 'Lisinopril 10 mg Tablet',
  paymentInformation: null,
  facility: OTHER_STORE,
  fillLocation: { facilityId: OTHER_STORE.facilityId },
  facilityNumber: '00388',
};

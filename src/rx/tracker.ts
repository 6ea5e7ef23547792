/**
 * The tracker area's charts with their real side effects (pharmacy-portal.md §2.3, §7.1, §7.2, §7.4): each page
 * runs its own actor of these machines (src/routes/rx/*Route.tsx add the navigation). The calls load the
 * pharmacy's API chunk on first use (src/rx/api.ts).
 */
import { fromPromise } from 'xstate';
import type { Facility } from '../../api/contracts/pharmacy-directory';
import type { Patient, Prescription } from '../../api/contracts/rx';
import type { DeliveryOrder, DeliveryOrderResult } from '../../api/contracts/rx-delivery';
import type {
  GuestRefillOrder,
  GuestRefillOrderResult,
  PrescriptionValidation,
} from '../../api/contracts/rx-guest-refill';
import type {
  OnlinePayment,
  OnlinePaymentRequest,
  PaymentAssociation,
  PaymentAssociationResult,
  PaymentIntent,
  PaymentIntentRequest,
} from '../../api/contracts/rx-online-pay';
import type { TrackerPatient } from '../../api/contracts/rx-tracker';
import { type GuestValidation, guestRefillMachine } from '../../machines/rx/guestRefill/guestRefill.machine';
import {
  type DeliveryData,
  orderDeliveryMachine,
} from '../../machines/rx/orderDelivery/orderDelivery.machine';
import { type OnlinePayData, payOnlineMachine } from '../../machines/rx/payOnline/payOnline.machine';
import {
  type TrackerData,
  type TrackerInput,
  trackerMachine,
} from '../../machines/rx/tracker/tracker.machine';
import { isDeliveryEligible } from '../domain/rx/delivery';
import { GUEST_PICKUP_TIMES_SHOWN } from '../domain/rx/guest-refill';
import { isOnlinePayEligible } from '../domain/rx/online-pay';
import { primaryPatientNumber } from '../domain/rx/patients';
import { pickupTimeSlots } from '../domain/rx/pickup-times';
import { FIRST_CARD_ATTRIBUTE, sectionOf, type TrackerSection, trackerSectionId } from '../domain/rx/tracker';
import { unlessAborted } from '../services';
import type { RxApi } from './api';

type Load = () => Promise<RxApi>;

const toTrackerPatient = (p: Patient): TrackerPatient => ({
  patientNumber: p.patientNumber,
  firstName: p.firstName,
  middleName: p.middleName,
  lastName: p.lastName,
  suffix: p.suffix,
  isPrimaryOnAccount: p.isPrimaryOnAccount,
});

async function facilitiesOf(api: RxApi, prescriptions: readonly Prescription[], signal: AbortSignal) {
  const ids = [...new Set(prescriptions.map((p) => p.facility.facilityId))];
  return ids.length === 0 ? [] : api.pharmacyDirectory.fetchFacilities({ id: ids }, signal);
}

function primaryOf(patients: readonly Patient[]): Patient | undefined {
  const n = primaryPatientNumber(patients);
  return patients.find((p) => p.patientNumber === n) ?? patients[0];
}

/** The tracker's data: a customer's own, or a verified guest's. */
async function loadTracker(load: Load, input: TrackerInput, signal: AbortSignal): Promise<TrackerData> {
  const api = await load();
  if (input.mode === 'guest') {
    const profiles = await api.rxTracker.fetchGuestPatientProfiles(signal);
    if (!profiles.verified) return { verified: false, patients: [], prescriptions: [], facilities: [] };
    const { prescriptions } = await api.rxTracker.fetchGuestPrescriptions(signal);
    return {
      verified: true,
      patients: profiles.patients,
      prescriptions,
      facilities: await facilitiesOf(api, prescriptions, signal),
    };
  }
  const [patients, all] = await Promise.all([
    api.rx.fetchPatientProfiles(signal),
    api.rx.fetchPatientPrescriptions({ includePaymentCards: 'true', deliveryEligibility: 'true' }, signal),
  ]);
  const prescriptions = all.filter((p) => sectionOf(p) !== null);
  return {
    verified: true,
    patients: patients.map(toTrackerPatient),
    prescriptions,
    facilities: await facilitiesOf(api, prescriptions, signal),
  };
}

async function loadOnlinePay(load: Load, signal: AbortSignal): Promise<OnlinePayData> {
  const api = await load();
  const [patients, all] = await Promise.all([
    api.rx.fetchPatientProfiles(signal),
    api.rx.fetchPatientPrescriptions({ includePaymentCards: 'true' }, signal),
  ]);
  const primary = primaryOf(patients);
  const prescriptions = all.filter(isOnlinePayEligible);
  const [cards, facilities] = await Promise.all([
    primary ? api.rxOnlinePay.fetchPaysysCards(primary.accountNumber, signal) : Promise.resolve([]),
    facilitiesOf(api, prescriptions, signal),
  ]);
  return { prescriptions, facilities, cards, loyaltyCardNumber: primary?.loyaltyCardNumber ?? null };
}

function addressLine(p: Patient | undefined): string | null {
  const a = p?.addresses[0]?.addressDetails;
  return a ? [a.address1, a.address2, a.city, `${a.state} ${a.zipCode}`].filter(Boolean).join(', ') : null;
}

async function loadDelivery(load: Load, signal: AbortSignal): Promise<DeliveryData> {
  const api = await load();
  const [patients, all] = await Promise.all([
    api.rx.fetchPatientProfiles(signal),
    api.rx.fetchPatientPrescriptions({ deliveryEligibility: 'true' }, signal),
  ]);
  const primary = primaryOf(patients);
  const prescriptions = all.filter(isDeliveryEligible);
  const stores = [...new Set(prescriptions.map((p) => p.facility.facilityId))];
  const [cards, facilities, options] = await Promise.all([
    primary ? api.rxOnlinePay.fetchPaysysCards(primary.accountNumber, signal) : Promise.resolve([]),
    facilitiesOf(api, prescriptions, signal),
    Promise.all(
      stores.map((id) =>
        api.rxDelivery.fetchDeliveryOptions(
          id,
          [...new Set(prescriptions.filter((p) => p.facility.facilityId === id).map((p) => p.patientNumber))],
          signal,
        ),
      ),
    ),
  ]);
  return {
    prescriptions,
    facilities,
    options,
    cards,
    loyaltyCardNumber: primary?.loyaltyCardNumber ?? null,
    address: addressLine(primary),
  };
}

/** Each prescription validated at the retail pharmacy with that phone; none there: all invalid (no call). */
async function validatePrescriptions(
  load: Load,
  input: { pharmacyPhone: string; rxNumbers: string[] },
  signal: AbortSignal,
): Promise<GuestValidation> {
  const api = await load();
  const facility: Facility | null =
    (await api.pharmacyDirectory.fetchFacilities({ phoneNumber: input.pharmacyPhone }, signal)).find(
      (f) => f.facilityType === 'RETAIL',
    ) ?? null;
  if (!facility) {
    return {
      facility: null,
      pickupTimes: [],
      results: input.rxNumbers.map(
        (rxNumber): PrescriptionValidation => ({
          rxNumber,
          facilityId: '',
          status: 'INVALID',
          rxRecordNumber: null,
        }),
      ),
    };
  }
  const results = await Promise.all(
    input.rxNumbers.map((rxNumber) =>
      api.rxGuestRefill.validateGuestPrescription(
        { facilityId: facility.facilityId, rxNumber },
        input.pharmacyPhone,
        signal,
      ),
    ),
  );
  const pickupTimes = pickupTimeSlots(new Date(), facility, GUEST_PICKUP_TIMES_SHOWN).map((t) =>
    t.toISOString(),
  );
  return { facility, results, pickupTimes };
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
/** Frames to wait for the section to be on the page (the request may come with the data it needs). */
const SECTION_WAIT_FRAMES = 30;

/** §2.3 "It scrolls smoothly to the section, focuses the first card": on the page's DOM. */
export async function scrollToTrackerSection(section: TrackerSection): Promise<void> {
  let el: HTMLElement | null = null;
  for (let frame = 0; frame < SECTION_WAIT_FRAMES && !el; frame++) {
    await nextFrame();
    el = document.getElementById(trackerSectionId(section));
  }
  if (!el) throw new Error(`Section ${section} is not on the page`);
  el.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  el.querySelector<HTMLElement>(`[${FIRST_CARD_ATTRIBUTE}]`)?.focus({ preventScroll: true });
}

export function trackerMachinesFor(load: Load) {
  return {
    tracker: trackerMachine.provide({
      actors: {
        loadTracker: fromPromise<TrackerData, TrackerInput>(({ input, signal }) =>
          unlessAborted(signal, loadTracker(load, input, signal)),
        ),
        scrollToSection: fromPromise<void, { section: TrackerSection }>(({ input }) =>
          scrollToTrackerSection(input.section),
        ),
      },
    }),
    payOnline: payOnlineMachine.provide({
      actors: {
        loadOnlinePay: fromPromise<OnlinePayData>(({ signal }) =>
          unlessAborted(signal, loadOnlinePay(load, signal)),
        ),
        createPaymentIntent: fromPromise<PaymentIntent, { request: PaymentIntentRequest; key: string }>(
          async ({ input, signal }) =>
            unlessAborted(
              signal,
              (await load()).rxOnlinePay.createPaymentIntent(input.request, input.key, signal),
            ),
        ),
        createOnlinePayment: fromPromise<
          OnlinePayment,
          { userId: string; request: OnlinePaymentRequest; key: string }
        >(async ({ input, signal }) =>
          unlessAborted(
            signal,
            (await load()).rxOnlinePay.createOnlinePayment(input.userId, input.request, input.key, signal),
          ),
        ),
        associatePayment: fromPromise<
          PaymentAssociationResult,
          { paymentId: string; association: PaymentAssociation; key: string }
        >(async ({ input, signal }) =>
          unlessAborted(
            signal,
            (await load()).rxOnlinePay.associatePayment(
              input.paymentId,
              input.association,
              input.key,
              signal,
            ),
          ),
        ),
      },
    }),
    orderDelivery: orderDeliveryMachine.provide({
      actors: {
        loadDelivery: fromPromise<DeliveryData>(({ signal }) =>
          unlessAborted(signal, loadDelivery(load, signal)),
        ),
        stageDeliveryOrder: fromPromise<DeliveryOrderResult, { order: DeliveryOrder; key: string }>(
          async ({ input, signal }) =>
            unlessAborted(
              signal,
              (await load()).rxDelivery.stageDeliveryOrder(input.order, input.key, signal),
            ),
        ),
      },
    }),
    guestRefill: guestRefillMachine.provide({
      actors: {
        validatePrescriptions: fromPromise<GuestValidation, { pharmacyPhone: string; rxNumbers: string[] }>(
          ({ input, signal }) => unlessAborted(signal, validatePrescriptions(load, input, signal)),
        ),
        orderGuestRefill: fromPromise<GuestRefillOrderResult, { order: GuestRefillOrder; key: string }>(
          async ({ input, signal }) =>
            unlessAborted(
              signal,
              (await load()).rxGuestRefill.orderGuestRefill(input.order, input.key, signal),
            ),
        ),
      },
    }),
  };
}

export type TrackerMachines = ReturnType<typeof trackerMachinesFor>;

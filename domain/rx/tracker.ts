/**
 * The prescription status tracker (pharmacy-portal.md §2.3 "Tracker screens", §2.1 /rx/tracker, /rx/expired-tracker-
 * link, /health-dashboard, /rx/prescription-history/detail, /rx/prescription-monograph; §9 "Delivery window"): its
 * sections and labels, texts, what a card opens, where 'View Status Details' shows, and the cards' estimates.
 * Defined once: the tracker chart (machines/rx/tracker), its views and the health dashboard's status card read these.
 */
import { format } from 'date-fns';
import type { Prescription, RefillStatus } from '../../api/contracts/rx';
import type { TrackerPatient } from '../../api/contracts/rx-tracker';
import { DELIVERY_WINDOW } from './delivery';
import { ALL_PATIENTS } from './patients';
import { estimatedTotal } from './prescriptions';
import { RX_GENERIC_MESSAGE } from './messages';
import { SESSION_TEXTS } from './session';

/** §2.3 "a scroll-to-section request with values READY_FOR_PICKUP, IN_PROGRESS, ON_HOLD, DELIVERY": the sections. */
export const TRACKER_SECTIONS = ['READY_FOR_PICKUP', 'IN_PROGRESS', 'ON_HOLD', 'DELIVERY'] as const;
export type TrackerSection = (typeof TRACKER_SECTIONS)[number];

export function isTrackerSection(value: unknown): value is TrackerSection {
  return typeof value === 'string' && (TRACKER_SECTIONS as readonly string[]).includes(value);
}

/** §2.3 "a status label (Ready, In Progress, On Hold, For Delivery)". */
export const TRACKER_STATUS_LABELS: Readonly<Record<TrackerSection, string>> = {
  READY_FOR_PICKUP: 'Ready',
  IN_PROGRESS: 'In Progress',
  ON_HOLD: 'On Hold',
  DELIVERY: 'For Delivery',
};

/** §2.3 "Pickup groups carry a 'Pick Up' heading; delivery carries a 'Delivery' heading". */
export const TRACKER_GROUPS = [
  { heading: 'Pick Up', sections: ['READY_FOR_PICKUP', 'IN_PROGRESS', 'ON_HOLD'] },
  { heading: 'Delivery', sections: ['DELIVERY'] },
] as const satisfies ReadonlyArray<{ heading: string; sections: readonly TrackerSection[] }>;

export const TRACKER_TEXTS = {
  pickUp: 'Pick Up',
  delivery: 'Delivery',
  estTotalCost: 'Est Total Cost',
  costNote: '*Amount due at pickup may change due to insurance co-pays and deductibles',
  empty: 'There are no prescriptions being worked on for this patient at this time.',
  viewRefills: 'View My Available Refills',
  viewingPatient: 'Viewing Patient',
  all: 'All',
  viewStatusDetails: 'View Status Details',
  /** Not shown: chosen (docs/choices.md). */
  statusCard: 'Prescription Status',
  loading: 'Loading your prescriptions…',
  retry: 'Try Again',
  /** §8 "Generic". */
  loadError: RX_GENERIC_MESSAGE,
  detailedTracker: 'Prescription details',
  pickupLocation: 'Pickup location',
  sectionHeading: (count: number, section: TrackerSection) => `${count} ${TRACKER_STATUS_LABELS[section]}`,
  countLabel: (count: number, section: TrackerSection) =>
    `${count} ${TRACKER_STATUS_LABELS[section]}: go to ${TRACKER_STATUS_LABELS[section]}`,
  rxNumber: (rx: string) => `Rx #${rx}`,
  quantity: (q: number | null) => `Qty: ${q ?? '--'}`,
  cost: (text: string) => `Cost: ${text}`,
  paidWith: (brand: string, lastFour: string) => `Paid with ${brand} ending in ${lastFour}`,
  payOnline: 'Pay Online',
  orderDelivery: 'Order Delivery',
  imageMissing: 'No image available',
  openDetails: (drug: string) => `${drug}: details`,
} as const;

/** §2.1 /rx/expired-tracker-link (only its title is given: chosen, with §8's guest session text). */
export const EXPIRED_TRACKER_LINK_TEXTS = {
  heading: 'This tracker link has expired',
  text: SESSION_TEXTS.guestSessionExpired,
  signIn: 'Sign In',
  home: 'My Prescriptions Home',
} as const;

/** The tracker section a prescription belongs to, or null when it is not being worked on. */
export function sectionOf(p: Pick<Prescription, 'refillStatus'>): TrackerSection | null {
  const status: RefillStatus = p.refillStatus;
  return isTrackerSection(status) ? status : null;
}

/** The prescriptions of the patient selected ('all': every patient), in the tracker's sections only. */
export function trackedPrescriptions<P extends Pick<Prescription, 'refillStatus' | 'patientNumber'>>(
  prescriptions: readonly P[],
  selectedPatient: string,
): P[] {
  return prescriptions.filter(
    (p) => sectionOf(p) !== null && (selectedPatient === ALL_PATIENTS || p.patientNumber === selectedPatient),
  );
}

export type SectionCounts = Readonly<Record<TrackerSection, number>>;

/** §2.3 status cards: how many prescriptions each section holds. */
export function sectionCounts(prescriptions: readonly Pick<Prescription, 'refillStatus'>[]): SectionCounts {
  const counts = { READY_FOR_PICKUP: 0, IN_PROGRESS: 0, ON_HOLD: 0, DELIVERY: 0 };
  for (const p of prescriptions) {
    const section = sectionOf(p);
    if (section) counts[section] += 1;
  }
  return counts;
}

export interface TrackerSectionView<P> {
  section: TrackerSection;
  label: string;
  count: number;
  /** §2.3 "prescription cards grouped by patient", patients in the list's order. */
  groups: { patientNumber: string; prescriptions: P[] }[];
  /** The pickup locations of the section's prescriptions, each once, in order of appearance. */
  facilityIds: string[];
}

/** §2.3 "Detailed tracker: one section per status" (sections without a prescription left out). */
export function trackerSections<P extends Pick<Prescription, 'refillStatus' | 'patientNumber' | 'facility'>>(
  prescriptions: readonly P[],
  patients: readonly Pick<TrackerPatient, 'patientNumber'>[],
): TrackerSectionView<P>[] {
  const order = new Map(patients.map((p, i) => [p.patientNumber, i]));
  return TRACKER_SECTIONS.flatMap((section) => {
    const inSection = prescriptions.filter((p) => sectionOf(p) === section);
    if (inSection.length === 0) return [];
    const numbers = [...new Set(inSection.map((p) => p.patientNumber))].sort(
      (a, b) => (order.get(a) ?? Number.MAX_SAFE_INTEGER) - (order.get(b) ?? Number.MAX_SAFE_INTEGER),
    );
    return [
      {
        section,
        label: TRACKER_STATUS_LABELS[section],
        count: inSection.length,
        groups: numbers.map((patientNumber) => ({
          patientNumber,
          prescriptions: inSection.filter((p) => p.patientNumber === patientNumber),
        })),
        facilityIds: [...new Set(inSection.map((p) => p.facility.facilityId))],
      },
    ];
  });
}

/**
 * §2.3 footer 'Est Total Cost': what is due at pickup (ready, in progress, on hold), §9's rule ('TBD' when any is
 * profiled, else dollars with an asterisk). Deliveries are paid by card and left out (chosen, docs/choices.md).
 */
export function trackerEstimatedTotal(
  prescriptions: readonly Pick<Prescription, 'refillStatus' | 'patientPayAmount' | 'rxStatus'>[],
): string {
  const pickup = TRACKER_GROUPS[0].sections as readonly TrackerSection[];
  return estimatedTotal(prescriptions.filter((p) => pickup.includes(sectionOf(p) as TrackerSection)));
}

export const MONOGRAPH_PATH = '/rx/prescription-monograph';
export const HISTORY_DETAIL_PATH = '/rx/prescription-history/detail';

/**
 * §2.3 "Card click: a guest-verified user goes to the monograph page; anyone else goes to prescription history
 * detail" (§2.1: ?productNumber=, and patientNumber, rxRecordNum, secondaryStatus; an absent secondary status is
 * left out).
 */
export function trackerCardTarget(
  p: Pick<Prescription, 'patientNumber' | 'rxRecordNumber' | 'secondaryStatus' | 'prescriptionProduct'>,
  guestVerified: boolean,
): string {
  if (guestVerified) {
    return `${MONOGRAPH_PATH}?${new URLSearchParams({ productNumber: p.prescriptionProduct.productNumber })}`;
  }
  const query = new URLSearchParams({ patientNumber: p.patientNumber, rxRecordNum: p.rxRecordNumber });
  if (p.secondaryStatus) query.set('secondaryStatus', p.secondaryStatus);
  return `${HISTORY_DETAIL_PATH}?${query}`;
}

/** §2.1 "/health-dashboard: the status card hides its 'View Status Details' link here and on /rx/tracker". */
export const STATUS_DETAILS_HIDDEN_ON = ['/health-dashboard', '/rx/tracker'] as const;

export function showsStatusDetailsLink(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !(STATUS_DETAILS_HIDDEN_ON as readonly string[]).includes(path);
}

export const TRACKER_PATH = '/rx/tracker';
export const HEALTH_DASHBOARD_PATH = '/health-dashboard';
export const EXPIRED_TRACKER_LINK_PATH = '/rx/expired-tracker-link';
export const PAY_ONLINE_PATH = '/rx/tracker/pay-online';
export const ORDER_DELIVERY_PATH = '/rx/tracker/order-delivery';

/** §2.1 "/rx/tracker: optional repeated authenticatedPatientNumber parameters". */
export const TRACKER_PATIENT_PARAM = 'authenticatedPatientNumber';

/** The patient numbers a tracker link names (malformed ones dropped, each once). */
export function authenticatedPatientNumbers(search: string): string[] {
  const numbers = new URLSearchParams(search)
    .getAll(TRACKER_PATIENT_PARAM)
    .map((n) => n.trim())
    .filter((n) => /^\d{1,12}$/.test(n));
  return [...new Set(numbers)];
}

/**
 * What a card says about when (§2.3 "pickup or delivery estimate"; "Delivery window shown as 2-6 PM"): a delivery's
 * day with the window, a ready prescription's ready time, an in-progress one's promised time; null when unknown.
 */
export function trackerEstimate(p: Pick<Prescription, 'refillStatus' | 'promiseDateTime'>): string | null {
  if (!p.promiseDateTime) return null;
  const when = new Date(p.promiseDateTime);
  if (Number.isNaN(when.getTime())) return null;
  switch (sectionOf(p)) {
    case 'DELIVERY':
      return `Delivery ${format(when, 'EEE, MMM d')}, ${DELIVERY_WINDOW.label}`;
    case 'READY_FOR_PICKUP':
      return `Ready since ${format(when, "EEE, MMM d 'at' h:mm a")}`;
    case 'IN_PROGRESS':
      return `Est. pickup ${format(when, "EEE, MMM d 'at' h:mm a")}`;
    default:
      return null;
  }
}

/** 'data:image/jpeg;base64,…' for a product image (§3 productImage: base64 jpeg), or null for the placeholder. */
export function productImageSrc(p: Pick<Prescription, 'productImage'>): string | null {
  return p.productImage ? `data:image/jpeg;base64,${p.productImage}` : null;
}

/** /health-dashboard (outside /rx; only its status card is specified: the rest chosen, docs/choices.md). */
export const HEALTH_DASHBOARD_TEXTS = {
  title: 'Health Dashboard',
  intro: 'Your prescriptions at a glance.',
} as const;

/** The page element of a section (the scroll target) and the marker of its first card (the focus target). */
export function trackerSectionId(section: TrackerSection): string {
  return `tracker-section-${section}`;
}
export const FIRST_CARD_ATTRIBUTE = 'data-first-card';

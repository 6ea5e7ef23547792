/**
 * Order delivery (pharmacy-portal.md §2.1 /rx/tracker/order-delivery, §3 "Delivery order", §4 "Order delivery", §9
 * "Delivery window shown as 2-6 PM. Delivery date format DD-MMM-yyyy hh:mmA"): which prescriptions can go out for
 * delivery, the date format (date-fns), the delivery window and the order's shape. Defined once: the chart
 * (machines/rx/orderDelivery), the tracker's cards and the sandbox read these.
 */
import { format, parseISO } from 'date-fns';
import type { DeliveryOrder } from '../../api/contracts/rx-delivery';
import type { Prescription } from '../../api/contracts/rx';
import { DELIVERY_GROUP, READY_GROUP } from './prescriptions';
import { RX_GENERIC_MESSAGE } from './messages';

/** §9 "DD-MMM-yyyy hh:mmA" in date-fns tokens (day, short month, year, 12-hour clock, AM/PM). */
export const DELIVERY_DATE_FORMAT = 'dd-MMM-yyyy hh:mma';

/** §9 "Delivery window shown as 2-6 PM": deliveries arrive between 14:00 and 18:00 (store time). */
export const DELIVERY_WINDOW = { startHour: 14, endHour: 18, label: '2-6 PM' } as const;

/** '25-Nov-2026 02:00PM' for 25 November 2026 at 14:00 (the clock of the Date, as the store reads it). */
export function formatDeliveryDate(date: Date): string {
  return format(date, DELIVERY_DATE_FORMAT);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The Date a delivery date names (read back by pattern: date-fns' parser is heavy), or null when it is not one. */
export function parseDeliveryDate(text: string): Date | null {
  const m = /^(\d{2})-([A-Z][a-z]{2})-(\d{4}) (\d{2}):(\d{2})([AP]M)$/.exec(text);
  if (!m) return null;
  const [, day, month, year, hour, minute, half] = m;
  const h12 = Number(hour);
  if (h12 < 1 || h12 > 12) return null;
  const date = new Date(
    Number(year),
    MONTHS.indexOf(month ?? ''),
    Number(day),
    (h12 % 12) + (half === 'PM' ? 12 : 0),
    Number(minute),
  );
  return Number.isNaN(date.getTime()) || formatDeliveryDate(date) !== text ? null : date;
}

/**
 * A prescription that may go out for delivery: ready for pickup at a store whose delivery is on, and allowed for
 * delivery (the read model's allowDelivery, asked with deliveryEligibility=true).
 */
export function isDeliveryEligible(
  p: Pick<Prescription, 'refillStatus' | 'allowDelivery' | 'facility'>,
): boolean {
  return READY_GROUP.includes(p.refillStatus) && p.allowDelivery && p.facility.deliveryEnabled;
}

export function isOutForDelivery(p: Pick<Prescription, 'refillStatus'>): boolean {
  return DELIVERY_GROUP.includes(p.refillStatus);
}

/** A delivery day as the page says it: 'Thursday, November 26, 2-6 PM' (from the option's YYYY-MM-DD). */
export function deliveryDayLabel(date: string): string {
  return `${format(parseISO(date), 'EEEE, MMMM d')}, ${DELIVERY_WINDOW.label}`;
}

/** §9 "Placeholders used when data is absent: MISSING_LOYALTY". */
export const MISSING_LOYALTY = 'MISSING_LOYALTY';

export function loyaltyNumOf(loyaltyCardNumber: string | null | undefined): string {
  return loyaltyCardNumber && loyaltyCardNumber.trim() !== '' ? loyaltyCardNumber : MISSING_LOYALTY;
}

/** §3 "Delivery order": the chosen prescriptions, card and date for one store. */
export function deliveryOrderOf(input: {
  cardId: string;
  deliveryDate: string;
  facilityId: string;
  loyaltyCardNumber: string | null;
  customerId: string;
  prescriptions: readonly Pick<
    Prescription,
    'patientNumber' | 'rxRecordNumber' | 'rxFillSequence' | 'rxNumber'
  >[];
}): DeliveryOrder {
  return {
    cardId: input.cardId,
    deliveryDate: input.deliveryDate,
    facilityId: input.facilityId,
    loyaltyNum: loyaltyNumOf(input.loyaltyCardNumber),
    customerId: input.customerId,
    prescriptions: input.prescriptions.map((p) => ({
      patientNumber: p.patientNumber,
      recordNumber: p.rxRecordNumber,
      rxFillSeq: p.rxFillSequence,
      rxNumber: p.rxNumber,
    })),
  };
}

/** The page's texts (§8 has none for delivery; chosen, docs/choices.md). */
export const DELIVERY_TEXTS = {
  heading: 'Order Delivery',
  intro: 'Have your ready prescriptions delivered to your home.',
  loading: 'Loading your delivery options…',
  prescriptions: 'Prescriptions ready for delivery',
  none: 'None of your ready prescriptions can be delivered right now.',
  date: 'Delivery date',
  window: (label: string) => `Delivered between ${label}`,
  card: 'Payment card',
  noCards: 'Add a card to your wallet to pay for delivery.',
  address: 'Delivery address',
  noAddress: 'No home address on file',
  terms:
    'By ordering delivery you authorize the pharmacy to charge the selected card for these prescriptions and the delivery fee. An adult must sign for the delivery.',
  agree: 'I agree to the delivery and card usage terms',
  fee: 'Delivery fee',
  submit: 'Order Delivery',
  submitting: 'Ordering delivery…',
  submitted: 'Your delivery is ordered',
  /** With the day as deliveryDayLabel says it (window included). */
  submittedText: (day: string) => `Your prescriptions will be delivered on ${day}.`,
  orderNumber: 'Order number',
  backToTracker: 'Back to Prescription Status Tracker',
  another: 'Order Another Delivery',
  /** §8 "Generic". */
  error: RX_GENERIC_MESSAGE,
  retry: 'Try Again',
  change: 'Change Delivery',
  cardLabel: (brand: string, lastFour: string) => `${brand} ending in ${lastFour}`,
  expired: 'Expired',
} as const;

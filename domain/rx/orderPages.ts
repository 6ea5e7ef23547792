/**
 * Texts and rules of the order pages (pharmacy-portal.md §2.1 /rx/refills, /rx/ninety-day-supply, /rx/checkout,
 * /rx/transfer-prescriptions; the layout beyond the route table is not shown: docs/choices.md).
 */
import type { Prescription } from '../../api/contracts/rx';

export const RX_ORDER_PAGE_TEXTS = {
  refillsDescription: 'Choose the refills you need and add them to your cart, then check out.',
  ninetyDayDescription:
    'Prescriptions in the 90-day supply program: fewer trips to the pharmacy. Add them to your cart to refill.',
  dashboardPrescriptions: 'Prescriptions',
  walletLoading: 'Loading your payment methods…',
  walletFailed: 'Your payment methods could not be loaded. Reload the page to try again.',
} as const;

/** The 90-day supply page lists the prescriptions in the program (§3 rxIn90Days). */
export function isNinetyDaySupply(p: Pick<Prescription, 'rxIn90Days'>): boolean {
  return p.rxIn90Days;
}

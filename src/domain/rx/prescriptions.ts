/**
 * Prescription statuses and costs (pharmacy-portal.md §3 "Prescription / refill", §4 "Refill statuses", "On-hold
 * statuses", §9 "A cost of 0.0001 is treated as 'TBD' or zero", "Estimated total"): the groups, the on-hold
 * secondary statuses and the cost rules, defined once. The tracker (machines/rx/tracker), the refills and the cart
 * read these; the sandbox too.
 *
 * Written by the tracker area (issue 11 part 2) with the §4 definitions it needs; the orders area (issue 11 part 1)
 * owns this file's name for the same rules, so the two merge into one.
 */
import type { Prescription, RefillStatus } from '../../../api/contracts/rx';

/** §4 "Refillable group". */
export const REFILLABLE_STATUSES: readonly RefillStatus[] = [
  'NEVER_FILLED',
  'OVERDUE',
  'REFILLABLE',
  'REFILLABLE_WITH_CALL_TO_PRESCRIBER',
  'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
];

/** §4 "Not refillable". */
export const NOT_REFILLABLE_STATUSES: readonly RefillStatus[] = ['NOT_REFILLABLE', 'REFILL_TOO_SOON'];

/**
 * §4 "Refill statuses" being worked on (IN_PROGRESS, READY_FOR_PICKUP, DELIVERY, SHIPPED, ON_HOLD). "Exact lists of
 * the in-progress and ready groups: not shown": chosen (docs/choices.md) one status per group, as named.
 */
export const IN_PROGRESS_GROUP: readonly RefillStatus[] = ['IN_PROGRESS'];
export const READY_GROUP: readonly RefillStatus[] = ['READY_FOR_PICKUP'];
export const ON_HOLD_GROUP: readonly RefillStatus[] = ['ON_HOLD'];
export const DELIVERY_GROUP: readonly RefillStatus[] = ['DELIVERY'];

export function isRefillable(status: RefillStatus): boolean {
  return REFILLABLE_STATUSES.includes(status);
}

/** §4 "On-hold secondary statuses", as shown. */
export const ON_HOLD_SECONDARY_STATUSES = [
  'Awaiting Restock',
  'Rescheduled',
  'Contacted Insurer',
  'Contacted Prescriber',
] as const;
export type OnHoldSecondaryStatus = (typeof ON_HOLD_SECONDARY_STATUSES)[number];

/** §4 "icon logic also matches a misspelt 'Resheduled'". */
const MISSPELLINGS: Readonly<Record<string, OnHoldSecondaryStatus>> = { resheduled: 'Rescheduled' };

/** The on-hold secondary status a backend value means (case and the known misspelling forgiven), or null. */
export function onHoldSecondaryStatus(value: string | null | undefined): OnHoldSecondaryStatus | null {
  const key = (value ?? '').trim().toLowerCase();
  if (key === '') return null;
  return ON_HOLD_SECONDARY_STATUSES.find((s) => s.toLowerCase() === key) ?? MISSPELLINGS[key] ?? null;
}

/** §3 rxStatus 'Profiled': on file, never filled: cost N/A and total 'TBD'. */
export const PROFILED_RX_STATUS = 'Profiled';

export function isProfiled(p: Pick<Prescription, 'rxStatus'>): boolean {
  return p.rxStatus === PROFILED_RX_STATUS;
}

/** §9 "A cost of 0.0001 is treated as 'TBD' or zero". */
export const TBD_AMOUNT = 0.0001;

export const COST_TEXTS = {
  notApplicable: 'N/A',
  tbd: 'TBD',
} as const;

/** Whether an amount is unknown (absent, or the 0.0001 marker). */
export function isTbdAmount(amount: number | null | undefined): boolean {
  return amount === null || amount === undefined || Math.abs(amount - TBD_AMOUNT) < 1e-9;
}

/** The amount a prescription costs, as a number: TBD counts as zero (§9). */
export function amountOf(p: Pick<Prescription, 'patientPayAmount' | 'rxStatus'>): number {
  return isProfiled(p) || isTbdAmount(p.patientPayAmount) ? 0 : (p.patientPayAmount ?? 0);
}

export function formatDollars(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** One prescription's cost: 'N/A' when profiled, 'TBD' when unknown, else '$12.50'. */
export function formatCost(p: Pick<Prescription, 'patientPayAmount' | 'rxStatus'>): string {
  if (isProfiled(p)) return COST_TEXTS.notApplicable;
  if (isTbdAmount(p.patientPayAmount)) return COST_TEXTS.tbd;
  return formatDollars(p.patientPayAmount ?? 0);
}

/**
 * §9 "Estimated total shows 'TBD' if any item is profiled, otherwise a dollar amount with two decimals and an
 * asterisk". An unknown (0.0001) amount counts as zero.
 */
export function estimatedTotal(
  prescriptions: readonly Pick<Prescription, 'patientPayAmount' | 'rxStatus'>[],
) {
  if (prescriptions.some(isProfiled)) return COST_TEXTS.tbd;
  return `${formatDollars(prescriptions.reduce((sum, p) => sum + amountOf(p), 0))}*`;
}

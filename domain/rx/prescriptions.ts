/**
 * Prescription and refill rules (pharmacy-portal.md §3 "Prescription / refill", §4 "Refill statuses", "On-hold
 * secondary statuses", §5 "cart search filter", §9 "A cost of 0.0001 is treated as 'TBD' or zero", "Estimated
 * total"), each defined once: which status belongs to which group, what a prescription costs on screen, the
 * estimated total of a list, the cart's search filter and the texts of prescription lists. Used by the cart and
 * checkout charts, the refills pages, the dashboard's prescription sections, the tracker, pay online, order delivery,
 * guest refill and the sandbox (one file since the orders and tracker areas merged).
 */
import type { Prescription, RefillStatus } from '../../api/contracts/rx';

/**
 * §4 "Refillable group: NEVER_FILLED, OVERDUE, REFILLABLE, REFILLABLE_WITH_CALL_TO_PRESCRIBER,
 * NEVER_FILLED_WITH_CALL_TO_PRESCRIBER".
 */
export const REFILLABLE_STATUSES: readonly RefillStatus[] = [
  'NEVER_FILLED',
  'OVERDUE',
  'REFILLABLE',
  'REFILLABLE_WITH_CALL_TO_PRESCRIBER',
  'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
];

/** §4 "Not refillable: NOT_REFILLABLE, REFILL_TOO_SOON". */
export const NOT_REFILLABLE_STATUSES: readonly RefillStatus[] = ['NOT_REFILLABLE', 'REFILL_TOO_SOON'];

/**
 * The groups a prescription list and the tracker show (§4: "Exact lists of the in-progress and ready groups: not
 * shown"; chosen in docs/choices.md): in progress = IN_PROGRESS; ready = READY_FOR_PICKUP; delivery = DELIVERY and
 * SHIPPED (the tracker's 'For Delivery'); on hold = ON_HOLD.
 */
export const STATUS_GROUPS = {
  refillable: REFILLABLE_STATUSES,
  notRefillable: NOT_REFILLABLE_STATUSES,
  inProgress: ['IN_PROGRESS'],
  ready: ['READY_FOR_PICKUP'],
  delivery: ['DELIVERY', 'SHIPPED'],
  onHold: ['ON_HOLD'],
} as const satisfies Record<string, readonly RefillStatus[]>;
export type StatusGroup = keyof typeof STATUS_GROUPS;

/** The order the groups are listed in (what can be refilled first). */
export const STATUS_GROUP_ORDER: readonly StatusGroup[] = [
  'refillable',
  'inProgress',
  'ready',
  'delivery',
  'onHold',
  'notRefillable',
];

export const STATUS_GROUP_LABELS: Readonly<Record<StatusGroup, string>> = {
  refillable: 'Ready to Refill',
  notRefillable: 'Not Refillable',
  inProgress: 'In Progress',
  ready: 'Ready for Pickup',
  delivery: 'For Delivery',
  onHold: 'On Hold',
};

/** The groups by name, as the tracker's pages read them (the same lists as STATUS_GROUPS). */
export const IN_PROGRESS_GROUP: readonly RefillStatus[] = STATUS_GROUPS.inProgress;
export const READY_GROUP: readonly RefillStatus[] = STATUS_GROUPS.ready;
export const ON_HOLD_GROUP: readonly RefillStatus[] = STATUS_GROUPS.onHold;
export const DELIVERY_GROUP: readonly RefillStatus[] = STATUS_GROUPS.delivery;

export function statusGroupOf(status: RefillStatus): StatusGroup {
  const group = STATUS_GROUP_ORDER.find((g) =>
    (STATUS_GROUPS[g] as readonly RefillStatus[]).includes(status),
  );
  // Every status of REFILL_STATUSES is in exactly one group (tests/unit/rx-prescriptions.test.ts).
  return group ?? 'notRefillable';
}

/** Whether a prescription (or a refill status) is in the §4 refillable group: it may be added to the cart. */
export function isRefillable(p: Pick<Prescription, 'refillStatus'> | RefillStatus): boolean {
  return REFILLABLE_STATUSES.includes(typeof p === 'string' ? p : p.refillStatus);
}

/** Each status as a person reads it (the cart search matches these words too). */
export const REFILL_STATUS_LABELS: Readonly<Record<RefillStatus, string>> = {
  IN_PROGRESS: 'In Progress',
  READY_FOR_PICKUP: 'Ready for Pickup',
  DELIVERY: 'Out for Delivery',
  SHIPPED: 'Shipped',
  ON_HOLD: 'On Hold',
  NOT_REFILLABLE: 'Not Refillable',
  REFILL_TOO_SOON: 'Too Soon to Refill',
  NEVER_FILLED: 'Never Filled',
  OVERDUE: 'Overdue',
  REFILLABLE: 'Refillable',
  REFILLABLE_WITH_CALL_TO_PRESCRIBER: 'Refillable (we will call your prescriber)',
  NEVER_FILLED_WITH_CALL_TO_PRESCRIBER: 'Never Filled (we will call your prescriber)',
};

/** §4 "On-hold secondary statuses: Awaiting Restock, Rescheduled, Contacted Insurer, Contacted Prescriber". */
export const ON_HOLD_SECONDARY_STATUSES = [
  'Awaiting Restock',
  'Rescheduled',
  'Contacted Insurer',
  'Contacted Prescriber',
] as const;
export type OnHoldSecondaryStatus = (typeof ON_HOLD_SECONDARY_STATUSES)[number];

/** §4 "(icon logic also matches a misspelt 'Resheduled')": the backend's spelling variants, case-insensitive. */
const SECONDARY_SPELLINGS: ReadonlyMap<string, OnHoldSecondaryStatus> = new Map([
  ['awaiting restock', 'Awaiting Restock'],
  ['rescheduled', 'Rescheduled'],
  ['resheduled', 'Rescheduled'],
  ['contacted insurer', 'Contacted Insurer'],
  ['contacted prescriber', 'Contacted Prescriber'],
]);

/**
 * The on-hold secondary status a backend text means, or null (an unknown text is shown as it is). A Map, not an
 * object: a backend text such as 'constructor' or 'toString' must not find an object's built-in members.
 */
export function onHoldSecondaryStatus(text: string | null | undefined): OnHoldSecondaryStatus | null {
  if (text === null || text === undefined) return null;
  return SECONDARY_SPELLINGS.get(text.trim().toLowerCase()) ?? null;
}

/** §3 rxStatus "value 'Profiled' shows cost N/A and total 'TBD'". */
export const PROFILED_RX_STATUS = 'Profiled';
/** §9 "A cost of 0.0001 is treated as 'TBD' or zero". */
export const TBD_AMOUNT = 0.0001;

export const COST_TEXTS = {
  notAvailable: 'N/A',
  tbd: 'TBD',
  /** §9, exact text. */
  estimateNote: 'The final amount at pickup may change based on insurance co-pays and deductibles.',
  estimatedTotal: 'Estimated Total',
} as const;

export function isProfiled(p: Pick<Prescription, 'rxStatus'>): boolean {
  return p.rxStatus === PROFILED_RX_STATUS;
}

/** Whether an amount is unknown: absent, or the 0.0001 marker. */
export function isTbdAmount(amount: number | null | undefined): boolean {
  return amount === null || amount === undefined || Math.abs(amount - TBD_AMOUNT) < 1e-9;
}

/** The amount a prescription costs, as a number: profiled and TBD count as zero (§9). */
export function amountOf(p: Pick<Prescription, 'patientPayAmount' | 'rxStatus'>): number {
  return isProfiled(p) || isTbdAmount(p.patientPayAmount) ? 0 : (p.patientPayAmount ?? 0);
}

/** Dollars with two decimals: 12.5 → '$12.50'. */
export function formatDollars(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** A prescription's cost as listed: 'N/A' when profiled, 'TBD' when unknown (or 0.0001), else '$12.50'. */
export function costLabel(p: Pick<Prescription, 'rxStatus' | 'patientPayAmount'>): string {
  if (isProfiled(p)) return COST_TEXTS.notAvailable;
  if (isTbdAmount(p.patientPayAmount)) return COST_TEXTS.tbd;
  return formatDollars(p.patientPayAmount ?? 0);
}

/**
 * §9 "Estimated total shows 'TBD' if any item is profiled, otherwise a dollar amount with two decimals and an
 * asterisk". A 0.0001 amount counts as zero ("'TBD' or zero": TBD on its own line, zero in a sum); so does an
 * absent one.
 */
export function estimatedTotal(
  items: readonly Pick<Prescription, 'rxStatus' | 'patientPayAmount'>[],
): string {
  if (items.some(isProfiled)) return COST_TEXTS.tbd;
  const cents = items.reduce(
    (sum, p) => sum + (isTbdAmount(p.patientPayAmount) ? 0 : Math.round((p.patientPayAmount ?? 0) * 100)),
    0,
  );
  return `${formatDollars(cents / 100)}*`;
}

/** The amount of a list in dollars (0.0001 and absent count as zero): the order's revenue for analytics. */
export function totalAmount(items: readonly Pick<Prescription, 'patientPayAmount'>[]): number {
  const cents = items.reduce(
    (sum, p) => sum + (isTbdAmount(p.patientPayAmount) ? 0 : Math.round((p.patientPayAmount ?? 0) * 100)),
    0,
  );
  return cents / 100;
}

/** §8 "Cart, orders, payment": '{drugName} is not refillable at this time.' */
export function notRefillableMessage(drugName: string): string {
  return `${drugName} is not refillable at this time.`;
}

/** §9 "Cart search filter from 3 characters". */
export const CART_SEARCH_MIN_CHARACTERS = 3;

/**
 * §5 "the cart search filter applies only when the query has 3 or more characters and matches rx number,
 * prescriber, drug name and status" (case-insensitive; the status as its code or its label).
 */
export function matchesSearch(
  p: Pick<Prescription, 'rxNumber' | 'drugName' | 'refillStatus' | 'prescriber'>,
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (q.length < CART_SEARCH_MIN_CHARACTERS) return true;
  const haystack = [
    p.rxNumber,
    p.drugName,
    `${p.prescriber.firstName} ${p.prescriber.lastName}`,
    p.refillStatus,
    p.refillStatus.replace(/_/g, ' '),
    REFILL_STATUS_LABELS[p.refillStatus],
  ];
  return haystack.some((text) => text.toLowerCase().includes(q));
}

export function filterBySearch<T extends Parameters<typeof matchesSearch>[0]>(
  list: readonly T[],
  query: string,
): T[] {
  return list.filter((p) => matchesSearch(p, query));
}

/** The prescriptions a list shows: hidden ones (§7.1 POST /prescription/visibility) only when asked for. */
export function visiblePrescriptions<T extends Pick<Prescription, 'hidden'>>(
  list: readonly T[],
  showHidden: boolean,
): T[] {
  return showHidden ? [...list] : list.filter((p) => !p.hidden);
}

/** Prescriptions grouped by status group, in STATUS_GROUP_ORDER, empty groups left out. */
export function groupByStatus<T extends Pick<Prescription, 'refillStatus'>>(
  list: readonly T[],
): Array<{ group: StatusGroup; prescriptions: T[] }> {
  return STATUS_GROUP_ORDER.map((group) => ({
    group,
    prescriptions: list.filter((p) => statusGroupOf(p.refillStatus) === group),
  })).filter((g) => g.prescriptions.length > 0);
}

/** Texts of prescription lists (the refills pages, the dashboard's prescription sections). */
export const PRESCRIPTION_TEXTS = {
  rxNumber: (rx: string) => `Rx #${rx}`,
  prescriber: (first: string, last: string) => `Prescriber: Dr. ${first} ${last}`,
  cost: 'Cost',
  quantity: (n: number | null) => (n === null ? 'Quantity: --' : `Quantity: ${n}`),
  lastFilled: (date: string | null) => (date === null ? 'Not filled yet' : `Last filled ${date}`),
  requiresCallToDoctor: 'We will contact your prescriber for a new prescription.',
  scheduleTwo: 'Controlled substance (Schedule II): bring a photo ID at pickup.',
  mailOrder: 'Mail order',
  inStore: 'In store',
  hide: 'Hide',
  unhide: 'Show',
  hidden: 'Hidden',
  showHidden: 'Show hidden prescriptions',
  addToCart: 'Add to Cart',
  adding: 'Adding…',
  addingLabel: 'Adding',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  dismiss: 'Dismiss',
  scheduleTwoFlag: 'Schedule II',
  inCart: 'In Cart',
  noPrescriptions: 'There are no prescriptions for this patient.',
  loading: 'Loading prescriptions…',
  loadFailed: 'Your prescriptions could not be loaded.',
  retry: 'Try Again',
  searchLabel: 'Search prescriptions',
  searchHint: 'Type at least 3 characters: Rx number, prescriber, drug name or status.',
  noMatches: 'No prescriptions match your search.',
} as const;

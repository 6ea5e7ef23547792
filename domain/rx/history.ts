/**
 * Prescription history, receipts, detail, expense reports (pharmacy-portal.md §2.1, §3 "Prescription history", §5
 * "history date range is limited to 36 months back", §9 "History and expense range: default last 12 months, capped
 * at 36 months back. Default filters: All for prescription and location. Recently-sold window 4 weeks."). Date
 * rules with date-fns on calendar dates (YYYY-MM-DD), defined once.
 */
import { differenceInCalendarDays, formatISO, isValid, parseISO, subMonths, subWeeks } from 'date-fns';
import type { Receipt, Transaction } from '../../api/contracts/rx-history';

export const HISTORY_RANGE = { defaultMonths: 12, maxMonths: 36 } as const;
export const RECENTLY_SOLD_WEEKS = 4;
/** §9 "Default filters: All for prescription and location". */
export const ALL_FILTER = 'All';

export interface DateRange {
  from: string;
  to: string;
}
export interface HistoryFilters extends DateRange {
  prescription: string;
  location: string;
}
export interface ReceiptFilters extends DateRange {
  location: string;
}

const day = (date: Date) => formatISO(date, { representation: 'date' });

/** The earliest start date of any request: 36 months before today (§3 maxRequestStartDate). */
export function earliestStart(today: string): string {
  return day(subMonths(parseISO(today), HISTORY_RANGE.maxMonths));
}

/** The last 12 months up to today. */
export function defaultRange(today: string): DateRange {
  return { from: day(subMonths(parseISO(today), HISTORY_RANGE.defaultMonths)), to: today };
}

export function defaultHistoryFilters(today: string): HistoryFilters {
  return { ...defaultRange(today), prescription: ALL_FILTER, location: ALL_FILTER };
}
export function defaultReceiptFilters(today: string): ReceiptFilters {
  return { ...defaultRange(today), location: ALL_FILTER };
}

export const RANGE_ERRORS = {
  invalid: 'Please enter a valid date.',
  tooEarly: (date: string) => `Date must be on or after ${date}`,
  future: 'Date must not be in the future',
  order: 'The start date must be on or before the end date.',
} as const;

/** MM/DD/YYYY of a calendar date. */
export function displayDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

/** null when the range is allowed; else the message (§5 range rule; "Date must be on or after {date}" of §5). */
export function rangeError(range: DateRange, today: string): string | null {
  const from = parseISO(range.from);
  const to = parseISO(range.to);
  if (
    !isValid(from) ||
    !isValid(to) ||
    !/^\d{4}-\d{2}-\d{2}$/.test(range.from) ||
    !/^\d{4}-\d{2}-\d{2}$/.test(range.to)
  )
    return RANGE_ERRORS.invalid;
  const earliest = earliestStart(today);
  if (range.from < earliest) return RANGE_ERRORS.tooEarly(displayDate(earliest));
  if (range.to > today || range.from > today) return RANGE_ERRORS.future;
  if (range.from > range.to) return RANGE_ERRORS.order;
  return null;
}

/** Sold within the last 4 weeks (today included). */
export function isRecentlySold(soldDate: string, today: string): boolean {
  const days = differenceInCalendarDays(parseISO(today), parseISO(soldDate));
  return days >= 0 && parseISO(soldDate) >= subWeeks(parseISO(today), RECENTLY_SOLD_WEEKS);
}

/** The history filters applied to loaded fills (dates are applied by the server's range). */
export function filterTransactions(list: readonly Transaction[], f: HistoryFilters): Transaction[] {
  return list.filter(
    (t) =>
      (f.prescription === ALL_FILTER || t.rxNumber === f.prescription) &&
      (f.location === ALL_FILTER || t.facility.facilityId === f.location) &&
      t.soldDate >= f.from &&
      t.soldDate <= f.to,
  );
}

export function filterReceipts(list: readonly Receipt[], f: ReceiptFilters): Receipt[] {
  return list.filter(
    (r) =>
      (f.location === ALL_FILTER || r.pharmacy.facilityId === f.location) &&
      r.dateTime.slice(0, 10) >= f.from &&
      r.dateTime.slice(0, 10) <= f.to,
  );
}

/** The choices of the prescription and location filters, from the loaded fills (All first). */
export function prescriptionOptions(list: readonly Pick<Transaction, 'rxNumber' | 'drugName'>[]) {
  const seen = new Map<string, string>();
  for (const t of list) if (!seen.has(t.rxNumber)) seen.set(t.rxNumber, t.drugName);
  return [...seen].map(([value, drug]) => ({ value, label: `${drug} (Rx ${value})` }));
}
export function locationOptions(list: readonly { facility: { facilityId: string; vanityName: string } }[]) {
  const seen = new Map<string, string>();
  for (const t of list)
    if (!seen.has(t.facility.facilityId)) seen.set(t.facility.facilityId, t.facility.vanityName);
  return [...seen].map(([value, label]) => ({ value, label }));
}

/** Expense report: what the patient paid, insurance paid and the retail price, sold minus returned. */
export function expenseTotals(list: readonly Transaction[]) {
  const sign = (t: Transaction) => (t.fillStatus === 'Returned' ? -1 : 1);
  const sum = (pick: (t: Transaction) => number) =>
    Math.round(list.reduce((s, t) => s + sign(t) * pick(t), 0) * 100) / 100;
  return {
    // Sold, whichever way the service spells it (§3 "SOLD/Sold"): every fill that was not returned.
    fills: list.filter((t) => sign(t) === 1).length,
    patientPaid: sum((t) => t.patientPayAmount),
    insurancePaid: sum((t) => t.insurancePaidAmount),
    retailPrice: sum((t) => t.retailPrice),
  };
}

export function formatMoney(amount: number): string {
  return `${amount < 0 ? '-' : ''}$${Math.abs(amount).toFixed(2)}`;
}

/** A records page of a customer without patients (nothing to show; the link flow adds one). */
export const NO_PATIENTS_TEXTS = {
  text: 'There are no patients on your pharmacy account yet.',
  link: 'Add a Patient',
} as const;

export const HISTORY_TEXTS = {
  loading: 'Loading prescription history…',
  loadError: 'We could not load your prescription history. Please try again.',
  retry: 'Try Again',
  from: 'From',
  date: 'Date',
  quantity: 'Quantity',
  prescriber: 'Prescriber',
  status: 'Status',
  pharmacy: 'Pharmacy',
  lastFilled: 'Last filled',
  expires: 'Expires',
  fillHistory: 'Fill history',
  receipt: 'Receipt',
  register: 'Register',
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
  to: 'To',
  prescription: 'Prescription',
  location: 'Location',
  all: ALL_FILTER,
  apply: 'Apply Filters',
  empty: 'There are no prescriptions in this date range.',
  recentlySold: 'Recently sold',
  returned: 'Returned',
  receipts: 'Prescription Receipts',
  expenseReport: 'Expense Report',
  createExpenseReport: 'Create Expense Report',
  createReport: 'Create Report',
  print: 'Print',
  details: 'Details',
  drugInfo: 'Drug Information',
  hasMailOrder: 'Mail-order fills are included in this history.',
  dataFrom: (date: string) => `History available from ${date}.`,
  patient: 'Patient',
  noLoyaltyCard: 'Receipts are listed by loyalty card. This patient has no loyalty card on file.',
  receiptsFor: (lastFour: string) => `Receipts for the loyalty card ending in ${lastFour}`,
  viewReceipt: 'View Receipt',
  closeReceipt: 'Close Receipt',
  noReceipts: 'There are no receipts in this date range.',
  notFound: 'We could not find this prescription.',
  totals: 'Totals',
  patientPaid: 'You paid',
  insurancePaid: 'Insurance paid',
  retailPrice: 'Retail price',
  fills: 'Fills',
} as const;

/** Monograph page (§2.1): the two languages and their labels. */
export const MONOGRAPH_TEXTS = {
  loading: 'Loading drug information…',
  loadError: 'We could not load the drug information. Please try again.',
  notFound: 'No drug information is available for this product.',
  language: 'Language',
  languages: { en: 'English', es: 'Español' },
  imageAlt: (drug: string) => `Picture of ${drug}`,
  disclaimer: 'This information is a summary and does not replace the advice of your doctor or pharmacist.',
  disclaimerEs: 'Esta información es un resumen y no reemplaza los consejos de su médico o farmacéutico.',
} as const;

/** Today as a calendar date (YYYY-MM-DD) of the given clock. */
export function calendarDay(now: Date): string {
  return formatISO(now, { representation: 'date' });
}

/** §2.1 query parameters of the detail page (as a tracker card opens it) and of the monograph page. */
export const RECORDS_QUERY = {
  patientNumber: 'patientNumber',
  rxRecordNum: 'rxRecordNum',
  secondaryStatus: 'secondaryStatus',
  productNumber: 'productNumber',
  languageCode: 'languageCode',
  startDate: 'startDate',
  endDate: 'endDate',
} as const;

export const RECORDS_PATHS = {
  history: '/rx/prescription-history',
  detail: '/rx/prescription-history/detail',
  monograph: '/rx/prescription-monograph',
  receipts: '/rx/prescription-receipt',
  expenseReport: '/rx/prescription-history/expense-report',
  createExpenseReport: '/rx/create-expense-report',
} as const;

export function detailPath(
  patientNumber: string,
  rxRecordNum: string,
  secondaryStatus?: string | null,
): string {
  const q = new URLSearchParams({
    [RECORDS_QUERY.patientNumber]: patientNumber,
    [RECORDS_QUERY.rxRecordNum]: rxRecordNum,
  });
  if (secondaryStatus) q.set(RECORDS_QUERY.secondaryStatus, secondaryStatus);
  return `${RECORDS_PATHS.detail}?${q}`;
}
export function monographPath(productNumber: string): string {
  return `${RECORDS_PATHS.monograph}?${new URLSearchParams({ [RECORDS_QUERY.productNumber]: productNumber })}`;
}
export function expenseReportPath(range: DateRange): string {
  return `${RECORDS_PATHS.expenseReport}?${new URLSearchParams({ [RECORDS_QUERY.startDate]: range.from, [RECORDS_QUERY.endDate]: range.to })}`;
}

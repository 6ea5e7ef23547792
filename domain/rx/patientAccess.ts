/**
 * Patient access (pharmacy-portal.md §2.1 /rx/patient-access, §3 "Relationships", §4 "Relationship requests", §6
 * "Other-adult / caregiver access"): who may do what to a request, the expiry date's rule and the page's texts,
 * defined once. The patient-access chart (machines/rx/patientAccess), its view and the sandbox
 * (server/rx/relationships.ts) read them.
 *
 * Two sides of one request (the patient's and the other adult's):
 * - the patient's own customer (the grantor) decides on a request for their SELF patient: grant (APPROVED, with an
 *   optional expiry) or decline (DENIED) a PENDING one; remove (REVOKED) or set/change the expiry of an APPROVED
 *   one; remove an EXPIRED one;
 * - the adult who asked or holds access (the grantee) may cancel (CANCELLED) a PENDING or APPROVED one.
 * An access stops working on its expiry date (server/rx/access.ts); an expiry date is never in the past and never
 * today (that would end the access at once: Remove does that).
 */
import type {
  Relationship,
  RelationshipUpdateStatus,
  RequestStatus,
} from '../../api/contracts/rx-patient-access';
import type { Toast } from './toasts';

export type AccessAction = 'grant' | 'decline' | 'remove' | 'cancel' | 'setExpiry';
export type AccessSide = 'grantor' | 'grantee';

/** Which sections of the page are whose: the grantor's (pending requests, caregivers), the grantee's (managed
 *  adults) and the customer's own links (children, pets: no request to act on, except a request the customer sent
 *  to link a child or pet someone else looks after, which they may cancel while it waits). */
export type AccessSection = 'pendingRequests' | 'caregivers' | 'managedAdults' | 'children' | 'pets';

export const SECTION_SIDE: Record<AccessSection, AccessSide | null> = {
  pendingRequests: 'grantor',
  caregivers: 'grantor',
  managedAdults: 'grantee',
  children: null,
  pets: null,
};

/** §4: the actions each side may take on an entry of each status. */
export function allowedActions(side: AccessSide | null, status: RequestStatus): readonly AccessAction[] {
  if (side === 'grantor') {
    if (status === 'PENDING') return ['grant', 'decline'];
    if (status === 'APPROVED') return ['setExpiry', 'remove'];
    if (status === 'EXPIRED') return ['remove'];
    return [];
  }
  if (side === 'grantee') return status === 'PENDING' || status === 'APPROVED' ? ['cancel'] : [];
  // Children and pets: only a request the customer sent waits (their own links are approved).
  return status === 'PENDING' ? ['cancel'] : [];
}

/** §4 "CANCELLED, APPROVED (grant), DENIED (decline), REVOKED (remove). Setting an expiry date is an update." */
export const ACTION_STATUS: Record<AccessAction, RelationshipUpdateStatus> = {
  grant: 'APPROVED',
  decline: 'DENIED',
  remove: 'REVOKED',
  cancel: 'CANCELLED',
  setExpiry: 'APPROVED',
};

/**
 * The sandbox's check of an update (the same table as allowedActions, from the stored status): which change a side
 * may make to a request in this status. `expiring` is an APPROVED update of an approved access (set the expiry).
 */
export function isAllowedUpdate(
  side: AccessSide,
  current: RequestStatus,
  next: RelationshipUpdateStatus,
): boolean {
  return allowedActions(side, current).some((a) => ACTION_STATUS[a] === next);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today on the UTC calendar (the sandbox dates expiries on it: server/rx/access.ts). */
export function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The earliest expiry date the picker offers: tomorrow (UTC). */
export function minExpiryDate(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

export const EXPIRY_MESSAGES = {
  invalid: 'Please enter a valid date.',
  past: 'Choose a date after today.',
} as const;

/** The expiry date's message, or undefined when it is a real date after today (§6 "never in the past"). */
export function expiryDateError(date: string, today: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return EXPIRY_MESSAGES.invalid;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    return EXPIRY_MESSAGES.invalid;
  return date > today ? undefined : EXPIRY_MESSAGES.past;
}

/** Whether an approved access with this expiry date has expired (its date has come). */
export function isExpiredOn(expiryDate: string | null, today: string): boolean {
  return expiryDate !== null && expiryDate <= today;
}

export const ACCESS_LABELS = {
  primary: 'Primary Patient',
  noPrimary: 'You have no patient record of your own on this account.',
  pendingRequests: 'Requests Waiting for You',
  caregivers: 'People Who Can Manage Your Prescriptions',
  managedAdults: 'Adults You Manage',
  children: 'Children',
  pets: 'Pets',
  none: 'None',
  /** The patient a request waiting for the customer is about, when it is not their own (a child or pet). */
  patient: 'Patient',
  requested: 'Requested',
  granted: 'Granted',
  expires: 'Access ends',
  noExpiry: 'No end date',
  status: 'Status',
  grant: 'Grant Access',
  decline: 'Decline',
  remove: 'Remove Access',
  cancel: 'Cancel',
  setExpiry: 'Set End Date',
  changeExpiry: 'Change End Date',
  expiryDate: 'Access ends on',
  expiryHint: 'Optional. Access stops on this date.',
  confirmGrant: 'Grant Access',
  saveExpiry: 'Save End Date',
  close: 'Close',
  loading: 'Loading patient access…',
  saving: 'Saving the change…',
  loadFailed: 'We could not load patient access. Please try again.',
  retry: 'Try Again',
  caregiverWithoutSelf:
    'You manage prescriptions for other adults. To manage your own prescriptions too, add yourself as a patient.',
  addSelf: 'Add Yourself as a Patient',
} as const;

/** §3 statuses in words. */
export const STATUS_LABELS: Record<RequestStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  CANCELLED: 'Cancelled',
  REVOKED: 'Removed',
  EXPIRED: 'Expired',
};

/** The button of an action on an entry. */
export function actionLabel(action: AccessAction, entry: Pick<Relationship, 'accessExpiryDate'>): string {
  if (action === 'setExpiry')
    return entry.accessExpiryDate ? ACCESS_LABELS.changeExpiry : ACCESS_LABELS.setExpiry;
  return ACCESS_LABELS[action];
}

/** Not shown (chosen): the toasts after each action and on a failure. */
export const ACCESS_TOASTS = {
  grant: { heading: 'Access granted', text: 'They can now manage these prescriptions.', tone: 'success' },
  decline: { heading: 'Request declined', text: 'The request was declined.', tone: 'success' },
  remove: {
    heading: 'Access removed',
    text: 'They can no longer manage these prescriptions.',
    tone: 'success',
  },
  cancel: { heading: 'Cancelled', text: 'Your request or access was cancelled.', tone: 'success' },
  setExpiry: { heading: 'End date saved', text: 'Access stops on the date you chose.', tone: 'success' },
  failed: {
    heading: 'Patient access not updated',
    text: 'We could not update patient access. Please try again.',
    tone: 'error',
  },
} as const satisfies Record<AccessAction | 'failed', Toast>;

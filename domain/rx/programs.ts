/**
 * Refill settings and programs (pharmacy-portal.md §2.1 /rx/refill-settings, §3 "Marketing / program enrolment",
 * §4 "Marketing programs"): HCSS is the 90-day supply program. Texts not shown are chosen here.
 */
import type { EnrollmentStatus } from '../../api/contracts/rx-auto-refill';

export const NINETY_DAY_SUPPLY_CODE = 'HCSS';

/** What a status reads as on the page. */
export const ENROLLMENT_STATUS_LABELS: Record<EnrollmentStatus, string> = {
  ENROLLED: 'Enrolled',
  REENROLLED: 'Enrolled',
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
  NEVER_ASKED: 'Not enrolled',
  PENDING: 'Pending pharmacy review',
};

/** Whether the patient is in the program (ENROLLED or REENROLLED). */
export function isEnrolledStatus(status: EnrollmentStatus): boolean {
  return status === 'ENROLLED' || status === 'REENROLLED';
}

/**
 * The status sent when the customer joins: REENROLLED after a DECLINED or EXPIRED enrolment, ENROLLED otherwise
 * (chosen). Leaving is always DECLINED. A PENDING enrolment waits for the pharmacy: no choice is offered.
 */
export function joinStatus(current: EnrollmentStatus): 'ENROLLED' | 'REENROLLED' {
  return current === 'DECLINED' || current === 'EXPIRED' ? 'REENROLLED' : 'ENROLLED';
}
export function canChoose(current: EnrollmentStatus): boolean {
  return current !== 'PENDING';
}

export const PROGRAM_TEXTS = {
  heading: 'Refill Settings',
  intro: 'View and manage the refill programs this patient is eligible for.',
  loading: 'Loading refill programs…',
  join: 'Enroll',
  leave: 'Decline',
  saving: 'Saving…',
  loadError: 'We could not load refill programs. Please try again.',
  updateError: 'We could not save your choice. Please try again.',
  updated: (program: string) => `Your ${program} choice was saved.`,
  retry: 'Try Again',
  status: 'Status',
  none: 'No refill programs are available for this patient.',
} as const;

/**
 * The Prescription Dashboard (pharmacy-portal.md §2.1 "/rx/dashboard", §2.5 "Dashboard behaviour"): texts and the
 * sections' collapse rules. Each patient is a parent section with child sections (their prescriptions, their
 * notifications: filled by the prescriptions and profile areas). Only the children's state is kept; the parent's
 * follows from it: "collapsing all children collapses the parent; a parent shows expanded only when all its children
 * are expanded". "On load the first section is open and the others closed."
 */
import type { Prescription } from '../../api/contracts/rx';
import { PATIENTS_LOAD_FAILED } from './patients';

export const DASHBOARD_CHILD_SECTIONS = ['prescriptions', 'notifications'] as const;
export type DashboardChildSection = (typeof DASHBOARD_CHILD_SECTIONS)[number];

/** Per patient number, per child section: expanded or not. */
export type DashboardSections = Readonly<Record<string, Readonly<Record<DashboardChildSection, boolean>>>>;

const all = (open: boolean): Record<DashboardChildSection, boolean> => ({
  prescriptions: open,
  notifications: open,
});

/** §2.5: the first section open (all its children), the others closed. */
export function initialSections(patientNumbers: readonly string[]): DashboardSections {
  return Object.fromEntries(patientNumbers.map((n, i) => [n, all(i === 0)]));
}

/** §2.5: a parent shows expanded only when all its children are expanded. */
export function isParentExpanded(sections: DashboardSections, patientNumber: string): boolean {
  const children = sections[patientNumber];
  return children !== undefined && DASHBOARD_CHILD_SECTIONS.every((c) => children[c]);
}

/** §2.5: collapsing all children collapses the parent (its content is hidden). */
export function isParentCollapsed(sections: DashboardSections, patientNumber: string): boolean {
  const children = sections[patientNumber];
  return children === undefined || DASHBOARD_CHILD_SECTIONS.every((c) => !children[c]);
}

/** The parent's toggle: an expanded parent collapses with all its children; otherwise all of them expand. */
export function toggleParent(sections: DashboardSections, patientNumber: string): DashboardSections {
  if (!(patientNumber in sections)) return sections;
  return { ...sections, [patientNumber]: all(!isParentExpanded(sections, patientNumber)) };
}

export function toggleChild(
  sections: DashboardSections,
  patientNumber: string,
  child: DashboardChildSection,
): DashboardSections {
  const children = sections[patientNumber];
  if (!children) return sections;
  return { ...sections, [patientNumber]: { ...children, [child]: !children[child] } };
}

/** The dashboard shows how many prescriptions each patient has (hidden ones are not counted). */
type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * What the dashboard shows of its patients: the patients' status, except that loaded patients wait (still
 * 'loading') for the first answer of the prescriptions, so the cards and the open section's prescription list paint
 * together. A list arriving after the cards pushed them down by a third of a phone's screen (Lighthouse's cumulative
 * layout shift 0.36). A failed prescriptions load lets the patients show (the section says it failed).
 */
export function dashboardPatientsStatus(patients: LoadStatus, prescriptions: LoadStatus): LoadStatus {
  const prescriptionsPending = prescriptions === 'idle' || prescriptions === 'loading';
  return patients === 'loaded' && prescriptionsPending ? 'loading' : patients;
}

export function prescriptionCounts(prescriptions: readonly Pick<Prescription, 'patientNumber' | 'hidden'>[]) {
  const counts: Record<string, number> = {};
  for (const p of prescriptions) if (!p.hidden) counts[p.patientNumber] = (counts[p.patientNumber] ?? 0) + 1;
  return counts;
}

export const DASHBOARD_TEXTS = {
  subtitle: 'Prescription Dashboard',
  description:
    'Your prescriptions and those of the people you care for, in one place: check their status, refill them and keep track of what is on the way.',
  loading: 'Loading your patients…',
  patients: 'Patients',
  noPatients: 'No patients are linked to your account yet.',
  addPatient: 'Add a Patient',
  prescriptions: 'Prescriptions',
  notifications: 'Notifications',
  prescriptionCount: (n: number) => (n === 1 ? '1 prescription' : `${n} prescriptions`),
  countsLoading: 'Loading prescriptions…',
  countsFailed: 'Prescriptions could not be loaded.',
  patientsFailed: PATIENTS_LOAD_FAILED.text,
  retry: PATIENTS_LOAD_FAILED.retry,
  prescriptionsPending: 'Your prescriptions for this patient will be listed here.',
  notificationsPending: 'Notifications for this patient will be listed here.',
  relationship: {
    SELF: 'You',
    CHILD: 'Child',
    MANAGED_ADULT: 'Other adult',
    CAREGIVER: 'Caregiver',
    PET: 'Pet',
  },
} as const;

/**
 * The Prescription Dashboard (pharmacy-portal.md §2.1 "/rx/dashboard", §2.5 "Dashboard behaviour"): texts and the
 * sections' collapse rules.
 */
export const DASHBOARD_TEXTS = {
  subtitle: 'Prescription Dashboard',
  loading: 'Loading your patients…',
  patients: 'Patients',
  failed: 'Your patients could not be loaded.',
  retry: 'Try Again',
} as const;

/**
 * The dashboard's child sections per patient (pharmacy-portal.md §2.5): the prescriptions area (issue 11) puts its
 * per-patient prescription list in `prescriptions`, the profile area (issue 12) its notifications in
 * `notifications`. A slot receives the patient and renders inside the section's body (lazy-load inside when big).
 * Until an area fills its slot the dashboard shows a placeholder line.
 */
import type { DashboardSlots } from '../../../ui/rx/pages/DashboardView';

export const DASHBOARD_SLOTS: DashboardSlots = {};

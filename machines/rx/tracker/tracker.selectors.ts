/** What the tracker's views read (pharmacy-portal.md §2.3): the selection's prescriptions, counts and sections. */
import type { SnapshotFrom } from 'xstate';
import type { Facility } from '../../../api/contracts/pharmacy-directory';
import type { Prescription } from '../../../api/contracts/rx';
import type { TrackerPatient } from '../../../api/contracts/rx-tracker';
import {
  type SectionCounts,
  sectionCounts,
  type TrackerSection,
  type TrackerSectionView,
  trackedPrescriptions,
  trackerEstimatedTotal,
  trackerSections,
} from '../../../domain/rx/tracker';
import type { TrackerMode, trackerMachine } from './tracker.machine';

export type TrackerSnapshot = SnapshotFrom<typeof trackerMachine>;

export interface TrackerView {
  status: 'loading' | 'loaded' | 'failed' | 'expired';
  mode: TrackerMode;
  error: string | null;
  patients: TrackerPatient[];
  selectedPatient: string;
  activePatient: string;
  prescriptions: Prescription[];
  counts: SectionCounts;
  sections: TrackerSectionView<Prescription>[];
  estimatedTotal: string;
  facilities: Facility[];
  /** The section to scroll to now (only while scrolling). */
  scrollTo: TrackerSection | null;
}

export function selectTrackerView(s: TrackerSnapshot): TrackerView {
  const c = s.context;
  const prescriptions = trackedPrescriptions(c.prescriptions, c.selectedPatient);
  return {
    status: s.matches('loaded')
      ? 'loaded'
      : s.matches('failed')
        ? 'failed'
        : s.matches('expired')
          ? 'expired'
          : 'loading',
    mode: c.mode,
    error: c.error,
    patients: c.patients,
    selectedPatient: c.selectedPatient,
    activePatient: c.activePatient,
    prescriptions,
    counts: sectionCounts(prescriptions),
    sections: trackerSections(prescriptions, c.patients),
    estimatedTotal: trackerEstimatedTotal(prescriptions),
    facilities: c.facilities,
    scrollTo: s.matches({ loaded: 'scrolling' }) ? c.scrollRequest : null,
  };
}

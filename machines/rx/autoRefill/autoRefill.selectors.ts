/** What the auto-refill views read of the chart. */
import type { SnapshotFrom } from 'xstate';
import {
  AUTO_REFILL_MAX_RETRIES,
  isRestrictedReminder,
  needsStateConsent,
} from '../../../domain/rx/autoRefill';
import type { autoRefillMachine } from './autoRefill.machine';

export type AutoRefillSnapshot = SnapshotFrom<typeof autoRefillMachine>;

export function selectAutoRefillView(s: AutoRefillSnapshot) {
  const c = s.context;
  const patient = c.patients.find((p) => p.patientNumber === c.patientNumber) ?? null;
  const reminder = c.reminders.find((r) => r.patientNum === c.patientNumber && !r.dismissReminder) ?? null;
  return {
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    ready: s.matches('ready'),
    enrolling: s.matches({ ready: 'enrolling' }) || s.matches({ ready: 'savingEnrollment' }),
    confirming: s.matches({ ready: 'confirmingUnenroll' }) || s.matches({ ready: 'unenrolling' }),
    saving: s.hasTag('saving'),
    patients: c.patients,
    patient,
    reminder,
    restricted: patient !== null && isRestrictedReminder(patient.relationshipType),
    prescriptions: c.prescriptions,
    locations: c.locations.filter((l) => l.facilityType === 'RETAIL'),
    /** Facility ids whose state needs the consent box. */
    consentFacilities: c.locations.filter((l) => needsStateConsent(l.state)).map((l) => l.facilityId),
    error: c.error,
    tooManyRetries: c.retries >= AUTO_REFILL_MAX_RETRIES,
    canEnroll: s.can({ type: 'autoRefill.openEnroll' }),
    canUnenroll: s.can({ type: 'autoRefill.unenroll' }),
    canPause: s.can({ type: 'autoRefill.pause' }),
    canEnrollAll: s.can({ type: 'autoRefill.enrollAll' }),
    canDismiss: s.can({ type: 'autoRefill.dismissReminder' }),
    idle: s.matches({ ready: 'idle' }),
    /** The prescriptions whose switch can be flipped now. */
    toggleable: c.prescriptions
      .filter((rx) =>
        s.can({
          type: 'autoRefill.toggle',
          rxRecordNumber: rx.rxRecordNumber,
          option: rx.rxEnrolledAutoRefill ? 'NONE' : 'AUTO_REFILL',
        }),
      )
      .map((rx) => rx.rxRecordNumber),
  };
}
export type AutoRefillView = ReturnType<typeof selectAutoRefillView>;

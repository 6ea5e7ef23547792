/** What views read of the prescriptions chart. */
import type { SnapshotFrom } from 'xstate';
import type { prescriptionsMachine } from './prescriptions.machine';

export type PrescriptionsSnapshot = SnapshotFrom<typeof prescriptionsMachine>;

export function selectPrescriptionsView(s: PrescriptionsSnapshot) {
  return {
    status: (typeof s.value === 'string' ? s.value : 'loaded') as 'idle' | 'loading' | 'loaded' | 'failed',
    prescriptions: s.context.prescriptions,
    query: s.context.query,
    showHidden: s.context.showHidden,
    pending: s.context.pending,
    error: s.context.error,
  };
}
export type PrescriptionsView = ReturnType<typeof selectPrescriptionsView>;

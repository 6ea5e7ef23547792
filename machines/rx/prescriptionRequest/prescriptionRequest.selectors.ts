/** What the request form reads of its chart. */
import type { SnapshotFrom } from 'xstate';
import type { prescriptionRequestMachine } from './prescriptionRequest.machine';

export function selectRequestView(s: SnapshotFrom<typeof prescriptionRequestMachine>) {
  return {
    state: s.value as 'editing' | 'submitting' | 'submitted',
    fieldErrors: s.context.fieldErrors,
    error: s.context.error,
    requestId: s.context.response?.requestId ?? null,
  };
}
export type RequestView = ReturnType<typeof selectRequestView>;

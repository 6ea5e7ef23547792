/** Graph fixtures of the toaster chart. Read by the registry and the model tests. */
import { PATIENT_FETCH_ERROR } from '../../../domain/rx/patients';

export const toasterEvents = [
  { type: 'toast.show', toast: { ...PATIENT_FETCH_ERROR, tone: 'error' } },
  { type: 'toast.dismiss' },
] as const;

export const toasterModel = { events: toasterEvents, simplePaths: true };

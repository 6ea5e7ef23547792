/** Graph fixtures of the dashboard chart: two patients keep the graph small (each child section open or closed). */
import type { ApiError } from '../../../api/contracts/common';

const serverError: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /rx/api/prescription/patient/prescriptions',
  status: 500,
  message: 'Internal server error',
};

export const dashboardEvents = [
  { type: 'dashboard.patients', patientNumbers: ['100234567', '100234568'] },
  { type: 'dashboard.patients', patientNumbers: ['100234567'] },
  { type: 'dashboard.retry' },
  { type: 'section.toggle', patientNumber: '100234567' },
  { type: 'section.toggle', patientNumber: '100234568' },
  { type: 'section.toggleChild', patientNumber: '100234567', section: 'prescriptions' },
  { type: 'section.toggleChild', patientNumber: '100234568', section: 'notifications' },
  { type: 'xstate.done.actor.fetchPrescriptionCounts', output: { '100234567': 8, '100234568': 1 } },
  { type: 'xstate.error.actor.fetchPrescriptionCounts', error: serverError },
] as const;

export const serializeDashboardState = (s: {
  value: unknown;
  context: { patientNumbers: string[]; sections: unknown };
}) => JSON.stringify([s.value, s.context.patientNumbers.length, s.context.sections]);

export const dashboardModel = { events: dashboardEvents, serializeState: serializeDashboardState };

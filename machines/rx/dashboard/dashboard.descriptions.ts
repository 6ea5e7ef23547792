/** The dashboard chart in words (machines/descriptions.ts). */
import { DASHBOARD_TEXTS } from '../../../domain/rx/dashboard';
import { describeMachine } from '../../descriptions';
import { dashboardMachine } from './dashboard.machine';

export const dashboardDescriptions = describeMachine(dashboardMachine, {
  events: {
    'dashboard.patients': (e) => ({
      action: `The patients are known (${e.patientNumbers.length})`,
      expect: "The first patient's section open, the others closed",
    }),
    'dashboard.retry': { action: `Press ${DASHBOARD_TEXTS.retry}`, name: 'retry' },
    'section.toggle': (e) => ({ action: `Press the section heading of patient ${e.patientNumber}` }),
    'section.toggleChild': (e) => ({ action: `Press ${e.section} of patient ${e.patientNumber}` }),
  },
  results: {
    'xstate.done.actor.fetchPrescriptionCounts': {
      action: 'The prescriptions arrive',
      expect: 'Each patient’s count',
    },
    'xstate.error.actor.fetchPrescriptionCounts': {
      action: 'The prescriptions call fails',
      expect: `“${DASHBOARD_TEXTS.countsFailed}” and ${DASHBOARD_TEXTS.retry}`,
      name: 'counts error',
    },
  },
  states: {
    waiting: DASHBOARD_TEXTS.loading,
    loading: 'The patients’ sections; counts loading',
    loaded: 'The patients’ sections with their prescription counts',
    failed: `The sections; “${DASHBOARD_TEXTS.countsFailed}” and ${DASHBOARD_TEXTS.retry}`,
  },
  funnel: { to: 'loaded' },
});

// @vitest-environment node
/**
 * The prescription dashboard chart's oracle table (pharmacy-portal.md §2.1 "/rx/dashboard", §2.5 "Dashboard
 * behaviour": "Dashboard sections collapse or expand. Collapsing all children collapses the parent; a parent shows
 * expanded only when all its children are expanded. On load the first section is open and the others closed."), and
 * the counts it loads for each patient's section with a Try Again (docs/choices.md). Expected values are literals:
 * the patient numbers of the fixtures (Jordan 100234567, Avery 100234568, Sam 100234569) and the section names the
 * spec's dashboard shows (prescriptions, notifications), never the chart's or domain/rx/dashboard.ts's own values.
 * The chart is loaded inside each case, so a chart that fails to build fails every case. The coverage replay and the
 * UI walk are rxDashboard.model.test.tsx. This file is the dashboard's part of the mutation gate (PHARMACY_GATED in
 * config/stryker.config.mjs).
 */
import { describe } from 'vitest';
import type { dashboardMachine } from '../../machines/rx/dashboard/dashboard.machine';
import { type OracleCase, oracleTable } from './oracle';

type Case = OracleCase<typeof dashboardMachine>;

const loadChart = () =>
  import('../../machines/rx/dashboard/dashboard.machine').then((m) => m.dashboardMachine);

const J = '100234567';
const A = '100234568';
const S = '100234569';

const OPEN = { prescriptions: true, notifications: true };
const CLOSED = { prescriptions: false, notifications: false };

const patients = (...patientNumbers: string[]) => ({ type: 'dashboard.patients', patientNumbers }) as const;
const toggle = (patientNumber: string) => ({ type: 'section.toggle', patientNumber }) as const;
const toggleChild = (patientNumber: string, section: 'prescriptions' | 'notifications') =>
  ({ type: 'section.toggleChild', patientNumber, section }) as const;
const retry = { type: 'dashboard.retry' } as const;
const counted = (output: Record<string, number>) =>
  ({ type: 'xstate.done.actor.fetchPrescriptionCounts', output }) as const;
const countsFail = { type: 'xstate.error.actor.fetchPrescriptionCounts', error: new Error('500') } as const;

describe('rxDashboard chart: loading the counts (§2.1 /rx/dashboard)', () => {
  oracleTable(loadChart, [
    {
      name: 'before any patient list the dashboard waits and loads nothing',
      steps: [],
      state: 'waiting',
      notTags: ['busy'],
      context: { patientNumbers: [], sections: {}, counts: {} },
      callCounts: { fetchPrescriptionCounts: 0 },
    },
    {
      name: 'a patient list loads the prescription counts of exactly those patients, busy meanwhile',
      steps: [patients(J, A, S)],
      state: 'loading',
      tags: ['busy'],
      calls: { fetchPrescriptionCounts: { patientNumbers: [J, A, S] } },
      callCounts: { fetchPrescriptionCounts: 1 },
    },
    {
      name: 'the counts answered are kept and the dashboard is loaded, not busy',
      steps: [patients(J, A), counted({ [J]: 4, [A]: 2 })],
      state: 'loaded',
      notTags: ['busy'],
      context: { counts: { [J]: 4, [A]: 2 } },
    },
    {
      name: 'counts that fail to load leave the dashboard failed, with Try Again offered',
      steps: [patients(J, A), countsFail],
      state: 'failed',
      notTags: ['busy'],
      context: { counts: {} },
      accepts: [retry],
    },
    {
      name: 'Try Again after a failure loads the counts again, for the same patients',
      steps: [patients(J, A), countsFail, retry],
      state: 'loading',
      tags: ['busy'],
      calls: { fetchPrescriptionCounts: { patientNumbers: [J, A] } },
      callCounts: { fetchPrescriptionCounts: 2 },
    },
    {
      name: 'Try Again is refused once the counts are loaded',
      steps: [patients(J, A), counted({ [J]: 1, [A]: 0 })],
      state: 'loaded',
      refuses: [retry],
    },
    {
      name: 'the same patient list again (a re-render) does not reload the counts or reset the sections',
      steps: [patients(J, A), counted({ [J]: 4, [A]: 2 }), toggle(A), patients(J, A)],
      state: 'loaded',
      callCounts: { fetchPrescriptionCounts: 1 },
      context: { counts: { [J]: 4, [A]: 2 }, sections: { [J]: OPEN, [A]: OPEN } },
      refuses: [patients(J, A)],
    },
    {
      name: 'a changed patient list (a patient linked) reloads the counts for the new list and reopens only the first section',
      steps: [patients(J, A), counted({ [J]: 4, [A]: 2 }), toggle(A), patients(J, A, S)],
      state: 'loading',
      calls: { fetchPrescriptionCounts: { patientNumbers: [J, A, S] } },
      callCounts: { fetchPrescriptionCounts: 2 },
      context: { counts: {}, sections: { [J]: OPEN, [A]: CLOSED, [S]: CLOSED } },
    },
    {
      name: 'the same patients in another order are a changed list: the new first patient’s section opens',
      steps: [patients(J, A), counted({ [J]: 4, [A]: 2 }), patients(A, J)],
      state: 'loading',
      callCounts: { fetchPrescriptionCounts: 2 },
      context: { patientNumbers: [A, J], sections: { [A]: OPEN, [J]: CLOSED } },
    },
  ] satisfies Case[]);
});

describe('rxDashboard chart: the sections (§2.5 Dashboard behaviour)', () => {
  oracleTable(loadChart, [
    {
      name: '§2.5 on load the first section is open and the others closed',
      steps: [patients(J, A, S)],
      context: { sections: { [J]: OPEN, [A]: CLOSED, [S]: CLOSED } },
    },
    {
      name: '§2.5 toggling a closed parent expands all its children',
      steps: [patients(J, A), toggle(A)],
      context: { sections: { [J]: OPEN, [A]: OPEN } },
    },
    {
      name: '§2.5 toggling an open parent collapses all its children',
      steps: [patients(J, A), toggle(J)],
      context: { sections: { [J]: CLOSED, [A]: CLOSED } },
    },
    {
      name: 'toggling a patient who is not on the dashboard changes no section',
      steps: [patients(J, A), toggle(S)],
      context: { sections: { [J]: OPEN, [A]: CLOSED } },
      refuses: [toggle(S)],
    },
    {
      name: '§2.5 a child of an open parent toggles alone',
      steps: [patients(J, A), toggleChild(J, 'notifications')],
      context: { sections: { [J]: { prescriptions: true, notifications: false }, [A]: CLOSED } },
    },
    {
      name: '§2.5 collapsing all children collapses the parent; its children can then not be toggled one by one',
      steps: [
        patients(J, A),
        toggleChild(J, 'notifications'),
        toggleChild(J, 'prescriptions'),
        toggleChild(J, 'prescriptions'),
      ],
      context: { sections: { [J]: CLOSED, [A]: CLOSED } },
      refuses: [toggleChild(J, 'prescriptions'), toggleChild(J, 'notifications')],
    },
    {
      name: 'a child of a collapsed parent (hidden) cannot be toggled',
      steps: [patients(J, A), toggleChild(A, 'prescriptions')],
      context: { sections: { [J]: OPEN, [A]: CLOSED } },
      refuses: [toggleChild(A, 'prescriptions')],
    },
    {
      name: 'the sections can be toggled while the counts load and after they failed',
      steps: [patients(J, A), toggle(A), countsFail, toggleChild(A, 'prescriptions')],
      state: 'failed',
      context: { sections: { [J]: OPEN, [A]: { prescriptions: false, notifications: true } } },
    },
  ] satisfies Case[]);
});

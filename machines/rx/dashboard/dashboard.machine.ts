/** Prescription Dashboard (pharmacy-portal.md §2.1 "/rx/dashboard", §2.5 "Dashboard behaviour").
 *  waiting: no patients yet. A patient list (dashboard.patients) opens the first patient's section and closes the
 *  others, and loads each patient's prescription count: loading → loaded | failed (Try Again reloads). In every
 *  state the sections can be toggled: a parent toggles all its children; a child toggles alone while its parent shows
 *  it (the parent's shown state follows, domain/rx/dashboard.ts). Side effects: the fetchPrescriptionCounts actor. */
import { assertEvent, assign, setup } from 'xstate';
import {
  type DashboardChildSection,
  type DashboardSections,
  initialSections,
  isParentCollapsed,
  toggleChild,
  toggleParent,
} from '../../../domain/rx/dashboard';
import { notProvided } from '../../shared/actors';

export interface DashboardContext {
  patientNumbers: string[];
  sections: DashboardSections;
  counts: Record<string, number>;
}

export type DashboardEvent =
  | { type: 'dashboard.patients'; patientNumbers: string[] }
  | { type: 'dashboard.retry' }
  | { type: 'section.toggle'; patientNumber: string }
  | { type: 'section.toggleChild'; patientNumber: string; section: DashboardChildSection };

export const dashboardMachine = setup({
  types: { context: {} as DashboardContext, events: {} as DashboardEvent, tags: {} as 'busy' },
  actors: {
    fetchPrescriptionCounts: notProvided<Record<string, number>, { patientNumbers: string[] }>(
      'fetchPrescriptionCounts',
    ),
  },
  actions: {
    openFirstSection: assign(({ event }) => {
      assertEvent(event, 'dashboard.patients');
      return {
        patientNumbers: event.patientNumbers,
        sections: initialSections(event.patientNumbers),
        counts: {},
      };
    }),
    keepCounts: assign((_, params: { counts: Record<string, number> }) => ({ counts: params.counts })),
    toggleSection: assign(({ context, event }) => {
      assertEvent(event, 'section.toggle');
      return { sections: toggleParent(context.sections, event.patientNumber) };
    }),
    toggleChildSection: assign(({ context, event }) => {
      assertEvent(event, 'section.toggleChild');
      return { sections: toggleChild(context.sections, event.patientNumber, event.section) };
    }),
  },
  guards: {
    /** Only a patient on the dashboard has a section. */
    hasSection: ({ context, event }) =>
      event.type === 'section.toggle' && event.patientNumber in context.sections,
    /** A child section can be toggled only while its parent shows its children (not all collapsed). */
    isParentShowingChildren: ({ context, event }) =>
      event.type === 'section.toggleChild' && !isParentCollapsed(context.sections, event.patientNumber),
    isNewPatientList: ({ context, event }) =>
      event.type === 'dashboard.patients' && event.patientNumbers.join() !== context.patientNumbers.join(),
  },
}).createMachine({
  id: 'rxDashboard',
  initial: 'waiting',
  context: { patientNumbers: [], sections: {}, counts: {} },
  on: {
    'section.toggle': { guard: 'hasSection', actions: 'toggleSection' },
    'section.toggleChild': { guard: 'isParentShowingChildren', actions: 'toggleChildSection' },
    'dashboard.patients': { guard: 'isNewPatientList', target: '.loading', actions: 'openFirstSection' },
  },
  states: {
    waiting: {},
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchPrescriptionCounts',
        src: 'fetchPrescriptionCounts',
        input: ({ context }) => ({ patientNumbers: context.patientNumbers }),
        onDone: {
          target: 'loaded',
          actions: { type: 'keepCounts', params: ({ event }) => ({ counts: event.output }) },
        },
        onError: 'failed',
      },
    },
    loaded: {},
    failed: {
      on: { 'dashboard.retry': 'loading' },
    },
  },
});

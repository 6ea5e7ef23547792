/** Prescription status tracker (pharmacy-portal.md §2.3 "Tracker screens", §2.1 /rx/tracker, §6 "Guest").
 *  idle → loading → loaded | failed | expired. Loading reads the patients, their prescriptions and the pickup
 *  locations (a customer's own; a guest's: only the patients the guest session verified, else `expired`, which
 *  opens /rx/expired-tracker-link). Loaded:
 *  - 'Viewing Patient': 'all' (the default) shows everyone and makes the primary patient active; a patient number
 *    shows that patient only (a number not on the list is ignored);
 *  - the scroll-to-section request (READY_FOR_PICKUP, IN_PROGRESS, ON_HOLD, DELIVERY), taken at any time and kept
 *    until the data is there: `settling` decides; `scrolling` runs scrollToSection (smooth scroll to the section,
 *    focus on its first card), then the request is cleared. A section without a card clears it at once;
 *  - a card click opens the monograph (guest) or the prescription history detail (customer).
 *  Side effects: the loadTracker actor; the scrollToSection actor (the page's DOM); openPrescription and
 *  openExpiredLink (navigation). All provided by src/. */
import { assertEvent, assign, setup } from 'xstate';
import type { Facility } from '../../../api/contracts/pharmacy-directory';
import type { Prescription } from '../../../api/contracts/rx';
import type { TrackerPatient } from '../../../api/contracts/rx-tracker';
import { ALL_PATIENTS, PRIMARY_PATIENT_DEFAULT, sortPatients } from '../../../domain/rx/patients';
import {
  isTrackerSection,
  sectionCounts,
  TRACKER_TEXTS,
  type TrackerSection,
  trackedPrescriptions,
  trackerCardTarget,
} from '../../../domain/rx/tracker';
import { notProvided } from '../../shared/actors';

export type TrackerMode = 'customer' | 'guest';

export interface TrackerInput {
  mode: TrackerMode;
  /** §2.1 authenticatedPatientNumber: only these patients (none: every patient). */
  patientNumbers: readonly string[];
}

/** What loadTracker answers. `verified` is false when a guest's verification is missing or lapsed. */
export interface TrackerData {
  verified: boolean;
  patients: TrackerPatient[];
  prescriptions: Prescription[];
  facilities: Facility[];
}

export interface TrackerContext {
  mode: TrackerMode;
  patientFilter: readonly string[];
  patients: TrackerPatient[];
  prescriptions: Prescription[];
  facilities: Facility[];
  primaryPatient: string;
  activePatient: string;
  selectedPatient: string;
  scrollRequest: TrackerSection | null;
  error: string | null;
}

export type TrackerEvent =
  | { type: 'tracker.load' }
  | { type: 'tracker.selectPatient'; patientNumber: string }
  | { type: 'tracker.scrollTo'; section: TrackerSection }
  | { type: 'tracker.openCard'; rxRecordNumber: string };

export const trackerMachine = setup({
  types: {
    context: {} as TrackerContext,
    events: {} as TrackerEvent,
    input: {} as TrackerInput,
    tags: {} as 'busy',
  },
  actors: {
    loadTracker: notProvided<TrackerData, TrackerInput>('loadTracker'),
    /** Scrolls smoothly to the section and focuses its first card (the page's DOM, provided by src/). */
    scrollToSection: notProvided<void, { section: TrackerSection }>('scrollToSection'),
  },
  actions: {
    /** Provided by src/: goes to the card's page. */
    openPrescription: (_, _params: { path: string }) => {},
    /** Provided by src/: goes to /rx/expired-tracker-link. */
    openExpiredLink: () => {},
    keepData: assign(({ context }, params: { data: TrackerData }) => {
      const only = context.patientFilter;
      const patients = sortPatients(
        params.data.patients.filter((p) => only.length === 0 || only.includes(p.patientNumber)),
      );
      const numbers = new Set(patients.map((p) => p.patientNumber));
      // sortPatients puts the account's primary patient first; without one (a guest's link, a caregiver's view) the
      // first patient by name is the active one, and with nobody §9's default patient number.
      const primaryPatient = patients[0]?.patientNumber ?? PRIMARY_PATIENT_DEFAULT;
      return {
        patients,
        prescriptions: params.data.prescriptions.filter((p) => numbers.has(p.patientNumber)),
        facilities: params.data.facilities,
        primaryPatient,
        activePatient: primaryPatient,
        selectedPatient: ALL_PATIENTS,
        error: null,
      };
    }),
    keepError: assign({ error: TRACKER_TEXTS.loadError }),
    clearError: assign({ error: null }),
    selectAll: assign(({ context }) => ({
      selectedPatient: ALL_PATIENTS,
      activePatient: context.primaryPatient,
    })),
    selectPatient: assign(({ event }) => {
      assertEvent(event, 'tracker.selectPatient');
      return { selectedPatient: event.patientNumber, activePatient: event.patientNumber };
    }),
    requestScroll: assign(({ event }) => {
      assertEvent(event, 'tracker.scrollTo');
      return { scrollRequest: event.section };
    }),
    clearScrollRequest: assign({ scrollRequest: null }),
  },
  guards: {
    isUnverified: (_, params: { data: TrackerData }) => !params.data.verified,
    isSection: ({ event }) => event.type === 'tracker.scrollTo' && isTrackerSection(event.section),
    hasScrollTarget: ({ context }) =>
      context.scrollRequest !== null &&
      sectionCounts(trackedPrescriptions(context.prescriptions, context.selectedPatient))[
        context.scrollRequest
      ] > 0,
    isAllPatients: ({ event }) =>
      event.type === 'tracker.selectPatient' && event.patientNumber === ALL_PATIENTS,
    hasPatient: ({ context, event }) =>
      event.type === 'tracker.selectPatient' &&
      context.patients.some((p) => p.patientNumber === event.patientNumber),
    hasCard: ({ context, event }) =>
      event.type === 'tracker.openCard' &&
      trackedPrescriptions(context.prescriptions, context.selectedPatient).some(
        (p) => p.rxRecordNumber === event.rxRecordNumber,
      ),
  },
}).createMachine({
  id: 'rxTracker',
  initial: 'idle',
  context: ({ input }) => ({
    mode: input.mode,
    patientFilter: input.patientNumbers,
    patients: [],
    prescriptions: [],
    facilities: [],
    primaryPatient: PRIMARY_PATIENT_DEFAULT,
    activePatient: PRIMARY_PATIENT_DEFAULT,
    selectedPatient: ALL_PATIENTS,
    scrollRequest: null,
    error: null,
  }),
  // A request that arrives before the data (a status card on another page sent the shopper here) waits for it.
  on: { 'tracker.scrollTo': { guard: 'isSection', actions: 'requestScroll' } },
  states: {
    idle: {
      on: { 'tracker.load': 'loading' },
    },
    loading: {
      tags: 'busy',
      entry: 'clearError',
      invoke: {
        id: 'loadTracker',
        src: 'loadTracker',
        input: ({ context }) => ({ mode: context.mode, patientNumbers: context.patientFilter }),
        onDone: [
          {
            guard: { type: 'isUnverified', params: ({ event }) => ({ data: event.output }) },
            target: 'expired',
          },
          {
            target: 'loaded',
            actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    loaded: {
      initial: 'settling',
      on: {
        'tracker.selectPatient': [
          { guard: 'isAllPatients', target: '.viewing', actions: ['selectAll', 'clearScrollRequest'] },
          { guard: 'hasPatient', target: '.viewing', actions: ['selectPatient', 'clearScrollRequest'] },
        ],
        'tracker.scrollTo': { guard: 'isSection', target: '.settling', actions: 'requestScroll' },
        'tracker.openCard': {
          guard: 'hasCard',
          actions: {
            type: 'openPrescription',
            params: ({ context, event }) => {
              const p = context.prescriptions.find((x) => x.rxRecordNumber === event.rxRecordNumber);
              return { path: p ? trackerCardTarget(p, context.mode === 'guest') : '' };
            },
          },
        },
      },
      states: {
        settling: {
          always: [
            { guard: 'hasScrollTarget', target: 'scrolling' },
            { target: 'viewing', actions: 'clearScrollRequest' },
          ],
        },
        viewing: {},
        scrolling: {
          invoke: {
            id: 'scrollToSection',
            src: 'scrollToSection',
            input: ({ context }) => ({ section: context.scrollRequest ?? 'READY_FOR_PICKUP' }),
            onDone: { target: 'viewing', actions: 'clearScrollRequest' },
            // A page that cannot scroll (the section is gone) only drops the request.
            onError: { target: 'viewing', actions: 'clearScrollRequest' },
          },
        },
      },
    },
    failed: {
      on: { 'tracker.load': 'loading' },
    },
    expired: {
      entry: 'openExpiredLink',
    },
  },
});

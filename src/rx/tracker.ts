/**
 * The tracker chart with its real side effects (pharmacy-portal.md §2.3, §7.1, §7.4): the customer's or the
 * verified guest's prescriptions and their pickup locations, and the scroll to a section on the page's DOM. The
 * tracker page and the health dashboard's status card run their own actor of it.
 */
import { fromPromise } from 'xstate';
import {
  type TrackerData,
  type TrackerInput,
  trackerMachine,
} from '../../machines/rx/tracker/tracker.machine';
import {
  FIRST_CARD_ATTRIBUTE,
  sectionOf,
  type TrackerSection,
  trackerSectionId,
} from '../../domain/rx/tracker';
import { unlessAborted } from '../services';
import { facilitiesOf, type Load, toTrackerPatient } from './tracker-data';

/** The tracker's data: a customer's own, or a verified guest's. */
async function loadTracker(load: Load, input: TrackerInput, signal: AbortSignal): Promise<TrackerData> {
  const api = await load();
  if (input.mode === 'guest') {
    const profiles = await api.rxTracker.fetchGuestPatientProfiles(signal);
    if (!profiles.verified) return { verified: false, patients: [], prescriptions: [], facilities: [] };
    const { prescriptions } = await api.rxTracker.fetchGuestPrescriptions(signal);
    return {
      verified: true,
      patients: profiles.patients,
      prescriptions,
      facilities: await facilitiesOf(api, prescriptions, signal),
    };
  }
  const [patients, all] = await Promise.all([
    api.rx.fetchPatientProfiles(signal),
    api.rx.fetchPatientPrescriptions({ includePaymentCards: 'true', deliveryEligibility: 'true' }, signal),
  ]);
  const prescriptions = all.filter((p) => sectionOf(p) !== null);
  return {
    verified: true,
    patients: patients.map(toTrackerPatient),
    prescriptions,
    facilities: await facilitiesOf(api, prescriptions, signal),
  };
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
/** Frames to wait for the section to be on the page (the request may come with the data it needs). */
const SECTION_WAIT_FRAMES = 30;

/** §2.3 "It scrolls smoothly to the section, focuses the first card": on the page's DOM. */
export async function scrollToTrackerSection(section: TrackerSection): Promise<void> {
  let el: HTMLElement | null = null;
  for (let frame = 0; frame < SECTION_WAIT_FRAMES && !el; frame++) {
    await nextFrame();
    el = document.getElementById(trackerSectionId(section));
  }
  if (!el) throw new Error(`Section ${section} is not on the page`);
  el.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  el.querySelector<HTMLElement>(`[${FIRST_CARD_ATTRIBUTE}]`)?.focus({ preventScroll: true });
}

export function trackerMachineFor(load: Load) {
  return trackerMachine.provide({
    actors: {
      loadTracker: fromPromise<TrackerData, TrackerInput>(({ input, signal }) =>
        unlessAborted(signal, loadTracker(load, input, signal)),
      ),
      scrollToSection: fromPromise<void, { section: TrackerSection }>(({ input }) =>
        scrollToTrackerSection(input.section),
      ),
    },
  });
}

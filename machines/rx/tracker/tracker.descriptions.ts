/** The tracker chart in words (machines/descriptions.ts). */
import { TRACKER_STATUS_LABELS, TRACKER_TEXTS } from '../../../domain/rx/tracker';
import { describeMachine } from '../../descriptions';
import { trackerMachine } from './tracker.machine';

export const trackerDescriptions = describeMachine(trackerMachine, {
  events: {
    'tracker.load': { action: 'Open /rx/tracker signed in as shopper@example.com (or press Try Again)' },
    'tracker.selectPatient': (e) =>
      e.patientNumber === 'all'
        ? {
            action: `Choose '${TRACKER_TEXTS.all}' in '${TRACKER_TEXTS.viewingPatient}'`,
            expect: 'Every patient is shown; Jordan (the primary patient) is active',
            name: 'all patients',
          }
        : {
            action: `Choose Biscuit Whitfield in '${TRACKER_TEXTS.viewingPatient}'`,
            expect: "Only Biscuit's ready prescription is shown",
            name: 'one patient',
          },
    'tracker.scrollTo': (e) => ({
      action: `Press the '${TRACKER_STATUS_LABELS[e.section]}' status card`,
      expect: `The page scrolls smoothly to the ${TRACKER_STATUS_LABELS[e.section]} section and its first card has focus (nothing happens when the section is empty)`,
      name: 'scroll to section',
    }),
    'tracker.openCard': {
      action: "Select Biscuit's Carprofen card",
      expect: 'Prescription Details opens (a guest gets the drug information page)',
      name: 'card click',
    },
  },
  results: {
    'xstate.done.actor.loadTracker': (e) =>
      (e.output as { verified?: boolean } | undefined)?.verified === false
        ? { action: "The pharmacy says the guest's date-of-birth check has lapsed", name: 'guest expired' }
        : { action: "The pharmacy answers with Jordan's and Biscuit's prescriptions and the store" },
    'xstate.done.actor.scrollToSection': {
      action: 'The page has scrolled to the section and focused its first card',
      expect: 'The first card of the section has focus',
    },
    'xstate.error.actor.scrollToSection': {
      action: 'The section is no longer on the page (outside input: the browser)',
      name: 'scroll failed',
    },
    'xstate.error.actor.loadTracker': {
      action: 'The prescriptions call fails (500)',
      expect: `“${TRACKER_TEXTS.loadError}” with Try Again`,
      name: 'load error',
    },
  },
  states: {
    idle: 'Nothing loaded yet',
    loading: TRACKER_TEXTS.loading,
    loaded: 'Status cards (Ready 2, In Progress 1, On Hold 1), Est Total Cost, and a section per status',
    'loaded.settling': 'The tracker decides whether there is a section to scroll to',
    'loaded.viewing': 'The tracker, scrolled where the shopper left it',
    'loaded.scrolling': 'The tracker scrolls to the section asked for and focuses its first card',
    failed: TRACKER_TEXTS.loadError,
    expired: 'The expired tracker link page',
  },
  funnel: { to: 'loaded.scrolling' },
});

// @vitest-environment node
/**
 * The patients chart's oracle table (pharmacy-portal.md §3 "Patient state", §7.1 "GET /patient-profiles/ sorted by
 * patient", §8 "Error Fetching Patient", §9 "Defaults"), and what views read of it (patients.selectors.ts) on real
 * snapshots: each expected value is a literal copied from the spec or from the seeded family of patients.fixtures.ts
 * (Jordan the primary, Avery, Biscuit), never the chart's own constant. The coverage replay over the generated paths
 * is rxPatients.model.test.ts. This file is the patients' part of the mutation gate (PHARMACY_GATED in
 * config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import type { Patient } from '../../api/contracts/rx';
import { fixturePatients } from '../../machines/rx/patients/patients.fixtures';
import type { patientsMachine } from '../../machines/rx/patients/patients.machine';
import type { PatientsView } from '../../machines/rx/patients/patients.selectors';
import { checkOracle, type OracleCase, oracleTable } from './oracle';

type Case = OracleCase<typeof patientsMachine>;

const loadChart = () => import('../../machines/rx/patients/patients.machine').then((m) => m.patientsMachine);

const JORDAN = '100234567';
const AVERY = '100234568';
const BISCUIT = '100234569';

const load = { type: 'patients.load' } as const;
const reload = { type: 'patients.load', force: true } as const;
const notForced = { type: 'patients.load', force: false } as const;
const clear = { type: 'patients.clear' } as const;
const select = (patientNumber: string) => ({ type: 'patients.select', patientNumber }) as const;
const answer = (patients: Patient[]) => ({ type: 'xstate.done.actor.fetchPatients', output: patients });
const fails = {
  type: 'xstate.error.actor.fetchPatients',
  error: {
    name: 'ApiError',
    kind: 'http',
    endpoint: 'GET /rx/api/patient-profiles/',
    status: 500,
    message: 'Internal server error',
  },
};
const numbers = (run: { snapshot: () => { context: { patients: Patient[] } } }) =>
  run.snapshot().context.patients.map((p) => p.patientNumber);

/** The family without Jordan: nobody on it is the primary. */
const withoutPrimary = fixturePatients.filter((p) => p.firstName !== 'Jordan');
/** The family without Avery. */
const withoutAvery = fixturePatients.filter((p) => p.firstName !== 'Avery');

const initial = {
  patients: [],
  primaryPatient: '0',
  activePatient: '0',
  selectedPatient: 'all',
  selectionError: null,
};

const cases: Case[] = [
  // §3 "Patient state" / §9 defaults.
  {
    name: "§9 defaults: nothing loaded, primary '0', active '0', selected 'all', no selection error",
    steps: [],
    state: 'idle',
    notTags: ['busy'],
    callCounts: { fetchPatients: 0 },
    verify: (run) => expect(run.snapshot().context).toEqual(initial),
  },
  {
    name: 'before the patients are loaded a selection is refused; a load (forced or not) and clear are accepted',
    steps: [],
    state: 'idle',
    refuses: [select('all'), select(AVERY)],
    accepts: [load, reload, clear],
  },
  {
    name: '§7.1 a load asks for the patients (GET /patient-profiles/, no input) and is busy meanwhile',
    steps: [load],
    state: 'loading',
    tags: ['busy'],
    callCounts: { fetchPatients: 1 },
    verify: (run) => expect(run.calls.fetchPatients).toEqual([undefined]),
  },
  {
    name: 'a forced load from nothing loaded asks for the patients too',
    steps: [reload],
    state: 'loading',
    callCounts: { fetchPatients: 1 },
  },
  {
    name: 'while loading, a second load is skipped and a selection is refused',
    steps: [load],
    state: 'loading',
    refuses: [load, notForced, select('all'), select(AVERY)],
    accepts: [clear],
  },
  {
    name: '§7.1 the patients are kept sorted by patient, primary first: Jordan, Avery, Biscuit',
    steps: [load, answer(fixturePatients)],
    state: 'loaded',
    notTags: ['busy'],
    verify: (run) => {
      expect(numbers(run)).toEqual([JORDAN, AVERY, BISCUIT]);
      expect(run.snapshot().context.patients.map((p: Patient) => p.firstName)).toEqual([
        'Jordan',
        'Avery',
        'Biscuit',
      ]);
    },
  },
  {
    name: "§3 loaded: the primary (Jordan) is the primary and the active patient, selected stays 'all'",
    steps: [load, answer(fixturePatients)],
    state: 'loaded',
    context: { primaryPatient: JORDAN, activePatient: JORDAN, selectedPatient: 'all', selectionError: null },
  },
  {
    name: "§3 a family without a primary keeps primary '0', active '0'",
    steps: [load, answer(withoutPrimary)],
    state: 'loaded',
    context: { primaryPatient: '0', activePatient: '0', selectedPatient: 'all' },
    verify: (run) => expect(numbers(run)).toEqual([AVERY, BISCUIT]),
  },
  {
    name: 'an account with no patients loads an empty list with the defaults',
    steps: [load, answer([])],
    state: 'loaded',
    verify: (run) => expect(run.snapshot().context).toEqual(initial),
  },
  {
    name: 'loaded: a repeat load is skipped (also with force false); a forced load and a selection are accepted',
    steps: [load, answer(fixturePatients)],
    state: 'loaded',
    refuses: [load, notForced],
    accepts: [reload, select('all'), select(AVERY), select('999999999'), clear],
  },
  {
    name: 'a forced load while loaded asks for the patients again, keeping the old list meanwhile',
    steps: [load, answer(fixturePatients), reload],
    state: 'loading',
    tags: ['busy'],
    callCounts: { fetchPatients: 2 },
    verify: (run) => expect(numbers(run)).toEqual([JORDAN, AVERY, BISCUIT]),
  },
  // §3 selecting.
  {
    name: 'choosing a patient makes that patient active and selected',
    steps: [load, answer(fixturePatients), select(AVERY)],
    state: 'loaded',
    context: { activePatient: AVERY, selectedPatient: AVERY, primaryPatient: JORDAN, selectionError: null },
  },
  {
    name: "§3 choosing 'all' makes the primary patient active, selected 'all'",
    steps: [load, answer(fixturePatients), select(BISCUIT), select('all')],
    state: 'loaded',
    context: { activePatient: JORDAN, selectedPatient: 'all', primaryPatient: JORDAN, selectionError: null },
  },
  {
    name: "§3 choosing 'all' in a family without a primary makes '0' active",
    steps: [load, answer(withoutPrimary), select(AVERY), select('all')],
    state: 'loaded',
    context: { activePatient: '0', selectedPatient: 'all' },
  },
  {
    name: "§3 an unknown number keeps the selection and says 'No patient could be found with patientNumber 999999999'",
    steps: [load, answer(fixturePatients), select(BISCUIT), select('999999999')],
    state: 'loaded',
    context: {
      activePatient: BISCUIT,
      selectedPatient: BISCUIT,
      selectionError: 'No patient could be found with patientNumber 999999999',
    },
  },
  {
    name: "an unknown number with 'all' selected keeps 'all' and the primary active, with §3's text",
    steps: [load, answer(fixturePatients), select('555')],
    state: 'loaded',
    context: {
      activePatient: JORDAN,
      selectedPatient: 'all',
      selectionError: 'No patient could be found with patientNumber 555',
    },
  },
  {
    name: 'a patient of the list chosen after an unknown number clears the text',
    steps: [load, answer(fixturePatients), select('555'), select(AVERY)],
    state: 'loaded',
    context: { activePatient: AVERY, selectedPatient: AVERY, selectionError: null },
  },
  {
    name: "'all' chosen after an unknown number clears the text",
    steps: [load, answer(fixturePatients), select(AVERY), select('555'), select('all')],
    state: 'loaded',
    context: { activePatient: JORDAN, selectedPatient: 'all', selectionError: null },
  },
  {
    name: 'a reload clears the text of an unknown number',
    steps: [load, answer(fixturePatients), select('555'), reload, answer(fixturePatients)],
    state: 'loaded',
    context: { selectionError: null, activePatient: JORDAN, selectedPatient: 'all' },
  },
  // A reload (a link, an access change): the selection survives when the patient is still there.
  {
    name: 'a reload keeps a selected patient who is still on the list selected and active',
    steps: [load, answer(fixturePatients), select(AVERY), reload, answer(fixturePatients)],
    state: 'loaded',
    context: { selectedPatient: AVERY, activePatient: AVERY, primaryPatient: JORDAN },
  },
  {
    name: "a reload without the selected patient goes back to 'all' with the primary active",
    steps: [load, answer(fixturePatients), select(AVERY), reload, answer(withoutAvery)],
    state: 'loaded',
    context: { selectedPatient: 'all', activePatient: JORDAN, primaryPatient: JORDAN },
    verify: (run) => expect(numbers(run)).toEqual([JORDAN, BISCUIT]),
  },
  {
    name: "a reload with 'all' selected makes the (new) primary active",
    steps: [load, answer(withoutPrimary), reload, answer(fixturePatients)],
    state: 'loaded',
    context: { selectedPatient: 'all', activePatient: JORDAN, primaryPatient: JORDAN },
  },
  // §8 "Error Fetching Patient".
  {
    name: "§8 a failed load: the 'Error Fetching Patient' toast with its text, tone error",
    steps: [load, fails],
    state: 'failed',
    notTags: ['busy'],
    actions: [
      {
        type: 'notifyFetchError',
        params: {
          toast: {
            heading: 'Error Fetching Patient',
            text: 'There was an error fetching patient data.  Please try again.',
            tone: 'error',
          },
        },
      },
    ],
    verify: (run) => {
      expect(run.snapshot().context).toEqual(initial);
      expect(run.actions.filter((a) => a.type === 'notifyFetchError')).toHaveLength(1);
    },
  },
  {
    name: 'a successful load asks for no toast',
    steps: [load, answer(fixturePatients)],
    state: 'loaded',
    notActions: ['notifyFetchError'],
    verify: (run) => expect(run.actions.map((a) => a.type)).not.toContain('notifyFetchError'),
  },
  {
    name: 'failed: a selection is refused; the next load (not forced) is accepted',
    steps: [load, fails],
    state: 'failed',
    refuses: [select('all'), select(AVERY)],
    accepts: [load, notForced, reload, clear],
  },
  {
    name: 'a failed load is retried by the next load, which can succeed',
    steps: [load, fails, load, answer(fixturePatients)],
    state: 'loaded',
    callCounts: { fetchPatients: 2 },
    context: { primaryPatient: JORDAN, activePatient: JORDAN },
  },
  {
    name: 'a failed reload keeps the patients already loaded (and the toast)',
    steps: [load, answer(fixturePatients), select(AVERY), reload, fails],
    state: 'failed',
    context: { selectedPatient: AVERY, activePatient: AVERY },
    actions: [{ type: 'notifyFetchError' }],
    verify: (run) => expect(numbers(run)).toEqual([JORDAN, AVERY, BISCUIT]),
  },
  // Sign-out.
  {
    name: 'clear (sign out) forgets the patients and returns to the §9 defaults',
    steps: [load, answer(fixturePatients), select(AVERY), select('555'), clear],
    state: 'idle',
    verify: (run) => expect(run.snapshot().context).toEqual(initial),
  },
  {
    name: 'clear while loading stops the load; the next load asks again',
    steps: [load, clear, load],
    state: 'loading',
    callCounts: { fetchPatients: 2 },
    verify: (run) => expect(run.snapshot().context).toEqual(initial),
  },
  {
    name: 'clear after a failure returns to idle',
    steps: [load, fails, clear],
    state: 'idle',
    verify: (run) => expect(run.snapshot().context).toEqual(initial),
  },
];

/** What a view reads (selectPatientsView) after the steps, on the chart's real snapshot. */
const viewCases: { name: string; steps: Case['steps']; view: PatientsView }[] = [
  {
    name: "the view before a load: status idle, no patients, '0', '0', 'all'",
    steps: [],
    view: {
      status: 'idle',
      patients: [],
      activePatient: '0',
      selectedPatient: 'all',
      primaryPatient: '0',
      selectionError: null,
    },
  },
  {
    name: 'the view while loading: status loading',
    steps: [load],
    view: {
      status: 'loading',
      patients: [],
      activePatient: '0',
      selectedPatient: 'all',
      primaryPatient: '0',
      selectionError: null,
    },
  },
  {
    name: "the view once loaded: status loaded, the family primary first, Jordan active, 'all' selected",
    steps: [load, answer(fixturePatients)],
    view: {
      status: 'loaded',
      patients: [fixturePatients[1]!, fixturePatients[2]!, fixturePatients[0]!],
      activePatient: JORDAN,
      selectedPatient: 'all',
      primaryPatient: JORDAN,
      selectionError: null,
    },
  },
  {
    name: 'the view after choosing Biscuit then an unknown number: Biscuit active and selected, with the text',
    steps: [load, answer(fixturePatients), select(BISCUIT), select('999999999')],
    view: {
      status: 'loaded',
      patients: [fixturePatients[1]!, fixturePatients[2]!, fixturePatients[0]!],
      activePatient: BISCUIT,
      selectedPatient: BISCUIT,
      primaryPatient: JORDAN,
      selectionError: 'No patient could be found with patientNumber 999999999',
    },
  },
  {
    name: 'the view after a failed load: status failed, no patients',
    steps: [load, fails],
    view: {
      status: 'failed',
      patients: [],
      activePatient: '0',
      selectedPatient: 'all',
      primaryPatient: '0',
      selectionError: null,
    },
  },
];

describe('rxPatients chart: oracle (literals from the spec)', () => {
  oracleTable(loadChart, cases);
});

describe('rxPatients selectors: selectPatientsView on real snapshots', () => {
  for (const c of viewCases)
    it(c.name, async () => {
      const machine = await loadChart();
      const { selectPatientsView } = await import('../../machines/rx/patients/patients.selectors');
      checkOracle(machine, {
        name: c.name,
        steps: c.steps,
        verify: (run) => expect(selectPatientsView(run.snapshot() as never)).toEqual(c.view),
      });
    });
});

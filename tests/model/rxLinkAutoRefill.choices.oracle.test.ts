// @vitest-environment node
/**
 * Choices of the auto-refill, new-patient and link charts the main oracle tables (rxAutoRefill.oracle.test.ts,
 * rxNewPatient.oracle.test.ts, rxLink.oracle.test.ts) left unasserted: pharmacy-portal.md §2.1 /rx/new-patient and
 * /rx/link/patient, the first pages of their flows, opened with one side effect only, the customer status load;
 * §2.2 wizard and §4 "New-patient flow" (no account information when the request has a patient of type NEW, whatever
 * else it has); §4 "Auto-refill" (toggle per prescription: on only for an enrolled patient, so never with nobody
 * shown). Each expected value is a literal copied from the spec or from the charts' fixtures (the auto-refill load of
 * Jordan's three prescriptions, Priya's request), never the charts' or domain/rx's own constant. The charts and
 * selectors are loaded inside each case, so a chart that fails to build fails every case.
 */
import { describe, expect, it } from 'vitest';
import { autoRefillData } from '../../machines/rx/autoRefill/autoRefill.fixtures';
import type { AutoRefillData, autoRefillMachine } from '../../machines/rx/autoRefill/autoRefill.machine';
import { linkInput, linkStatuses } from '../../machines/rx/link/link.fixtures';
import type { linkMachine } from '../../machines/rx/link/link.machine';
import type { RequestItem, newPatientMachine } from '../../machines/rx/newPatient/newPatient.machine';
import { newItem, requestPatient, transferItem } from '../../machines/rx/newPatient/newPatient.fixtures';
import { apiErrorOf } from '../../machines/rx/shared/identity.fixtures';
import { checkOracle, type OracleCase, type OracleRun, oracleTable } from './oracle';

const loadAutoRefill = () =>
  import('../../machines/rx/autoRefill/autoRefill.machine').then((m) => m.autoRefillMachine);
const loadNewPatient = () =>
  import('../../machines/rx/newPatient/newPatient.machine').then((m) => m.newPatientMachine);
const loadNewPatientSelectors = () => import('../../machines/rx/newPatient/newPatient.selectors');
const loadLink = () => import('../../machines/rx/link/link.machine').then((m) => m.linkMachine);

// ---- §2.1 pages ----------------------------------------------------------------------------------------------
const NEW_PATIENT_FORM = '/rx/new-patient';
const NEW_PATIENT_CHALLENGE = '/rx/new-patient/challenge/create';
const ADD_A_PATIENT = '/rx/link/patient';

/** The step ran one side effect only: the named status load was started (an invoked actor). */
const onlyTheLoad = (src: string) => (run: OracleRun) =>
  expect(run.lastActions).toEqual([{ type: 'xstate.spawnChild', params: expect.objectContaining({ src }) }]);

// ---------------------------------------------------------------------------------------------------------------
// Auto-refill: §4 "toggle per prescription (AUTO_REFILL versus NONE)": on only for an enrolled patient.

/** Metformin (fixtures): eligible, filled at a store, not enrolled. */
const ELIGIBLE_RX = '501234568';

const arLoaded = (output: AutoRefillData) => ({ type: 'xstate.done.actor.loadAutoRefill', output });
const switchOn = { type: 'autoRefill.toggle', rxRecordNumber: ELIGIBLE_RX, option: 'AUTO_REFILL' } as const;

describe('rxAutoRefill chart: a switch with nobody shown (§4 "Auto-refill")', () => {
  oracleTable<typeof autoRefillMachine>(loadAutoRefill, [
    {
      name: '§4 with no patients at all an eligible prescription cannot be switched on: refused, nothing sent, still idle',
      input: { patientNumber: null, openForm: false },
      steps: [arLoaded({ ...autoRefillData, patients: [] }), switchOn],
      state: { ready: 'idle' },
      status: 'active',
      notTags: ['saving'],
      context: { patientNumber: null, error: null, retries: 0 },
      callCounts: { updatePrescription: 0 },
      refuses: [switchOn],
    },
  ]);
});

// ---------------------------------------------------------------------------------------------------------------
// New patient: §2.1 the flow's first page; §4 "New-patient flow" and the §2.2 wizard with a mixed request.

type NewPatientCase = OracleCase<typeof newPatientMachine>;
const npLoaded = { type: 'xstate.done.actor.loadStatus', output: linkStatuses.fresh } as const;
const npLoadFailed = { type: 'xstate.error.actor.loadStatus', error: apiErrorOf(500) } as const;
const npRetry = { type: 'newPatient.retry' } as const;
const add = (item: RequestItem) => ({ type: 'newPatient.addPrescription', item }) as const;
const submitForm = { type: 'newPatient.submitForm', patient: requestPatient } as const;
const chooseNew = { type: 'newPatient.chooseVerification', choice: 'new' } as const;

describe('rxNewPatient chart: the first page and a request with a NEW and a TRANSFER prescription', () => {
  oracleTable<typeof newPatientMachine>(loadNewPatient, [
    {
      name: '§2.1 the flow opens on /rx/new-patient with one side effect only: the customer status load',
      steps: [],
      state: { preparing: 'starting' },
      context: { page: NEW_PATIENT_FORM },
      verify: onlyTheLoad('loadStatus'),
    },
    {
      name: '§2.1 Try Again after a failed status load stays on /rx/new-patient with one side effect only: the load again',
      steps: [npLoadFailed, npRetry],
      state: { preparing: 'starting' },
      context: { page: NEW_PATIENT_FORM },
      verify: onlyTheLoad('loadStatus'),
    },
    {
      name: '§4 a NEW and a TRANSFER prescription, no account, chosen new: no account information, the security questions next',
      steps: [npLoaded, add(transferItem), add(newItem), submitForm, chooseNew],
      state: { steps: 'challengeQuestions' },
      callCounts: { saveAccountHolder: 0 },
      context: { page: NEW_PATIENT_CHALLENGE },
    } satisfies NewPatientCase,
  ]);

  it('§2.2 wizard of the form with a NEW and a TRANSFER prescription: no Account Holder step (Step 1 of 4)', async () => {
    const machine = await loadNewPatient();
    const { newPatientState, newPatientWizard } = await loadNewPatientSelectors();
    checkOracle(machine, {
      name: 'mixed request',
      steps: [npLoaded, add(transferItem), add(newItem)],
      verify: (run) => {
        const s = run.snapshot() as Parameters<typeof newPatientWizard>[0];
        expect(newPatientState(s)).toBe('requestForm');
        expect(newPatientWizard(s).map((step) => `${step.label} ${step.status}`)).toEqual([
          'Request active',
          'Verification disabled',
          'Security Questions disabled',
          'Summary disabled',
        ]);
      },
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Link: §2.1 Add a Patient (/rx/link/patient) is the first page.

const lkLoadFailed = { type: 'xstate.error.actor.loadLinkStatus', error: apiErrorOf(500) } as const;
const lkRetry = { type: 'link.retry' } as const;

describe('rxLink chart: the first page (§2.1)', () => {
  oracleTable<typeof linkMachine>(loadLink, [
    {
      name: '§2.1 the flow opens on Add a Patient (/rx/link/patient) with one side effect only: the customer status load',
      input: linkInput,
      steps: [],
      state: 'opening.starting',
      context: { page: ADD_A_PATIENT },
      verify: onlyTheLoad('loadLinkStatus'),
    },
    {
      name: '§2.1 Try Again after a failed status load stays on Add a Patient with one side effect only: the load again',
      input: linkInput,
      steps: [lkLoadFailed, lkRetry],
      state: 'opening.starting',
      context: { page: ADD_A_PATIENT },
      verify: onlyTheLoad('loadLinkStatus'),
    },
  ]);
});

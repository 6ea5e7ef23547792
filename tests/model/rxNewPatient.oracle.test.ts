// @vitest-environment node
/**
 * The new-patient chart's oracle table (pharmacy-portal.md §2.1 /rx/new-patient, /rx/new-patient/verify,
 * /rx/new-patient/account/information, /rx/new-patient/challenge/create, /rx/new-patient/summary; §2.2 wizard; §3
 * "New-patient request"; §4 "New-patient flow"; §5 "Add-Rx required fields"; §8 "New patient"), and what views read
 * of it (newPatient.selectors.ts) on real snapshots: each expected value is a literal copied from the spec or from
 * the chart's fixtures (Priya without an account, Jordan verified with questions), never the chart's own constant.
 * The coverage replay over the generated paths is rxNewPatient.model.test.ts. This file is the new-patient area's
 * part of the mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import type { CustomerStatus } from '../../api/contracts/rx-security';
import { holderForm, linkStatuses } from '../../machines/rx/link/link.fixtures';
import type { RequestItem, newPatientMachine } from '../../machines/rx/newPatient/newPatient.machine';
import { newItem, requestPatient, transferItem } from '../../machines/rx/newPatient/newPatient.fixtures';
import { apiErrorOf } from '../../machines/rx/shared/identity.fixtures';
import { checkOracle, type OracleCase, type OracleRun, oracleTable } from './oracle';

type Case = OracleCase<typeof newPatientMachine>;

const loadChart = () =>
  import('../../machines/rx/newPatient/newPatient.machine').then((m) => m.newPatientMachine);
const loadSelectors = () => import('../../machines/rx/newPatient/newPatient.selectors');

// ---- §8 "New patient", exact texts -------------------------------------------------------------------------
const LOGGED_OUT = 'You were logged out due to inactivity, please log in and try again';
const GENERIC = 'Sorry, something went wrong. Please try again later.';

// ---- §2.1 pages ---------------------------------------------------------------------------------------------
const FORM = '/rx/new-patient';
const VERIFY = '/rx/new-patient/verify';
const ACCOUNT = '/rx/new-patient/account/information';
const CHALLENGE = '/rx/new-patient/challenge/create';
const SUMMARY = '/rx/new-patient/summary';
const LINK_CHOOSE = '/rx/link/patient';

/** The context a fresh flow starts with (every default). */
const START = {
  hasPriorAccount: false,
  hasChallengeQuestions: false,
  challengeQuestionsCreated: false,
  verification: null,
  accountInformationGiven: false,
  patient: null,
  items: [],
  requestId: null,
  error: null,
  signInNeeded: false,
  page: '/rx/new-patient',
};

// ---- events -------------------------------------------------------------------------------------------------
const loaded = (output: CustomerStatus) => ({ type: 'xstate.done.actor.loadStatus', output }) as const;
const loadFailed = { type: 'xstate.error.actor.loadStatus', error: apiErrorOf(500) } as const;
const retry = { type: 'newPatient.retry' } as const;
const add = (item: RequestItem) => ({ type: 'newPatient.addPrescription', item }) as const;
const remove = (index: number) => ({ type: 'newPatient.removePrescription', index }) as const;
const submitForm = { type: 'newPatient.submitForm', patient: requestPatient } as const;
const dismiss = { type: 'newPatient.dismissError' } as const;
const chooseNew = { type: 'newPatient.chooseVerification', choice: 'new' } as const;
const chooseExisting = { type: 'newPatient.chooseVerification', choice: 'existing' } as const;
const submitAccount = { type: 'newPatient.submitAccountInformation', form: holderForm } as const;
const accountSaved = { type: 'xstate.done.actor.saveAccountHolder', output: '7712345678' } as const;
const accountFailed = { type: 'xstate.error.actor.saveAccountHolder', error: apiErrorOf(500) } as const;
const questionsSaved = {
  type: 'xstate.done.actor.challengeCreate',
  output: { outcome: 'saved', preferredDevice: false },
} as const;
const questionsFailed = { type: 'xstate.error.actor.challengeCreate', error: apiErrorOf(500) } as const;
const requestDone = { type: 'xstate.done.actor.submitRequest', output: 'req-1' } as const;
const requestFailed = (error: unknown) => ({ type: 'xstate.error.actor.submitRequest', error }) as const;

// ---- customers (fixtures, and the two mixed statuses) -------------------------------------------------------
/** Priya: no account of her own, no security questions. */
const fresh = linkStatuses.fresh;
/** Jordan: his own account and his security questions. */
const verified = linkStatuses.verified;
/** An account of their own, the security questions missing. */
const accountNoQuestions: CustomerStatus = { ...linkStatuses.verified, hasChallengeQuestions: false };
/** No account of their own, the security questions set. */
const questionsNoAccount: CustomerStatus = { ...linkStatuses.fresh, hasChallengeQuestions: true };

const secondTransfer: RequestItem = {
  type: 'TRANSFER',
  prescription: {
    medName: 'Metformin',
    rxNumber: '654321',
    contactName: 'Corner Drug',
    contactPhone: '5135550112',
  },
};

const times = (n: number, item: RequestItem) => Array.from({ length: n }, () => add(item));

/** §3 request shapes, literals. */
const PRIYA = { firstName: 'Priya', lastName: 'Raman', dateOfBirth: '1991-02-11', phone: '7205550123' };
const LIPITOR = {
  medName: 'Lipitor',
  rxNumber: '123456',
  contactName: 'Corner Drug',
  contactPhone: '5135550112',
};
const AMOXICILLIN = { medName: 'Amoxicillin', contactName: 'Dr. Hart', contactPhone: '5135550113' };
const JORDAN_HOLDER = {
  firstName: 'Jordan',
  lastName: 'Whitfield',
  dateOfBirth: '1986-07-19',
  address1: '4821 Maple Ridge Dr',
  address2: 'Apt 3B',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45227',
};

const contextIs = (expected: Record<string, unknown>) => (run: OracleRun) =>
  expect(run.snapshot().context).toEqual(expected);

/** Priya's request with one TRANSFER, sent from the form. */
const freshSubmitted = [loaded(fresh), add(transferItem), submitForm];

// ------------------------------------------------------------------------------------------------------------
describe('rxNewPatient chart: reading the customer status (§4, §8)', () => {
  oracleTable(loadChart, [
    {
      name: 'starts by loading the customer status: busy, on /rx/new-patient, every default in the context',
      steps: [],
      state: { preparing: 'starting' },
      status: 'active',
      tags: ['busy'],
      callCounts: { loadStatus: 1, saveAccountHolder: 0, submitRequest: 0, challengeCreate: 0 },
      refuses: [add(transferItem), submitForm, retry, dismiss, chooseNew, submitAccount],
      verify: contextIs(START),
    },
    {
      name: 'a status without an account nor questions: the request form, not busy, both facts false',
      steps: [loaded(fresh)],
      state: 'requestForm',
      notTags: ['busy'],
      verify: contextIs(START),
    },
    {
      name: 'a status with an account and questions: hasPriorAccount and hasChallengeQuestions true',
      steps: [loaded(verified)],
      state: 'requestForm',
      verify: contextIs({ ...START, hasPriorAccount: true, hasChallengeQuestions: true }),
    },
    {
      name: 'hasPriorAccount is the status’s selfLinked, hasChallengeQuestions its hasChallengeQuestions (account, no questions)',
      steps: [loaded(accountNoQuestions)],
      context: { hasPriorAccount: true, hasChallengeQuestions: false },
    },
    {
      name: 'hasPriorAccount is the status’s selfLinked, hasChallengeQuestions its hasChallengeQuestions (questions, no account)',
      steps: [loaded(questionsNoAccount)],
      context: { hasPriorAccount: false, hasChallengeQuestions: true },
    },
    {
      name: '§8 a failed status load shows “Sorry, something went wrong. Please try again later.”, not busy, retry offered',
      steps: [loadFailed],
      state: { preparing: 'loadFailed' },
      notTags: ['busy'],
      accepts: [retry],
      refuses: [add(transferItem), submitForm, dismiss],
      verify: contextIs({ ...START, error: GENERIC }),
    },
    {
      name: 'retry after a failed load clears the error and loads the status again (busy)',
      steps: [loadFailed, retry],
      state: { preparing: 'starting' },
      tags: ['busy'],
      callCounts: { loadStatus: 2 },
      verify: contextIs(START),
    },
    {
      name: 'a retried load that answers leads to the request form',
      steps: [loadFailed, retry, loaded(verified)],
      state: 'requestForm',
      context: { error: null, hasPriorAccount: true, page: FORM },
    },
  ]);
});

describe('rxNewPatient chart: the request form (§3, §5, at most 10 prescriptions)', () => {
  oracleTable(loadChart, [
    {
      name: 'a prescription added is kept in the request, in order',
      steps: [loaded(fresh), add(transferItem), add(newItem)],
      state: 'requestForm',
      verify: contextIs({ ...START, items: [transferItem, newItem] }),
    },
    {
      name: 'with 9 prescriptions a 10th can be added',
      steps: [loaded(fresh), ...times(9, transferItem)],
      accepts: [add(newItem)],
      verify: (run) => expect(run.snapshot().context.items).toHaveLength(9),
    },
    {
      name: 'the 10th prescription is added (at most 10: 10 is allowed)',
      steps: [loaded(fresh), ...times(9, transferItem), add(newItem)],
      verify: (run) => {
        expect(run.snapshot().context.items).toHaveLength(10);
        expect(run.snapshot().context.items[9]).toEqual(newItem);
      },
    },
    {
      name: 'with 10 prescriptions an 11th is refused and not added',
      steps: [loaded(fresh), ...times(10, transferItem), add(newItem)],
      state: 'requestForm',
      refuses: [add(newItem)],
      verify: (run) => {
        expect(run.snapshot().context.items).toHaveLength(10);
        expect(run.snapshot().context.items.some((i: RequestItem) => i.type === 'NEW')).toBe(false);
      },
    },
    {
      name: 'removing a prescription removes that one only (index 0)',
      steps: [loaded(fresh), add(transferItem), add(newItem), remove(0)],
      verify: contextIs({ ...START, items: [newItem] }),
    },
    {
      name: 'removing a prescription removes that one only (index 1)',
      steps: [loaded(fresh), add(transferItem), add(newItem), add(secondTransfer), remove(1)],
      context: { items: [transferItem, secondTransfer] },
    },
    {
      name: 'removing at an index with no prescription changes nothing',
      steps: [loaded(fresh), add(transferItem), remove(5)],
      context: { items: [transferItem] },
    },
    {
      name: 'Next needs at least one prescription: an empty form is refused and stays',
      steps: [loaded(fresh), submitForm],
      state: 'requestForm',
      refuses: [submitForm],
      verify: contextIs(START),
    },
    {
      name: 'Next is refused again once the only prescription is removed',
      steps: [loaded(fresh), add(transferItem), remove(0), submitForm],
      state: 'requestForm',
      refuses: [submitForm],
      context: { items: [], patient: null },
    },
    {
      name: 'with one prescription Next is accepted',
      steps: [loaded(fresh), add(transferItem)],
      accepts: [submitForm, dismiss, remove(0)],
      refuses: [chooseNew, chooseExisting, submitAccount, retry],
    },
  ]);
});

describe('rxNewPatient chart: the step the rule picks (§4 "New-patient flow")', () => {
  oracleTable(loadChart, [
    {
      name: 'no prior account: the verification choice first (/rx/new-patient/verify), the patient kept',
      steps: freshSubmitted,
      state: { steps: 'verification' },
      notTags: ['busy'],
      accepts: [chooseNew, chooseExisting],
      refuses: [add(newItem), submitForm, submitAccount, retry, dismiss],
      callCounts: { submitRequest: 0, saveAccountHolder: 0, challengeCreate: 0 },
      verify: contextIs({ ...START, items: [transferItem], patient: PRIYA, page: VERIFY }),
    },
    {
      name: 'no prior account and a NEW patient: still the verification choice first',
      steps: [loaded(fresh), add(newItem), submitForm],
      state: { steps: 'verification' },
      context: { page: VERIFY },
    },
    {
      name: 'no prior account but questions set: still the verification choice first',
      steps: [loaded(questionsNoAccount), add(newItem), submitForm],
      state: { steps: 'verification' },
      context: { page: VERIFY },
    },
    {
      name: '"already a patient" leads to the link flow (/rx/link/patient), which the flow does not leave',
      steps: [...freshSubmitted, chooseExisting],
      state: { steps: 'toLink' },
      notTags: ['busy'],
      refuses: [chooseNew, chooseExisting, submitAccount, submitForm, add(newItem), retry, dismiss],
      callCounts: { submitRequest: 0, saveAccountHolder: 0, challengeCreate: 0 },
      verify: contextIs({
        ...START,
        items: [transferItem],
        patient: PRIYA,
        verification: 'existing',
        page: LINK_CHOOSE,
      }),
    },
    {
      name: 'new to the pharmacy, no account, no NEW patient: account information (/rx/new-patient/account/information)',
      steps: [...freshSubmitted, chooseNew],
      state: { steps: { accountInformation: 'editing' } },
      notTags: ['busy'],
      accepts: [submitAccount],
      refuses: [chooseNew, submitForm, add(newItem), retry],
      callCounts: { saveAccountHolder: 0, challengeCreate: 0, submitRequest: 0 },
      verify: contextIs({
        ...START,
        items: [transferItem],
        patient: PRIYA,
        verification: 'new',
        page: ACCOUNT,
      }),
    },
    {
      name: 'new to the pharmacy with a NEW patient: no account information, the questions missing: challenge creation',
      steps: [loaded(fresh), add(newItem), submitForm, chooseNew],
      state: { steps: 'challengeQuestions' },
      notTags: ['busy'],
      calls: { challengeCreate: { mode: 'create' } },
      callCounts: { saveAccountHolder: 0, challengeCreate: 1, submitRequest: 0 },
      context: { page: CHALLENGE, verification: 'new' },
    },
    {
      name: 'a NEW patient among TRANSFERs is enough to skip account information',
      steps: [loaded(fresh), add(transferItem), add(newItem), submitForm, chooseNew],
      state: { steps: 'challengeQuestions' },
      context: { page: CHALLENGE },
    },
    {
      name: 'new to the pharmacy, a NEW patient and questions set: the request is sent at once',
      steps: [loaded(questionsNoAccount), add(newItem), submitForm, chooseNew],
      state: 'submitting',
      tags: ['busy'],
      callCounts: { challengeCreate: 0, saveAccountHolder: 0, submitRequest: 1 },
      calls: { submitRequest: { patient: PRIYA, patients: [{ type: 'NEW', prescriptions: [AMOXICILLIN] }] } },
    },
    {
      name: 'an account of their own and questions: no verification, no account information, the request sent at once',
      steps: [loaded(verified), add(transferItem), submitForm],
      state: 'submitting',
      tags: ['busy'],
      callCounts: { challengeCreate: 0, saveAccountHolder: 0, submitRequest: 1 },
      refuses: [add(newItem), submitForm, dismiss, retry, chooseNew],
      verify: contextIs({
        ...START,
        hasPriorAccount: true,
        hasChallengeQuestions: true,
        items: [transferItem],
        patient: PRIYA,
        page: FORM,
      }),
    },
    {
      name: 'an account of their own, questions missing, a TRANSFER only: challenge creation (no account information)',
      steps: [loaded(accountNoQuestions), add(transferItem), submitForm],
      state: { steps: 'challengeQuestions' },
      calls: { challengeCreate: { mode: 'create' } },
      callCounts: { saveAccountHolder: 0 },
      context: { page: CHALLENGE, verification: null },
    },
  ]);
});

describe('rxNewPatient chart: account information and security questions', () => {
  oracleTable(loadChart, [
    {
      name: 'account information sent: busy, saveAccountHolder is sent the holder’s payload (date of birth as ISO)',
      steps: [...freshSubmitted, chooseNew, submitAccount],
      state: { steps: { accountInformation: 'saving' } },
      tags: ['busy'],
      calls: { saveAccountHolder: JORDAN_HOLDER },
      callCounts: { saveAccountHolder: 1 },
      refuses: [submitAccount, chooseNew, submitForm],
      context: { page: ACCOUNT },
    },
    {
      name: 'the holder’s payload: trimmed, no blank address2, the phone as digits',
      steps: [
        ...freshSubmitted,
        chooseNew,
        {
          type: 'newPatient.submitAccountInformation',
          form: { ...holderForm, firstName: ' Jordan ', address2: '  ', phoneNum: '(513) 555-0199' },
        },
      ],
      calls: {
        saveAccountHolder: {
          firstName: 'Jordan',
          lastName: 'Whitfield',
          dateOfBirth: '1986-07-19',
          address1: '4821 Maple Ridge Dr',
          city: 'Cincinnati',
          state: 'OH',
          zipCode: '45227',
          phoneNum: '5135550199',
        },
      },
    },
    {
      name: 'account information saved, questions missing: challenge creation, accountInformationGiven true',
      steps: [...freshSubmitted, chooseNew, submitAccount, accountSaved],
      state: { steps: 'challengeQuestions' },
      notTags: ['busy'],
      calls: { challengeCreate: { mode: 'create' } },
      verify: contextIs({
        ...START,
        items: [transferItem],
        patient: PRIYA,
        verification: 'new',
        accountInformationGiven: true,
        page: CHALLENGE,
      }),
    },
    {
      name: 'account information saved, questions set: the request is sent',
      steps: [
        loaded(questionsNoAccount),
        add(transferItem),
        submitForm,
        chooseNew,
        submitAccount,
        accountSaved,
      ],
      state: 'submitting',
      calls: {
        submitRequest: { patient: PRIYA, patients: [{ type: 'TRANSFER', prescriptions: [LIPITOR] }] },
      },
      context: { accountInformationGiven: true },
    },
    {
      name: '§8 account information not saved: “Sorry, something went wrong. Please try again later.”, back to editing',
      steps: [...freshSubmitted, chooseNew, submitAccount, accountFailed],
      state: { steps: { accountInformation: 'editing' } },
      notTags: ['busy'],
      accepts: [submitAccount],
      context: { error: GENERIC, accountInformationGiven: false, page: ACCOUNT },
    },
    {
      name: 'account information sent again after a failure: saved a second time, the error cleared',
      steps: [...freshSubmitted, chooseNew, submitAccount, accountFailed, submitAccount, accountSaved],
      state: { steps: 'challengeQuestions' },
      callCounts: { saveAccountHolder: 2 },
      context: { error: null, accountInformationGiven: true },
    },
    {
      name: 'security questions created: marked created and set, then the request is sent',
      steps: [...freshSubmitted, chooseNew, submitAccount, accountSaved, questionsSaved],
      state: 'submitting',
      tags: ['busy'],
      calls: {
        submitRequest: { patient: PRIYA, patients: [{ type: 'TRANSFER', prescriptions: [LIPITOR] }] },
      },
      verify: contextIs({
        ...START,
        hasChallengeQuestions: true,
        challengeQuestionsCreated: true,
        items: [transferItem],
        patient: PRIYA,
        verification: 'new',
        accountInformationGiven: true,
        page: CHALLENGE,
      }),
    },
    {
      name: '§8 the security-question sub-flow failing: back to the form with “Sorry, something went wrong. Please try again later.”',
      steps: [loaded(fresh), add(newItem), submitForm, chooseNew, questionsFailed],
      state: 'requestForm',
      notTags: ['busy'],
      callCounts: { submitRequest: 0 },
      verify: contextIs({
        ...START,
        items: [newItem],
        patient: PRIYA,
        verification: 'new',
        error: GENERIC,
        page: FORM,
      }),
    },
  ]);
});

describe('rxNewPatient chart: the request and §8 "New patient" texts', () => {
  oracleTable(loadChart, [
    {
      name: '§3 the request: one patient per type in the order first added, each with its prescriptions',
      steps: [loaded(verified), add(transferItem), add(newItem), add(secondTransfer), submitForm],
      calls: {
        submitRequest: {
          patient: PRIYA,
          patients: [
            {
              type: 'TRANSFER',
              prescriptions: [
                LIPITOR,
                {
                  medName: 'Metformin',
                  rxNumber: '654321',
                  contactName: 'Corner Drug',
                  contactPhone: '5135550112',
                },
              ],
            },
            { type: 'NEW', prescriptions: [AMOXICILLIN] },
          ],
        },
      },
    },
    {
      name: 'a request answered: the summary (/rx/new-patient/summary) with the request number, nothing more accepted',
      steps: [loaded(verified), add(transferItem), add(newItem), submitForm, requestDone],
      state: 'summary',
      notTags: ['busy'],
      refuses: [add(newItem), submitForm, dismiss, retry, chooseNew, submitAccount],
      verify: contextIs({
        ...START,
        hasPriorAccount: true,
        hasChallengeQuestions: true,
        items: [transferItem, newItem],
        patient: PRIYA,
        requestId: 'req-1',
        page: SUMMARY,
      }),
    },
    {
      name: 'the whole way without an account: verify, account information, questions, submit, summary',
      steps: [...freshSubmitted, chooseNew, submitAccount, accountSaved, questionsSaved, requestDone],
      state: 'summary',
      callCounts: { loadStatus: 1, saveAccountHolder: 1, challengeCreate: 1, submitRequest: 1 },
      context: { requestId: 'req-1', page: SUMMARY, error: null },
    },
    {
      name: `§8 a 401 keeps the request as typed, says "${LOGGED_OUT}" and asks to sign in again`,
      steps: [
        loaded(verified),
        add(transferItem),
        submitForm,
        requestFailed(apiErrorOf(401, 'Sign in to continue.', 'POST /rx/api/prescription-request')),
      ],
      state: 'requestForm',
      notTags: ['busy'],
      accepts: [submitForm, dismiss, add(newItem)],
      verify: contextIs({
        ...START,
        hasPriorAccount: true,
        hasChallengeQuestions: true,
        items: [transferItem],
        patient: PRIYA,
        error: LOGGED_OUT,
        signInNeeded: true,
        page: FORM,
      }),
    },
    {
      name: 'dismissing the 401 text clears the error and the sign-in request, the request stays',
      steps: [loaded(verified), add(transferItem), submitForm, requestFailed(apiErrorOf(401)), dismiss],
      state: 'requestForm',
      context: { error: null, signInNeeded: false, items: [transferItem], patient: PRIYA },
    },
    {
      name: 'sending the form again after a 401 clears the error and the sign-in request and sends the request again',
      steps: [loaded(verified), add(transferItem), submitForm, requestFailed(apiErrorOf(401)), submitForm],
      state: 'submitting',
      callCounts: { submitRequest: 2 },
      context: { error: null, signInNeeded: false },
    },
    ...[
      { status: 400, message: 'Some prescriptions are missing required information.' },
      { status: 403, message: 'This request is not allowed.' },
      { status: 422, message: 'The pharmacy needs the prescriber name.' },
      { status: 499, message: 'The request was closed.' },
    ].map(
      ({ status, message }): Case => ({
        name: `§8 a ${status} errorMessage is shown directly (“${message}”), no sign-in`,
        steps: [
          loaded(verified),
          add(transferItem),
          submitForm,
          requestFailed(apiErrorOf(status, message, 'POST /rx/api/prescription-request')),
        ],
        state: 'requestForm',
        context: { error: message, signInNeeded: false, page: FORM, items: [transferItem] },
      }),
    ),
    ...[
      { what: 'a 500', error: apiErrorOf(500, 'HTTP 500', 'POST /rx/api/prescription-request') },
      { what: 'a 503 with a message', error: apiErrorOf(503, 'Service down for maintenance') },
      { what: 'a 399', error: apiErrorOf(399, 'Odd answer') },
      { what: 'a 4xx without a message', error: apiErrorOf(404, '') },
      { what: 'a network failure', error: apiErrorOf(0, 'Failed to fetch') },
      { what: 'a thrown Error', error: new Error('boom') },
    ].map(
      ({ what, error }): Case => ({
        name: `§8 ${what} gives “${GENERIC}”, no sign-in`,
        steps: [loaded(verified), add(transferItem), submitForm, requestFailed(error)],
        state: 'requestForm',
        notTags: ['busy'],
        context: { error: GENERIC, signInNeeded: false, page: FORM },
      }),
    ),
    {
      name: 'a generic error is dismissed: error null',
      steps: [loaded(verified), add(transferItem), submitForm, requestFailed(apiErrorOf(500)), dismiss],
      context: { error: null, signInNeeded: false },
    },
  ]);
});

// ------------------------------------------------------------------------------------------------------------
/** The wizard as "label status" lines. */
const lines = (steps: Array<{ label: string; status: string }>) => steps.map((s) => `${s.label} ${s.status}`);

interface SelectorCase {
  name: string;
  steps: Case['steps'];
  state: string;
  wizard: string[];
}

describe('rxNewPatient selectors: newPatientState and newPatientWizard on real snapshots (§2.2 wizard)', () => {
  const cases: SelectorCase[] = [
    { name: 'loading the status: "starting", no wizard', steps: [], state: 'starting', wizard: [] },
    {
      name: 'the load failed: "loadFailed", no wizard',
      steps: [loadFailed],
      state: 'loadFailed',
      wizard: [],
    },
    {
      name: 'the form of a customer without an account, TRANSFER only: Request, Step 1 of 5',
      steps: [loaded(fresh), add(transferItem)],
      state: 'requestForm',
      wizard: [
        'Request active',
        'Verification disabled',
        'Account Holder disabled',
        'Security Questions disabled',
        'Summary disabled',
      ],
    },
    {
      name: 'the form with a NEW patient: no Account Holder step (Step 1 of 4)',
      steps: [loaded(fresh), add(newItem)],
      state: 'requestForm',
      wizard: ['Request active', 'Verification disabled', 'Security Questions disabled', 'Summary disabled'],
    },
    {
      name: 'the form of a customer with an account and questions: Request and Summary only',
      steps: [loaded(verified), add(transferItem)],
      state: 'requestForm',
      wizard: ['Request active', 'Summary disabled'],
    },
    {
      name: 'the form of a customer with an account, questions missing: Request, Security Questions, Summary',
      steps: [loaded(accountNoQuestions), add(transferItem)],
      state: 'requestForm',
      wizard: ['Request active', 'Security Questions disabled', 'Summary disabled'],
    },
    {
      name: 'the form of a customer without an account, questions set: no Security Questions step',
      steps: [loaded(questionsNoAccount), add(transferItem)],
      state: 'requestForm',
      wizard: ['Request active', 'Verification disabled', 'Account Holder disabled', 'Summary disabled'],
    },
    {
      name: 'the verification choice: "verification", Step 2 of 5, Request complete',
      steps: freshSubmitted,
      state: 'verification',
      wizard: [
        'Request complete',
        'Verification active',
        'Account Holder disabled',
        'Security Questions disabled',
        'Summary disabled',
      ],
    },
    {
      name: 'the link flow chosen: "toLink", no wizard',
      steps: [...freshSubmitted, chooseExisting],
      state: 'toLink',
      wizard: [],
    },
    {
      name: 'account information being edited: "accountInformation", Step 3 of 5',
      steps: [...freshSubmitted, chooseNew],
      state: 'accountInformation',
      wizard: [
        'Request complete',
        'Verification complete',
        'Account Holder active',
        'Security Questions disabled',
        'Summary disabled',
      ],
    },
    {
      name: 'account information being saved: still "accountInformation"',
      steps: [...freshSubmitted, chooseNew, submitAccount],
      state: 'accountInformation',
      wizard: [
        'Request complete',
        'Verification complete',
        'Account Holder active',
        'Security Questions disabled',
        'Summary disabled',
      ],
    },
    {
      name: 'the security questions: "challengeQuestions", Step 4 of 5',
      steps: [...freshSubmitted, chooseNew, submitAccount, accountSaved],
      state: 'challengeQuestions',
      wizard: [
        'Request complete',
        'Verification complete',
        'Account Holder complete',
        'Security Questions active',
        'Summary disabled',
      ],
    },
    {
      name: 'sending the request: "submitting", shown as the Request step (Step 1), questions created keep their step',
      steps: [...freshSubmitted, chooseNew, submitAccount, accountSaved, questionsSaved],
      state: 'submitting',
      wizard: [
        'Request active',
        'Verification disabled',
        'Account Holder disabled',
        'Security Questions disabled',
        'Summary disabled',
      ],
    },
    {
      name: 'the summary after creating the questions: every step complete, Summary active (Step 5 of 5)',
      steps: [...freshSubmitted, chooseNew, submitAccount, accountSaved, questionsSaved, requestDone],
      state: 'summary',
      wizard: [
        'Request complete',
        'Verification complete',
        'Account Holder complete',
        'Security Questions complete',
        'Summary active',
      ],
    },
    {
      name: 'the summary of a customer with an account and questions: Request complete, Summary active',
      steps: [loaded(verified), add(transferItem), submitForm, requestDone],
      state: 'summary',
      wizard: ['Request complete', 'Summary active'],
    },
  ];
  for (const c of cases)
    it(c.name, async () => {
      const machine = await loadChart();
      const { newPatientState, newPatientWizard } = await loadSelectors();
      checkOracle(machine, {
        name: c.name,
        steps: c.steps,
        verify: (run) => {
          const s = run.snapshot() as Parameters<typeof newPatientWizard>[0];
          expect(newPatientState(s)).toBe(c.state);
          expect(lines(newPatientWizard(s))).toEqual(c.wizard);
        },
      });
    });

  it('the wizard steps carry their ids and labels', async () => {
    const machine = await loadChart();
    const { newPatientWizard } = await loadSelectors();
    checkOracle(machine, {
      name: 'ids',
      steps: freshSubmitted,
      verify: (run) =>
        expect(newPatientWizard(run.snapshot() as Parameters<typeof newPatientWizard>[0])).toEqual([
          { id: 'request', label: 'Request', status: 'complete' },
          { id: 'verify', label: 'Verification', status: 'active' },
          { id: 'accountInformation', label: 'Account Holder', status: 'disabled' },
          { id: 'challengeCreate', label: 'Security Questions', status: 'disabled' },
          { id: 'summary', label: 'Summary', status: 'disabled' },
        ]),
    });
  });
});

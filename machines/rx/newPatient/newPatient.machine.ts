/** New patient (pharmacy-portal.md §2.1 /rx/new-patient, /verify, /account/information, /challenge/create, /summary;
 *  §3 "New-patient request"; §4 "New-patient flow"; §5 "Add-Rx required fields"; §8 "New patient").
 *  starting: the customer status. requestForm (/rx/new-patient): who the request is for and its prescriptions
 *  (NEW, TRANSFER, PAPER with the §5 required fields), added and removed one at a time. Then the step the rule picks
 *  (domain/rx/identity.ts nextNewPatientStep): the verification choice (/verify: new to the pharmacy, or already a
 *  patient: the link flow instead), account information when there is no prior account and no patient of type NEW,
 *  security questions when they are missing (sub-flow rxChallengeCreate), then submitting (POST
 *  /prescription-request). summary: the request number. A failed request goes back to the form with §8's text (401:
 *  the inactivity text and signInNeeded: the route's Sign In brings the shopper back to the request as typed; a 4xx
 *  message as it is; otherwise the generic text), which the shopper can dismiss.
 *  `page` is the step's path: src/ keeps the address on it. The page guard (§4) is the route's: a page opened without
 *  the flow, or the form opened after a finished request, gets a fresh flow (src/rx/identity/flows.ts
 *  newPatientFlowFor), as the link flow does. Side effects: loadStatus, saveAccountHolder, submitRequest, the sub-flow. */
import { assertEvent, assign, setup } from 'xstate';
import type {
  AccountHolder,
  NewPatientRequest,
  RequestedPrescription,
} from '../../../api/contracts/rx-identity';
import type { CustomerStatus } from '../../../api/contracts/rx-security';
import {
  type AccountHolderForm,
  accountHolderPayload,
  LINK_PAGES,
  NEW_PATIENT_MAX_PRESCRIPTIONS,
  NEW_PATIENT_PAGES,
  NEW_PATIENT_TEXTS,
  type NewPatientVerification,
  newPatientErrorText,
  nextNewPatientStep,
} from '../../../domain/rx/identity';
import type { AddRxType } from '../../../domain/rx/validation';
import { notProvided } from '../../shared/actors';
import { challengeCreateMachine } from '../challengeCreate/challengeCreate.machine';
import { isOutcome } from '../../../domain/errors';

/** One prescription of the request, with its type. */
export interface RequestItem {
  type: AddRxType;
  prescription: RequestedPrescription;
}

export interface NewPatientContext {
  hasPriorAccount: boolean;
  hasChallengeQuestions: boolean;
  /** The security questions were created in this flow (their wizard step stays). */
  challengeQuestionsCreated: boolean;
  verification: NewPatientVerification | null;
  accountInformationGiven: boolean;
  patient: NewPatientRequest['patient'] | null;
  items: RequestItem[];
  requestId: string | null;
  error: string | null;
  /** The request was answered 401: the shopper signs in again (the route's Sign In), the request is kept. */
  signInNeeded: boolean;
  page: string;
}

export type NewPatientEvent =
  | { type: 'newPatient.addPrescription'; item: RequestItem }
  | { type: 'newPatient.removePrescription'; index: number }
  | { type: 'newPatient.submitForm'; patient: NewPatientRequest['patient'] }
  | { type: 'newPatient.dismissError' }
  | { type: 'newPatient.chooseVerification'; choice: NewPatientVerification }
  | { type: 'newPatient.submitAccountInformation'; form: AccountHolderForm }
  | { type: 'newPatient.retry' };

/** §3: the request's patients, one per type, each with its prescriptions (in the order first added). */
export function requestOf(
  patient: NewPatientRequest['patient'],
  items: readonly RequestItem[],
): NewPatientRequest {
  const types = [...new Set(items.map((i) => i.type))];
  return {
    patient,
    patients: types.map((type) => ({
      type,
      prescriptions: items.filter((i) => i.type === type).map((i) => i.prescription),
    })),
  };
}

const INITIAL: Omit<NewPatientContext, 'page'> = {
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
};

const factsOf = (c: NewPatientContext) => ({
  hasPriorAccount: c.hasPriorAccount,
  verification: c.verification,
  hasChallengeQuestions: c.hasChallengeQuestions,
  hasNewPatient: c.items.some((i) => i.type === 'NEW'),
  accountInformationGiven: c.accountInformationGiven,
});

export const newPatientMachine = setup({
  types: {
    context: {} as NewPatientContext,
    events: {} as NewPatientEvent,
    tags: {} as 'busy',
    children: {} as { challengeCreate: 'challengeCreate' },
  },
  actors: {
    loadStatus: notProvided<CustomerStatus>('loadStatus'),
    saveAccountHolder: notProvided<string, AccountHolder>('saveAccountHolder'),
    submitRequest: notProvided<string, NewPatientRequest>('submitRequest'),
    challengeCreate: challengeCreateMachine,
  },
  guards: {
    canAddMore: ({ context }) => context.items.length < NEW_PATIENT_MAX_PRESCRIPTIONS,
    hasItems: ({ context }) => context.items.length > 0,
    isExistingPatient: ({ event }) =>
      event.type === 'newPatient.chooseVerification' && event.choice === 'existing',
    needsVerification: ({ context }) => nextNewPatientStep(factsOf(context)) === 'verify',
    needsAccountInformation: ({ context }) => nextNewPatientStep(factsOf(context)) === 'accountInformation',
    needsChallengeQuestions: ({ context }) => nextNewPatientStep(factsOf(context)) === 'challengeCreate',
    isSignedOut: (_, p: { error: unknown }) => isOutcome(p.error, 'unauthorized'),
  },
  actions: {
    showPage: assign((_, p: { page: string }) => ({ page: p.page })),
    keepStatus: assign((_, p: { status: CustomerStatus }) => ({
      hasPriorAccount: p.status.selfLinked,
      hasChallengeQuestions: p.status.hasChallengeQuestions,
    })),
    addItem: assign(({ context, event }) => {
      assertEvent(event, 'newPatient.addPrescription');
      return { items: [...context.items, event.item] };
    }),
    removeItem: assign(({ context, event }) => {
      assertEvent(event, 'newPatient.removePrescription');
      return { items: context.items.filter((_, i) => i !== event.index) };
    }),
    keepPatient: assign(({ event }) => {
      assertEvent(event, 'newPatient.submitForm');
      return { patient: event.patient, error: null, signInNeeded: false };
    }),
    keepVerification: assign(({ event }) => {
      assertEvent(event, 'newPatient.chooseVerification');
      return { verification: event.choice };
    }),
    markAccountInformation: assign({ accountInformationGiven: true, error: null }),
    markChallenges: assign({ hasChallengeQuestions: true, challengeQuestionsCreated: true }),
    keepRequestId: assign((_, p: { requestId: string }) => ({ requestId: p.requestId, error: null })),
    showError: assign((_, p: { error: string }) => ({ error: p.error })),
    /** §8's inactivity text, and the way to sign in again (the request stays as it is). */
    askToSignIn: assign({ error: NEW_PATIENT_TEXTS.loggedOut, signInNeeded: true }),
    clearError: assign({ error: null, signInNeeded: false }),
  },
}).createMachine({
  id: 'rxNewPatient',
  initial: 'preparing',
  context: { ...INITIAL, page: NEW_PATIENT_PAGES.form },
  states: {
    /** Reading the customer status. */
    preparing: {
      initial: 'starting',
      states: {
        starting: {
          tags: 'busy',
          entry: { type: 'showPage', params: { page: NEW_PATIENT_PAGES.form } },
          invoke: {
            id: 'loadStatus',
            src: 'loadStatus',
            onDone: {
              target: '#rxNewPatient.requestForm',
              actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) },
            },
            onError: {
              target: 'loadFailed',
              actions: { type: 'showError', params: { error: NEW_PATIENT_TEXTS.otherError } },
            },
          },
        },
        loadFailed: {
          on: { 'newPatient.retry': { target: 'starting', actions: 'clearError' } },
        },
      },
    },
    requestForm: {
      entry: { type: 'showPage', params: { page: NEW_PATIENT_PAGES.form } },
      on: {
        'newPatient.addPrescription': { guard: 'canAddMore', actions: 'addItem' },
        'newPatient.removePrescription': { actions: 'removeItem' },
        'newPatient.submitForm': { guard: 'hasItems', target: 'steps', actions: 'keepPatient' },
        'newPatient.dismissError': { actions: 'clearError' },
      },
    },
    /** The steps the rule picks before the request is sent. */
    steps: {
      initial: 'choosingStep',
      states: {
        choosingStep: {
          always: [
            { guard: 'needsVerification', target: 'verification' },
            { guard: 'needsAccountInformation', target: 'accountInformation' },
            { guard: 'needsChallengeQuestions', target: 'challengeQuestions' },
            { target: '#rxNewPatient.submitting' },
          ],
        },
        verification: {
          entry: { type: 'showPage', params: { page: NEW_PATIENT_PAGES.verify } },
          on: {
            'newPatient.chooseVerification': [
              { guard: 'isExistingPatient', target: 'toLink', actions: 'keepVerification' },
              { target: 'choosingStep', actions: 'keepVerification' },
            ],
          },
        },
        /** Already a patient: the link flow verifies and adds them. */
        toLink: {
          entry: { type: 'showPage', params: { page: LINK_PAGES.choose } },
        },
        accountInformation: {
          entry: { type: 'showPage', params: { page: NEW_PATIENT_PAGES.accountInformation } },
          initial: 'editing',
          states: {
            editing: {
              on: { 'newPatient.submitAccountInformation': 'saving' },
            },
            saving: {
              tags: 'busy',
              invoke: {
                id: 'saveAccountHolder',
                src: 'saveAccountHolder',
                input: ({ event }) => {
                  assertEvent(event, 'newPatient.submitAccountInformation');
                  return accountHolderPayload(event.form);
                },
                onDone: { target: '#rxNewPatient.steps.choosingStep', actions: 'markAccountInformation' },
                onError: {
                  target: 'editing',
                  actions: { type: 'showError', params: { error: NEW_PATIENT_TEXTS.otherError } },
                },
              },
            },
          },
        },
        challengeQuestions: {
          entry: { type: 'showPage', params: { page: NEW_PATIENT_PAGES.challengeCreate } },
          invoke: {
            id: 'challengeCreate',
            src: 'challengeCreate',
            input: { mode: 'create' as const },
            onDone: { target: 'choosingStep', actions: 'markChallenges' },
            onError: {
              target: '#rxNewPatient.requestForm',
              actions: { type: 'showError', params: { error: NEW_PATIENT_TEXTS.otherError } },
            },
          },
        },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitRequest',
        src: 'submitRequest',
        input: ({ context }) =>
          requestOf(
            context.patient ?? { firstName: '', lastName: '', dateOfBirth: '', phone: '' },
            context.items,
          ),
        onDone: {
          target: 'summary',
          actions: { type: 'keepRequestId', params: ({ event }) => ({ requestId: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) },
            target: 'requestForm',
            actions: 'askToSignIn',
          },
          {
            target: 'requestForm',
            actions: {
              type: 'showError',
              params: ({ event }) => ({
                error: newPatientErrorText(event.error),
              }),
            },
          },
        ],
      },
    },
    summary: {
      entry: { type: 'showPage', params: { page: NEW_PATIENT_PAGES.summary } },
    },
  },
});

/** Add a patient / link (pharmacy-portal.md §2.1 /rx/link/*, §2.4 "Add-patient flow steps", §3 "Prescription
 *  lookup payload", "Link payload", "Linking flow state", §4 "Link flow", §8 "Linking and verification").
 *  starting: the customer status (challenge questions, identity verified, self link, linking lock).
 *  choosing (/rx/link/patient): the patient type (SELF, CHILD, MANAGED_ADULT, CAREGIVER, PET; Myself only while the
 *  customer is not linked as themselves) and, for yourself, how to be found. patientLookup (yourself by personal
 *  details) or prescriptionLookup (by RX number; FOUND, NOT_FOUND, LOCKED, already linked with the support phone).
 *  Then the identity step our rule picks (domain/rx/identity.ts): none when the lookup says verified; the identity
 *  quiz (sub-flow rxIdentityQuiz) when you add yourself (by prescription or by personal details), whose failure,
 *  lock or "person not found" ends the flow on /rx/idm/failure (notVerified); otherwise the prescriber quiz (sub-flow
 *  rxPrescriberQuiz), whose every end but verified asks for the RX number (prescriptionVerification, 30-minute lock;
 *  the attempts left shown after each wrong one; a wrong prescriber is not one of them). Then the security questions when the
 *  customer has none (sub-flow rxChallengeCreate), the primary account holder's information when a customer without
 *  a pharmacy account of their own adds a child or pet, and linking (POST patient/link or prescription/link).
 *  linked: the success toast, then seamlessRedirectUrl, /rx/patient-access for a managed adult, else
 *  /rx/patient-profile. requested: the link waits for approval (the answer says pending: a managed adult's, or a
 *  patient someone else looks after, whose owner decides): the "Request Sent" toast, never "Patient Added", then
 *  /rx/patient-access, where the request is listed. `page` is the path of the step shown (src/ keeps the address on
 *  it: the page guard).
 *  Side effects: loadLinkStatus, matchPatient, lookupPrescription, verifyPrescription, saveAccountHolder,
 *  linkPatient, the three sub-flows; notifyLinked and notifyRequested (the toasts, provided by src/). */
import { and, assertEvent, assign, setup } from 'xstate';
import type {
  AccountHolder,
  LinkPayload,
  LinkResponse,
  PatientLookup,
  PatientMatchesResponse,
  PrescriptionLookup,
  PrescriptionLookupResponse,
  PrescriptionVerify,
  PrescriptionVerifyResponse,
} from '../../../api/contracts/rx-identity';
import type { RelationshipType } from '../../../api/contracts/rx';
import type { CustomerStatus } from '../../../api/contracts/rx-security';
import {
  ALTERNATE_MATCH_NOTICE,
  type AccountHolderForm,
  accountHolderPayload,
  LINK_PAGES,
  LINK_REQUEST_TOAST,
  LINK_SUCCESS_TOAST,
  LINK_TEXTS,
  type LinkMethod,
  linkPayload,
  linkSuccessTarget,
  type PatientLookupForm,
  PRESCRIBER_TEXTS,
  type PrescriptionLookupForm,
  type PrescriptionVerifyForm,
  idmFailurePath,
  isRefusedQuizOutcome,
  patientLookupPayload,
  prescriptionLookupPayload,
  prescriptionVerifyPayload,
  verificationAfterLookup,
} from '../../../domain/rx/identity';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import type { Toast } from '../../../domain/rx/toasts';
import { notProvided } from '../../shared/actors';
import { challengeCreateMachine } from '../challengeCreate/challengeCreate.machine';
import { identityQuizMachine, type QuizOutcome } from '../identityQuiz/identityQuiz.machine';
import { type PrescriberOutcome, prescriberQuizMachine } from '../prescriberQuiz/prescriberQuiz.machine';
import { isOutcome } from '../../../domain/errors';

export interface LinkContext {
  seamlessRedirectUrl: string | null;
  /** The banner's customer-support number (§8 {phone}). */
  supportPhone: string;
  relationship: RelationshipType | null;
  method: LinkMethod | null;
  // The customer (§3 "Customer status").
  hasChallengeQuestions: boolean;
  selfLinked: boolean;
  lockedForLinking: boolean;
  // §3 "Linking flow state".
  exactMatchFound: boolean;
  /** The lookup (or a proof since) says the customer may link without a further identity step. */
  identityVerified: boolean;
  /** What the lookup said (the wizard shows an identity step unless it said verified). */
  lookupVerified: boolean;
  challengeQuestionsCreated: boolean;
  patientNumber: string | null;
  prescriptionNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  email: string | null;
  facilityPhone: string | null;
  preferredDevice: boolean;
  /** The prescriber quiz did not verify: the RX number is asked (a wizard step of its own). */
  prescriptionVerification: boolean;
  quizOutcome: QuizOutcome | null;
  /** A notice above the step (the prescriber quiz's end, an alternate match). */
  notice: string | null;
  /** After a wrong RX#: how many tries are left before the 30-minute lock (the server's count). */
  attemptsLeft: number | null;
  error: string | null;
  page: string;
}

export type LinkEvent =
  | { type: 'link.choose'; relationship: RelationshipType; method: LinkMethod }
  | { type: 'link.submitPatientLookup'; form: PatientLookupForm }
  | { type: 'link.submitPrescriptionLookup'; form: PrescriptionLookupForm }
  | { type: 'link.submitPrescriptionVerify'; form: PrescriptionVerifyForm }
  | { type: 'link.submitAccountInformation'; form: AccountHolderForm }
  | { type: 'link.retry' };

const messageOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? String((error as { message?: unknown }).message ?? '') : '';

export const linkMachine = setup({
  types: {
    context: {} as LinkContext,
    events: {} as LinkEvent,
    input: {} as { seamlessRedirectUrl: string | null; supportPhone: string },
    tags: {} as 'busy',
    children: {} as {
      identityQuiz: 'identityQuiz';
      prescriberQuiz: 'prescriberQuiz';
      challengeCreate: 'challengeCreate';
    },
  },
  actors: {
    loadLinkStatus: notProvided<CustomerStatus>('loadLinkStatus'),
    matchPatient: notProvided<PatientMatchesResponse, PatientLookup>('matchPatient'),
    lookupPrescription: notProvided<PrescriptionLookupResponse, PrescriptionLookup>('lookupPrescription'),
    verifyPrescription: notProvided<PrescriptionVerifyResponse, PrescriptionVerify>('verifyPrescription'),
    saveAccountHolder: notProvided<string, AccountHolder>('saveAccountHolder'),
    linkPatient: notProvided<LinkResponse, { method: LinkMethod; payload: LinkPayload }>('linkPatient'),
    identityQuiz: identityQuizMachine,
    prescriberQuiz: prescriberQuizMachine,
    challengeCreate: challengeCreateMachine,
  },
  guards: {
    isLockedForLinking: ({ context }) => context.lockedForLinking,
    /** Add a Patient offers Myself only to a customer not linked as themselves (the lookups' answers say
     *  "already linked" when that changed after the page loaded). */
    isOfferedChoice: ({ context, event }) =>
      event.type === 'link.choose' && !(event.relationship === 'SELF' && context.selfLinked),
    isByDetails: ({ event }) =>
      event.type === 'link.choose' && event.method === 'patient' && event.relationship === 'SELF',
    isExactMatch: (_, p: { match: PatientMatchesResponse }) =>
      p.match.exactMatchFound && !p.match.alreadyLinked && p.match.patientNumber !== null,
    isAlreadyLinkedMatch: (_, p: { match: PatientMatchesResponse }) => p.match.alreadyLinked,
    isRefusedWithDetail: (_, p: { error: unknown }) => isOutcome(p.error, 'refusedWithDetail'),
    isLookupLocked: (_, p: { result: PrescriptionLookupResponse }) => p.result.status === 'LOCKED',
    isLookupNotFound: (_, p: { result: PrescriptionLookupResponse }) =>
      p.result.status === 'NOT_FOUND' || (!p.result.selfLinked && p.result.patientNumber === null),
    isAlreadyLinked: (_, p: { result: PrescriptionLookupResponse }) => p.result.selfLinked,
    isVerifiedLookup: (_, p: { verified: boolean }) => p.verified,
    needsIdentityQuiz: ({ context }) =>
      verificationAfterLookup(context.relationship ?? 'SELF', context.identityVerified) === 'identityQuiz',
    isQuizPassed: (_, p: { outcome: QuizOutcome }) => p.outcome === 'passed',
    /** The quiz was answered (or refused) and did not verify: failed, locked, person not found. */
    isQuizRefused: (_, p: { outcome: QuizOutcome }) => isRefusedQuizOutcome(p.outcome),
    isPrescriberVerified: (_, p: { outcome: PrescriberOutcome }) => p.outcome === 'verified',
    isVerifyVerified: (_, p: { result: PrescriptionVerifyResponse }) => p.result.status === 'VERIFIED',
    isVerifyLocked: (_, p: { result: PrescriptionVerifyResponse }) => p.result.status === 'LOCKED',
    needsChallengeQuestions: ({ context }) =>
      !context.hasChallengeQuestions && !context.challengeQuestionsCreated,
    /** The link waits for approval: nothing was added (server/rx/relationships.ts requestLink). */
    isPendingLink: (_, p: { response: LinkResponse }) => p.response.pending,
    needsAccountInformation: ({ context }) =>
      !context.selfLinked && (context.relationship === 'CHILD' || context.relationship === 'PET'),
  },
  actions: {
    showPage: assign((_, p: { page: string }) => ({ page: p.page })),
    keepStatus: assign((_, p: { status: CustomerStatus }) => ({
      hasChallengeQuestions: p.status.hasChallengeQuestions,
      selfLinked: p.status.selfLinked,
      lockedForLinking: p.status.accountLockedForLinking,
      identityVerified: p.status.identityVerified,
    })),
    keepChoice: assign(({ event }) => {
      assertEvent(event, 'link.choose');
      return { relationship: event.relationship, method: event.method, error: null, notice: null };
    }),
    showError: assign((_, p: { error: string }) => ({ error: p.error })),
    showNotice: assign((_, p: { notice: string }) => ({ notice: p.notice, error: null })),
    clearMessages: assign({ error: null, notice: null }),
    keepPatientLookup: assign(({ event }) => {
      assertEvent(event, 'link.submitPatientLookup');
      const payload = patientLookupPayload(event.form);
      return {
        firstName: payload.firstName,
        lastName: payload.lastName,
        dateOfBirth: payload.dateOfBirth,
        email: payload.email ?? null,
        error: null,
      };
    }),
    keepPrescriptionLookup: assign(({ context, event }) => {
      assertEvent(event, 'link.submitPrescriptionLookup');
      const payload = prescriptionLookupPayload(event.form, context.relationship ?? 'SELF');
      return {
        firstName: payload.firstName,
        lastName: payload.lastName,
        dateOfBirth: payload.dateOfBirth ?? null,
        email: payload.email ?? null,
        prescriptionNumber: payload.rxNumber,
        facilityPhone: payload.facilityPhone ?? null,
        error: null,
        notice: null,
      };
    }),
    keepMatch: assign((_, p: { patientNumber: string | null; verified: boolean }) => ({
      exactMatchFound: true,
      patientNumber: p.patientNumber,
      identityVerified: p.verified,
      lookupVerified: p.verified,
    })),
    switchToPrescription: assign({ method: 'prescription' as LinkMethod }),
    keepFound: assign((_, p: { result: PrescriptionLookupResponse }) => ({
      patientNumber: p.result.patientNumber,
      identityVerified: p.result.verified,
      lookupVerified: p.result.verified,
    })),
    markVerified: assign({ identityVerified: true, notice: null, error: null }),
    keepQuizOutcome: assign((_, p: { outcome: QuizOutcome | null }) => ({
      quizOutcome: p.outcome ?? 'loadFailed',
    })),
    askForRxNumber: assign((_, p: { notice: string }) => ({
      prescriptionVerification: true,
      notice: p.notice,
      error: null,
    })),
    keepVerifiedRx: assign(({ event }) => {
      assertEvent(event, 'link.submitPrescriptionVerify');
      return { error: null };
    }),
    /** A wrong RX#: §8's text and the tries left; the prescriber quiz's notice was answered. */
    showVerifyRefused: assign((_, p: { attemptsLeft: number }) => ({
      error: LINK_TEXTS.verifyInvalid,
      attemptsLeft: p.attemptsLeft,
      notice: null,
    })),
    /** Locked: §8's lock text alone (no prescriber text above it, no tries left). */
    showVerifyLocked: assign({ error: LINK_TEXTS.verifyLocked, attemptsLeft: null, notice: null }),
    keepChallenges: assign((_, p: { preferredDevice: boolean }) => ({
      challengeQuestionsCreated: true,
      preferredDevice: p.preferredDevice,
    })),
    /** Provided by src/: the success toast (§8), read on the next page. */
    notifyLinked: (_, _params: { toast: Toast }) => {},
    /** Provided by src/: the request's toast, read on the next page (the patients did not change). */
    notifyRequested: (_, _params: { toast: Toast }) => {},
  },
}).createMachine({
  id: 'rxLink',
  initial: 'opening',
  context: ({ input }) => ({
    seamlessRedirectUrl: input.seamlessRedirectUrl,
    supportPhone: input.supportPhone,
    relationship: null,
    method: null,
    hasChallengeQuestions: false,
    selfLinked: false,
    lockedForLinking: false,
    exactMatchFound: false,
    identityVerified: false,
    lookupVerified: false,
    challengeQuestionsCreated: false,
    patientNumber: null,
    prescriptionNumber: null,
    firstName: null,
    lastName: null,
    dateOfBirth: null,
    email: null,
    facilityPhone: null,
    preferredDevice: false,
    prescriptionVerification: false,
    quizOutcome: null,
    notice: null,
    attemptsLeft: null,
    error: null,
    page: LINK_PAGES.choose,
  }),
  states: {
    /** Reading the customer status. */
    opening: {
      initial: 'starting',
      states: {
        starting: {
          tags: 'busy',
          entry: { type: 'showPage', params: { page: LINK_PAGES.choose } },
          invoke: {
            id: 'loadLinkStatus',
            src: 'loadLinkStatus',
            onDone: {
              target: '#rxLink.finding.choosing',
              actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) },
            },
            onError: {
              target: 'loadFailed',
              actions: { type: 'showError', params: { error: LINK_TEXTS.loadFailed } },
            },
          },
        },
        loadFailed: {
          on: { 'link.retry': { target: 'starting', actions: 'clearMessages' } },
        },
      },
    },
    /** Finding the patient: the type, then a patient or prescription lookup. */
    finding: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'link.choose': [
              {
                guard: 'isLockedForLinking',
                actions: { type: 'showError', params: { error: LINK_TEXTS.locked } },
              },
              {
                guard: and(['isOfferedChoice', 'isByDetails']),
                target: 'patientLookup',
                actions: 'keepChoice',
              },
              { guard: 'isOfferedChoice', target: 'prescriptionLookup', actions: 'keepChoice' },
            ],
          },
        },
        patientLookup: {
          entry: { type: 'showPage', params: { page: LINK_PAGES.patientLookup } },
          initial: 'editing',
          states: {
            editing: {
              on: { 'link.submitPatientLookup': { target: 'searching', actions: 'keepPatientLookup' } },
            },
            searching: {
              tags: 'busy',
              invoke: {
                id: 'matchPatient',
                src: 'matchPatient',
                input: ({ event }) => {
                  assertEvent(event, 'link.submitPatientLookup');
                  return patientLookupPayload(event.form);
                },
                onDone: [
                  {
                    guard: { type: 'isExactMatch', params: ({ event }) => ({ match: event.output }) },
                    target: '#rxLink.verifying.deciding',
                    actions: {
                      type: 'keepMatch',
                      params: ({ context, event }) => ({
                        patientNumber: event.output.patientNumber,
                        verified: context.identityVerified,
                      }),
                    },
                  },
                  {
                    guard: { type: 'isAlreadyLinkedMatch', params: ({ event }) => ({ match: event.output }) },
                    target: 'editing',
                    actions: {
                      type: 'showError',
                      params: ({ context }) => ({ error: LINK_TEXTS.alreadyLinked(context.supportPhone) }),
                    },
                  },
                  {
                    target: '#rxLink.finding.prescriptionLookup',
                    actions: [
                      'switchToPrescription',
                      { type: 'showNotice', params: { notice: ALTERNATE_MATCH_NOTICE } },
                    ],
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isRefusedWithDetail', params: ({ event }) => ({ error: event.error }) },
                    target: 'editing',
                    actions: {
                      type: 'showError',
                      params: ({ event }) => ({ error: messageOf(event.error) }),
                    },
                  },
                  {
                    target: 'editing',
                    actions: { type: 'showError', params: { error: LINK_TEXTS.patientLookupFailed } },
                  },
                ],
              },
            },
          },
        },
        prescriptionLookup: {
          entry: { type: 'showPage', params: { page: LINK_PAGES.prescriptionLookup } },
          initial: 'editing',
          states: {
            editing: {
              on: {
                'link.submitPrescriptionLookup': { target: 'searching', actions: 'keepPrescriptionLookup' },
              },
            },
            searching: {
              tags: 'busy',
              invoke: {
                id: 'lookupPrescription',
                src: 'lookupPrescription',
                input: ({ context, event }) => {
                  assertEvent(event, 'link.submitPrescriptionLookup');
                  return prescriptionLookupPayload(event.form, context.relationship ?? 'SELF');
                },
                onDone: [
                  {
                    guard: { type: 'isLookupLocked', params: ({ event }) => ({ result: event.output }) },
                    target: 'editing',
                    actions: { type: 'showError', params: { error: LINK_TEXTS.locked } },
                  },
                  {
                    guard: { type: 'isAlreadyLinked', params: ({ event }) => ({ result: event.output }) },
                    target: 'editing',
                    actions: {
                      type: 'showError',
                      params: ({ context }) => ({ error: LINK_TEXTS.alreadyLinked(context.supportPhone) }),
                    },
                  },
                  {
                    guard: { type: 'isLookupNotFound', params: ({ event }) => ({ result: event.output }) },
                    target: 'editing',
                    actions: { type: 'showError', params: { error: LINK_TEXTS.notFound } },
                  },
                  {
                    target: '#rxLink.verifying.deciding',
                    actions: { type: 'keepFound', params: ({ event }) => ({ result: event.output }) },
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: { type: 'showError', params: { error: LINK_TEXTS.lookupFailed } },
                },
              },
            },
          },
        },
      },
    },
    /** Proving the right to link: the identity step our rule picks. */
    verifying: {
      initial: 'deciding',
      states: {
        /** Which identity step follows the lookup (our rule, domain/rx/identity.ts verificationAfterLookup). */
        deciding: {
          always: [
            {
              guard: {
                type: 'isVerifiedLookup',
                params: ({ context }) => ({ verified: context.identityVerified }),
              },
              target: '#rxLink.completing.checkingChallenges',
            },
            { guard: 'needsIdentityQuiz', target: 'identityQuiz' },
            { target: 'prescriberQuiz' },
          ],
        },
        identityQuiz: {
          entry: { type: 'showPage', params: { page: LINK_PAGES.identity } },
          invoke: {
            id: 'identityQuiz',
            src: 'identityQuiz',
            input: ({ context }) => ({ patientNumber: context.patientNumber ?? '' }),
            onDone: [
              {
                guard: { type: 'isQuizPassed', params: ({ event }) => ({ outcome: event.output.outcome }) },
                target: '#rxLink.completing.checkingChallenges',
                actions: 'markVerified',
              },
              {
                guard: { type: 'isQuizRefused', params: ({ event }) => ({ outcome: event.output.outcome }) },
                target: '#rxLink.notVerified',
                actions: {
                  type: 'keepQuizOutcome',
                  params: ({ event }) => ({ outcome: event.output.outcome }),
                },
              },
              {
                target: 'identityFailed',
                actions: {
                  type: 'keepQuizOutcome',
                  params: ({ event }) => ({ outcome: event.output.outcome }),
                },
              },
            ],
            onError: {
              target: 'identityFailed',
              actions: { type: 'keepQuizOutcome', params: { outcome: 'loadFailed' as const } },
            },
          },
        },
        /** The quiz could not be asked (the call-us text) or loaded: its text (§8) and the way home. */
        identityFailed: {},
        prescriberQuiz: {
          entry: { type: 'showPage', params: { page: LINK_PAGES.identity } },
          invoke: {
            id: 'prescriberQuiz',
            src: 'prescriberQuiz',
            input: ({ context }) => ({ patientNumber: context.patientNumber ?? '' }),
            onDone: [
              {
                guard: {
                  type: 'isPrescriberVerified',
                  params: ({ event }) => ({ outcome: event.output.outcome }),
                },
                target: '#rxLink.completing.checkingChallenges',
                actions: 'markVerified',
              },
              {
                target: 'prescriptionVerification',
                actions: {
                  type: 'askForRxNumber',
                  params: ({ event }) => ({
                    notice:
                      event.output.outcome === 'timedOut'
                        ? PRESCRIBER_TEXTS.timedOut
                        : event.output.outcome === 'notVerified'
                          ? PRESCRIBER_TEXTS.notVerified
                          : PRESCRIBER_TEXTS.failed,
                  }),
                },
              },
            ],
            onError: {
              target: 'prescriptionVerification',
              actions: { type: 'askForRxNumber', params: { notice: PRESCRIBER_TEXTS.failed } },
            },
          },
        },
        prescriptionVerification: {
          entry: { type: 'showPage', params: { page: LINK_PAGES.prescriptionVerify } },
          initial: 'editing',
          states: {
            editing: {
              on: { 'link.submitPrescriptionVerify': { target: 'verifying', actions: 'keepVerifiedRx' } },
            },
            verifying: {
              tags: 'busy',
              invoke: {
                id: 'verifyPrescription',
                src: 'verifyPrescription',
                input: ({ context, event }) => {
                  assertEvent(event, 'link.submitPrescriptionVerify');
                  return prescriptionVerifyPayload(event.form, context.patientNumber ?? '');
                },
                onDone: [
                  {
                    guard: { type: 'isVerifyVerified', params: ({ event }) => ({ result: event.output }) },
                    target: '#rxLink.completing.checkingChallenges',
                    actions: 'markVerified',
                  },
                  {
                    guard: { type: 'isVerifyLocked', params: ({ event }) => ({ result: event.output }) },
                    target: 'editing',
                    actions: 'showVerifyLocked',
                  },
                  {
                    target: 'editing',
                    actions: {
                      type: 'showVerifyRefused',
                      params: ({ event }) => ({ attemptsLeft: event.output.attemptsLeft }),
                    },
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: { type: 'showError', params: { error: LINK_TEXTS.verifyFailed } },
                },
              },
            },
          },
        },
      },
    },
    /** Security questions, the account holder, linking. */
    completing: {
      initial: 'checkingChallenges',
      states: {
        checkingChallenges: {
          always: [
            { guard: 'needsChallengeQuestions', target: 'challengeQuestions' },
            { target: 'checkingAccount' },
          ],
        },
        challengeQuestions: {
          entry: { type: 'showPage', params: { page: LINK_PAGES.challengeCreate } },
          invoke: {
            id: 'challengeCreate',
            src: 'challengeCreate',
            input: { mode: 'create' as const },
            onDone: {
              target: 'checkingAccount',
              actions: {
                type: 'keepChallenges',
                params: ({ event }) => ({ preferredDevice: event.output.preferredDevice }),
              },
            },
            onError: {
              target: 'linkFailed',
              actions: { type: 'showError', params: { error: LINK_TEXTS.linkFailed } },
            },
          },
        },
        checkingAccount: {
          always: [{ guard: 'needsAccountInformation', target: 'accountInformation' }, { target: 'linking' }],
        },
        accountInformation: {
          entry: { type: 'showPage', params: { page: LINK_PAGES.accountInformation } },
          initial: 'editing',
          states: {
            editing: {
              on: { 'link.submitAccountInformation': 'saving' },
            },
            saving: {
              tags: 'busy',
              invoke: {
                id: 'saveAccountHolder',
                src: 'saveAccountHolder',
                input: ({ event }) => {
                  assertEvent(event, 'link.submitAccountInformation');
                  return accountHolderPayload(event.form);
                },
                onDone: '#rxLink.completing.linking',
                onError: {
                  target: 'editing',
                  actions: { type: 'showError', params: { error: LINK_TEXTS.lookupFailed } },
                },
              },
            },
          },
        },
        linking: {
          tags: 'busy',
          entry: 'clearMessages',
          invoke: {
            id: 'linkPatient',
            src: 'linkPatient',
            input: ({ context }) => ({
              method: context.method ?? 'prescription',
              payload: linkPayload({
                patientNumber: context.patientNumber ?? '',
                relationship: context.relationship ?? 'SELF',
                prescriptionNumber: context.method === 'prescription' ? context.prescriptionNumber : null,
                email: context.email,
                dateOfBirth: context.dateOfBirth,
                facilityPhone: context.method === 'prescription' ? context.facilityPhone : null,
              }),
            }),
            onDone: [
              {
                guard: { type: 'isPendingLink', params: ({ event }) => ({ response: event.output }) },
                target: '#rxLink.requested',
              },
              { target: '#rxLink.linked' },
            ],
            onError: {
              target: 'linkFailed',
              actions: { type: 'showError', params: { error: LINK_TEXTS.linkFailed } },
            },
          },
        },
        linkFailed: {
          on: {
            // Try Again goes back to what failed: the security questions while they are still missing (nobody is
            // linked without them), else the link itself.
            'link.retry': [
              { guard: 'needsChallengeQuestions', target: 'challengeQuestions', actions: 'clearMessages' },
              { target: 'linking' },
            ],
          },
        },
      },
    },
    /** The identity quiz did not verify (failed, locked, person not found): the flow ends on §2.1's failure page. */
    notVerified: {
      type: 'final',
      entry: {
        type: 'showPage',
        params: ({ context }) => ({
          page: idmFailurePath(isRefusedQuizOutcome(context.quizOutcome) ? context.quizOutcome : 'failed'),
        }),
      },
    },
    linked: {
      type: 'final',
      entry: [
        { type: 'notifyLinked', params: { toast: LINK_SUCCESS_TOAST } },
        {
          type: 'showPage',
          params: ({ context }) => ({
            page: linkSuccessTarget(context.relationship ?? 'SELF', context.seamlessRedirectUrl),
          }),
        },
      ],
    },
    requested: {
      type: 'final',
      entry: [
        { type: 'notifyRequested', params: { toast: LINK_REQUEST_TOAST } },
        { type: 'showPage', params: { page: RX_PATHS_UI.patientAccess } },
      ],
    },
  },
});

/** The machine registry: every statechart of the product, read by the inspector (/__inspector), `npm run paths`,
 *  `npm run graph-coverage`, `npm run docs:statecharts` and the registry test (tests/unit/registry.test.ts).
 *
 *  HOW TO REGISTER A MACHINE (one entry, one call, in MACHINES below; keep them grouped by area):
 *
 *    register(signInMachine, 'Sign in', 'account-signin.md §1 "Sign in"', signInModel, signInDescriptions),
 *
 *  - the machine's `id` is its registry id (`npm run paths -- signIn`, docs/statecharts/<id>.md);
 *  - the third argument is the spec section the machine implements (as in the machine's first comment line);
 *  - the fourth is the machine's graph model `{ events, serializeState?, input?, simplePaths? }`, exported from
 *    `machines/<area>/<flow>/<flow>.fixtures.ts` next to the machine (machines/ never imports tests/, so the
 *    event fixtures live there; only `import type` from api/contracts). tests/model/<flow>.model.test.ts reads
 *    the same fixtures, so the model tests, the paths QA runs and the inspector's path explorer are one
 *    generation (tests/model/graph.ts `generatePaths`).
 *  - events include actor results as `xstate.done.actor.<id>` / `xstate.error.actor.<id>` and `after` timers as
 *    `xstate.after.<delay>.<stateId>`: the machine then runs without a network (`offlineMachine` provides
 *    actors that never settle, the path's own done/error events decide what happens).
 *  - the fifth (optional) is the machine's descriptions for people (machines/descriptions.ts): each event as a
 *    tester's action or outside event in words, what the screen shows in each state, the funnel the inspector
 *    opens with; exported from `<flow>.descriptions.ts` next to the fixtures (docs/qa.md "Describing a machine").
 *    Without it every step still prints, as "Event x.y (no description yet)".
 *  A test fails when a `*.machine.ts` exports a machine that is not registered, and `npm test` fails when a
 *  registered machine's generated paths reach less than 100% of its states or transitions, or when
 *  docs/statecharts/<id>.md is stale (run `npm run docs:statecharts`). */
import {
  type AnyStateMachine,
  type EventFromLogic,
  fromPromise,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { createAccountModel } from './account/createAccount/createAccount.fixtures';
import { deleteAccountModel } from './account/deleteAccount/deleteAccount.fixtures';
import { deleteAccountMachine } from './account/deleteAccount/deleteAccount.machine';
import { createAccountMachine } from './account/createAccount/createAccount.machine';
import { forgotPasswordModel } from './account/forgotPassword/forgotPassword.fixtures';
import { forgotPasswordMachine } from './account/forgotPassword/forgotPassword.machine';
import { profileModel } from './account/profile/profile.fixtures';
import { profileMachine } from './account/profile/profile.machine';
import { resetPasswordModel } from './account/resetPassword/resetPassword.fixtures';
import { resetPasswordMachine } from './account/resetPassword/resetPassword.machine';
import { signInModel } from './account/signIn/signIn.fixtures';
import { signInMachine } from './account/signIn/signIn.machine';
import { verifyEmailModel } from './account/verifyEmail/verifyEmail.fixtures';
import { verifyEmailMachine } from './account/verifyEmail/verifyEmail.machine';
import { contentPageModel } from './shared/contentPage/contentPage.fixtures';
import { contentPageMachine } from './shared/contentPage/contentPage.machine';
import { fieldAlertModel } from './shared/fieldAlert/fieldAlert.fixtures';
import { fieldAlertMachine } from './shared/fieldAlert/fieldAlert.machine';
import { healthNavModel } from './shared/healthNav/healthNav.fixtures';
import { healthNavMachine } from './shared/healthNav/healthNav.machine';
import { sessionModel } from './shared/session/session.fixtures';
import { sessionMachine } from './shared/session/session.machine';
import { walletRequestModel } from './wallet/request/walletRequest.fixtures';
import { walletModel } from './wallet/wallet/wallet.fixtures';
import { walletMachine } from './wallet/wallet/wallet.machine';
import { walletRequestMachine } from './wallet/request/walletRequest.machine';
import type { MachineDescriptions } from './descriptions';
import { patientsDescriptions } from './rx/patients/patients.descriptions';
import { patientsModel } from './rx/patients/patients.fixtures';
import { patientsMachine } from './rx/patients/patients.machine';
import { toasterDescriptions } from './rx/toaster/toaster.descriptions';
import { toasterModel } from './rx/toaster/toaster.fixtures';
import { toasterMachine } from './rx/toaster/toaster.machine';
import { autoRefillDescriptions } from './rx/autoRefill/autoRefill.descriptions';
import { autoRefillModel } from './rx/autoRefill/autoRefill.fixtures';
import { autoRefillMachine } from './rx/autoRefill/autoRefill.machine';
import { refillProgramsDescriptions } from './rx/refillPrograms/refillPrograms.descriptions';
import { refillProgramsModel } from './rx/refillPrograms/refillPrograms.fixtures';
import { refillProgramsMachine } from './rx/refillPrograms/refillPrograms.machine';
import { historyDescriptions } from './rx/history/history.descriptions';
import { historyModel } from './rx/history/history.fixtures';
import { historyMachine } from './rx/history/history.machine';
import { receiptsDescriptions } from './rx/receipts/receipts.descriptions';
import { receiptsModel } from './rx/receipts/receipts.fixtures';
import { receiptsMachine } from './rx/receipts/receipts.machine';
import { prescriptionDetailDescriptions } from './rx/prescriptionDetail/prescriptionDetail.descriptions';
import { prescriptionDetailModel } from './rx/prescriptionDetail/prescriptionDetail.fixtures';
import { prescriptionDetailMachine } from './rx/prescriptionDetail/prescriptionDetail.machine';
import { monographDescriptions } from './rx/monograph/monograph.descriptions';
import { monographModel } from './rx/monograph/monograph.fixtures';
import { monographMachine } from './rx/monograph/monograph.machine';
import { vaccineRecordDescriptions } from './rx/vaccineRecord/vaccineRecord.descriptions';
import { vaccineRecordModel } from './rx/vaccineRecord/vaccineRecord.fixtures';
import { vaccineRecordMachine } from './rx/vaccineRecord/vaccineRecord.machine';
import { createAccountDescriptions } from './account/createAccount/createAccount.descriptions';
import { deleteAccountDescriptions } from './account/deleteAccount/deleteAccount.descriptions';
import { contentPageDescriptions } from './shared/contentPage/contentPage.descriptions';
import { forgotPasswordDescriptions } from './account/forgotPassword/forgotPassword.descriptions';
import { profileDescriptions } from './account/profile/profile.descriptions';
import { resetPasswordDescriptions } from './account/resetPassword/resetPassword.descriptions';
import { signInDescriptions } from './account/signIn/signIn.descriptions';
import { verifyEmailDescriptions } from './account/verifyEmail/verifyEmail.descriptions';
import { fieldAlertDescriptions } from './shared/fieldAlert/fieldAlert.descriptions';
import { healthNavDescriptions } from './shared/healthNav/healthNav.descriptions';
import { sessionDescriptions } from './shared/session/session.descriptions';
import { walletRequestDescriptions } from './wallet/request/walletRequest.descriptions';
import { walletDescriptions } from './wallet/wallet/wallet.descriptions';

/** What path generation needs to walk a machine's graph (tests/model/graph.ts ModelOptions without the machine). */
export interface GraphModel<M extends AnyStateMachine = AnyStateMachine> {
  /** Event fixtures (a list, or a function of the snapshot), actor results and after timers included. */
  events:
    | readonly EventFromLogic<M>[]
    | ((snapshot: SnapshotFrom<M>) => readonly EventFromLogic<M>[])
    | readonly unknown[]
    | ((snapshot: never) => readonly unknown[]);
  /** A state's identity for the graph (keeps counters and payloads out of it so the graph stays small). */
  serializeState?: ((snapshot: never) => string) | undefined;
  /** The machine's input, when it needs one. */
  input?: InputFrom<M> | undefined;
  /**
   * Further inputs the machine can be created with, each replayed as the empty path (what it opens on), so the
   * transitions it takes at creation count (e.g. the sign-in page opening at once on the page of its input).
   */
  startInputs?: readonly InputFrom<M>[] | undefined;
  /** Add simple paths (small graphs only). */
  simplePaths?: boolean | undefined;
}

export interface RegisteredMachine {
  /** The machine's own id. */
  id: string;
  title: string;
  /** The spec section it implements, e.g. `account-signin.md §3 "Customer profile"`. */
  spec: string;
  machine: AnyStateMachine;
  model: GraphModel;
  /** Events and states in words (machines/descriptions.ts); undefined until someone writes them. */
  descriptions?: MachineDescriptions | undefined;
}

export function register<M extends AnyStateMachine>(
  machine: M,
  title: string,
  spec: string,
  model: GraphModel<M>,
  descriptions?: MachineDescriptions,
): RegisteredMachine {
  return { id: machine.id, title, spec, machine, model: model as GraphModel, descriptions };
}

export const MACHINES: readonly RegisteredMachine[] = [
  register(
    profileMachine,
    'Customer profile',
    'account-signin.md §3 "Customer profile", §4, §8',
    profileModel,
    profileDescriptions,
  ),
  register(
    healthNavMachine,
    'Health left navigation',
    'account-signin.md §2 "Health left navigation"',
    healthNavModel,
    healthNavDescriptions,
  ),
  register(
    signInMachine,
    'Sign-in page',
    'account-signin.md §2 "Sign-in page modes", "Sign-in form"; §4',
    signInModel,
    signInDescriptions,
  ),
  register(
    forgotPasswordMachine,
    'Forgot password',
    'account-signin.md §2 route /account/forgot-password; §4 "Forgot-password action"',
    forgotPasswordModel,
    forgotPasswordDescriptions,
  ),
  register(
    resetPasswordMachine,
    'Reset password',
    'account-signin.md §4 "Reset-password state"',
    resetPasswordModel,
    resetPasswordDescriptions,
  ),
  register(
    createAccountMachine,
    'Create account',
    'account-signin.md §2 route /account/create',
    createAccountModel,
    createAccountDescriptions,
  ),
  register(
    verifyEmailMachine,
    'Email verification',
    'account-signin.md §4 "Success", §9',
    verifyEmailModel,
    verifyEmailDescriptions,
  ),
  register(
    deleteAccountMachine,
    'Delete account',
    'account-signin.md §2 route /account/delete',
    deleteAccountModel,
    deleteAccountDescriptions,
  ),
  register(
    contentPageMachine,
    'Help and legal pages',
    'account-signin.md §2 routes /hc/help/faqs, /hc/help/contact-us, /termsandconditions, /privacypolicy',
    contentPageModel,
    contentPageDescriptions,
  ),
  register(
    fieldAlertMachine,
    'Field accessibility alert',
    'account-signin.md §5 "Validation" (alert 250 ms after blur), §9',
    fieldAlertModel,
    fieldAlertDescriptions,
  ),
  register(
    sessionMachine,
    'Session and user states',
    'account-signin.md §6 "User states", §7',
    sessionModel,
    sessionDescriptions,
  ),
  // The pharmacy (pharmacy-portal.md), issue 10 on.
  register(
    patientsMachine,
    'Pharmacy patients',
    'pharmacy-portal.md §3 "Patient state", §7.1 GET /patient-profiles/, §8 "Patients"',
    patientsModel,
    patientsDescriptions,
  ),
  register(
    toasterMachine,
    'Pharmacy toaster',
    'pharmacy-portal.md §2.2 "toaster", §8',
    toasterModel,
    toasterDescriptions,
  ),
  // Issue 12 part 2: auto-refill and programs, history and records, the digital vaccine record.
  register(
    autoRefillMachine,
    'Auto refill',
    'pharmacy-portal.md §4 "Auto-refill", §7.1 auto-refill calls, §8 "Auto refill", §9',
    autoRefillModel,
    autoRefillDescriptions,
  ),
  register(
    refillProgramsMachine,
    'Refill settings and programs',
    'pharmacy-portal.md §2.1 /rx/refill-settings, §3 "Marketing / program enrolment", §4 "Marketing programs"',
    refillProgramsModel,
    refillProgramsDescriptions,
  ),
  register(
    historyMachine,
    'Prescription history and expense reports',
    'pharmacy-portal.md §2.1 /rx/prescription-history, expense report pages; §3 "Prescription history"; §5; §9',
    historyModel,
    historyDescriptions,
  ),
  register(
    receiptsMachine,
    'Prescription receipts',
    'pharmacy-portal.md §2.1 /rx/prescription-receipt; §3 "Prescription history" receipts; §7.1 GET /receipt-loyalty',
    receiptsModel,
    receiptsDescriptions,
  ),
  register(
    prescriptionDetailMachine,
    'Prescription details',
    'pharmacy-portal.md §2.1 /rx/prescription-history/detail; §7.1 GET /prescription/{rx}/transactions',
    prescriptionDetailModel,
    prescriptionDetailDescriptions,
  ),
  register(
    monographMachine,
    'Drug information (monograph)',
    'pharmacy-portal.md §2.1 /rx/prescription-monograph; §7.1 product-monograph calls',
    monographModel,
    monographDescriptions,
  ),
  register(
    vaccineRecordMachine,
    'Digital vaccine record',
    'pharmacy-portal.md §2.1 /rx/digital-vaccine-record; §4 "Vaccine record"; §7.3 dvr; §8 "Vaccine record"',
    vaccineRecordModel,
    vaccineRecordDescriptions,
  ),
  register(
    walletRequestMachine,
    'Wallet call retries',
    'payment-wallet.md §7 "Retries"',
    walletRequestModel,
    walletRequestDescriptions,
  ),
  register(
    walletMachine,
    'Payment wallet widget',
    'payment-wallet.md §4 "States and transitions"',
    walletModel,
    walletDescriptions,
  ),
];

export function findMachine(id: string): RegisteredMachine | undefined {
  return MACHINES.find((m) => m.id === id);
}

/** Actors that never settle, for every actor the machine names: it runs without a network. */
export function offlineActors(machine: AnyStateMachine): Record<string, ReturnType<typeof fromPromise>> {
  const names = Object.keys(machine.implementations.actors ?? {});
  return Object.fromEntries(names.map((name) => [name, fromPromise<unknown>(() => new Promise(() => {}))]));
}

/** The machine with its offline actors provided (start it with the entry's `model.input`). */
export function offlineMachine(entry: RegisteredMachine): AnyStateMachine {
  return entry.machine.provide({ actors: offlineActors(entry.machine) }) as AnyStateMachine;
}

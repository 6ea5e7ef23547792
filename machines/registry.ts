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
import { customerStatusDescriptions } from './rx/customerStatus/customerStatus.descriptions';
import { customerStatusModel } from './rx/customerStatus/customerStatus.fixtures';
import { customerStatusMachine } from './rx/customerStatus/customerStatus.machine';
import { dashboardDescriptions } from './rx/dashboard/dashboard.descriptions';
import { dashboardModel } from './rx/dashboard/dashboard.fixtures';
import { dashboardMachine } from './rx/dashboard/dashboard.machine';
import { dynamicBannerDescriptions } from './rx/dynamicBanner/dynamicBanner.descriptions';
import { dynamicBannerModel } from './rx/dynamicBanner/dynamicBanner.fixtures';
import { dynamicBannerMachine } from './rx/dynamicBanner/dynamicBanner.machine';
import { addressesDescriptions } from './rx/addresses/addresses.descriptions';
import { addressesModel } from './rx/addresses/addresses.fixtures';
import { addressesMachine } from './rx/addresses/addresses.machine';
import { commPrefsDescriptions } from './rx/commPrefs/commPrefs.descriptions';
import { commPrefsModel } from './rx/commPrefs/commPrefs.fixtures';
import { commPrefsMachine } from './rx/commPrefs/commPrefs.machine';
import { loyaltyCardDescriptions } from './rx/loyaltyCard/loyaltyCard.descriptions';
import { loyaltyCardModel } from './rx/loyaltyCard/loyaltyCard.fixtures';
import { loyaltyCardMachine } from './rx/loyaltyCard/loyaltyCard.machine';
import { notificationsDescriptions } from './rx/notifications/notifications.descriptions';
import { notificationsModel } from './rx/notifications/notifications.fixtures';
import { notificationsMachine } from './rx/notifications/notifications.machine';
import { patientAccessDescriptions } from './rx/patientAccess/patientAccess.descriptions';
import { patientAccessModel } from './rx/patientAccess/patientAccess.fixtures';
import { patientAccessMachine } from './rx/patientAccess/patientAccess.machine';
import { patientsDescriptions } from './rx/patients/patients.descriptions';
import { patientsModel } from './rx/patients/patients.fixtures';
import { patientsMachine } from './rx/patients/patients.machine';
import { toasterDescriptions } from './rx/toaster/toaster.descriptions';
import { toasterModel } from './rx/toaster/toaster.fixtures';
import { toasterMachine } from './rx/toaster/toaster.machine';
import { rxSessionDescriptions } from './rx/session/rxSession.descriptions';
import { rxSessionModel } from './rx/session/rxSession.fixtures';
import { rxSessionMachine } from './rx/session/rxSession.machine';
import { guestRefillDescriptions } from './rx/guestRefill/guestRefill.descriptions';
import { guestRefillModel } from './rx/guestRefill/guestRefill.fixtures';
import { guestRefillMachine } from './rx/guestRefill/guestRefill.machine';
import { orderDeliveryDescriptions } from './rx/orderDelivery/orderDelivery.descriptions';
import { orderDeliveryModel } from './rx/orderDelivery/orderDelivery.fixtures';
import { orderDeliveryMachine } from './rx/orderDelivery/orderDelivery.machine';
import { payOnlineDescriptions } from './rx/payOnline/payOnline.descriptions';
import { payOnlineModel } from './rx/payOnline/payOnline.fixtures';
import { payOnlineMachine } from './rx/payOnline/payOnline.machine';
import { storeDetailsDescriptions } from './rx/storeDetails/storeDetails.descriptions';
import { storeDetailsModel } from './rx/storeDetails/storeDetails.fixtures';
import { storeDetailsMachine } from './rx/storeDetails/storeDetails.machine';
import { trackerDescriptions } from './rx/tracker/tracker.descriptions';
import { trackerModel } from './rx/tracker/tracker.fixtures';
import { trackerMachine } from './rx/tracker/tracker.machine';
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
    rxSessionMachine,
    'Pharmacy session and timeout',
    'pharmacy-portal.md §4 "Session", §8 "Guest and session", §9 "Session"',
    rxSessionModel,
    rxSessionDescriptions,
  ),
  register(
    customerStatusMachine,
    'Pharmacy customer status',
    'pharmacy-portal.md §3 "Customer status", §4 "Customer status call", "Link state"',
    customerStatusModel,
    customerStatusDescriptions,
  ),
  register(
    patientsMachine,
    'Pharmacy patients',
    'pharmacy-portal.md §3 "Patient state", §7.1 GET /patient-profiles/, §8 "Patients"',
    patientsModel,
    patientsDescriptions,
  ),
  register(
    dashboardMachine,
    'Prescription Dashboard',
    'pharmacy-portal.md §2.1 /rx/dashboard, §2.5 "Dashboard behaviour"',
    dashboardModel,
    dashboardDescriptions,
  ),
  register(
    dynamicBannerMachine,
    'Pharmacy dynamic banner message',
    'pharmacy-portal.md §2.2 "dynamic banner message", §7.5',
    dynamicBannerModel,
    dynamicBannerDescriptions,
  ),
  register(
    toasterMachine,
    'Pharmacy toaster',
    'pharmacy-portal.md §2.2 "toaster", §8',
    toasterModel,
    toasterDescriptions,
  ),
  // Patient profile, notifications and patient access (issue 12 part 1).
  register(
    addressesMachine,
    'Patient addresses',
    'pharmacy-portal.md §3 "Address", §7.1 addresses, §8 "Addresses"',
    addressesModel,
    addressesDescriptions,
  ),
  register(
    loyaltyCardMachine,
    'Loyalty card and alternate id',
    'pharmacy-portal.md §5 "Alternate ID", "Loyalty number"; §7.1 loyaltyCardNumber',
    loyaltyCardModel,
    loyaltyCardDescriptions,
  ),
  register(
    commPrefsMachine,
    'Communication preferences',
    'pharmacy-portal.md §2.1 /rx/comm-prefs; §3 notify fields, SMS preferences; §7.1 notification-settings; §8',
    commPrefsModel,
    commPrefsDescriptions,
  ),
  register(
    notificationsMachine,
    'Patient notifications',
    'pharmacy-portal.md §2.3 notification list; §3 "Notifications"; §7.1 notifications; §8',
    notificationsModel,
    notificationsDescriptions,
  ),
  register(
    patientAccessMachine,
    'Patient access',
    'pharmacy-portal.md §3 "Relationships"; §4 "Relationship requests"; §6; §7.3 customer/relationship(s)',
    patientAccessModel,
    patientAccessDescriptions,
  ),
  register(
    trackerMachine,
    'Prescription status tracker',
    'pharmacy-portal.md §2.3 "Tracker screens", §2.1 /rx/tracker, §6 "Guest"',
    trackerModel,
    trackerDescriptions,
  ),
  register(
    payOnlineMachine,
    'Pay online',
    'pharmacy-portal.md §2.1 /rx/tracker/pay-online, §3 "Online pay state", "Payment association", §4 "Online pay"',
    payOnlineModel,
    payOnlineDescriptions,
  ),
  register(
    orderDeliveryMachine,
    'Order delivery',
    'pharmacy-portal.md §2.1 /rx/tracker/order-delivery, §3 "Delivery order", §4 "Order delivery"',
    orderDeliveryModel,
    orderDeliveryDescriptions,
  ),
  register(
    guestRefillMachine,
    'Guest refill (easy fill)',
    'pharmacy-portal.md §2.1 /rx/guest-refill, §3 "Guest refill", §4 "Guest easy fill", §8',
    guestRefillModel,
    guestRefillDescriptions,
  ),
  register(
    storeDetailsMachine,
    'Store details',
    'pharmacy-portal.md §2.1 /stores/grocery/st/city/store-name/…, §7.4 GET /facilities',
    storeDetailsModel,
    storeDetailsDescriptions,
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

/**
 * The pharmacy's route table (pharmacy-portal.md §2.1): every /rx page, defined once. Each route names its page
 * (titles in ./titles.ts), its guard and whether it runs the pharmacy session (./session.ts). src/routes/rx/
 * RxRoutes.tsx turns this table into routes; a page not built yet has no component there, so its path falls to
 * the catch-all (any other /rx/... path goes to /rx/dashboard) until its area adds it.
 *
 * ADDING A PAGE (later areas): its entry is already here; add its lazy component to RX_PAGES in
 * src/routes/rx/pages.ts. A new path of an area goes here first (id, path, title in ./titles.ts).
 */
import { signInPathFor } from '../shell';
import type { RxPageId } from './titles';

/**
 * Who may see a page beyond being signed in (the shell's guards, §2.1 and §6):
 * - 'guestOnly': only while the customer is not verified; a verified one is sent to `verifiedPath`;
 * - 'delivery': only with the delivery feature toggle on (§6), else to the dashboard.
 */
export type RxGuard = { kind: 'guestOnly'; verifiedPath: string } | { kind: 'delivery' };

export interface RxRoute {
  id: RxPageId;
  path: string;
  guard?: RxGuard;
  /** §2.1 "cart off": the pinned cart panel is not shown on this page (the cart area reads it). */
  cartOff?: true;
  /** Open without signing in (§6 "Guest": landing, guest refill and transfer, guest verification, the vaccine
   *  record's text-message pages, the monograph a guest-verified tracker card opens, the error pages). */
  public?: true;
  /** The page asks for the sign-in itself, below its header (a server-rendered page: its header paints first). */
  ownSignIn?: true;
}

export const RX_BASE_PATH = '/rx';

/** Paths of the pages other code links to. */
export const RX_PATHS_UI = {
  root: '/rx',
  landing: '/rx/landing-page',
  dashboard: '/rx/dashboard',
  refills: '/rx/refills',
  transfer: '/rx/transfer-prescriptions',
  guestRefill: '/rx/guest-refill',
  guestTransfer: '/rx/guest/transfer-prescriptions',
  linkPatient: '/rx/link/patient',
  linkPatientLookup: '/rx/link/patient/lookup',
  patientProfile: '/rx/patient-profile',
  patientAccess: '/rx/patient-access',
  commPrefs: '/rx/comm-prefs',
  accountUpdate: '/rx/account/update',
  securityQuestions: '/rx/security-questions',
  securityQuestionsSetup: '/rx/security-questions/setup',
  securityQuestionsReset: '/rx/security-questions/reset',
  checkout: '/rx/checkout',
  tracker: '/rx/tracker',
  orderDelivery: '/rx/tracker/order-delivery',
  error: '/rx/error',
  ciamError: '/rx/account/ciam/error',
  idmFailure: '/rx/idm/failure',
} as const;

/** §2.1, in the spec's order ('/rx' and '/rx/landing-page' are the same page). */
export const RX_ROUTES: readonly RxRoute[] = [
  { id: 'landing', path: '/rx', public: true },
  { id: 'landing', path: '/rx/landing-page', public: true },
  { id: 'dashboard', path: '/rx/dashboard', ownSignIn: true },
  { id: 'commPrefs', path: '/rx/comm-prefs' },
  { id: 'patientProfile', path: '/rx/patient-profile' },
  {
    id: 'guestRefill',
    path: '/rx/guest-refill',
    guard: { kind: 'guestOnly', verifiedPath: '/rx/refills' },
    public: true,
  },
  {
    id: 'guestTransfer',
    path: '/rx/guest/transfer-prescriptions',
    guard: { kind: 'guestOnly', verifiedPath: '/rx/transfer-prescriptions' },
    public: true,
  },
  { id: 'transfer', path: '/rx/transfer-prescriptions' },
  { id: 'refills', path: '/rx/refills' },
  { id: 'autoRefills', path: '/rx/auto-refills' },
  { id: 'autoRefillsManagePrescriptions', path: '/rx/auto-refills/manage-prescriptions' },
  { id: 'manageAutoRefills', path: '/rx/manage/auto-refills' },
  { id: 'autoRefillGuidelines', path: '/rx/auto-refills/guidelines' },
  { id: 'refillSettings', path: '/rx/refill-settings' },
  { id: 'ninetyDaySupply', path: '/rx/ninety-day-supply' },
  // Public: the page itself sends a visitor without a sign-in or a guest tracker link to sign in (§6 "Guest").
  { id: 'tracker', path: '/rx/tracker', public: true },
  { id: 'payOnline', path: '/rx/tracker/pay-online' },
  { id: 'orderDelivery', path: '/rx/tracker/order-delivery', guard: { kind: 'delivery' } },
  { id: 'expiredTrackerLink', path: '/rx/expired-tracker-link', public: true },
  { id: 'checkout', path: '/rx/checkout' },
  { id: 'linkPatient', path: '/rx/link/patient' },
  { id: 'linkPatientLookup', path: '/rx/link/patient/lookup' },
  { id: 'linkPrescriptionLookup', path: '/rx/link/prescription/lookup' },
  { id: 'linkPrescriptionVerify', path: '/rx/link/prescription/verify' },
  { id: 'linkPatientVerify', path: '/rx/link/patient/verify' },
  { id: 'linkAccountInformation', path: '/rx/link/account/information' },
  { id: 'newPatientAccountInformation', path: '/rx/new-patient/account/information' },
  { id: 'linkChallengeCreate', path: '/rx/link/challenge/create' },
  { id: 'newPatientChallengeCreate', path: '/rx/new-patient/challenge/create' },
  { id: 'newPatientVerify', path: '/rx/new-patient/verify' },
  { id: 'newPatient', path: '/rx/new-patient' },
  { id: 'newPatientSummary', path: '/rx/new-patient/summary' },
  { id: 'idmFailure', path: '/rx/idm/failure', public: true },
  { id: 'securityQuestions', path: '/rx/security-questions' },
  { id: 'securityQuestionsReset', path: '/rx/security-questions/reset' },
  { id: 'securityQuestionsSetup', path: '/rx/security-questions/setup' },
  { id: 'ciamError', path: '/rx/account/ciam/error', public: true },
  { id: 'accountUpdate', path: '/rx/account/update', cartOff: true },
  { id: 'patientAccess', path: '/rx/patient-access' },
  { id: 'prescriptionHistory', path: '/rx/prescription-history' },
  { id: 'prescriptionHistoryDetail', path: '/rx/prescription-history/detail' },
  { id: 'prescriptionMonograph', path: '/rx/prescription-monograph', public: true },
  { id: 'prescriptionReceipt', path: '/rx/prescription-receipt' },
  { id: 'expenseReport', path: '/rx/prescription-history/expense-report' },
  { id: 'createExpenseReport', path: '/rx/create-expense-report' },
  { id: 'guestVerification', path: '/rx/guest-verification', public: true },
  { id: 'vaccineRecord', path: '/rx/digital-vaccine-record', public: true },
  { id: 'vaccineRecordResult', path: '/rx/digital-vaccine-record/result', public: true },
  { id: 'vaccineRecordVerify', path: '/rx/digital-vaccine-record/verify', public: true },
  { id: 'error', path: '/rx/error', public: true },
];

/** The first path of a page. */
export function rxPathOf(id: RxPageId): string {
  const route = RX_ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`No /rx route for page ${id}`);
  return route.path;
}

/**
 * §2.1 "Redirects". In-app targets are paths; the two partner pages (clinic scheduling, a store's pharmacy page)
 * are fictional addresses on the banner's site, opened through src/'s external-link rule (the sandbox's stand-in).
 */
export const RX_REDIRECTS = {
  easyFill: { from: '/rx/easy-fill', to: '/rx/guest-refill' },
  /** "to the provider's account-profile page, with a redirect back to /rx/dashboard". */
  welcome: { from: '/rx/welcome', to: '/account/profile?redirectUrl=%2Frx%2Fdashboard' },
  /** "the customer-comments help page": the banner's contact page. */
  customerComments: { from: '/rx/customercomments', to: '/hc/help/contact-us' },
} as const;

/** External redirect targets (§2.1); `site` is the banner's own web site, e.g. https://www.freshway.example. */
export const RX_EXTERNAL_REDIRECTS = {
  antibody: { from: '/rx/guest/antibody', to: (site: string) => `${site}/health/clinic/schedule` },
  pharmacyDetails: {
    from: '/rx/pharmacy/details/:divisionNum/:storeNum',
    to: (site: string, divisionNum: string, storeNum: string) =>
      `${site}/stores/pharmacy/details/${encodeURIComponent(divisionNum)}/${encodeURIComponent(storeNum)}`,
  },
} as const;

/** §2.1 "any other /rx/... path goes to /rx/dashboard". */
export const RX_CATCH_ALL_TARGET = RX_PATHS_UI.dashboard;

/**
 * Health-services routes (§7 "On a 401 the user is sent to the sign-in route, except on health-services routes").
 * Chosen (docs/choices.md): the pages of the health menu's 'Health Services' section, the vaccine record (reached
 * by guests through a text-message link; its own 401 text, §8) and guest verification; a 401 there is the page's
 * own business.
 */
export const HEALTH_SERVICES_PATH_PREFIXES = [
  '/health/services',
  '/rx/digital-vaccine-record',
  '/rx/guest-verification',
] as const;

export function isHealthServicesPath(path: string): boolean {
  return HEALTH_SERVICES_PATH_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/** The sign-in target on a 401 (§2.1 "/signin?redirectUrl=..."), with the current page as redirect. */
export function signInRedirect(currentPage: string): string {
  return signInPathFor(currentPage);
}

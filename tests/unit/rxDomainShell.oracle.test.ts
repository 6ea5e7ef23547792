// @vitest-environment node
/**
 * Oracle table of the pharmacy's shell rules in domain/rx (shell.ts, routes.ts, titles.ts, banners.ts, messages.ts,
 * toasts.ts, analytics.ts, idempotency.ts, orderPages.ts, requests.ts, dashboard.ts), every expected value a literal
 * copied from pharmacy-portal.md or docs/choices.md, or worked out by hand:
 * - §1 "the mail-order banner turns off retail, loyalty card, auto-refills and the tracker";
 * - §2.1 route table (every /rx route, its "Screen / behaviour" title, the guest guards, "cart off", the delivery
 *   setting), "Redirects" (/rx/easy-fill, /rx/welcome, /rx/customercomments, /rx/guest/antibody,
 *   /rx/pharmacy/details/{divisionNum}/{storeNum}, "any other /rx/... path goes to /rx/dashboard"), /rx/error
 *   ('Technical Difficulties', Refresh, My Prescriptions Home), "/signin?redirectUrl=... Sign-in target on a 401";
 * - §2.2 "a header with a title (default 'My Prescriptions')", back-to-top, dynamic banner message, toaster;
 * - §2.5 "Dashboard behaviour" (collapsing all children collapses the parent; a parent shows expanded only when all
 *   its children are expanded; on load the first section is open and the others closed);
 * - §4 "A guest path (path contains 'guest') does not run the timeout"; §6 "Guest"; §7 "On a 401 the user is sent to
 *   the sign-in route, except on health-services routes"; §7.1 refillMethod; §7.5 messageKind, messageClass;
 * - §8 "Cart, orders, payment" ('{drugName} is not refillable at this time.', Generic), "Linking and verification"
 *   ('Something went wrong. Please try again'), "Other" (Error page);
 * - §9 "Back-to-top after 200 px of scroll", "Customer support phone", "Analytics action payloads mark data as
 *   Protected Health Information and carry schema versions";
 * - docs/choices.md "Pharmacy foundation: the shell, session and dashboard" (AUTHORIZED via the security question,
 *   which pages run the session, health-services routes, the redirect targets, the three support phones, refillMethod
 *   values, the dynamic banner message per banner slug, the failed patients load text, the dashboard sections),
 *   "Pharmacy identity flows" ("When the final lock ends"), "Pharmacy: prescriptions, cart, checkout, transfers"
 *   (idempotency key of a checkout, analytics of an order: schemaVersion '1.0', the 90-day page, the cart panel).
 *
 * Values neither the spec nor docs/choices.md gives are PINNED to the product's current literals (a change to them is
 * a decision, and should fail here): the page titles the spec only describes (PINNED_TITLES below), the landing,
 * CIAM error and identity failure texts ("chosen once", domain/rx/shell.ts), the completion of §8's "..." on the
 * error page, the first sentence of the security-questions lock text, 'Back to top', 'Pharmacy announcement',
 * 'Loading…', the toaster's labels, the order pages' texts, the dashboard's texts other than §2.1's subtitle and
 * docs/choices.md's failed-load text, its relationship labels, and the encoding of the partner pages' parameters.
 *
 * Not repeated here (already literal and complete elsewhere in the mutation run's tests): dashboardPatientsStatus
 * (tests/unit/rx-dashboard-paint.test.ts), RX_ORDER_MESSAGES (tests/unit/rx-orders-domain.test.ts), showsBackToTop's
 * 0 / 200 / 201 (tests/unit/rx-shell.test.ts), attemptKey's 0 and 2 (tests/unit/rxDomainCartCheckout.oracle.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Prescription } from '../../api/contracts/rx';
import { phiPayload, PHI_CLASSIFICATION, RX_ANALYTICS_SCHEMA_VERSION } from '../../domain/rx/analytics';
import {
  ALL_RX_FEATURES,
  type PharmacyCapabilityInput,
  refillMethodOf,
  RX_SUPPORT_PHONES,
  rxFeaturesOf,
} from '../../domain/rx/banners';
import { isCartOffPath } from '../../domain/rx/cart';
import {
  DASHBOARD_CHILD_SECTIONS,
  DASHBOARD_TEXTS,
  type DashboardSections,
  initialSections,
  isParentCollapsed,
  isParentExpanded,
  prescriptionCounts,
  toggleChild,
  toggleParent,
} from '../../domain/rx/dashboard';
import { attemptKey, isDefiniteRejection } from '../../domain/rx/idempotency';
import { RX_GENERIC_MESSAGE, RX_SOMETHING_WENT_WRONG } from '../../domain/rx/messages';
import { isNinetyDaySupply, RX_ORDER_PAGE_TEXTS } from '../../domain/rx/orderPages';
import { newRequestKey } from '../../domain/rx/requests';
import {
  HEALTH_SERVICES_PATH_PREFIXES,
  isHealthServicesPath,
  RX_BASE_PATH,
  RX_CATCH_ALL_TARGET,
  RX_EXTERNAL_REDIRECTS,
  RX_PATHS_UI,
  RX_REDIRECTS,
  RX_ROUTES,
  type RxRoute,
  rxPathOf,
  signInRedirect,
} from '../../domain/rx/routes';
import { isGuestPath, isSessionFreePath } from '../../domain/rx/session';
import {
  BACK_TO_TOP_LABEL,
  BACK_TO_TOP_THRESHOLD_PX,
  BANNER_CLASSES,
  BANNER_LABEL,
  bannerClass,
  bannerTone,
  CIAM_ERROR,
  IDM_FAILURE,
  LANDING_TEXTS,
  type LandingFacts,
  type LandingNext,
  landingNext,
  RX_LOADING,
  rxBannerMessageId,
  SECURITY_QUESTIONS_LOCKED,
  showsBackToTop,
  TECHNICAL_DIFFICULTIES,
} from '../../domain/rx/shell';
import { RX_HEADER_DEFAULT_TITLE, RX_PAGE_TITLES, type RxPageId } from '../../domain/rx/titles';
import { TOASTER_LABELS } from '../../domain/rx/toasts';

// ---------------------------------------------------------------------------------------------------------------
// titles.ts
// ---------------------------------------------------------------------------------------------------------------

/** Titles given word for word by §2.1's "Screen / behaviour" column (title case where the spec writes a heading). */
const SPEC_TITLES = {
  landing: 'My Prescriptions',
  dashboard: 'Prescription Dashboard',
  commPrefs: 'Communication Preferences',
  patientProfile: 'Patient Profile',
  guestRefill: 'Guest Refill',
  transfer: 'Transfer Prescriptions',
  refills: 'Refills',
  autoRefills: 'Auto Refill',
  manageAutoRefills: 'Manage Auto Refill',
  autoRefillGuidelines: 'Auto Refill Guidelines',
  refillSettings: 'Refill Settings',
  ninetyDaySupply: '90-Day Supply',
  tracker: 'Prescription Status Tracker',
  payOnline: 'Pay Online',
  orderDelivery: 'Order Delivery',
  checkout: 'Secure Checkout',
  linkPatient: 'Add a Patient',
  linkAccountInformation: 'Primary Account Holder Information',
  newPatientAccountInformation: 'Primary Account Holder Information',
  newPatient: 'New Patient Request Form',
  accountUpdate: 'Sign In Information',
  patientAccess: 'Patient Access',
  prescriptionHistory: 'Prescription History',
  prescriptionHistoryDetail: 'Prescription Details',
  prescriptionMonograph: 'Prescription Information',
  prescriptionReceipt: 'Prescription Receipts',
  expenseReport: 'Expense Report',
  createExpenseReport: 'Create Expense Report',
  guestVerification: 'Verify Your Birthdate',
  vaccineRecord: 'Vaccine Digital Record',
  error: 'Technical Difficulties',
} as const;

/**
 * PINNED: §2.1 only describes these pages ("Guest transfer", "Tracker link expired.", "Add online Rx management,
 * patient lookup.", "Identity management quiz.", "Define security questions.", "Error page." ...): the product's
 * current titles.
 */
const PINNED_TITLES = {
  guestTransfer: 'Transfer Prescriptions as a Guest',
  autoRefillsManagePrescriptions: 'Auto Refill Prescriptions',
  expiredTrackerLink: 'Tracker Link Expired',
  linkPatientLookup: 'Add Online Rx Management',
  linkPrescriptionLookup: 'Prescription Lookup',
  linkPrescriptionVerify: 'Customer Verification',
  linkPatientVerify: 'Identity Verification',
  linkChallengeCreate: 'Define Security Questions',
  newPatientChallengeCreate: 'Define Security Questions',
  newPatientVerify: 'New Patient Verification',
  newPatientSummary: 'Request Summary',
  idmFailure: 'Identity Verification Failed',
  securityQuestions: 'Security Question',
  securityQuestionsReset: 'Reset Security Questions',
  securityQuestionsSetup: 'Set Up Security Questions',
  ciamError: 'Account Error',
  vaccineRecordResult: 'Vaccine Digital Record Result',
  vaccineRecordVerify: 'Verify Vaccine Digital Record',
} as const;

describe('titles (§2.1 "Screen / behaviour", §2.2 header title)', () => {
  it("§2.2: the header's default title is 'My Prescriptions'", () => {
    expect(RX_HEADER_DEFAULT_TITLE).toBe('My Prescriptions');
  });

  it('§2.1: RX_PAGE_TITLES is exactly the spec titles plus the pinned ones, one per page id', () => {
    expect(RX_PAGE_TITLES).toStrictEqual({ ...SPEC_TITLES, ...PINNED_TITLES });
    expect(Object.keys(RX_PAGE_TITLES)).toHaveLength(49);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// routes.ts
// ---------------------------------------------------------------------------------------------------------------

/** §2.1, in the spec's order; public pages per §6 "Guest" and the code's documented choice (see RxRoute.public). */
const EXPECTED_ROUTES: readonly RxRoute[] = [
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

/** The session runs on a page unless it is a guest path (§4) or a session-free page (docs/choices.md). */
const runsSession = (path: string) => !isGuestPath(path) && !isSessionFreePath(path);

// path, page id, its title, public, guest path (§4), session runs (choices), cart off (§2.1), health services (§7)
type RouteRow = [string, RxPageId, string, boolean, boolean, boolean, boolean, boolean];
const ROUTE_ROWS: RouteRow[] = [
  ['/rx', 'landing', 'My Prescriptions', true, false, false, false, false],
  ['/rx/landing-page', 'landing', 'My Prescriptions', true, false, false, false, false],
  ['/rx/dashboard', 'dashboard', 'Prescription Dashboard', false, false, true, false, false],
  ['/rx/comm-prefs', 'commPrefs', 'Communication Preferences', false, false, true, false, false],
  ['/rx/patient-profile', 'patientProfile', 'Patient Profile', false, false, true, false, false],
  ['/rx/guest-refill', 'guestRefill', 'Guest Refill', true, true, false, true, false],
  [
    '/rx/guest/transfer-prescriptions',
    'guestTransfer',
    'Transfer Prescriptions as a Guest',
    true,
    true,
    false,
    true,
    false,
  ],
  ['/rx/transfer-prescriptions', 'transfer', 'Transfer Prescriptions', false, false, true, false, false],
  ['/rx/refills', 'refills', 'Refills', false, false, true, false, false],
  ['/rx/auto-refills', 'autoRefills', 'Auto Refill', false, false, true, false, false],
  [
    '/rx/auto-refills/manage-prescriptions',
    'autoRefillsManagePrescriptions',
    'Auto Refill Prescriptions',
    false,
    false,
    true,
    false,
    false,
  ],
  ['/rx/manage/auto-refills', 'manageAutoRefills', 'Manage Auto Refill', false, false, true, false, false],
  [
    '/rx/auto-refills/guidelines',
    'autoRefillGuidelines',
    'Auto Refill Guidelines',
    false,
    false,
    true,
    false,
    false,
  ],
  ['/rx/refill-settings', 'refillSettings', 'Refill Settings', false, false, true, false, false],
  ['/rx/ninety-day-supply', 'ninetyDaySupply', '90-Day Supply', false, false, true, false, false],
  ['/rx/tracker', 'tracker', 'Prescription Status Tracker', true, false, true, false, false],
  ['/rx/tracker/pay-online', 'payOnline', 'Pay Online', false, false, true, false, false],
  ['/rx/tracker/order-delivery', 'orderDelivery', 'Order Delivery', false, false, true, false, false],
  [
    '/rx/expired-tracker-link',
    'expiredTrackerLink',
    'Tracker Link Expired',
    true,
    false,
    false,
    false,
    false,
  ],
  ['/rx/checkout', 'checkout', 'Secure Checkout', false, false, true, false, false],
  ['/rx/link/patient', 'linkPatient', 'Add a Patient', false, false, false, false, false],
  [
    '/rx/link/patient/lookup',
    'linkPatientLookup',
    'Add Online Rx Management',
    false,
    false,
    false,
    false,
    false,
  ],
  [
    '/rx/link/prescription/lookup',
    'linkPrescriptionLookup',
    'Prescription Lookup',
    false,
    false,
    false,
    false,
    false,
  ],
  [
    '/rx/link/prescription/verify',
    'linkPrescriptionVerify',
    'Customer Verification',
    false,
    false,
    false,
    false,
    false,
  ],
  [
    '/rx/link/patient/verify',
    'linkPatientVerify',
    'Identity Verification',
    false,
    false,
    false,
    false,
    false,
  ],
  [
    '/rx/link/account/information',
    'linkAccountInformation',
    'Primary Account Holder Information',
    false,
    false,
    false,
    false,
    false,
  ],
  [
    '/rx/new-patient/account/information',
    'newPatientAccountInformation',
    'Primary Account Holder Information',
    false,
    false,
    false,
    false,
    false,
  ],
  [
    '/rx/link/challenge/create',
    'linkChallengeCreate',
    'Define Security Questions',
    false,
    false,
    false,
    false,
    false,
  ],
  [
    '/rx/new-patient/challenge/create',
    'newPatientChallengeCreate',
    'Define Security Questions',
    false,
    false,
    false,
    false,
    false,
  ],
  [
    '/rx/new-patient/verify',
    'newPatientVerify',
    'New Patient Verification',
    false,
    false,
    false,
    false,
    false,
  ],
  ['/rx/new-patient', 'newPatient', 'New Patient Request Form', false, false, false, false, false],
  ['/rx/new-patient/summary', 'newPatientSummary', 'Request Summary', false, false, false, false, false],
  ['/rx/idm/failure', 'idmFailure', 'Identity Verification Failed', true, false, false, false, false],
  ['/rx/security-questions', 'securityQuestions', 'Security Question', false, false, false, false, false],
  [
    '/rx/security-questions/reset',
    'securityQuestionsReset',
    'Reset Security Questions',
    false,
    false,
    false,
    false,
    false,
  ],
  [
    '/rx/security-questions/setup',
    'securityQuestionsSetup',
    'Set Up Security Questions',
    false,
    false,
    false,
    false,
    false,
  ],
  ['/rx/account/ciam/error', 'ciamError', 'Account Error', true, false, false, false, false],
  ['/rx/account/update', 'accountUpdate', 'Sign In Information', false, false, true, true, false],
  ['/rx/patient-access', 'patientAccess', 'Patient Access', false, false, true, false, false],
  [
    '/rx/prescription-history',
    'prescriptionHistory',
    'Prescription History',
    false,
    false,
    true,
    false,
    false,
  ],
  [
    '/rx/prescription-history/detail',
    'prescriptionHistoryDetail',
    'Prescription Details',
    false,
    false,
    true,
    false,
    false,
  ],
  [
    '/rx/prescription-monograph',
    'prescriptionMonograph',
    'Prescription Information',
    true,
    false,
    true,
    false,
    false,
  ],
  [
    '/rx/prescription-receipt',
    'prescriptionReceipt',
    'Prescription Receipts',
    false,
    false,
    true,
    false,
    false,
  ],
  [
    '/rx/prescription-history/expense-report',
    'expenseReport',
    'Expense Report',
    false,
    false,
    true,
    false,
    false,
  ],
  [
    '/rx/create-expense-report',
    'createExpenseReport',
    'Create Expense Report',
    false,
    false,
    true,
    false,
    false,
  ],
  ['/rx/guest-verification', 'guestVerification', 'Verify Your Birthdate', true, true, false, true, true],
  ['/rx/digital-vaccine-record', 'vaccineRecord', 'Vaccine Digital Record', true, false, false, false, true],
  [
    '/rx/digital-vaccine-record/result',
    'vaccineRecordResult',
    'Vaccine Digital Record Result',
    true,
    false,
    false,
    false,
    true,
  ],
  [
    '/rx/digital-vaccine-record/verify',
    'vaccineRecordVerify',
    'Verify Vaccine Digital Record',
    true,
    false,
    false,
    false,
    true,
  ],
  ['/rx/error', 'error', 'Technical Difficulties', true, false, false, false, false],
];

describe('route table (§2.1)', () => {
  it("RX_BASE_PATH is '/rx'", () => {
    expect(RX_BASE_PATH).toBe('/rx');
  });

  it('§2.1: RX_ROUTES is exactly the spec routes, in the spec order, with their guards and flags', () => {
    expect(RX_ROUTES).toStrictEqual(EXPECTED_ROUTES);
  });

  it('§2.1: the oracle rows name the same 50 paths as the table', () => {
    expect(ROUTE_ROWS.map(([path]) => path)).toEqual(EXPECTED_ROUTES.map((r) => r.path));
    expect(ROUTE_ROWS).toHaveLength(50);
  });

  it.each(ROUTE_ROWS)(
    '%s: page %s titled %s; public %s, guest %s, session runs %s, cart off %s, health services %s',
    (path, id, title, isPublic, guest, session, cartOff, healthServices) => {
      const route = RX_ROUTES.find((r) => r.path === path);
      expect(route?.id).toBe(id);
      expect(RX_PAGE_TITLES[id]).toBe(title);
      expect(route?.public === true).toBe(isPublic);
      expect(isGuestPath(path)).toBe(guest);
      expect(runsSession(path)).toBe(session);
      expect(isCartOffPath(path)).toBe(cartOff);
      expect(isHealthServicesPath(path)).toBe(healthServices);
    },
  );

  it.each<[RxPageId, string]>([
    ['landing', '/rx'],
    ['dashboard', '/rx/dashboard'],
    ['guestTransfer', '/rx/guest/transfer-prescriptions'],
    ['checkout', '/rx/checkout'],
    ['securityQuestionsSetup', '/rx/security-questions/setup'],
    ['vaccineRecordVerify', '/rx/digital-vaccine-record/verify'],
    ['error', '/rx/error'],
  ])('rxPathOf(%s) is its first path %s', (id, path) => {
    expect(rxPathOf(id)).toBe(path);
  });

  it('rxPathOf throws for a page id with no route', () => {
    expect(() => rxPathOf('nope' as RxPageId)).toThrow(new Error('No /rx route for page nope'));
  });

  it('RX_PATHS_UI: the §2.1 paths other code links to', () => {
    expect(RX_PATHS_UI).toStrictEqual({
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
    });
  });
});

describe('redirects (§2.1 "Redirects", docs/choices.md redirect targets)', () => {
  it('RX_REDIRECTS: easy fill to guest refill, welcome to the account profile back to the dashboard, comments to the contact page', () => {
    // docs/choices.md "/account/profile?redirectUrl=/rx/dashboard", its query value encoded.
    expect(RX_REDIRECTS).toStrictEqual({
      easyFill: { from: '/rx/easy-fill', to: '/rx/guest-refill' },
      welcome: { from: '/rx/welcome', to: '/account/profile?redirectUrl=%2Frx%2Fdashboard' },
      customerComments: { from: '/rx/customercomments', to: '/hc/help/contact-us' },
    });
  });

  it("RX_EXTERNAL_REDIRECTS: /rx/guest/antibody to the banner site's clinic schedule", () => {
    expect(RX_EXTERNAL_REDIRECTS.antibody.from).toBe('/rx/guest/antibody');
    expect(RX_EXTERNAL_REDIRECTS.antibody.to('https://www.freshway.example')).toBe(
      'https://www.freshway.example/health/clinic/schedule',
    );
  });

  it('RX_EXTERNAL_REDIRECTS: /rx/pharmacy/details/{divisionNum}/{storeNum} keeps the two parameters', () => {
    const { from, to } = RX_EXTERNAL_REDIRECTS.pharmacyDetails;
    expect(from).toBe('/rx/pharmacy/details/:divisionNum/:storeNum');
    expect(to('https://www.freshway.example', '014', '00412')).toBe(
      'https://www.freshway.example/stores/pharmacy/details/014/00412',
    );
    // PINNED: each parameter is one path segment (encoded).
    expect(to('https://x.example', 'a/b', 'c d')).toBe(
      'https://x.example/stores/pharmacy/details/a%2Fb/c%20d',
    );
  });

  it('RX_CATCH_ALL_TARGET: "any other /rx/... path goes to /rx/dashboard"', () => {
    expect(RX_CATCH_ALL_TARGET).toBe('/rx/dashboard');
  });

  it('no redirect source is a page of the route table', () => {
    const paths = RX_ROUTES.map((r) => r.path);
    for (const source of [
      '/rx/easy-fill',
      '/rx/welcome',
      '/rx/customercomments',
      '/rx/guest/antibody',
      '/rx/pharmacy/details/014/00412',
    ])
      expect(paths).not.toContain(source);
  });
});

describe('health-services routes (§7 401 exception; docs/choices.md list)', () => {
  it('HEALTH_SERVICES_PATH_PREFIXES: /health/services, the vaccine record, guest verification', () => {
    expect(HEALTH_SERVICES_PATH_PREFIXES).toStrictEqual([
      '/health/services',
      '/rx/digital-vaccine-record',
      '/rx/guest-verification',
    ]);
  });

  it.each([
    ['/health/services', true],
    ['/health/services/flu-shots', true],
    ['/rx/digital-vaccine-record', true],
    ['/rx/digital-vaccine-record/verify', true],
    ['/rx/guest-verification', true],
    ['/rx/guest-verification/step', true],
    ['/health', false],
    ['/health/service', false],
    ['/health-dashboard', false],
    ['/rx/dashboard', false],
    ['/rx/guest-refill', false],
    ['/other/health/services/', false],
    ['/other/rx/guest-verification/', false],
    ['/', false],
    ['', false],
  ])('isHealthServicesPath(%s) -> %s', (path, expected) => {
    expect(isHealthServicesPath(path)).toBe(expected);
  });
});

describe('signInRedirect (§2.1 "/signin?redirectUrl=... Sign-in target on a 401")', () => {
  it.each([
    ['/rx/dashboard', '/signin?redirectUrl=%2Frx%2Fdashboard'],
    [
      '/rx/prescription-history/detail?patientNumber=1&rxRecordNum=2',
      '/signin?redirectUrl=%2Frx%2Fprescription-history%2Fdetail%3FpatientNumber%3D1%26rxRecordNum%3D2',
    ],
    // On the sign-in page itself the address stays as it is (never wrapped in another sign-in address).
    ['/signin?redirectUrl=%2Frx%2Frefills', '/signin?redirectUrl=%2Frx%2Frefills'],
    // Not a same-site path: the home page.
    ['https://evil.example/rx', '/signin?redirectUrl=%2F'],
  ])('%s -> %s', (page, target) => {
    expect(signInRedirect(page)).toBe(target);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// shell.ts
// ---------------------------------------------------------------------------------------------------------------

describe('back to top (§2.2, §9 "Back-to-top after 200 px of scroll")', () => {
  it('BACK_TO_TOP_THRESHOLD_PX is 200 and the button is labelled (PINNED) "Back to top"', () => {
    expect(BACK_TO_TOP_THRESHOLD_PX).toBe(200);
    expect(BACK_TO_TOP_LABEL).toBe('Back to top');
  });

  it.each([
    [-1, false],
    [199, false],
    [200, false],
    [200.5, true],
    [201, true],
    [10_000, true],
  ])('showsBackToTop(%d) -> %s', (scrollY, shown) => {
    expect(showsBackToTop(scrollY)).toBe(shown);
  });
});

describe('dynamic banner message (§2.2, §7.5; docs/choices.md "Dynamic banner message")', () => {
  it("rxBannerMessageId: one text collection per banner, 'rx-dynamic-banner-<banner slug>'", () => {
    expect(rxBannerMessageId('freshway')).toBe('rx-dynamic-banner-freshway');
    expect(rxBannerMessageId('parcelcare')).toBe('rx-dynamic-banner-parcelcare');
  });

  it.each([
    ['info', 'info'],
    ['success', 'success'],
    ['warning', 'warning'],
    ['error', 'error'],
    // PINNED: the kind is read case-insensitively.
    ['SUCCESS', 'success'],
    ['Warning', 'warning'],
    ['ERROR', 'error'],
    // "unknown: info"
    ['danger', 'info'],
    ['', 'info'],
    ['successful', 'info'],
  ])('bannerTone(%s) -> %s', (kind, tone) => {
    expect(bannerTone(kind)).toBe(tone);
  });

  it('BANNER_CLASSES: promo, alert, notice', () => {
    expect(BANNER_CLASSES).toStrictEqual(['promo', 'alert', 'notice']);
  });

  it.each([
    ['promo', 'promo'],
    ['alert', 'alert'],
    ['notice', 'notice'],
    ['PROMO', null],
    ['banner', null],
    ['', null],
  ])('bannerClass(%s) -> %s', (messageClass, modifier) => {
    expect(bannerClass(messageClass)).toBe(modifier);
  });

  it("BANNER_LABEL (PINNED) is 'Pharmacy announcement'", () => {
    expect(BANNER_LABEL).toBe('Pharmacy announcement');
  });
});

describe('error pages (§2.1 /rx/error, /rx/account/ciam/error, /rx/idm/failure; §8 "Error page")', () => {
  it("TECHNICAL_DIFFICULTIES: §8's title and text (its '...' completed, PINNED), Refresh, My Prescriptions Home", () => {
    expect(TECHNICAL_DIFFICULTIES).toStrictEqual({
      title: 'Technical Difficulties',
      text: "We're sorry, this site is currently experiencing technical difficulties. Please refresh the page or try again later.",
      refresh: 'Refresh',
      home: 'My Prescriptions Home',
    });
  });

  it('CIAM_ERROR (PINNED texts)', () => {
    expect(CIAM_ERROR).toStrictEqual({
      title: 'We could not load your account',
      text: "We're sorry, something went wrong with your account information. Please sign in again or try again later.",
      signIn: 'Sign In',
      home: 'My Prescriptions Home',
    });
  });

  it('IDM_FAILURE (PINNED title)', () => {
    expect(IDM_FAILURE).toStrictEqual({
      title: 'We Could Not Verify Your Identity',
      home: 'My Prescriptions Home',
    });
  });
});

describe('landing page texts (§2.1 "My Prescriptions landing"; texts PINNED)', () => {
  it('LANDING_TEXTS, every text exactly', () => {
    expect(LANDING_TEXTS).toStrictEqual({
      title: 'My Prescriptions',
      intro: 'Refill prescriptions, check their status and manage your pharmacy account online.',
      signInPrompt: 'Sign in to see your prescriptions and those of the people you care for.',
      signIn: 'Sign In to My Prescriptions',
      createAccount: 'Create an Account',
      guestHeading: 'No account?',
      guestRefill: 'Refill as Guest',
      guestTransfer: 'Transfer Prescriptions',
      signedInPrompt: 'Your prescriptions are waiting for you.',
      toDashboard: 'Go to My Prescriptions',
      verifyPrompt: 'To keep your health information safe, answer one of your security questions first.',
      verify: 'Answer a Security Question',
      setUpPrompt: 'To keep your health information safe, set up your security questions first.',
      setUp: 'Set Up Security Questions',
      linkPrompt: 'Add yourself or someone you care for to manage prescriptions online.',
      link: 'Add a Patient',
      lockedPrompt: 'Linking is locked for now after too many unsuccessful attempts. Please try again later.',
      loading: 'Loading your pharmacy account…',
    });
  });

  it('SECURITY_QUESTIONS_LOCKED: docs/choices.md "Please contact Customer Support at {phone} to unlock them."', () => {
    expect(SECURITY_QUESTIONS_LOCKED('1-800-555-0150')).toBe(
      'Your security questions are locked. Please contact Customer Support at 1-800-555-0150 to unlock them.',
    );
  });

  it("RX_LOADING (PINNED) is 'Loading…'", () => {
    expect(RX_LOADING).toBe('Loading…');
  });
});

type Status = NonNullable<LandingFacts['status']>;
const LINKED: Status = {
  linkStatus: 'APPROVED_LINKS',
  hasChallengeQuestions: true,
  accountLockedForLinking: false,
};
const NO_LINKS: Status = {
  linkStatus: 'NO_LINKS',
  hasChallengeQuestions: false,
  accountLockedForLinking: false,
};
const DASH = '/rx/dashboard';

describe('landingNext (docs/choices.md "How a signed-in customer becomes AUTHORIZED", "When the final lock ends")', () => {
  it.each<[string, LandingFacts, LandingNext]>([
    [
      'status being read -> checking',
      { status: null, authorized: false, redirect: DASH },
      { kind: 'checking' },
    ],
    [
      'status being read, not failed -> checking',
      { status: null, authorized: true, redirect: DASH, failed: false },
      { kind: 'checking' },
    ],
    [
      'status could not be read -> continue to the redirect',
      { status: null, authorized: false, redirect: '/rx/refills', failed: true },
      { kind: 'continue', href: '/rx/refills' },
    ],
    [
      'no link, not locked -> link (Add a Patient)',
      { status: NO_LINKS, authorized: false, redirect: DASH },
      { kind: 'link', href: '/rx/link/patient' },
    ],
    [
      'no link even when AUTHORIZED -> link',
      { status: NO_LINKS, authorized: true, redirect: DASH },
      { kind: 'link', href: '/rx/link/patient' },
    ],
    [
      'no link, linking locked -> locked',
      { status: { ...NO_LINKS, accountLockedForLinking: true }, authorized: false, redirect: DASH },
      { kind: 'locked' },
    ],
    [
      'linked and AUTHORIZED -> continue to the redirect',
      { status: LINKED, authorized: true, redirect: '/rx/refills' },
      { kind: 'continue', href: '/rx/refills' },
    ],
    [
      'linked, AUTHORIZED, questions locked for good -> continue (authorization wins)',
      { status: { ...LINKED, securityQuestionsLocked: true }, authorized: true, redirect: DASH },
      { kind: 'continue', href: DASH },
    ],
    [
      'linked, AUTHORIZED, a failed flag ignored once the status is read',
      { status: LINKED, authorized: true, redirect: DASH, failed: true },
      { kind: 'continue', href: DASH },
    ],
    [
      'linked with questions, not AUTHORIZED -> answer a question, with the redirect',
      { status: LINKED, authorized: false, redirect: DASH },
      { kind: 'answer', href: '/rx/security-questions?redirectUrl=%2Frx%2Fdashboard' },
    ],
    [
      'linked with questions, linking locked, not AUTHORIZED -> answer (the linking lock is for new links)',
      { status: { ...LINKED, accountLockedForLinking: true }, authorized: false, redirect: DASH },
      { kind: 'answer', href: '/rx/security-questions?redirectUrl=%2Frx%2Fdashboard' },
    ],
    [
      'only unapproved links, questions, not AUTHORIZED -> answer',
      { status: { ...LINKED, linkStatus: 'ONLY_UNAPPROVED_LINKS' }, authorized: false, redirect: DASH },
      { kind: 'answer', href: '/rx/security-questions?redirectUrl=%2Frx%2Fdashboard' },
    ],
    [
      'linked with questions, securityQuestionsLocked false -> answer',
      { status: { ...LINKED, securityQuestionsLocked: false }, authorized: false, redirect: DASH },
      { kind: 'answer', href: '/rx/security-questions?redirectUrl=%2Frx%2Fdashboard' },
    ],
    [
      'linked with questions locked for good, not AUTHORIZED -> questionsLocked',
      { status: { ...LINKED, securityQuestionsLocked: true }, authorized: false, redirect: DASH },
      { kind: 'questionsLocked' },
    ],
    [
      'linked without questions, not AUTHORIZED -> set them up, with the redirect',
      { status: { ...LINKED, hasChallengeQuestions: false }, authorized: false, redirect: DASH },
      { kind: 'setUp', href: '/rx/security-questions/setup?redirectUrl=%2Frx%2Fdashboard' },
    ],
    [
      'linked without questions and a (stale) lock flag -> still set up',
      {
        status: { ...LINKED, hasChallengeQuestions: false, securityQuestionsLocked: true },
        authorized: false,
        redirect: DASH,
      },
      { kind: 'setUp', href: '/rx/security-questions/setup?redirectUrl=%2Frx%2Fdashboard' },
    ],
    [
      'the redirect keeps its own query, encoded as one value',
      {
        status: LINKED,
        authorized: false,
        redirect: '/rx/prescription-history/detail?patientNumber=1&rxRecordNum=2',
      },
      {
        kind: 'answer',
        href: '/rx/security-questions?redirectUrl=%2Frx%2Fprescription-history%2Fdetail%3FpatientNumber%3D1%26rxRecordNum%3D2',
      },
    ],
  ])('%s', (_name, facts, next) => {
    expect(landingNext(facts)).toStrictEqual(next);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// banners.ts
// ---------------------------------------------------------------------------------------------------------------

const ALL_ON: PharmacyCapabilityInput = {
  loyaltyCard: true,
  pharmacy: { enabled: true, retail: true, mailOrder: true, autoRefill: true, tracker: true, wywc: true },
  supportPhones: { pharmacy: null },
};

describe('banner capabilities (§1, §9 "Customer support phone"; docs/choices.md "The three support phones")', () => {
  it('RX_SUPPORT_PHONES: 1-800-555-0150 most banners, 1-800-555-0177 mail order, 1-800-555-0163 own brand', () => {
    expect(RX_SUPPORT_PHONES).toStrictEqual({
      standard: '1-800-555-0150',
      mailOrder: '1-800-555-0177',
      ownPharmacy: '1-800-555-0163',
    });
  });

  it('rxFeaturesOf: everything on, no banner phone -> every feature and the standard number', () => {
    expect(rxFeaturesOf(ALL_ON)).toStrictEqual({
      enabled: true,
      retail: true,
      mailOrder: true,
      loyaltyCard: true,
      autoRefill: true,
      tracker: true,
      wywc: true,
      supportPhone: '1-800-555-0150',
    });
  });

  it("rxFeaturesOf: the pharmacy off turns every feature off, whatever the banner's other capabilities", () => {
    expect(rxFeaturesOf({ ...ALL_ON, pharmacy: { ...ALL_ON.pharmacy, enabled: false } })).toStrictEqual({
      enabled: false,
      retail: false,
      mailOrder: false,
      loyaltyCard: false,
      autoRefill: false,
      tracker: false,
      wywc: false,
      supportPhone: '1-800-555-0150',
    });
  });

  it.each(['retail', 'mailOrder', 'autoRefill', 'tracker', 'wywc'] as const)(
    'rxFeaturesOf: the pharmacy on and %s off -> only %s off',
    (flag) => {
      const features = rxFeaturesOf({ ...ALL_ON, pharmacy: { ...ALL_ON.pharmacy, [flag]: false } });
      expect(features).toStrictEqual({
        enabled: true,
        retail: true,
        mailOrder: true,
        loyaltyCard: true,
        autoRefill: true,
        tracker: true,
        wywc: true,
        supportPhone: '1-800-555-0150',
        [flag]: false,
      });
    },
  );

  it('rxFeaturesOf: the pharmacy on and the loyalty card off -> only loyaltyCard off', () => {
    expect(rxFeaturesOf({ ...ALL_ON, loyaltyCard: false })).toStrictEqual({
      enabled: true,
      retail: true,
      mailOrder: true,
      loyaltyCard: false,
      autoRefill: true,
      tracker: true,
      wywc: true,
      supportPhone: '1-800-555-0150',
    });
  });

  it("§1: the mail-order banner's capabilities -> retail, loyalty card, auto-refills and tracker off, its own number", () => {
    expect(
      rxFeaturesOf({
        loyaltyCard: false,
        pharmacy: {
          enabled: true,
          retail: false,
          mailOrder: true,
          autoRefill: false,
          tracker: false,
          wywc: true,
        },
        supportPhones: { pharmacy: '1-800-555-0177' },
      }),
    ).toStrictEqual({
      enabled: true,
      retail: false,
      mailOrder: true,
      loyaltyCard: false,
      autoRefill: false,
      tracker: false,
      wywc: true,
      supportPhone: '1-800-555-0177',
    });
  });

  it('ALL_RX_FEATURES: the retail pharmacy with everything, the standard number', () => {
    expect(ALL_RX_FEATURES).toStrictEqual({
      enabled: true,
      retail: true,
      mailOrder: true,
      loyaltyCard: true,
      autoRefill: true,
      tracker: true,
      wywc: true,
      supportPhone: '1-800-555-0150',
    });
  });

  it("refillMethodOf (§7.1; docs/choices.md): 'ALL' with store counters, 'MAIL_ORDER' without", () => {
    expect(refillMethodOf({ retail: true })).toBe('ALL');
    expect(refillMethodOf({ retail: false })).toBe('MAIL_ORDER');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// messages.ts, toasts.ts, analytics.ts, orderPages.ts
// ---------------------------------------------------------------------------------------------------------------

describe('§8 texts (messages.ts)', () => {
  it("RX_GENERIC_MESSAGE is §8's Generic text", () => {
    expect(RX_GENERIC_MESSAGE).toBe(
      'We were unable to complete your request at this time, please try again.',
    );
  });

  it("RX_SOMETHING_WENT_WRONG is §8's 'Something went wrong. Please try again' (no period)", () => {
    expect(RX_SOMETHING_WENT_WRONG).toBe('Something went wrong. Please try again');
  });
});

describe('toaster (§2.2, §8 "Toasts appear as a heading plus text")', () => {
  it('TOASTER_LABELS (PINNED): the region and the dismiss button', () => {
    expect(TOASTER_LABELS).toStrictEqual({ region: 'Notifications', dismiss: 'Dismiss notification' });
  });
});

describe('analytics (§9 "Protected Health Information ... schema versions"; docs/choices.md schemaVersion 1.0)', () => {
  it("PHI_CLASSIFICATION and RX_ANALYTICS_SCHEMA_VERSION are 'Protected Health Information' and '1.0'", () => {
    expect(PHI_CLASSIFICATION).toBe('Protected Health Information');
    expect(RX_ANALYTICS_SCHEMA_VERSION).toBe('1.0');
  });

  it('phiPayload keeps the fields and adds the mark and the version', () => {
    expect(phiPayload({ itemCount: 2, orderType: 'RETAIL', paid: false, code: null })).toStrictEqual({
      itemCount: 2,
      orderType: 'RETAIL',
      paid: false,
      code: null,
      dataClassification: 'Protected Health Information',
      schemaVersion: '1.0',
    });
  });

  it('phiPayload: the mark and the version cannot be overridden by a field', () => {
    expect(phiPayload({ dataClassification: 'public', schemaVersion: '9' })).toStrictEqual({
      dataClassification: 'Protected Health Information',
      schemaVersion: '1.0',
    });
  });
});

describe('order pages (§2.1 /rx/refills, /rx/ninety-day-supply, /rx/checkout; texts PINNED)', () => {
  it('RX_ORDER_PAGE_TEXTS, every text exactly', () => {
    expect(RX_ORDER_PAGE_TEXTS).toStrictEqual({
      refillsDescription: 'Choose the refills you need and add them to your cart, then check out.',
      ninetyDayDescription:
        'Prescriptions in the 90-day supply program: fewer trips to the pharmacy. Add them to your cart to refill.',
      dashboardPrescriptions: 'Prescriptions',
      walletLoading: 'Loading your payment methods…',
      walletFailed: 'Your payment methods could not be loaded. Reload the page to try again.',
    });
  });

  it('isNinetyDaySupply: the 90-day page lists the prescriptions with rxIn90Days (§3; docs/choices.md)', () => {
    expect(isNinetyDaySupply({ rxIn90Days: true })).toBe(true);
    expect(isNinetyDaySupply({ rxIn90Days: false })).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// idempotency.ts, requests.ts
// ---------------------------------------------------------------------------------------------------------------

const httpError = (status: number) => ({
  name: 'ApiError',
  kind: 'http',
  endpoint: 'POST /x',
  status,
  message: '',
});

describe('isDefiniteRejection (docs/choices.md "Idempotency key of a checkout": renewed only after another 4xx)', () => {
  it.each<[string, unknown, boolean]>([
    ['400 -> definite', httpError(400), true],
    ['403 -> definite', httpError(403), true],
    ['404 -> definite', httpError(404), true],
    ['429 -> definite', httpError(429), true],
    ['499 -> definite', httpError(499), true],
    ['399 -> not a 4xx', httpError(399), false],
    ['408 timed out -> unknown', httpError(408), false],
    ['422 key used for another request -> unknown', httpError(422), false],
    ['500 -> unknown', httpError(500), false],
    ['503 -> unknown', httpError(503), false],
    ['a timeout with status 400 -> unknown (not an answer)', { ...httpError(400), kind: 'timeout' }, false],
    ['a network error, status 0 -> unknown', { ...httpError(0), kind: 'network' }, false],
    ['a contract error with status 400 -> unknown', { ...httpError(400), kind: 'contract' }, false],
    ['not an ApiError, status 400 -> unknown', { ...httpError(400), name: 'Error' }, false],
    ['an ApiError without a status -> unknown', { name: 'ApiError', kind: 'http' }, false],
    ['null -> unknown', null, false],
    ['undefined -> unknown', undefined, false],
  ])('%s', (_name, error, definite) => {
    expect(isDefiniteRejection(error)).toBe(definite);
  });

  it('attemptKey: the first renewal is <key>.1', () => {
    expect(attemptKey('ck-7f3a', 1)).toBe('ck-7f3a.1');
  });
});

describe('newRequestKey (docs/choices.md: one random key per order or request)', () => {
  it('is a fresh RFC 4122 version 4 UUID on each call', () => {
    const a = newRequestKey();
    const b = newRequestKey();
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(a).toMatch(uuid);
    expect(b).toMatch(uuid);
    expect(a).not.toBe(b);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// dashboard.ts
// ---------------------------------------------------------------------------------------------------------------

const open = { prescriptions: true, notifications: true } as const;
const closed = { prescriptions: false, notifications: false } as const;
const onlyRx = { prescriptions: true, notifications: false } as const;
const onlyNotes = { prescriptions: false, notifications: true } as const;

describe('dashboard sections (§2.5 "Dashboard behaviour"; docs/choices.md "Dashboard sections")', () => {
  it('DASHBOARD_CHILD_SECTIONS: Prescriptions then Notifications', () => {
    expect(DASHBOARD_CHILD_SECTIONS).toStrictEqual(['prescriptions', 'notifications']);
  });

  it('initialSections: "on load the first section is open and the others closed"', () => {
    expect(initialSections(['1001', '1002', '1003'])).toStrictEqual({
      '1001': open,
      '1002': closed,
      '1003': closed,
    });
  });

  it('initialSections: one patient is open; none gives no sections', () => {
    expect(initialSections(['1001'])).toStrictEqual({ '1001': open });
    expect(initialSections([])).toStrictEqual({});
  });

  it.each<[string, DashboardSections[string] | undefined, boolean, boolean]>([
    // children, expanded, collapsed
    ['both children open', open, true, false],
    ['only prescriptions open', onlyRx, false, false],
    ['only notifications open', onlyNotes, false, false],
    ['both children closed', closed, false, true],
    ['an unknown patient', undefined, false, true],
  ])(
    '%s: "a parent shows expanded only when all its children are expanded" -> %s; "collapsing all children collapses the parent" -> %s',
    (_name, children, expanded, collapsed) => {
      const sections: DashboardSections = children ? { p: children } : { other: open };
      expect(isParentExpanded(sections, 'p')).toBe(expanded);
      expect(isParentCollapsed(sections, 'p')).toBe(collapsed);
    },
  );

  it.each<[string, DashboardSections[string], DashboardSections[string]]>([
    ['an expanded parent collapses with all its children', open, closed],
    ['a half-open parent expands all its children', onlyRx, open],
    ['a half-open parent (notifications) expands all its children', onlyNotes, open],
    ['a collapsed parent expands all its children', closed, open],
  ])('toggleParent: %s', (_name, before, after) => {
    const sections: DashboardSections = { p: before, q: onlyNotes };
    expect(toggleParent(sections, 'p')).toStrictEqual({ p: after, q: onlyNotes });
    expect(sections).toStrictEqual({ p: before, q: onlyNotes });
  });

  it('toggleParent of an unknown patient leaves the sections as they are (same object)', () => {
    const sections: DashboardSections = { p: open };
    expect(toggleParent(sections, 'nobody')).toBe(sections);
    expect(sections).toStrictEqual({ p: open });
  });

  it.each<[string, 'prescriptions' | 'notifications', DashboardSections[string], DashboardSections[string]]>([
    ['opens a closed prescriptions child', 'prescriptions', closed, onlyRx],
    ['closes an open prescriptions child', 'prescriptions', open, onlyNotes],
    ['opens a closed notifications child', 'notifications', closed, onlyNotes],
    ['closes an open notifications child', 'notifications', open, onlyRx],
  ])('toggleChild %s, only that child, only that patient', (_name, child, before, after) => {
    const sections: DashboardSections = { p: before, q: closed };
    expect(toggleChild(sections, 'p', child)).toStrictEqual({ p: after, q: closed });
    expect(sections).toStrictEqual({ p: before, q: closed });
  });

  it('toggleChild of an unknown patient leaves the sections as they are (same object)', () => {
    const sections: DashboardSections = { p: open };
    expect(toggleChild(sections, 'nobody', 'prescriptions')).toBe(sections);
  });
});

type Countable = Pick<Prescription, 'patientNumber' | 'hidden'>;

describe('prescriptionCounts: per patient, hidden prescriptions not counted', () => {
  it.each<[string, Countable[], Record<string, number>]>([
    ['no prescriptions -> no counts', [], {}],
    [
      'two patients',
      [
        { patientNumber: '1001', hidden: false },
        { patientNumber: '1002', hidden: false },
        { patientNumber: '1001', hidden: false },
      ],
      { '1001': 2, '1002': 1 },
    ],
    [
      'hidden ones skipped; a patient with only hidden ones has no count',
      [
        { patientNumber: '1001', hidden: true },
        { patientNumber: '1001', hidden: false },
        { patientNumber: '1002', hidden: true },
      ],
      { '1001': 1 },
    ],
  ])('%s', (_name, prescriptions, counts) => {
    expect(prescriptionCounts(prescriptions)).toStrictEqual(counts);
  });
});

describe('DASHBOARD_TEXTS (§2.1 subtitle; docs/choices.md failed load; others PINNED)', () => {
  it('every fixed text exactly', () => {
    const { prescriptionCount, ...texts } = DASHBOARD_TEXTS;
    expect(typeof prescriptionCount).toBe('function');
    expect(texts).toStrictEqual({
      subtitle: 'Prescription Dashboard',
      description:
        'Your prescriptions and those of the people you care for, in one place: check their status, refill them and keep track of what is on the way.',
      loading: 'Loading your patients…',
      patients: 'Patients',
      noPatients: 'No patients are linked to your account yet.',
      addPatient: 'Add a Patient',
      prescriptions: 'Prescriptions',
      notifications: 'Notifications',
      countsLoading: 'Loading prescriptions…',
      countsFailed: 'Prescriptions could not be loaded.',
      patientsFailed: 'Your patients could not be loaded.',
      retry: 'Try Again',
      prescriptionsPending: 'Your prescriptions for this patient will be listed here.',
      notificationsPending: 'Notifications for this patient will be listed here.',
      relationship: {
        SELF: 'You',
        CHILD: 'Child',
        MANAGED_ADULT: 'Other adult',
        CAREGIVER: 'Caregiver',
        PET: 'Pet',
      },
    });
  });

  it.each([
    [0, '0 prescriptions'],
    [1, '1 prescription'],
    [2, '2 prescriptions'],
    [12, '12 prescriptions'],
  ])('prescriptionCount(%i) reads "%s"', (n, text) => {
    expect(DASHBOARD_TEXTS.prescriptionCount(n)).toBe(text);
  });
});

/**
 * The pharmacy's pages: one lazy chunk each, by route id (domain/rx/routes.ts). A route id without an entry here
 * has no page yet: its path falls to the catch-all (/rx/dashboard).
 *
 * ADDING A PAGE (later areas): write `src/routes/rx/<Name>Route.tsx` (default export; it declares its title with
 * `usePageTitle(RX_PAGE_TITLES.<id>)`, renders `<RxPageHeader>` from ui/rx/shell and its view from ui/rx/<area>/,
 * reads its actors with `useRxServices()`) and add `<id>: lazy(() => import('./<Name>Route'))` below.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RxPageId } from '../../../domain/rx/titles';

const securityQuestionsSetup = lazy(() => import('./SecurityQuestionsSetupRoute'));

function linkPages() {
  const page = lazy(() => import('./LinkRoute'));
  return {
    linkPatient: page,
    linkPatientLookup: page,
    linkPrescriptionLookup: page,
    linkPrescriptionVerify: page,
    linkPatientVerify: page,
    linkAccountInformation: page,
    linkChallengeCreate: page,
  };
}

function newPatientPages() {
  const page = lazy(() => import('./NewPatientRoute'));
  return {
    newPatient: page,
    newPatientVerify: page,
    newPatientAccountInformation: page,
    newPatientChallengeCreate: page,
    newPatientSummary: page,
  };
}

export const RX_PAGES: Partial<Record<RxPageId, LazyExoticComponent<ComponentType>>> = {
  landing: lazy(() => import('./LandingRoute')),
  dashboard: lazy(() => import('./DashboardRoute')),
  error: lazy(() => import('./ErrorRoute')),
  ciamError: lazy(() => import('./CiamErrorRoute')),
  idmFailure: lazy(() => import('./IdmFailureRoute')),
  patientProfile: lazy(() => import('./PatientProfileRoute')),
  commPrefs: lazy(() => import('./CommPrefsRoute')),
  patientAccess: lazy(() => import('./PatientAccessRoute')),
  accountUpdate: lazy(() => import('./AccountUpdateRoute')),
  // Issue 11 part 2: the tracker, pay online, order delivery, the expired link, guest refill.
  tracker: lazy(() => import('./TrackerRoute')),
  payOnline: lazy(() => import('./PayOnlineRoute')),
  orderDelivery: lazy(() => import('./OrderDeliveryRoute')),
  expiredTrackerLink: lazy(() => import('./ExpiredTrackerLinkRoute')),
  guestRefill: lazy(() => import('./GuestRefillRoute')),
  // The identity flows (issue 10 part 2): one component per flow serves its pages.
  ...linkPages(),
  ...newPatientPages(),
  securityQuestions: lazy(() => import('./SecurityQuestionsRoute')),
  securityQuestionsSetup: securityQuestionsSetup,
  securityQuestionsReset: securityQuestionsSetup,
  guestVerification: lazy(() => import('./GuestVerificationRoute')),
  refills: lazy(() => import('./RefillsRoute')),
  ninetyDaySupply: lazy(() => import('./NinetyDaySupplyRoute')),
  checkout: lazy(() => import('./CheckoutRoute')),
  transfer: lazy(() => import('./TransferRoute')),
  guestTransfer: lazy(() => import('./GuestTransferRoute')),
  // Issue 12 part 2: auto refill and programs, history and records, the vaccine record.
  autoRefills: lazy(() => import('./AutoRefillsRoute')),
  autoRefillsManagePrescriptions: lazy(() => import('./AutoRefillsManagePrescriptionsRoute')),
  manageAutoRefills: lazy(() => import('./ManageAutoRefillsRoute')),
  autoRefillGuidelines: lazy(() => import('./AutoRefillGuidelinesRoute')),
  refillSettings: lazy(() => import('./RefillSettingsRoute')),
  prescriptionHistory: lazy(() => import('./PrescriptionHistoryRoute')),
  prescriptionHistoryDetail: lazy(() => import('./PrescriptionDetailRoute')),
  prescriptionMonograph: lazy(() => import('./MonographRoute')),
  prescriptionReceipt: lazy(() => import('./ReceiptsRoute')),
  expenseReport: lazy(() => import('./ExpenseReportRoute')),
  createExpenseReport: lazy(() => import('./CreateExpenseReportRoute')),
  vaccineRecord: lazy(() => import('./VaccineRecordRoute')),
  vaccineRecordResult: lazy(() => import('./VaccineRecordResultRoute')),
  vaccineRecordVerify: lazy(() => import('./VaccineRecordVerifyRoute')),
};

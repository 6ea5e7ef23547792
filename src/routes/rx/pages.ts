/**
 * The pharmacy's pages: one lazy chunk each, by route id (src/domain/rx/routes.ts). A route id without an entry here
 * has no page yet: its path falls to the catch-all (/rx/dashboard).
 *
 * ADDING A PAGE (later areas): write `src/routes/rx/<Name>Route.tsx` (default export; it declares its title with
 * `usePageTitle(RX_PAGE_TITLES.<id>)`, renders `<RxPageHeader>` from ui/rx/shell and its view from ui/rx/<area>/,
 * reads its actors with `useRxServices()`) and add `<id>: lazy(() => import('./<Name>Route'))` below.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RxPageId } from '../../domain/rx/titles';

export const RX_PAGES: Partial<Record<RxPageId, LazyExoticComponent<ComponentType>>> = {
  landing: lazy(() => import('./LandingRoute')),
  dashboard: lazy(() => import('./DashboardRoute')),
  error: lazy(() => import('./ErrorRoute')),
  ciamError: lazy(() => import('./CiamErrorRoute')),
  idmFailure: lazy(() => import('./IdmFailureRoute')),
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

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
};

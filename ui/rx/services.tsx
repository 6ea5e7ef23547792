/**
 * The pharmacy's long-lived actors and settings, handed to pharmacy views by src/ (src/rx/services.ts creates them
 * once, when the shopper first enters /rx; never in the shopper's first load). Views read their actors here with
 * `useRxServices()`; they never provide actors themselves.
 *
 * ADDING A LONG-LIVED ACTOR (later areas, e.g. the cart): add its field here, create it in src/rx/services.ts with
 * its real actors provided, and read it with `useRxServices().<field>` in the area's views. A chart a page runs for
 * itself is handed over with its actors provided (like `dashboardMachine`) and started with useActorRef.
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from '../../machines/rx/cart/cart.machine';
import type { customerStatusMachine } from '../../machines/rx/customerStatus/customerStatus.machine';
import type { dashboardMachine } from '../../machines/rx/dashboard/dashboard.machine';
import type { dynamicBannerMachine } from '../../machines/rx/dynamicBanner/dynamicBanner.machine';
import type { patientsMachine } from '../../machines/rx/patients/patients.machine';
import type { prescriptionsMachine } from '../../machines/rx/prescriptions/prescriptions.machine';
import type { rxSessionMachine } from '../../machines/rx/session/rxSession.machine';
import type { toasterMachine } from '../../machines/rx/toaster/toaster.machine';
import type { RxFeatures } from '../../domain/rx/banners';

/** Pharmacy settings: the banner's capabilities (§1, §9) and the feature toggles of §6. */
export interface RxSettings extends RxFeatures {
  /** §6 "Feature toggles: delivery": order delivery from the tracker. */
  readonly delivery: boolean;
  /** §6 "Feature toggles: dynamic banner". */
  readonly dynamicBanner: boolean;
  /** §2.2 "the pinned cart enabled" (§9 "Feature flags: cart, cart dropdown ... all enabled"). */
  readonly pinnedCart: boolean;
}

/** What the order pages need from outside their charts (src/rx/services.ts provides them). */
export interface RxOrderHost {
  /** The wallet widget's bearer token and payment intent for the signed-in shopper. */
  walletToken: () => Promise<{ token: string; paymentIntentId: string }>;
  /** A fresh idempotency key (one per checkout visit, one per request form). */
  newKey: () => string;
  /** The wallet widget's environment (payment-wallet.md §3): LOCAL in the sandbox (same origin), else PROD. */
  walletEnvironment: 'LOCAL' | 'PROD';
}

export interface RxServices {
  /** The pharmacy session and its inactivity timeout (§4 "Session"). */
  session: ActorRefFrom<typeof rxSessionMachine>;
  /** §3 "Customer status": link state, customerVerified. */
  customerStatus: ActorRefFrom<typeof customerStatusMachine>;
  patients: ActorRefFrom<typeof patientsMachine>;
  toaster: ActorRefFrom<typeof toasterMachine>;
  dynamicBanner: ActorRefFrom<typeof dynamicBannerMachine>;
  /** The dashboard's chart with its actors provided (each visit runs its own). */
  dashboardMachine: typeof dashboardMachine;
  settings: RxSettings;
  /** The pharmacy cart (§4 "Cart"), shared by every page and the pinned panel. */
  cart: ActorRefFrom<typeof cartMachine>;
  /** The customer's prescriptions (dashboard sections, refills, 90-day supply). */
  prescriptions: ActorRefFrom<typeof prescriptionsMachine>;
  orderHost: RxOrderHost;
}

const RxServicesContext = createContext<RxServices | null>(null);

export function RxServicesProvider({ value, children }: { value: RxServices; children: ReactNode }) {
  return <RxServicesContext.Provider value={value}>{children}</RxServicesContext.Provider>;
}

export function useRxServices(): RxServices {
  const services = useContext(RxServicesContext);
  if (!services) throw new Error('RxServicesProvider is missing above this pharmacy view');
  return services;
}

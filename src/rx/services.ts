/**
 * The pharmacy services (ui/rx/services.tsx): the pharmacy's long-lived actors with their real side effects,
 * created once per app when the shopper first enters /rx (src/routes/rx/RxRoutes.tsx, a lazy chunk), never in the
 * shopper's first load. Each actor's calls load the pharmacy's API chunk (src/rx/api.ts) on first use.
 */
import { createActor, fromPromise } from 'xstate';
import type { BannerMessage } from '../../api/contracts/content';
import type { Patient, Prescription, RefillMethod } from '../../api/contracts/rx';
import type { CartItem } from '../../api/contracts/rx-orders';
import type { RxSession } from '../../api/contracts/rx-security';
import { type CartKey, cartMachine } from '../../machines/rx/cart/cart.machine';
import type { CustomerStatusAnswer } from '../../machines/rx/customerStatus/customerStatus.machine';
import { customerStatusMachine } from '../../machines/rx/customerStatus/customerStatus.machine';
import { dashboardMachine } from '../../machines/rx/dashboard/dashboard.machine';
import { dynamicBannerMachine } from '../../machines/rx/dynamicBanner/dynamicBanner.machine';
import { patientsMachine } from '../../machines/rx/patients/patients.machine';
import {
  prescriptionsMachine,
  type VisibilityChange,
} from '../../machines/rx/prescriptions/prescriptions.machine';
import { rxSessionMachine } from '../../machines/rx/session/rxSession.machine';
import { toasterMachine } from '../../machines/rx/toaster/toaster.machine';
import type { AppServices } from '../../ui/app/services';
import type { RxServices } from '../../ui/rx/services';
import { DEFAULT_BANNER, getBanner } from '../../domain/banners/registry';
import { refillMethodOf } from '../../domain/rx/banners';
import { prescriptionCounts } from '../../domain/rx/dashboard';
import { rxBannerMessageId } from '../../domain/rx/shell';
import { unlessAborted } from '../services';
import { createRxApiLoader, type RxApiLoader } from './apiLoader';
import { rxSettingsFor } from './settings';

export { createRxApiLoader, type RxApiLoader };

/** How the charts' navigation actions leave or move within the app (tests pass their own). */
export interface RxNavigation {
  /** In-app navigation (the router). */
  go: (to: string) => void;
  /** A full page load (the logout route). */
  leave: (to: string) => void;
}

/** The browser's: in-app moves through the app's navigation service (src/navigation.ts), else a page load. */
function browserNavigation(app: AppServices): RxNavigation {
  const leave = (to: string) => window.location.assign(to);
  return { go: (to) => (app.navigation ? app.navigation.go(to) : leave(to)), leave };
}

/**
 * `live` (the browser) starts the actors and loads the banner message; the server's first render of a pharmacy page
 * (src/entry-server.tsx) creates them idle: they show their initial state and never call out.
 */
export function createRxServices(
  app: AppServices,
  loadRx: RxApiLoader = createRxApiLoader(app),
  nav: RxNavigation = browserNavigation(app),
  live: boolean = typeof window !== 'undefined',
): RxServices {
  const inspect = app.inspect;
  const settings = rxSettingsFor(getBanner(app.banner.slug) ?? DEFAULT_BANNER);
  const toaster = createActor(toasterMachine, { inspect });
  const patients = createActor(
    patientsMachine.provide({
      actors: {
        fetchPatients: fromPromise<Patient[]>(async ({ signal }) =>
          unlessAborted(signal, (await loadRx()).rx.fetchPatientProfiles(signal)),
        ),
      },
      actions: {
        notifyFetchError: (_, { toast }) => toaster.send({ type: 'toast.show', toast }),
      },
    }),
    { inspect },
  );
  const customerStatus = createActor(
    customerStatusMachine.provide({
      actors: {
        fetchCustomerStatus: fromPromise<CustomerStatusAnswer>(async ({ signal }) => {
          const api = await loadRx();
          const [status, authorized] = await unlessAborted(
            signal,
            Promise.all([
              api.rxSecurity.fetchCustomerStatus(signal),
              api.rxSecurity.fetchSessionAuthorized(signal),
            ]),
          );
          return { status, authorized };
        }),
      },
    }),
    { inspect },
  );
  const markActive = fromPromise<RxSession>(async ({ signal }) =>
    unlessAborted(signal, (await loadRx()).rxSecurity.markSessionActive(signal)),
  );
  const session = createActor(
    rxSessionMachine.provide({
      actors: {
        markActive,
        reportActivity: markActive,
        fetchSession: fromPromise<RxSession>(async ({ signal }) =>
          unlessAborted(signal, (await loadRx()).rxSecurity.fetchSession(signal)),
        ),
      },
      actions: {
        logOut: (_, { url }) => nav.leave(url),
        goToPatientLookup: (_, { url }) => nav.go(url),
        goToLanding: (_, { url }) => nav.go(url),
        showTechnicalDifficulties: (_, { url }) => nav.go(url),
        // The session became active: the status (customerVerified) is read again for this screen.
        notifySessionActive: () => {
          customerStatus.send({ type: 'customerStatus.invalidate' });
          customerStatus.send({ type: 'customerStatus.request' });
        },
      },
    }),
    { inspect },
  );
  const dynamicBanner = createActor(
    dynamicBannerMachine.provide({
      actors: {
        fetchBannerMessage: fromPromise<BannerMessage>(async ({ signal }) =>
          unlessAborted(
            signal,
            (await loadRx()).content.fetchBannerMessage(rxBannerMessageId(app.banner.slug), signal),
          ),
        ),
      },
    }),
    { inspect },
  );
  const refillMethod = refillMethodOf(settings);
  const orders = createOrderServices(loadRx, inspect, app.account?.sandbox ?? false, refillMethod);
  if (live) {
    for (const actor of [
      toaster,
      patients,
      customerStatus,
      session,
      dynamicBanner,
      orders.cart,
      orders.prescriptions,
    ])
      actor.start();
    if (settings.dynamicBanner) dynamicBanner.send({ type: 'banner.load' });
  }

  const services: RxServices = {
    session,
    customerStatus,
    patients,
    toaster,
    dynamicBanner,
    dashboardMachine: dashboardMachine.provide({
      actors: {
        fetchPrescriptionCounts: fromPromise<Record<string, number>, { patientNumbers: string[] }>(
          async ({ signal }) =>
            prescriptionCounts(
              await unlessAborted(
                signal,
                (await loadRx()).rx.fetchPatientPrescriptions({ refillMethod }, signal),
              ),
            ),
        ),
      },
    }),
    settings,
    ...orders,
  };
  apiLoaders.set(services, loadRx);
  return services;
}

/**
 * Signed out: what the pharmacy knew of the customer is dropped from memory (status, patients, prescriptions, cart), so
 * the next person at this browser never sees it, even before a page load.
 */
export function forgetCustomer(
  rx: Pick<RxServices, 'customerStatus' | 'patients' | 'prescriptions' | 'cart'>,
) {
  rx.customerStatus.send({ type: 'customerStatus.clear' });
  rx.patients.send({ type: 'patients.clear' });
  rx.prescriptions.send({ type: 'prescriptions.clear' });
  rx.cart.send({ type: 'cart.forget' });
}

/** Each RxServices' API chunk loader. Kept here, out of the views' context: ui/ never sees the API's types. */
const apiLoaders = new WeakMap<RxServices, RxApiLoader>();

/** The pharmacy's API chunk of these services, for the page charts a page's own chunk provides (src/rx/tracker.ts,
 *  ...). Services made elsewhere (a test's) have none: their loader rejects when called. */
export function rxApiLoaderOf(rx: RxServices): RxApiLoader {
  return (
    apiLoaders.get(rx) ??
    (async () => {
      throw new Error('These pharmacy services have no API');
    })
  );
}

/** A fresh idempotency key (the browser's UUID). */
const newKey = () => crypto.randomUUID();

/**
 * The order area's actors and charts (issue 11 part 1): the cart and the prescriptions (long-lived), the checkout,
 * request and locator charts (one per page visit) with their real calls, and what the pages need from outside.
 */
export function createOrderServices(
  loadRx: RxApiLoader,
  inspect?: AppServices['inspect'],
  sandbox = false,
  /** §7.1 refillMethod of the banner's lists (refillMethodOf). */
  refillMethod: RefillMethod = 'ALL',
) {
  const cart = createActor(
    cartMachine.provide({
      actors: {
        fetchCart: fromPromise<CartItem[]>(async ({ signal }) =>
          unlessAborted(signal, (await loadRx()).rxOrders.fetchCart(signal)),
        ),
        addToCart: fromPromise<CartItem[], CartKey>(async ({ input, signal }) =>
          (await loadRx()).rxOrders.addToCart(input, newKey(), signal),
        ),
        removeFromCart: fromPromise<CartItem[], CartKey[]>(async ({ input, signal }) => {
          const api = await loadRx();
          let items: CartItem[] = [];
          for (const key of input) items = await api.rxOrders.removeFromCart(key, newKey(), signal);
          return items;
        }),
        clearCart: fromPromise<CartItem[]>(async ({ signal }) =>
          (await loadRx()).rxOrders.clearCart(newKey(), signal),
        ),
        loadImages: fromPromise<Record<string, string | null>, string[]>(async ({ input, signal }) => {
          const api = await loadRx();
          const images = await Promise.all(
            input.map(
              async (n) => [n, await api.rxOrders.fetchProductImage(n, signal).catch(() => null)] as const,
            ),
          );
          return Object.fromEntries(images);
        }),
      },
    }),
    { inspect },
  );
  const prescriptions = createActor(
    prescriptionsMachine.provide({
      actors: {
        fetchPrescriptions: fromPromise<Prescription[]>(async ({ signal }) =>
          unlessAborted(
            signal,
            (await loadRx()).rx.fetchPatientPrescriptions(
              { refillMethod, includePaymentCards: 'false' },
              signal,
            ),
          ),
        ),
        setVisibility: fromPromise<VisibilityChange, VisibilityChange>(async ({ input, signal }) => {
          await (await loadRx()).rxOrders.setVisibility({ prescriptions: [input] }, signal);
          return input;
        }),
      },
      actions: {
        refillsLoaded: (_, { prescriptions: list }) =>
          cart.send({ type: 'cart.refillsLoaded', prescriptions: list }),
      },
    }),
    { inspect },
  );
  return {
    cart,
    prescriptions,
    orderHost: {
      walletToken: async () => (await loadRx()).rxOrders.fetchWalletToken(),
      newKey,
      walletEnvironment: sandbox ? ('LOCAL' as const) : ('PROD' as const),
    },
  };
}

const cache = new WeakMap<AppServices, RxServices>();

/** One set of pharmacy services per app (the same actors across every /rx page). */
export function rxServicesFor(app: AppServices): RxServices {
  let services = cache.get(app);
  if (!services) {
    services = createRxServices(app);
    cache.set(app, services);
  }
  return services;
}

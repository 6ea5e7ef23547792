/**
 * The pharmacy services (ui/rx/services.tsx): the pharmacy's long-lived actors with their real side effects,
 * created once per app when the shopper first enters /rx (src/routes/rx/RxRoutes.tsx, a lazy chunk), never in the
 * shopper's first load. Each actor's calls load the pharmacy's API chunk (src/rx/api.ts) on first use.
 */
import { createActor, fromPromise } from 'xstate';
import type { Patient, Prescription } from '../../api/contracts/rx';
import type { CartItem } from '../../api/contracts/rx-orders';
import { type CartKey, cartMachine } from '../../machines/rx/cart/cart.machine';
import { patientsMachine } from '../../machines/rx/patients/patients.machine';
import {
  prescriptionsMachine,
  type VisibilityChange,
} from '../../machines/rx/prescriptions/prescriptions.machine';
import { toasterMachine } from '../../machines/rx/toaster/toaster.machine';
import type { AppServices } from '../../ui/app/services';
import type { RxServices } from '../../ui/rx/services';
import { getBanner, DEFAULT_BANNER } from '../banners/registry';
import { isCustomerVerified } from '../domain/rx/session';
import { unlessAborted } from '../services';
import type { RxApi } from './api';
import { rxSettingsFor } from './settings';

export type RxApiLoader = () => Promise<RxApi>;

/** The pharmacy's API chunk, after the app's own (which configures the shared call wrapper). */
export function createRxApiLoader(app: AppServices): RxApiLoader {
  const load = app.account?.load;
  return async () => {
    if (!load) throw new Error('The app services have no API loader');
    await load();
    return (await import('./api')).rxApi;
  };
}

export function createRxServices(app: AppServices, loadRx: RxApiLoader = createRxApiLoader(app)): RxServices {
  const inspect = app.inspect;
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
  const orders = createOrderServices(loadRx, inspect, app.account?.sandbox ?? false);
  toaster.start();
  patients.start();
  orders.cart.start();
  orders.prescriptions.start();
  return {
    toaster,
    patients,
    settings: rxSettingsFor(getBanner(app.banner.slug) ?? DEFAULT_BANNER),
    ...orders,
  };
}

/** A fresh idempotency key (the browser's UUID). */
const newKey = () => crypto.randomUUID();

/**
 * The order area's actors and charts (issue 11 part 1): the cart and the prescriptions (long-lived), the checkout,
 * request and locator charts (one per page visit) with their real calls, and what the pages need from outside.
 */
export function createOrderServices(loadRx: RxApiLoader, inspect?: AppServices['inspect'], sandbox = false) {
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
            (await loadRx()).rx.fetchPatientPrescriptions({ includePaymentCards: 'false' }, signal),
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
      // INTEGRATION NOTE: a stand-in until the foundation's stage 2 (session chart: PUT session on every page;
      // customer status chart: customerVerified) is merged; then the cart panel reads the customer status chart.
      customerVerified: async () => {
        try {
          const api = await loadRx();
          return isCustomerVerified(await api.rxSecurity.markSessionActive());
        } catch {
          return false;
        }
      },
      walletToken: async () => (await loadRx()).rxPayment.fetchWalletToken(),
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

/**
 * The pharmacy services (ui/rx/services.tsx): the pharmacy's long-lived actors with their real side effects,
 * created once per app when the shopper first enters /rx (src/routes/rx/RxRoutes.tsx, a lazy chunk), never in the
 * shopper's first load. Each actor's calls load the pharmacy's API chunk (src/rx/api.ts) on first use.
 */
import { createActor, fromPromise } from 'xstate';
import type { Patient } from '../../api/contracts/rx';
import { patientsMachine } from '../../machines/rx/patients/patients.machine';
import { toasterMachine } from '../../machines/rx/toaster/toaster.machine';
import type { AppServices } from '../../ui/app/services';
import type { RxServices } from '../../ui/rx/services';
import { getBanner, DEFAULT_BANNER } from '../banners/registry';
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
  toaster.start();
  patients.start();
  return {
    toaster,
    patients,
    settings: rxSettingsFor(getBanner(app.banner.slug) ?? DEFAULT_BANNER),
    loadApi: loadRx,
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

/** The store details chart with its real actor (the pharmacy directory, §7.4), outside /rx (src/app.tsx). */
import { fromPromise } from 'xstate';
import type { Facility } from '../../api/contracts/pharmacy-directory';
import { storeDetailsMachine } from '../../machines/rx/storeDetails/storeDetails.machine';
import { unlessAborted } from '../services';
import type { RxApiLoader } from './apiLoader';

export function storeDetailsMachineFor(load: RxApiLoader) {
  return storeDetailsMachine.provide({
    actors: {
      loadStore: fromPromise<Facility | null, { facilityId: string }>(async ({ input, signal }) =>
        unlessAborted(
          signal,
          (await load()).pharmacyDirectory
            .fetchFacilities({ id: [input.facilityId] }, signal)
            .then((found) => found.find((f) => f.facilityId === input.facilityId) ?? null),
        ),
      ),
    },
  });
}

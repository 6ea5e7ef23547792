/** The pharmacy's API chunk loader, small on its own: pages outside /rx (the store details, the profile's preferred
 *  stores) load the directory through it without the pharmacy's services. */
import type { AppServices } from '../../ui/app/services';
import type { RxApi } from './api';

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

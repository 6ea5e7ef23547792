/**
 * /stores/grocery/:state/:city/:storeName/:division/:store (pharmacy-portal.md §2.1): the store details the
 * pickup-location card links to. Public (store information). The facility id is the division and store segments.
 */
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../ui/app/pageTitle';
import { useServices } from '../../ui/app/services';
import { StoreDetailsPage } from '../../ui/rx/stores/StoreDetailsPage';
import { facilityIdFromStorePath, STORE_DETAILS_TEXTS } from '../../domain/rx/facilities';
import { createRxApiLoader } from '../rx/services';
import { storeDetailsMachineFor } from '../rx/stores';

export default function StoreDetailsRoute() {
  usePageTitle(STORE_DETAILS_TEXTS.title);
  const app = useServices();
  const { division = '', store = '' } = useParams();
  const machine = useMemo(() => storeDetailsMachineFor(createRxApiLoader(app)), [app]);
  const actor = useActorRef(machine, {
    input: { facilityId: facilityIdFromStorePath(division, store) },
    inspect: app.inspect,
  });
  return <StoreDetailsPage key={`${division}/${store}`} actor={actor} logo={app.banner.logoSvgUri} />;
}

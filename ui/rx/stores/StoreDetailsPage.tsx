/**
 * The store details page (pharmacy-portal.md §2.1 "/stores/grocery/st/city/store-name/{division}/{store}", the
 * pickup-location card's 'View Store Details'): the store's name, address, pharmacy phone and hours. Renders the
 * store details chart.
 */
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { storeDetailsMachine } from '../../../machines/rx/storeDetails/storeDetails.machine';
import { FACILITY_TEXTS, formatFacilityPhone, STORE_DETAILS_TEXTS } from '../../../domain/rx/facilities';
import { TRACKER_PATH } from '../../../domain/rx/tracker';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { PharmacyHours } from '../tracker/PickupLocationCard';
import '../tracker/tracker.css';

export function StoreDetailsPage({
  actor,
  logo,
}: {
  actor: ActorRefFrom<typeof storeDetailsMachine>;
  logo: string;
}) {
  const state = useSelector(actor, (s) => s.value as string);
  const facility = useSelector(actor, (s) => s.context.facility);
  if (state === 'loading') return <Spinner label={STORE_DETAILS_TEXTS.loading} />;
  if (state === 'failed' || state === 'notFound') {
    return (
      <section className="card">
        <h1>{STORE_DETAILS_TEXTS.title}</h1>
        <Alert tone="error">
          <p>{state === 'failed' ? STORE_DETAILS_TEXTS.failed : STORE_DETAILS_TEXTS.notFound}</p>
          {state === 'failed' && (
            <button type="button" className="button" onClick={() => actor.send({ type: 'store.retry' })}>
              {STORE_DETAILS_TEXTS.retry}
            </button>
          )}
        </Alert>
      </section>
    );
  }
  if (!facility) return null;
  return (
    <section className="card location-card">
      <img className="location-card__logo" src={logo} alt={facility.brand} width={48} height={27} />
      <div>
        <h1 className="rx-header__title">{facility.vanityName}</h1>
        <h2>{STORE_DETAILS_TEXTS.address}</h2>
        <p>
          {facility.address.address1}
          <br />
          {facility.address.city}, {facility.address.state} {facility.address.zipCode}
        </p>
        <h2>{STORE_DETAILS_TEXTS.pharmacy}</h2>
        <p>
          {FACILITY_TEXTS.phone}:{' '}
          <a href={`tel:+1${facility.phone}`}>{formatFacilityPhone(facility.phone)}</a>
        </p>
        <h3>{FACILITY_TEXTS.hoursHeading}</h3>
        <PharmacyHours facility={facility} />
        {facility.deliveryEnabled && <p>{STORE_DETAILS_TEXTS.delivery}</p>}
        <p>
          <Link to={TRACKER_PATH}>{STORE_DETAILS_TEXTS.toTracker}</Link>
        </p>
      </div>
    </section>
  );
}

/**
 * The pickup-location card (pharmacy-portal.md §2.3): store logo, name, address, pharmacy hours (weekday and weekend
 * lines, the lunch closure, or 'No Hours Found') and the 'View Store Details' link of §2.1.
 */
import { Link } from 'react-router-dom';
import type { Facility } from '../../../api/contracts/pharmacy-directory';
import {
  FACILITY_TEXTS,
  formatFacilityPhone,
  hoursBlock,
  storeDetailsPath,
} from '../../../domain/rx/facilities';
import { TRACKER_TEXTS } from '../../../domain/rx/tracker';

export function PharmacyHours({ facility }: { facility: Pick<Facility, 'pharmacyHours' | 'breakHours'> }) {
  const block = hoursBlock(facility);
  if (!block) return <p>{FACILITY_TEXTS.noHoursFound}</p>;
  return (
    <>
      <ul aria-label={FACILITY_TEXTS.hoursHeading}>
        {block.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {block.lunch && <p>{block.lunch}</p>}
    </>
  );
}

export function PickupLocationCard({ facility, logo }: { facility: Facility; logo: string }) {
  const headingId = `location-${facility.facilityId}`;
  return (
    <section className="card location-card" aria-labelledby={headingId}>
      <img className="location-card__logo" src={logo} alt={facility.brand} width={48} height={27} />
      <div>
        <p className="visually-hidden">{TRACKER_TEXTS.pickupLocation}</p>
        <h3 id={headingId} className="location-card__name">
          {facility.vanityName}
        </h3>
        <p>
          {facility.address.address1}, {facility.address.city}, {facility.address.state}{' '}
          {facility.address.zipCode}
        </p>
        <p>
          {FACILITY_TEXTS.phone}:{' '}
          <a href={`tel:+1${facility.phone}`}>{formatFacilityPhone(facility.phone)}</a>
        </p>
        <PharmacyHours facility={facility} />
        <p>
          <Link to={storeDetailsPath(facility)}>
            {FACILITY_TEXTS.viewStoreDetails}
            <span className="visually-hidden">: {facility.vanityName}</span>
          </Link>
        </p>
      </div>
    </section>
  );
}

/**
 * Pharmacies as the directory answers them (pharmacy-portal.md §3 "Facility / pharmacy", §7.4 GET /facilities):
 * rx_facilities rows shaped as api/contracts/pharmacy-directory.ts `facilitySchema`, with the hours block of
 * domain/rx/facilities.ts. Public store information: no customer data.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Facility } from '../../api/contracts/pharmacy-directory';
import { breakHoursOf, pharmacyHoursOf, prettyHoursOf } from '../../domain/rx/facilities';
import type { Database, RxFacilitiesTable } from '../db/schema';

export function toFacility(row: Selectable<RxFacilitiesTable>): Facility {
  const pharmacyHours = pharmacyHoursOf(row.regular_hours);
  return {
    facilityId: row.facility_id,
    id: row.facility_id,
    facilityType: row.facility_type,
    legalName: row.legal_name,
    vanityName: row.vanity_name,
    brand: row.brand,
    divisionNumber: row.division_number,
    storeNumber: row.store_number,
    address: { address1: row.address1, city: row.city, state: row.state, zipCode: row.zip_code },
    phone: row.phone,
    distance: null,
    deliveryEnabled: row.delivery_enabled,
    pharmacyHours,
    prettyHours: prettyHoursOf(pharmacyHours),
    breakHours: breakHoursOf(pharmacyHours),
    hoursOfOperation: { regularHours: row.regular_hours, holidaySchedule: row.holiday_schedule },
    promiseTimes: {
      defaultPromiseTime: row.promise_times.defaultPromiseTime,
      earliestAvailableTime: {
        rxWebWithDoctorCall: row.promise_times.rxWebWithDoctorCall,
        rxWebWithoutDoctorCall: row.promise_times.rxWebWithoutDoctorCall,
      },
    },
  };
}

export async function findFacility(db: Kysely<Database>, facilityId: string) {
  return db.selectFrom('rx_facilities').selectAll().where('facility_id', '=', facilityId).executeTakeFirst();
}

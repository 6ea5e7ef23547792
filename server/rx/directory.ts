/**
 * Facilities as §3 "Facility / pharmacy" (api/contracts/pharmacy-directory.ts facilitySchema) from rx_facilities: the
 * store and mail-order pharmacies with their hours (per day, the lunch break), holidays and promise times. Read by
 * GET /facilities (the checkout's pickup store, the pharmacy search).
 */
import type { Kysely } from 'kysely';
import type { Facility } from '../../api/contracts/pharmacy-directory';
import type { Database } from '../db/schema';

const DAY_NAMES: Readonly<Record<string, string>> = {
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
};

/** '13:30' → '1:30 PM'. */
export function clock12(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

export async function loadFacilities(db: Kysely<Database>): Promise<Facility[]> {
  const rows = await db.selectFrom('rx_facilities').selectAll().orderBy('facility_id').execute();
  return rows.map((r): Facility => {
    const hours = r.regular_hours.map((d) => ({
      displayName: DAY_NAMES[d.day] ?? d.day,
      hours: d.open && d.close ? `${clock12(d.open)} - ${clock12(d.close)}` : 'Closed',
      lunchBreak: d.breakStart && d.breakEnd ? `${clock12(d.breakStart)} - ${clock12(d.breakEnd)}` : null,
    }));
    const lunch = hours.find((h) => h.lunchBreak !== null)?.lunchBreak ?? null;
    return {
      facilityId: r.facility_id,
      id: r.facility_id,
      facilityType: r.facility_type,
      legalName: r.legal_name,
      vanityName: r.vanity_name,
      brand: r.brand,
      divisionNumber: r.division_number,
      storeNumber: r.store_number,
      address: { address1: r.address1, city: r.city, state: r.state, zipCode: r.zip_code },
      phone: r.phone,
      distance: null,
      deliveryEnabled: r.delivery_enabled,
      pharmacyHours: hours,
      prettyHours: hours.map((h) => `${h.displayName}: ${h.hours}`),
      breakHours: lunch,
      hoursOfOperation: {
        regularHours: r.regular_hours,
        holidaySchedule: r.holiday_schedule,
      },
      promiseTimes: {
        defaultPromiseTime: r.promise_times.defaultPromiseTime,
        earliestAvailableTime: {
          rxWebWithDoctorCall: r.promise_times.rxWebWithDoctorCall,
          rxWebWithoutDoctorCall: r.promise_times.rxWebWithoutDoctorCall,
        },
      },
    };
  });
}

/**
 * Pharmacy directory APIs v1 and v2 under /atlas/v1/pharmacy/ (pharmacy-portal.md §7.4) and the facility schema
 * (§3 "Facility / pharmacy"), shared by the prescriptions read model, the tracker's pickup card and the store
 * search. The store search (GraphQL storeSearch) adds its schemas with the pharmacy-locator area.
 */
import * as z from 'zod/mini';
import { BASE_PATHS } from './common';
import { FACILITY_TYPES } from './rx';

export const PHARMACY_DIRECTORY_PATHS = {
  v1: BASE_PATHS.pharmacyDirectoryV1,
  v2: BASE_PATHS.pharmacyDirectoryV2,
  /** GET ?filter.address&filter.phoneNumber&filter.id */
  facilities: `${BASE_PATHS.pharmacyDirectoryV1}/facilities`,
  /** GET ?filter.pharmacyName&filter.query */
  competitorList: `${BASE_PATHS.pharmacyDirectoryV1}/competitor-list`,
  /** POST: the store-locator GraphQL endpoint (operation storeSearch). */
  storeSearch: `${BASE_PATHS.pharmacyDirectoryV2}/graphql`,
} as const;

/** GET /facilities filters (§7.4). */
export const facilitiesQuerySchema = z.object({
  'filter.address': z.optional(z.string()),
  'filter.phoneNumber': z.optional(z.string()),
  'filter.id': z.optional(z.string()),
});

const clock = z.string().check(z.regex(/^\d{2}:\d{2}$/));

/** One day of hoursOfOperation.regularHours: open and close (HH:mm, 24 h), the lunch break when there is one. */
export const regularHoursSchema = z.object({
  day: z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']),
  open: z.nullable(clock),
  close: z.nullable(clock),
  breakStart: z.nullable(clock),
  breakEnd: z.nullable(clock),
});
export type RegularHours = z.infer<typeof regularHoursSchema>;

/** §3 "Facility / pharmacy", every field, plus the store's division and store numbers, type and delivery setting. */
export const facilitySchema = z.object({
  facilityId: z.string(),
  id: z.string(),
  facilityType: z.enum(FACILITY_TYPES),
  legalName: z.string(),
  vanityName: z.string(),
  brand: z.string(),
  divisionNumber: z.nullable(z.string()),
  storeNumber: z.nullable(z.string()),
  address: z.object({ address1: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
  phone: z.string(),
  distance: z.nullable(z.number()),
  deliveryEnabled: z.boolean(),
  /** Per day: displayName ('Mon-Fri'), hours ('9:00 AM - 9:00 PM'), lunchBreak ('1:30 PM - 2:00 PM') or null. */
  pharmacyHours: z.array(
    z.object({ displayName: z.string(), hours: z.string(), lunchBreak: z.nullable(z.string()) }),
  ),
  prettyHours: z.array(z.string()),
  breakHours: z.nullable(z.string()),
  hoursOfOperation: z.object({
    regularHours: z.array(regularHoursSchema),
    holidaySchedule: z.array(
      z.object({ date: z.string(), open: z.nullable(clock), close: z.nullable(clock) }),
    ),
  }),
  promiseTimes: z.object({
    defaultPromiseTime: z.string(),
    earliestAvailableTime: z.object({
      rxWebWithDoctorCall: z.string(),
      rxWebWithoutDoctorCall: z.string(),
    }),
  }),
});
export type Facility = z.infer<typeof facilitySchema>;

/** GET /facilities answer: the pharmacies matching every filter given (filter.id may list ids, comma-separated). */
export const facilitiesResponseSchema = z.object({ facilities: z.array(facilitySchema) });
export type FacilitiesResponse = z.infer<typeof facilitiesResponseSchema>;

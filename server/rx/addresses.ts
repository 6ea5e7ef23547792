/**
 * A patient's addresses in the sandbox (pharmacy-portal.md §3 "Address", §7.1 addresses routes, §8 "Addresses").
 * The real service checks an address with a postal verification service; the sandbox stands in for it with the
 * ZIP code's first three digits (the USPS sectional centre prefixes, a small table): a state whose prefixes do not
 * include the ZIP's is "not a valid City, State, Postal Code combination". The city is not checked (no city
 * table); a Canadian postal code never matches a US state. docs/choices.md.
 */
import type { Kysely } from 'kysely';
import type { PatientAddress } from '../../api/contracts/rx';
import { isSharedAddressUsage } from '../../domain/rx/patients';
import type { Database } from '../db/schema';

/** ZIP prefix ranges (inclusive, three digits) per state code. */
const ZIP_PREFIXES: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>> = {
  AL: [[350, 369]],
  AK: [[995, 999]],
  AZ: [[850, 865]],
  AR: [[716, 729]],
  CA: [[900, 961]],
  CO: [[800, 816]],
  CT: [[60, 69]],
  DE: [[197, 199]],
  DC: [
    [200, 205],
    [569, 569],
  ],
  FL: [[320, 349]],
  GA: [
    [300, 319],
    [398, 399],
  ],
  HI: [[967, 968]],
  ID: [[832, 838]],
  IL: [[600, 629]],
  IN: [[460, 479]],
  IA: [[500, 528]],
  KS: [[660, 679]],
  KY: [[400, 427]],
  LA: [[700, 714]],
  ME: [[39, 49]],
  MD: [[206, 219]],
  MA: [
    [10, 27],
    [55, 55],
  ],
  MI: [[480, 499]],
  MN: [[550, 567]],
  MS: [[386, 397]],
  MO: [[630, 658]],
  MT: [[590, 599]],
  NE: [[680, 693]],
  NV: [[889, 898]],
  NH: [[30, 38]],
  NJ: [[70, 89]],
  NM: [[870, 884]],
  NY: [
    [5, 5],
    [63, 63],
    [100, 149],
  ],
  NC: [[270, 289]],
  ND: [[580, 588]],
  OH: [[430, 459]],
  OK: [[730, 749]],
  OR: [[970, 979]],
  PA: [[150, 196]],
  PR: [[6, 9]],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [[570, 577]],
  TN: [[370, 385]],
  TX: [
    [733, 733],
    [750, 799],
    [885, 885],
  ],
  UT: [[840, 847]],
  VT: [
    [50, 54],
    [56, 59],
  ],
  VA: [
    [201, 201],
    [220, 246],
  ],
  WA: [[980, 994]],
  WV: [[247, 268]],
  WI: [[530, 549]],
  WY: [[820, 831]],
};

/** Whether the ZIP code belongs to the state (the sandbox's stand-in for postal verification). */
export function isValidCombination(state: string, zipCode: string): boolean {
  const ranges = ZIP_PREFIXES[state];
  const match = /^(\d{3})\d{2}(-\d{4})?$/.exec(zipCode.trim());
  if (!ranges || !match) return false;
  const prefix = Number(match[1]);
  return ranges.some(([from, to]) => prefix >= from && prefix <= to);
}

type AddressRow = {
  address_id: string;
  usage: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip_code: string;
  country: string;
};

export function toPatientAddress(a: AddressRow): PatientAddress {
  return {
    addressId: a.address_id,
    usage: a.usage,
    addressDetails: {
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      state: a.state,
      zipCode: a.zip_code,
      country: a.country,
    },
    isShared: isSharedAddressUsage(a.usage),
  };
}

/** The patient's addresses by usage (HOME1 before HOME2). The caller checked access. */
export async function addressesOf(db: Kysely<Database>, patientNumber: string): Promise<PatientAddress[]> {
  const rows = await db
    .selectFrom('rx_patient_addresses')
    .select(['address_id', 'usage', 'address1', 'address2', 'city', 'state', 'zip_code', 'country'])
    .where('patient_number', '=', patientNumber)
    .orderBy('usage')
    .execute();
  return rows.map(toPatientAddress);
}

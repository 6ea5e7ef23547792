/**
 * What the tracker area's pages load (pharmacy-portal.md §7.1, §7.4): shared by the page charts' actors
 * (src/rx/tracker.ts, pay-online.ts, order-delivery.ts, guest-refill.ts), each in its page's own chunk.
 */
import type { Patient, Prescription } from '../../api/contracts/rx';
import type { TrackerPatient } from '../../api/contracts/rx-tracker';
import { primaryPatientNumber } from '../../domain/rx/patients';
import type { RxApi } from './api';

/** The pharmacy's API chunk, loaded on first use (src/rx/services.ts createRxApiLoader). */
export type Load = () => Promise<RxApi>;

export const toTrackerPatient = (p: Patient): TrackerPatient => ({
  patientNumber: p.patientNumber,
  firstName: p.firstName,
  middleName: p.middleName,
  lastName: p.lastName,
  suffix: p.suffix,
  isPrimaryOnAccount: p.isPrimaryOnAccount,
});

export async function facilitiesOf(api: RxApi, prescriptions: readonly Prescription[], signal: AbortSignal) {
  const ids = [...new Set(prescriptions.map((p) => p.facility.facilityId))];
  return ids.length === 0 ? [] : api.pharmacyDirectory.fetchFacilities({ id: ids }, signal);
}

export function primaryOf(patients: readonly Patient[]): Patient | undefined {
  const n = primaryPatientNumber(patients);
  return patients.find((p) => p.patientNumber === n) ?? patients[0];
}

export function addressLine(p: Patient | undefined): string | null {
  const a = p?.addresses[0]?.addressDetails;
  return a ? [a.address1, a.address2, a.city, `${a.state} ${a.zipCode}`].filter(Boolean).join(', ') : null;
}

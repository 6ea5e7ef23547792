/** Pharmacy directory clients v1 and v2 (pharmacy-portal.md §7.4). */
import {
  type Facility,
  facilitiesResponseSchema,
  PHARMACY_DIRECTORY_PATHS,
} from '../contracts/pharmacy-directory';
import { serviceClient } from './http';

export const pharmacyDirectoryV1 = serviceClient('pharmacyDirectoryV1');
export const pharmacyDirectoryV2 = serviceClient('pharmacyDirectoryV2');

/** GET /facilities (§7.4): by ids (several, comma-separated), by phone number, or by address. */
export const fetchFacilities = (
  filter: { id?: readonly string[]; phoneNumber?: string; address?: string },
  signal?: AbortSignal,
): Promise<Facility[]> =>
  pharmacyDirectoryV1
    .getWithPayload(PHARMACY_DIRECTORY_PATHS.facilities, {
      schema: facilitiesResponseSchema,
      payload: {
        ...(filter.id ? { 'filter.id': filter.id.join(',') } : {}),
        ...(filter.phoneNumber ? { 'filter.phoneNumber': filter.phoneNumber } : {}),
        ...(filter.address ? { 'filter.address': filter.address } : {}),
      },
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.facilities);

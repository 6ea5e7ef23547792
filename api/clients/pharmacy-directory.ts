/** Pharmacy directory clients v1 and v2 (pharmacy-portal.md §7.4). */
import { serviceClient } from './http';

export const pharmacyDirectoryV1 = serviceClient('pharmacyDirectoryV1');
export const pharmacyDirectoryV2 = serviceClient('pharmacyDirectoryV2');

/** Pharmacy directory APIs v1 and v2 under /atlas/v1/pharmacy/ (pharmacy-portal.md §7.4). */
import { BASE_PATHS } from './common';

export const PHARMACY_DIRECTORY_PATHS = {
  v1: BASE_PATHS.pharmacyDirectoryV1,
  v2: BASE_PATHS.pharmacyDirectoryV2,
} as const;

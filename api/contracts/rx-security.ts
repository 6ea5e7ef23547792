/** Pharmacy security API (pharmacy-portal.md §7.3): identity checks, security questions, vaccine record. */
import { BASE_PATHS } from './common';

export const RX_SECURITY_PATHS = {
  verifyDvr: `${BASE_PATHS.rxSecurity}/dvr/verify-dvr`,
  smartHealthCard: `${BASE_PATHS.rxSecurity}/dvr/smart-health-card`,
  createPatients: `${BASE_PATHS.rxSecurity}/rx-security-api/customer/create/patients`,
  patientMatches: `${BASE_PATHS.rxSecurity}/rx-security-api/customer/patient-matches`,
  prescriptionLookup: `${BASE_PATHS.rxSecurity}/rx-security-api/customer/prescription/lookup`,
  prescriptionVerify: `${BASE_PATHS.rxSecurity}/rx-security-api/customer/prescription/verify`,
} as const;

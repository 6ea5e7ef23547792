/**
 * pharmacy-portal.md §7 "On a 401 the user is sent to the sign-in route, except on health-services routes": which
 * 401s send the shopper to /signin?redirectUrl=<current page>. Small: it is in the shopper's first load (the call
 * wrapper's handler is configured at start-up).
 */
import type { ServiceName } from '../../api/contracts/common';
import { isHealthServicesPath, signInRedirect } from '../domain/rx/routes';

/** The pharmacy's services: a 401 from any of them is a pharmacy 401. */
export const PHARMACY_SERVICES: readonly ServiceName[] = [
  'rx',
  'rxAnonymous',
  'rxSecurity',
  'pharmacyDirectoryV1',
  'pharmacyDirectoryV2',
];

/** Where a 401 of this service sends the shopper from this page, or null to leave it to the page. */
export function unauthorizedRedirect(service: ServiceName, pathname: string, search: string): string | null {
  if (!PHARMACY_SERVICES.includes(service) || isHealthServicesPath(pathname)) return null;
  return signInRedirect(pathname + search);
}

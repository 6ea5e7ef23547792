/**
 * pharmacy-portal.md §7 "On a 401 the user is sent to the sign-in route, except on health-services routes": which
 * 401s send the shopper to /signin?redirectUrl=<current page>. Small: it is in the shopper's first load (the call
 * wrapper's handler is configured at start-up).
 */
import type { ServiceName } from '../../api/contracts/common';
import type { RxSessionRefusal } from '../../api/contracts/rx-session-refusals';
import { isHealthServicesPath, RX_PATHS_UI, signInRedirect } from '../../domain/rx/routes';
import { landingUrl, timeoutLogoutUrl } from '../../domain/rx/session';

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

/**
 * The security question's pages, where the landing page sends a session that is not AUTHORIZED yet. A "not
 * authorized" refusal heard there is the late answer of a call made by the page the shopper just left (seen under
 * load: the landing page's Verify clicked while the refused page's calls were still answering). Sending the shopper
 * to the landing page again would lose the page the question leads back to.
 */
const AUTHORIZING_PAGES: readonly string[] = [
  RX_PATHS_UI.securityQuestions,
  RX_PATHS_UI.securityQuestionsSetup,
  RX_PATHS_UI.securityQuestionsReset,
];

/**
 * Where a refusal of pharmacy data sends the shopper from this page (api/contracts/rx-session-refusals.ts), as the
 * session chart does on a pharmacy page (machines/rx/session): not AUTHORIZED → the landing page with this page as
 * redirect (it asks the security question, or the link flow); timed out → the timeout logout (a full page load of
 * the server's logout route, then the landing page with errorCode=sessionTimeout). The path only: the query may name
 * a patient. Null on the landing page itself (it asks for nothing refused), and for "not authorized" on the security
 * question's pages (AUTHORIZING_PAGES).
 */
export function sessionRefusalTarget(
  refusal: RxSessionRefusal,
  pathname: string,
): { url: string; fullPage: boolean } | null {
  if (pathname === RX_PATHS_UI.landing || pathname === RX_PATHS_UI.root) return null;
  if (refusal === 'notAuthorized' && AUTHORIZING_PAGES.includes(pathname)) return null;
  return refusal === 'timedOut'
    ? { url: timeoutLogoutUrl(pathname), fullPage: true }
    : { url: landingUrl({ redirectUrl: pathname }), fullPage: false };
}

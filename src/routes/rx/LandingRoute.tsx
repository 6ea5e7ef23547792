/** /rx and /rx/landing-page (§2.1): the landing page's next step from the sign-in session (stage 1: signed in goes
 *  to the dashboard; the customer status chooses finer steps). */
import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { type LandingStep, LandingView } from '../../../ui/rx/pages/LandingView';
import { RX_PATHS_UI, signInRedirect } from '../../domain/rx/routes';
import { LANDING_ERROR_CODES, SESSION_TEXTS } from '../../domain/rx/session';
import { LANDING_TEXTS } from '../../domain/rx/shell';
import { RX_PAGE_TITLES } from '../../domain/rx/titles';
import { CREATE_ACCOUNT_PATH, safeRedirectPath } from '../../domain/shell';

export default function LandingRoute() {
  usePageTitle(RX_PAGE_TITLES.landing);
  const { session } = useServices();
  const [query] = useSearchParams();
  const signedIn = useSelector(session, (s) =>
    s.hasTag('signedIn') ? 'in' : s.hasTag('busy') ? 'checking' : 'out',
  );
  const redirect = safeRedirectPath(query.get('redirectUrl'), RX_PATHS_UI.dashboard);
  const errorCode = query.get('errorCode');
  const message =
    errorCode === LANDING_ERROR_CODES.sessionTimeout
      ? SESSION_TEXTS.timedOut
      : errorCode === LANDING_ERROR_CODES.guestSessionExpired
        ? SESSION_TEXTS.guestSessionExpired
        : null;
  const step: LandingStep =
    signedIn === 'checking'
      ? { kind: 'checking' }
      : signedIn === 'out'
        ? {
            kind: 'signIn',
            signInHref: signInRedirect(redirect),
            createAccountHref: CREATE_ACCOUNT_PATH,
            guestRefillHref: RX_PATHS_UI.guestRefill,
            guestTransferHref: RX_PATHS_UI.guestTransfer,
          }
        : {
            kind: 'go',
            prompt: LANDING_TEXTS.signedInPrompt,
            label: LANDING_TEXTS.toDashboard,
            href: redirect,
          };
  return <LandingView step={step} message={message} />;
}

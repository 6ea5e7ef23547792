/** /rx and /rx/landing-page (§2.1): My Prescriptions. Signed out: sign in (back to the redirect), or refill and
 *  transfer as a guest. Signed in: the next step the customer status asks for (domain/rx/shell.ts landingNext).
 *  errorCode=sessionTimeout (or guestSessionExpired) says why the shopper is here. */
import { shallowEqual, useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { type LandingStep, LandingView } from '../../../ui/rx/pages/LandingView';
import { useRxServices } from '../../../ui/rx/services';
import { RX_PATHS_UI, signInRedirect } from '../../../domain/rx/routes';
import { LANDING_ERROR_CODES, SESSION_TEXTS } from '../../../domain/rx/session';
import {
  LANDING_TEXTS,
  type LandingNext,
  landingNext,
  SECURITY_QUESTIONS_LOCKED,
} from '../../../domain/rx/shell';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { CREATE_ACCOUNT_PATH, safeRedirectPath } from '../../../domain/shell';

function stepFor(next: LandingNext, supportPhone: string): LandingStep {
  switch (next.kind) {
    case 'checking':
      return { kind: 'checking' };
    case 'locked':
      return { kind: 'notice', prompt: LANDING_TEXTS.lockedPrompt };
    case 'questionsLocked':
      return { kind: 'notice', prompt: SECURITY_QUESTIONS_LOCKED(supportPhone) };
    case 'link':
      return { kind: 'go', prompt: LANDING_TEXTS.linkPrompt, label: LANDING_TEXTS.link, href: next.href };
    case 'answer':
      return { kind: 'go', prompt: LANDING_TEXTS.verifyPrompt, label: LANDING_TEXTS.verify, href: next.href };
    case 'setUp':
      return { kind: 'go', prompt: LANDING_TEXTS.setUpPrompt, label: LANDING_TEXTS.setUp, href: next.href };
    case 'continue':
      return {
        kind: 'go',
        prompt: LANDING_TEXTS.signedInPrompt,
        label: LANDING_TEXTS.toDashboard,
        href: next.href,
      };
  }
}

export default function LandingRoute() {
  usePageTitle(RX_PAGE_TITLES.landing);
  const { session } = useServices();
  const { customerStatus, settings } = useRxServices();
  const [query] = useSearchParams();
  const signedIn = useSelector(session, (s) =>
    s.hasTag('signedIn') ? 'in' : s.hasTag('busy') ? 'checking' : 'out',
  );
  const facts = useSelector(
    customerStatus,
    (s) => ({
      status: s.matches('returned') || s.matches('invalidated') ? s.context.status : null,
      authorized: s.context.authorized?.status === 'AUTHORIZED' || s.context.status?.knownMachine === true,
      failed: s.matches('error'),
    }),
    shallowEqual,
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
        : stepFor(landingNext({ ...facts, redirect }), settings.supportPhone);
  return <LandingView step={step} message={message} />;
}

/**
 * /rx/link/patient, /patient/lookup, /prescription/lookup, /prescription/verify, /patient/verify,
 * /account/information, /challenge/create (pharmacy-portal.md §2.1, §4 "Link flow"): one link flow across its pages.
 * The chart says which page its step is on and the address follows it; a page opened without the flow (or out of
 * step) is sent to the flow's page, and opening Add a Patient starts again. ?seamlessRedirectUrl (app-relative) is
 * where a successful link leads.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { ChallengeQuestionsView } from '../../../ui/rx/identity/ChallengeQuestionsView';
import { IdentityQuizView } from '../../../ui/rx/identity/IdentityQuizView';
import { LinkView } from '../../../ui/rx/identity/LinkView';
import { PrescriberQuizView } from '../../../ui/rx/identity/PrescriberQuizView';
import { useRxServices } from '../../../ui/rx/services';
import { isAppRelative, LINK_PAGES } from '../../../domain/rx/identity';
import { linkFlowFor } from '../../rx/identity/flows';
import { pageTitleOf } from './identityRoutes';

export default function LinkRoute() {
  const app = useServices();
  const rx = useRxServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  usePageTitle(pageTitleOf(location.pathname, 'linkPatient'));
  const seamless = query.get('seamlessRedirectUrl');
  const atStart = location.pathname === LINK_PAGES.choose;
  const actor = useMemo(
    () =>
      linkFlowFor(app, rx, {
        restart: atStart,
        seamlessRedirectUrl: seamless && isAppRelative(seamless) ? seamless : null,
      }),
    [app, rx, atStart, seamless],
  );
  const page = useSelector(actor, (s) => s.context.page);
  useEffect(() => {
    if (page !== location.pathname) navigate(page, { replace: true });
  }, [page, location.pathname, navigate]);
  const phone = rx.settings.supportPhone;
  return (
    <LinkView
      actor={actor}
      supportPhone={phone}
      subflows={{
        identityQuiz: (quiz) => <IdentityQuizView actor={quiz} supportPhone={phone} />,
        prescriberQuiz: (prescriber) => <PrescriberQuizView actor={prescriber} />,
        challengeCreate: (challenge) => <ChallengeQuestionsView actor={challenge} supportPhone={phone} />,
      }}
    />
  );
}

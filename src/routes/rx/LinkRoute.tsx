/**
 * /rx/link/patient, /patient/lookup, /prescription/lookup, /prescription/verify, /patient/verify,
 * /account/information, /challenge/create (pharmacy-portal.md §2.1, §4 "Link flow"): one link flow across its pages.
 * The chart says which page its step is on and the address follows it; a page opened without the flow (or out of
 * step) is sent to the flow's page, and opening Add a Patient starts again. ?seamlessRedirectUrl (app-relative) is
 * where a successful link leads. LinkScreen is the page's view-to-event wiring; its UI walk
 * (tests/model/rxLink.ui.test.tsx) renders it, so a wiring mistake here fails that walk.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { ChallengeQuestionsView } from '../../../ui/rx/identity/ChallengeQuestionsView';
import { IdentityQuizView } from '../../../ui/rx/identity/IdentityQuizView';
import { type LinkSubflows, LinkView } from '../../../ui/rx/identity/LinkView';
import { PrescriberQuizView } from '../../../ui/rx/identity/PrescriberQuizView';
import { useRxServices } from '../../../ui/rx/services';
import { isAppRelative, LINK_PAGES } from '../../../domain/rx/identity';
import { type LinkActor, linkFlowFor } from '../../rx/identity/flows';
import { pageTitleOf } from './identityRoutes';

/** The link flow's sub-flows as the page shows them: the identity quiz, the prescriber quiz, the security questions. */
export function linkSubflows(supportPhone: string): LinkSubflows {
  return {
    identityQuiz: (quiz) => <IdentityQuizView actor={quiz} supportPhone={supportPhone} />,
    prescriberQuiz: (prescriber) => <PrescriberQuizView actor={prescriber} />,
    challengeCreate: (challenge) => <ChallengeQuestionsView actor={challenge} supportPhone={supportPhone} />,
  };
}

/** The page: the link view on the flow's actor, its sub-flows from `subflows`, the address following the chart's page. */
export function LinkScreen({
  actor,
  supportPhone,
  subflows,
}: {
  actor: LinkActor;
  supportPhone: string;
  subflows: LinkSubflows;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const page = useSelector(actor, (s) => s.context.page);
  useEffect(() => {
    if (page !== location.pathname) navigate(page, { replace: true });
  }, [page, location.pathname, navigate]);
  return <LinkView actor={actor} supportPhone={supportPhone} subflows={subflows} />;
}

export default function LinkRoute() {
  const app = useServices();
  const rx = useRxServices();
  const location = useLocation();
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
  const phone = rx.settings.supportPhone;
  return <LinkScreen actor={actor} supportPhone={phone} subflows={linkSubflows(phone)} />;
}

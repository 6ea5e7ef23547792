/**
 * /rx/security-questions/setup and /rx/security-questions/reset (pharmacy-portal.md §2.1 "Define security questions").
 * Setup: the first three questions (creating them in this sign-in authorizes it), then redirectUrl or the dashboard.
 * Reset (our rule for lifting a temporary lock, docs/choices.md): the account password again and three new questions,
 * then the answering page (one more chance) with the same redirectUrl. SecurityQuestionsSetupScreen is the page's
 * view-to-event wiring; its UI walk (tests/model/rxIdentitySubflows.ui.test.tsx) renders it, so a wiring mistake here
 * fails that walk.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { challengeCreateMachine } from '../../../machines/rx/challengeCreate/challengeCreate.machine';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { ChallengeQuestionsView } from '../../../ui/rx/identity/ChallengeQuestionsView';
import { RxPageHeader } from '../../../ui/rx/shell/RxPageHeader';
import { useRxServices } from '../../../ui/rx/services';
import {
  answerTarget,
  CHALLENGE_CREATE_TEXTS,
  isAppRelative,
  SECURITY_ANSWER_TEXTS,
} from '../../../domain/rx/identity';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { challengeCreateWith } from '../../rx/identity/challenges';
import { createRxApiLoader } from '../../rx/services';
import '../../../ui/rx/identity/identity.css';

/** The page: the security questions form on the chart's actor; saved, it leaves for the answering page (reset) or
 *  redirectUrl (setup); questions already set offer the answering page. */
export function SecurityQuestionsSetupScreen({
  actor,
  reset,
  redirectUrl,
  supportPhone,
}: {
  actor: ActorRefFrom<typeof challengeCreateMachine>;
  reset: boolean;
  redirectUrl: string | null;
  supportPhone: string;
}) {
  const navigate = useNavigate();
  const saved = useSelector(actor, (s) => s.matches('saved'));
  useEffect(() => {
    if (!saved) return;
    const answerAgain = redirectUrl
      ? `${RX_PATHS_UI.securityQuestions}?redirectUrl=${encodeURIComponent(redirectUrl)}`
      : RX_PATHS_UI.securityQuestions;
    navigate(reset ? answerAgain : answerTarget(redirectUrl), { replace: true });
  }, [saved, reset, redirectUrl, navigate]);
  const alreadySet = useSelector(actor, (s) => s.matches('alreadySet'));
  return (
    <section className="card rx-identity">
      <RxPageHeader title={reset ? CHALLENGE_CREATE_TEXTS.resetTitle : CHALLENGE_CREATE_TEXTS.setupTitle} />
      <ChallengeQuestionsView actor={actor} supportPhone={supportPhone} />
      {alreadySet && (
        <p>
          <Link to={RX_PATHS_UI.securityQuestions}>{SECURITY_ANSWER_TEXTS.title}</Link>
        </p>
      )}
    </section>
  );
}

export default function SecurityQuestionsSetupRoute() {
  const app = useServices();
  const rx = useRxServices();
  const location = useLocation();
  const [query] = useSearchParams();
  const reset = location.pathname === RX_PATHS_UI.securityQuestionsReset;
  usePageTitle(reset ? RX_PAGE_TITLES.securityQuestionsReset : RX_PAGE_TITLES.securityQuestionsSetup);
  const asked = query.get('redirectUrl');
  const redirectUrl = asked && isAppRelative(asked) ? asked : null;
  const machine = useMemo(() => challengeCreateWith(createRxApiLoader(app)), [app]);
  const actor = useActorRef(machine, {
    input: { mode: reset ? 'reset' : 'create' },
    ...(app.inspect ? { inspect: app.inspect } : {}),
  });
  return (
    <SecurityQuestionsSetupScreen
      actor={actor}
      reset={reset}
      redirectUrl={redirectUrl}
      supportPhone={rx.settings.supportPhone}
    />
  );
}

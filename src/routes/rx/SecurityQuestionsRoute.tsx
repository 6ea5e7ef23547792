/** /rx/security-questions?redirectUrl= (pharmacy-portal.md §2.1 "Answer a security question (takes redirectUrl)";
 *  §4 "Security question answering"): a right answer goes to redirectUrl (app-relative only) or the dashboard; a
 *  temporary lock to the reset page. The chart leaves the page; this route only provides where to. useLeavePage and
 *  SecurityQuestionsScreen are the page's wiring; its UI walk (tests/model/rxIdentitySubflows.ui.test.tsx) uses
 *  both, so a wiring mistake here fails that walk. */
import { useActorRef } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { securityAnswerMachine } from '../../../machines/rx/securityAnswer/securityAnswer.machine';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { SecurityAnswerView } from '../../../ui/rx/identity/SecurityAnswerView';
import { useRxServices } from '../../../ui/rx/services';
import { isAppRelative, resetPageUrl } from '../../../domain/rx/identity';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { securityAnswerMachineWith } from '../../rx/identity/security';
import { createRxApiLoader } from '../../rx/services';

/** How the chart leaves the page (its navigateTo): to `path`, in place of this page. */
export function useLeavePage(): (path: string) => void {
  const navigate = useNavigate();
  return useCallback((path: string) => navigate(path, { replace: true }), [navigate]);
}

/** The page: the answer view on the chart's actor, its reset link keeping redirectUrl. */
export function SecurityQuestionsScreen({
  actor,
  redirectUrl,
  supportPhone,
}: {
  actor: ActorRefFrom<typeof securityAnswerMachine>;
  redirectUrl: string | null;
  supportPhone: string;
}) {
  return (
    <SecurityAnswerView actor={actor} supportPhone={supportPhone} resetHref={resetPageUrl(redirectUrl)} />
  );
}

export default function SecurityQuestionsRoute() {
  usePageTitle(RX_PAGE_TITLES.securityQuestions);
  const app = useServices();
  const rx = useRxServices();
  const leave = useLeavePage();
  const [query] = useSearchParams();
  const asked = query.get('redirectUrl');
  const redirectUrl = asked && isAppRelative(asked) ? asked : null;
  const machine = useMemo(() => securityAnswerMachineWith(createRxApiLoader(app), leave), [app, leave]);
  const actor = useActorRef(machine, {
    input: { redirectUrl },
    ...(app.inspect ? { inspect: app.inspect } : {}),
  });
  return (
    <SecurityQuestionsScreen
      actor={actor}
      redirectUrl={redirectUrl}
      supportPhone={rx.settings.supportPhone}
    />
  );
}

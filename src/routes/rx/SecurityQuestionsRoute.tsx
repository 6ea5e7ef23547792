/** /rx/security-questions?redirectUrl= (pharmacy-portal.md §2.1 "Answer a security question (takes redirectUrl)";
 *  §4 "Security question answering"): a right answer goes to redirectUrl (app-relative only) or the dashboard; a
 *  temporary lock to the reset page. The chart leaves the page; this route only provides where to. */
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { SecurityAnswerView } from '../../../ui/rx/identity/SecurityAnswerView';
import { useRxServices } from '../../../ui/rx/services';
import { isAppRelative, resetPageUrl } from '../../../domain/rx/identity';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { securityAnswerMachineWith } from '../../rx/identity/security';
import { createRxApiLoader } from '../../rx/services';

export default function SecurityQuestionsRoute() {
  usePageTitle(RX_PAGE_TITLES.securityQuestions);
  const app = useServices();
  const rx = useRxServices();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const asked = query.get('redirectUrl');
  const redirectUrl = asked && isAppRelative(asked) ? asked : null;
  const machine = useMemo(
    () => securityAnswerMachineWith(createRxApiLoader(app), (path) => navigate(path, { replace: true })),
    [app, navigate],
  );
  const actor = useActorRef(machine, {
    input: { redirectUrl },
    ...(app.inspect ? { inspect: app.inspect } : {}),
  });
  return (
    <SecurityAnswerView
      actor={actor}
      supportPhone={rx.settings.supportPhone}
      resetHref={resetPageUrl(redirectUrl)}
    />
  );
}

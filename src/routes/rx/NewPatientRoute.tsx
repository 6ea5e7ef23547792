/**
 * /rx/new-patient, /verify, /account/information, /challenge/create, /summary (pharmacy-portal.md §2.1 "New Patient
 * Request Form, wrapped in an extra access wrapper"; §4 "A page guard resets and advances the flow if no current page
 * is set"): one new-patient flow across its pages; the address follows the chart's page, a page opened without the
 * flow is sent to its first page, and opening the form starts again after a finished request. NewPatientScreen is
 * the page's view-to-event wiring; its UI walk (tests/model/rxLink.ui.test.tsx) renders it, so a wiring mistake here
 * fails that walk.
 */
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { challengeCreateMachine } from '../../../machines/rx/challengeCreate/challengeCreate.machine';
import type { sessionMachine } from '../../../machines/shared/session/session.machine';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { ChallengeQuestionsView } from '../../../ui/rx/identity/ChallengeQuestionsView';
import { NewPatientView } from '../../../ui/rx/identity/NewPatientView';
import { useRxServices } from '../../../ui/rx/services';
import { NEW_PATIENT_PAGES } from '../../../domain/rx/identity';
import { type NewPatientActor, newPatientFlowFor } from '../../rx/identity/flows';
import { pageTitleOf } from './identityRoutes';

/** The page: the new-patient view on the flow's actor, the address following the chart's page; Sign in again
 *  dismisses the message and reads the session again. */
export function NewPatientScreen({
  actor,
  session,
  renderChallenge,
}: {
  actor: NewPatientActor;
  session: Pick<ActorRefFrom<typeof sessionMachine>, 'send'>;
  renderChallenge: (challenge: ActorRefFrom<typeof challengeCreateMachine>) => ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const page = useSelector(actor, (s) => s.context.page);
  useEffect(() => {
    if (page !== location.pathname) navigate(page, { replace: true });
  }, [page, location.pathname, navigate]);
  return (
    <NewPatientView
      actor={actor}
      // After a 401 (§8): the session is read again; signed out, the page's sign-in guard sends the shopper to sign
      // in with this page as the redirect, and back here the flow (kept in memory for this customer) shows the
      // request as typed.
      onSignIn={() => {
        actor.send({ type: 'newPatient.dismissError' });
        session.send({ type: 'session.refresh' });
      }}
      renderChallenge={renderChallenge}
    />
  );
}

export default function NewPatientRoute() {
  const app = useServices();
  const rx = useRxServices();
  const location = useLocation();
  usePageTitle(pageTitleOf(location.pathname, 'newPatient'));
  const atStart = location.pathname === NEW_PATIENT_PAGES.form;
  const actor = useMemo(() => newPatientFlowFor(app, { restart: atStart }), [app, atStart]);
  return (
    <NewPatientScreen
      actor={actor}
      session={app.session}
      renderChallenge={(challenge) => (
        <ChallengeQuestionsView actor={challenge} supportPhone={rx.settings.supportPhone} />
      )}
    />
  );
}

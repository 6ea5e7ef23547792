/** /account/verify-email (account-signin.md §4: the verification flow of the banner that requires it). */
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { verifyEmailMachine } from '../../machines/account/verifyEmail/verifyEmail.machine';
import { VerifyEmailView } from '../../ui/account/VerifyEmailView';
import { usePageTitle } from '../../ui/app/pageTitle';
import { useServices } from '../../ui/app/services';
import { accountServicesFor } from '../accountServices';
import { PAGE_TITLES } from '../../domain/titles';
import { SIGN_IN_ANALYTICS_EVENTS } from '../../domain/account/signIn';
import { safeRedirectPath } from '../../domain/shell';
import { tokenLinkInput } from './accountComposition';

export default function VerifyEmailRoute() {
  usePageTitle(PAGE_TITLES.verifyEmail);
  const services = useServices();
  const { search, pathname, state } = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the page opens; the chart owns it from then on
  const input = useMemo(
    () => ({
      ...tokenLinkInput(search),
      // The create page's welcome mail carried the link (navigation state, not the address).
      sent: (state as { verificationSent?: boolean } | null)?.verificationSent === true,
    }),
    [],
  );
  const machine = useMemo(
    () =>
      verifyEmailMachine.provide({
        actors: accountServicesFor(services.account!).verifyEmailActors,
        actions: {
          storeUser: () => {
            services.session.send({ type: 'session.refresh' });
            services.analytics?.track(SIGN_IN_ANALYTICS_EVENTS.emailVerified);
          },
          goToRedirect: (_, { to }) => navigate(safeRedirectPath(to), { replace: true }),
          clearTokenFromAddress: () => navigate(pathname, { replace: true }),
        },
      }),
    [services.account, services.session, services.analytics, navigate, pathname],
  );
  const actor = useActorRef(machine, {
    input: { redirectUrl: input.redirectUrl },
    ...(services.inspect ? { inspect: services.inspect } : {}),
  });
  // The token of the address goes to the chart once; the chart then owns it (and clears it on a rejection).
  useEffect(() => {
    actor.send({ type: 'verify.open', token: input.token, sent: input.sent });
  }, [actor, input.token, input.sent]);
  return <VerifyEmailView actor={actor} />;
}

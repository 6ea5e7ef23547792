/** /account/reset-password?token=…&redirectUrl=… : the emailed link of the forgot-password flow. */
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resetPasswordMachine } from '../../machines/account/resetPassword/resetPassword.machine';
import { ResetPasswordView } from '../../ui/account/ResetPasswordView';
import { usePageTitle } from '../../ui/app/pageTitle';
import { useServices } from '../../ui/app/services';
import { accountServicesFor } from '../accountServices';
import { PAGE_TITLES } from '../../domain/titles';
import { passwordResetSignInHref, tokenLinkInput } from './accountComposition';

export default function ResetPasswordRoute() {
  usePageTitle(PAGE_TITLES.resetPassword);
  const services = useServices();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the page opens; the chart owns it from then on
  const input = useMemo(() => tokenLinkInput(search), []);
  const machine = useMemo(
    () =>
      resetPasswordMachine.provide({
        actors: accountServicesFor(services.account!).resetPasswordActors,
        actions: {
          goToSignIn: (_, { redirectUrl }) =>
            navigate(passwordResetSignInHref(redirectUrl), { replace: true }),
          clearTokenFromAddress: () => navigate(pathname, { replace: true }),
        },
      }),
    [services.account, navigate, pathname],
  );
  const actor = useActorRef(machine, {
    input: { redirectUrl: input.redirectUrl },
    ...(services.inspect ? { inspect: services.inspect } : {}),
  });
  // The token of the address goes to the chart once; the chart then owns it (and clears it on a rejection).
  useEffect(() => {
    actor.send({ type: 'reset.open', token: input.token });
  }, [actor, input.token]);
  return <ResetPasswordView actor={actor} />;
}

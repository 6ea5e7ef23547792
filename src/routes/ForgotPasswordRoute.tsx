/** /account/forgot-password?redirectUrl={original path} (account-signin.md §2, §4 "Forgot-password action"). */
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { forgotPasswordMachine } from '../../machines/account/forgotPassword/forgotPassword.machine';
import { ForgotPasswordView } from '../../ui/account/ForgotPasswordView';
import { usePageTitle } from '../../ui/app/pageTitle';
import { useServices } from '../../ui/app/services';
import { accountServicesFor } from '../accountServices';
import { PAGE_TITLES } from '../../domain/titles';
import { redirectUrlOf, signInHref } from './accountComposition';

export default function ForgotPasswordRoute() {
  usePageTitle(PAGE_TITLES.forgotPassword);
  const services = useServices();
  const { search } = useLocation();
  const redirectUrl = redirectUrlOf(search);
  const machine = useMemo(
    () =>
      forgotPasswordMachine.provide({ actors: accountServicesFor(services.account!).forgotPasswordActors }),
    [services.account],
  );
  const actor = useActorRef(machine, {
    input: { redirectUrl },
    ...(services.inspect ? { inspect: services.inspect } : {}),
  });
  return <ForgotPasswordView actor={actor} signInHref={signInHref(redirectUrl)} />;
}

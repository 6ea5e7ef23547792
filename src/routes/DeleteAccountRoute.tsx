/** /account/delete (account-signin.md §2; issue 13 point 7): delete the account, signed in. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { deleteAccountMachine } from '../../machines/account/deleteAccount/deleteAccount.machine';
import { DeleteAccountView } from '../../ui/account/DeleteAccountView';
import { usePageTitle } from '../../ui/app/pageTitle';
import { RequireSignIn } from '../../ui/app/RequireSignIn';
import { useServices } from '../../ui/app/services';
import { accountServicesFor } from '../accountServices';
import { SIGN_IN_ANALYTICS_EVENTS } from '../../domain/account/signIn';
import { PAGE_TITLES } from '../../domain/titles';

export default function DeleteAccountRoute() {
  usePageTitle(PAGE_TITLES.deleteAccount);
  const services = useServices();
  const machine = useMemo(
    () =>
      deleteAccountMachine.provide({
        actors: accountServicesFor(services.account!).deleteAccountActors,
        actions: {
          storeSignedOut: () => {
            services.session.send({ type: 'session.refresh' });
            services.analytics?.track(SIGN_IN_ANALYTICS_EVENTS.accountDeleted);
          },
        },
      }),
    [services.account, services.session, services.analytics],
  );
  const actor = useActorRef(machine, services.inspect ? { inspect: services.inspect } : {});
  const deleted = useSelector(actor, (s) => s.matches('deleted'));
  // Once deleted the shopper is signed out and stays on the confirmation.
  if (deleted) return <DeleteAccountView actor={actor} />;
  return (
    <RequireSignIn>
      <DeleteAccountView actor={actor} />
    </RequireSignIn>
  );
}

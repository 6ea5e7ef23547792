/** /account/create (account-signin.md §2): create an account; its 'Sign In' opens the sign-in modal. */
import { useActorRef } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createAccountMachine } from '../../machines/account/createAccount/createAccount.machine';
import { CreateAccountView } from '../../ui/account/CreateAccountView';
import { SignInModal } from '../../ui/account/SignInModal';
import { SignInPage } from '../../ui/account/SignInPage';
import { useServices } from '../../ui/app/services';
import { accountServicesFor } from '../accountServices';
import { track } from '../analytics';
import { getBanner } from '../banners/registry';
import { SIGN_IN_ANALYTICS_EVENTS } from '../domain/account/signIn';
import { safeRedirectPath } from '../domain/shell';
import { redirectUrlOf, verifyEmailHref } from './accountComposition';
import { useSignInActor } from './signInComposition';

function ModalSignIn({ onClose }: { onClose: () => void }) {
  const props = useSignInActor('modal');
  return (
    <SignInModal onClose={onClose}>
      <SignInPage {...props} />
    </SignInModal>
  );
}

export default function CreateAccountRoute() {
  const services = useServices();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [modalOpen, setModalOpen] = useState(false);
  const close = useCallback(() => setModalOpen(false), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the page opens; the chart owns it from then on
  const input = useMemo(
    () => ({
      redirectUrl: redirectUrlOf(search),
      emailVerificationBanner: getBanner(services.banner.slug)?.capabilities.emailVerification ?? false,
    }),
    [],
  );
  const machine = useMemo(
    () =>
      createAccountMachine.provide({
        actors: accountServicesFor(services.account!).createAccountActors,
        actions: {
          storeUser: () => services.session.send({ type: 'session.refresh' }),
          trackCreated: (_, params) => {
            track(SIGN_IN_ANALYTICS_EVENTS.accountCreated, params);
          },
          goToRedirect: (_, { to }) => navigate(safeRedirectPath(to), { replace: true }),
          goToEmailVerification: (_, { to }) => navigate(verifyEmailHref(to), { replace: true }),
        },
      }),
    [services.account, services.session, navigate],
  );
  const actor = useActorRef(machine, { input, ...(services.inspect ? { inspect: services.inspect } : {}) });
  return (
    <CreateAccountView
      actor={actor}
      bannerTitle={services.banner.title}
      onOpenSignIn={() => setModalOpen(true)}
      modal={modalOpen ? <ModalSignIn onClose={close} /> : null}
    />
  );
}

/** /account/create (account-signin.md §2): create an account; its 'Sign In' opens the sign-in modal. */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { createAccountMachine } from '../../machines/account/createAccount/createAccount.machine';
import { CreateAccountView } from '../../ui/account/CreateAccountView';
import { SignInModal } from '../../ui/account/SignInModal';
import { SignInPage } from '../../ui/account/SignInPage';
import { usePageTitle } from '../../ui/app/pageTitle';
import { useServices } from '../../ui/app/services';
import { accountServicesFor } from '../accountServices';
import { getBanner } from '../../domain/banners/registry';
import { SIGN_IN_ANALYTICS_EVENTS } from '../../domain/account/signIn';
import { safeRedirectPath } from '../../domain/shell';
import { PAGE_TITLES } from '../../domain/titles';
import { redirectUrlOf, verifyEmailHref } from './accountComposition';
import { useSignInActor } from './signInComposition';

function ModalSignIn({ onClose, onSignedIn }: { onClose: () => void; onSignedIn: () => void }) {
  const props = useSignInActor('modal', { afterModalSignIn: onSignedIn });
  return (
    <SignInModal onClose={onClose}>
      <SignInPage {...props} />
    </SignInModal>
  );
}

/** A new chart per visit: a second visit (e.g. 'create an account using Google' from the modal) starts afresh. */
export default function CreateAccountRoute() {
  const { key } = useLocation();
  return <CreateAccountPage key={key} />;
}

function CreateAccountPage() {
  usePageTitle(PAGE_TITLES.createAccount);
  const services = useServices();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [modalOpen, setModalOpen] = useState(false);
  const close = useCallback(() => setModalOpen(false), []);
  const redirectUrl = redirectUrlOf(search);
  // A signed-in shopper has an account: the create page sends them on (issue 13 point 7).
  const leave = useCallback(
    () => navigate(safeRedirectPath(redirectUrl), { replace: true }),
    [navigate, redirectUrl],
  );
  // The Google identity of "social create needed", handed over in memory by the sign-in page (point 6).
  const [social] = useState(() => services.account!.socialHandoff.peek());
  useEffect(() => services.account!.socialHandoff.clear(), [services.account]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the page opens; the chart owns it from then on
  const input = useMemo(
    () => ({
      redirectUrl,
      emailVerificationBanner: getBanner(services.banner.slug)?.capabilities.emailVerification ?? false,
      social,
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
            services.analytics?.track(SIGN_IN_ANALYTICS_EVENTS.accountCreated, params);
          },
          goToRedirect: (_, { to }) => navigate(safeRedirectPath(to), { replace: true }),
          // The welcome mail carried the link: the verification page says it was sent.
          goToEmailVerification: (_, { to, sent }) =>
            navigate(verifyEmailHref(to), { replace: true, state: { verificationSent: sent } }),
        },
      }),
    [services.account, services.session, services.analytics, navigate],
  );
  const actor = useActorRef(machine, { input, ...(services.inspect ? { inspect: services.inspect } : {}) });
  const signedInBeforeCreating = useSelector(
    services.session,
    (s) => s.hasTag('signedIn') && actor.getSnapshot().matches('editing') && !modalOpen,
  );
  if (signedInBeforeCreating) return <Navigate replace to={safeRedirectPath(redirectUrl)} />;
  return (
    <CreateAccountView
      actor={actor}
      bannerTitle={services.banner.title}
      onOpenSignIn={() => setModalOpen(true)}
      modal={modalOpen ? <ModalSignIn onClose={close} onSignedIn={leave} /> : null}
    />
  );
}

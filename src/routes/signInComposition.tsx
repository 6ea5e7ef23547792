/**
 * Composition of the sign-in chart for the page and the modal: the input read from the address, the banner
 * and the configuration; the actions that navigate, track and refresh the session; the session chart handed to
 * the sign-in chart, whose watchSession child relays its answer (signIn.sessionKnown: mode 1 or the form).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type SignInPageFacts, signInMachine } from '../../machines/account/signIn/signIn.machine';
import type { SignInPageProps } from '../../ui/account/SignInPage';
import { useServices } from '../../ui/app/services';
import { accountServicesFor } from '../accountServices';
import { getBanner } from '../../domain/banners/registry';
import {
  createAccountHref,
  createAccountPath,
  EXTERNAL_CREATE_ACCOUNT_URL,
  externalForgotPasswordUrl,
  forgotPasswordPath,
  identityLoginUrl,
  isNearStore,
  readSignInAddress,
  SIGN_IN_ANALYTICS_EVENTS,
  SIGN_IN_ROUTES,
  signInCallToAction,
  stepUpUrl,
} from '../../domain/account/signIn';
import { safeRedirectPath } from '../../domain/shell';
import { verifyEmailHref } from './accountComposition';

const env = import.meta.env as Record<string, string | undefined>;

/**
 * `afterModalSignIn` replaces the modal's page reload (§4 "If not redirecting, the page reloads") where reloading
 * makes no sense: on the create-account page a signed-in shopper goes on instead (issue 13 point 7).
 */
export function useSignInActor(
  presentation: 'page' | 'modal',
  { afterModalSignIn }: { afterModalSignIn?: () => void } = {},
) {
  const services = useServices();
  const account = accountServicesFor(services.account!);
  const navigate = useNavigate();
  const location = useLocation();
  const banner = getBanner(services.banner.slug);
  const caps = banner?.capabilities;

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the page opens; the chart owns it from then on
  const page = useMemo<SignInPageFacts>(() => {
    const address = readSignInAddress(location.pathname + location.search);
    const query = new URLSearchParams(location.search);
    // The sandbox may switch the identity settings per page for demonstration and tests.
    const sandboxFlag = (name: string, fallback: boolean) =>
      env.VITE_SANDBOX === 'on' && query.has(name) ? query.get(name) === 'true' : fallback;
    return {
      address,
      originalUrl: services.page.href(),
      socialAvailable: Boolean(caps?.socialLogin) && !address.deleteMode && !address.socialOffByQuery,
      settings: {
        alwaysPrompt: sandboxFlag('alwaysPrompt', account.settings.alwaysPrompt),
        promptForWebView: sandboxFlag('promptForWebView', account.settings.promptForWebView),
        googleAutoLogin: sandboxFlag('googleAutoLogin', account.settings.googleAutoLogin),
      },
      userAgent: services.page.userAgent(),
      presentation,
    };
    // Read once when the page opens: the chart decides from that address.
  }, []);

  const machine = useMemo(
    () =>
      signInMachine.provide({
        actors: account.signInActors,
        actions: {
          storeUser: () => services.session.send({ type: 'session.refresh' }),
          trackSignIn: (_, params) => {
            services.analytics?.track(SIGN_IN_ANALYTICS_EVENTS.signIn, params);
          },
          trackForgotPassword: () => {
            services.analytics?.track(SIGN_IN_ANALYTICS_EVENTS.forgotPassword, { from: presentation });
          },
          goToRedirect: (_, { to }) => navigate(safeRedirectPath(to), { replace: true }),
          reloadPage: () => (afterModalSignIn ? afterModalSignIn() : window.location.reload()),
          goToSocialCreate: (_, { social, redirectUrl }) => {
            services.account!.socialHandoff.put(social);
            navigate(createAccountPath(redirectUrl));
          },
          goToEmailVerification: (_, { to }) => navigate(verifyEmailHref(to), { replace: true }),
          goToForgotPassword: (_, { originalPath }) => navigate(forgotPasswordPath(originalPath)),
          goToExternalForgotPassword: (_, { returnUrl }) =>
            window.location.assign(externalForgotPasswordUrl(account.providerOrigin, returnUrl)),
          redirectToIdentityLogin: (_, params) =>
            window.location.assign(identityLoginUrl(account.providerOrigin, params)),
          stepUpRedirect: (_, params) => window.location.assign(stepUpUrl(account.providerOrigin, params)),
        },
      }),
    [
      account,
      navigate,
      services.session,
      services.account,
      services.analytics,
      presentation,
      afterModalSignIn,
    ],
  );
  // The chart is created on the page it is on, so its first snapshot (rendered on the server and hydrated in the
  // browser) is already the right page: delete mode, the reset notice and the Google button from the first paint.
  const actor = useActorRef(machine, {
    input: {
      banner: {
        title: services.banner.title,
        emailVerification: caps?.emailVerification ?? false,
      },
      page,
      // The form is usable before the session's answer arrives; the chart's watchSession child relays it.
      session: services.session,
    },
    ...(services.inspect ? { inspect: services.inspect } : {}),
  });

  const lapsed = useSelector(services.session, (s) => s.context.info?.rememberedSessionLapsed ?? false);
  // Partner sites open as themselves, or in the sandbox as its stand-in page (their addresses are fictional).
  const createAccount = createAccountHref(
    caps?.createAccountTarget ?? 'internal',
    isNearStore(services.page.cookie()),
    EXTERNAL_CREATE_ACCOUNT_URL,
  );
  const options: SignInPageProps['options'] = {
    termsRequired: caps?.termsRequired ?? false,
    siteUpdateNotice: caps?.siteUpdateNotice ?? false,
    firstVisitNotice: caps?.firstVisitNotice ?? false,
    hideSocialOnSmallScreens: caps?.hideSocialLoginOnSmallScreens ?? false,
    createAccount: createAccount.external
      ? { href: account.externalHref(createAccount.href), external: true }
      : createAccount,
    contact: caps?.externalContactUrl
      ? { href: account.externalHref(caps.externalContactUrl), external: true }
      : { href: SIGN_IN_ROUTES.contact, external: false },
    lapsed,
    trackingFrameUrl:
      presentation === 'modal' || page.address.rxPage ? null : (env.VITE_TRACKING_FRAME_URL ?? 'about:blank'),
    headingLevel: presentation === 'page' ? 1 : 2,
    callToAction: signInCallToAction(page.address.calledFrom),
  };
  return {
    actor,
    options,
    bannerTitle: services.banner.title,
    onNavigate: (to: string) => navigate(to),
  };
}

/** Composition: creates the long-lived actors with real side effects and renders the routes. */
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { createActor } from 'xstate';
import { profileMachine } from '../machines/account/profile/profile.machine';
import { healthNavMachine } from '../machines/shared/healthNav/healthNav.machine';
import { sessionMachine } from '../machines/shared/session/session.machine';
import { AppShell } from '../ui/app/AppShell';
import { NotFound } from '../ui/app/NotFound';
import { PageTitleProvider } from '../ui/app/pageTitle';
import { ServerPage } from '../ui/app/ServerPage';
import { type AppServices, type PageFacts, ServicesProvider, useServices } from '../ui/app/services';
import { ErrorBoundary } from '../ui/kit/ErrorBoundary';
import { Spinner } from '../ui/kit/Spinner';
import { createAfterFirstLoad } from './afterFirstLoad';
import { createAnalytics, dataLayerSink, sandboxRecorderSink } from './analytics';
import { type Banner, featuresOf } from '../domain/banners/registry';
import { logoDataUri, logoImageUrl } from '../domain/banners/logo';
import type { ClientConfig } from './config';
import { ANALYTICS_EVENTS } from '../domain/analytics';
import { MY_WALLET_PATH } from '../domain/myWallet';
import {
  DELETE_ACCOUNT_PATH,
  HELP_PATHS,
  SERVER_PAGES,
  SHELL_LABELS,
  SIGN_IN_PATH,
  signInPathFor,
} from '../domain/shell';
import { createInspectBridge } from './inspection';
import { createNavigation } from './navigation';
import { createSocialHandoff } from './socialHandoff';
import { createApiLoader, healthNavActors, profileActors, sessionActors } from './services';
import { sessionSnapshot } from './boot';
import type { SessionInfo } from '../api/contracts/identity';

const HomeRoute = lazy(() => import('./routes/HomeRoute').then((m) => ({ default: m.HomeRoute })));
const SignInRoute = lazy(() => import('./routes/SignInRoute'));
const HealthRoute = lazy(() => import('./routes/HealthRoute'));
const ProfileRoute = lazy(() => import('./routes/ProfileRoute'));
const MyWalletRoute = lazy(() => import('./routes/MyWalletRoute'));
const ForgotPasswordRoute = lazy(() => import('./routes/ForgotPasswordRoute'));
const ResetPasswordRoute = lazy(() => import('./routes/ResetPasswordRoute'));
const CreateAccountRoute = lazy(() => import('./routes/CreateAccountRoute'));
const VerifyEmailRoute = lazy(() => import('./routes/VerifyEmailRoute'));
// Issue 13: the delete confirmation, the help and legal pages (the home page too: HomeRoute, lazy like the others).
const DeleteAccountRoute = lazy(() => import('./routes/DeleteAccountRoute'));
const ContentRoute = lazy(() => import('./routes/ContentRoute'));
// Issue 10: the pharmacy (/rx/*), one lazy module with its own lazy pages (src/routes/rx/RxRoutes.tsx).
const RxRoutes = lazy(() => import('./routes/rx/RxRoutes'));
// Issue 11 part 2: outside /rx, the health dashboard's status card and the store details of the pickup card.
// Reached through the /rx module (the same lazy import: the first load lists no further chunk).
const OutsideRxRoute = lazy(() =>
  import('./routes/rx/RxRoutes').then((m) => ({ default: m.OutsideRxPages })),
);

/** The browser's own page facts (read when asked: the address changes as the shopper navigates). */
export const browserPage: PageFacts = {
  href: () => window.location.href,
  userAgent: () => navigator.userAgent,
  cookie: () => document.cookie,
};

/**
 * The app's services. `live` (the browser) starts the long-lived actors and the analytics sinks; the server's
 * first render (src/entry-server.tsx) creates them idle: they show their initial state and never call out.
 */
export function createServices(
  config: ClientConfig,
  banner: Banner,
  page: PageFacts = browserPage,
  {
    live = true,
    session: firstSession = null,
  }: {
    live?: boolean;
    /** The session the server read for this page (src/boot.ts): the session chart starts from it, no call. */
    session?: SessionInfo | null;
  } = {},
): AppServices {
  const navigation = createNavigation();
  const load = createApiLoader({
    config,
    isSignInPage: () => window.location.pathname === SIGN_IN_PATH,
    onSignedOut: (endpoint) => session.send({ type: 'session.signedOut', endpoint }),
    // pharmacy-portal.md §7: a 401 from a pharmacy call sends the shopper to sign in, except on health services
    // (the rule is loaded when needed: it stays out of the shopper's first load).
    // The signed-out handling of a 403 applies (the user is cleared, then /signin?redirectUrl=<current page>).
    // The page is read when the 401 arrives: a page that made two calls hears two 401s, and the second must not
    // be judged on the sign-in page the first one led to.
    onUnauthorized: (service, endpoint) => {
      const { pathname, search } = window.location;
      void import('./rx/unauthorized').then(({ unauthorizedRedirect }) => {
        if (unauthorizedRedirect(service, pathname, search))
          session.send({ type: 'session.signedOut', endpoint });
      });
    },
    // The pharmacy refused its data to this pharmacy session (not AUTHORIZED yet: the landing page asks the security
    // question; timed out: the timeout logout). The shopper stays signed in: no signed-out handling.
    onRxSessionRefused: (refusal) => {
      void import('./rx/unauthorized').then(({ sessionRefusalTarget }) => {
        const target = sessionRefusalTarget(refusal, window.location.pathname);
        if (!target) return;
        if (target.fullPage) window.location.assign(target.url);
        else navigation.go(target.url);
      });
    },
  });
  // What waits for the first interaction or idle time after the load (src/afterFirstLoad.ts): one per page.
  const firstLoad = createAfterFirstLoad();
  const analytics = createAnalytics(
    live && config.sandbox ? [dataLayerSink, sandboxRecorderSink(load, firstLoad.run)] : [dataLayerSink],
  );
  // Live mode of the statechart inspector (/__inspector): redacted, and undefined unless the inspector is on.
  const inspect = live ? createInspectBridge(firstLoad) : undefined;

  const session = createActor(
    sessionMachine.provide({
      actors: sessionActors(load),
      actions: {
        handleSignedOut: (_, params) => {
          analytics.track(ANALYTICS_EVENTS.signedOutByServer, { endpoint: params.endpoint });
          profile.send({ type: 'profile.clear' });
          // Already on the sign-in page (a second 401 or 403 of the page that led there): it stays, its redirect
          // is never wrapped in another sign-in address.
          const here = window.location.pathname + window.location.search;
          const target = signInPathFor(here);
          if (target !== here) navigation.go(target);
        },
      },
    }),
    { inspect, ...(firstSession ? { snapshot: sessionSnapshot(firstSession) } : {}) },
  );
  const profile = createActor(
    profileMachine.provide({
      actors: profileActors(load),
      actions: {
        reportFailure: (_, { failure }) => {
          // §8: network connection error versus customer-facing error with endpoint and status code.
          const statusCode = failure.kind === 'customerFacing' ? failure.statusCode : null;
          console.warn(`[profile] ${failure.kind} ${failure.endpoint}${statusCode ? ` ${statusCode}` : ''}`);
          analytics.track(ANALYTICS_EVENTS.profileLoadFailed, {
            reason: failure.kind,
            endpoint: failure.endpoint,
            statusCode,
          });
        },
      },
    }),
    { inspect },
  );
  // A signed-out session must not keep the previous customer's profile in memory.
  session.subscribe((s) => {
    if (!s.hasTag('signedIn') && !s.hasTag('busy') && profile.getSnapshot().context.profile)
      profile.send({ type: 'profile.clear' });
  });
  if (live) {
    session.start();
    profile.start();
  }

  return {
    session,
    profile,
    healthNavMachine: healthNavMachine.provide({ actors: healthNavActors(load) }),
    inspect,
    navigation,
    analytics,
    account: {
      load,
      banner: banner.slug,
      sandbox: config.sandbox,
      page,
      socialHandoff: createSocialHandoff(),
    },
    page,
    banner: {
      slug: banner.slug,
      title: banner.title,
      // The sandbox draws the generated logo; real environments load it from the content image path (§7).
      logoSvgUri: config.sandbox ? logoDataUri(banner) : logoImageUrl(config.environment, banner.slug),
      logoLinked: banner.logoLinked,
      features: featuresOf(banner),
    },
  };
}

/** Attaches the router's navigate to the app's navigation service (src/navigation.ts). */
function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const { navigation, analytics } = useServices();
  useEffect(() => navigation?.attach((to) => navigate(to)), [navigation, navigate]);
  useEffect(() => {
    analytics?.track(ANALYTICS_EVENTS.pageView, { path: location.pathname });
  }, [analytics, location.pathname]);
  return null;
}

function RedirectToSignIn() {
  const { search } = useLocation();
  return <Navigate replace to={`${SIGN_IN_PATH}${search}`} />;
}

/** The browser's app: the routes under the browser's router. */
export function App({ services }: { services: AppServices }) {
  return (
    <ServicesProvider value={services}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ServicesProvider>
  );
}

/**
 * Everything inside the router (the server renders it under a static router, src/entry-server.tsx, and collects
 * the page's title with `collectTitle`). Each page declares its title with usePageTitle (ui/app/pageTitle.tsx).
 */
export function AppRoutes({ collectTitle }: { collectTitle?: (title: string) => void } = {}) {
  const services = useServices();
  const { banner } = services;
  return (
    <PageTitleProvider banner={banner.title} {...(collectTitle ? { collect: collectTitle } : {})}>
      <NavigationBridge />
      <ErrorBoundary onError={(error) => console.error(`[render] ${error.name}`)}>
        <Routes>
          <Route
            element={
              <AppShell>
                <ErrorBoundary>
                  <Suspense fallback={<Spinner label={SHELL_LABELS.loadingPage} />}>
                    <Outlet />
                  </Suspense>
                </ErrorBoundary>
              </AppShell>
            }
          >
            <Route index element={<HomeRoute services={services} />} />
            <Route path={SIGN_IN_PATH} element={<SignInRoute />} />
            <Route path="/account/sign-in" element={<RedirectToSignIn />} />
            <Route path="/health" element={<HealthRoute />} />
            <Route path="/account/profile" element={<ProfileRoute />} />
            <Route path={MY_WALLET_PATH} element={<MyWalletRoute />} />
            <Route path="/account/forgot-password" element={<ForgotPasswordRoute />} />
            <Route path="/account/reset-password" element={<ResetPasswordRoute />} />
            <Route path="/account/create" element={<CreateAccountRoute />} />
            <Route path="/account/verify-email" element={<VerifyEmailRoute />} />
            <Route path={DELETE_ACCOUNT_PATH} element={<DeleteAccountRoute />} />
            <Route path={HELP_PATHS.faq} element={<ContentRoute key="faq" kind="faq" />} />
            <Route path={HELP_PATHS.contact} element={<ContentRoute key="contact" kind="contact" />} />
            <Route path={HELP_PATHS.terms} element={<ContentRoute key="terms" kind="terms" />} />
            <Route path={HELP_PATHS.privacy} element={<ContentRoute key="privacy" kind="privacy" />} />
            <Route path="/rx/*" element={<RxRoutes />} />
            <Route path="/health-dashboard" element={<OutsideRxRoute page="healthDashboard" />} />
            <Route
              path="/stores/grocery/:state/:city/:storeName/:division/:store"
              element={<OutsideRxRoute page="storeDetails" />}
            />
            {SERVER_PAGES.map((path) => (
              <Route key={path} path={`${path}/*`} element={<ServerPage />} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </ErrorBoundary>
    </PageTitleProvider>
  );
}

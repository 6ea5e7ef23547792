/**
 * /rx/* (pharmacy-portal.md §2.1): ONE lazy route module with the pharmacy's route table, its redirects and the
 * catch-all, each page its own lazy chunk (./pages.ts). Creates the pharmacy services (src/rx/services.ts) when the
 * shopper first enters /rx. Guards: a banner without a pharmacy offers no /rx at all (home page); a page the banner
 * does not offer (tracker, auto refill) goes to the dashboard; pages that need a signed-in shopper send others to
 * sign in with this page as the redirect; the route's own guard (guest only, delivery) is ui/rx/shell/RxGuards.
 */
import { lazy, useEffect } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { RequireSignIn } from '../../../ui/app/RequireSignIn';
import { useServices } from '../../../ui/app/services';
import { RxServicesProvider } from '../../../ui/rx/services';
import { RxGuard } from '../../../ui/rx/shell/RxGuards';
import { getBanner } from '../../../domain/banners/registry';
import { externalHref, identityProviderOrigin } from '../../../domain/account/links';
import { isOffered } from '../../../domain/features';
import {
  RX_BASE_PATH,
  RX_CATCH_ALL_TARGET,
  RX_EXTERNAL_REDIRECTS,
  RX_REDIRECTS,
  RX_ROUTES,
  type RxRoute,
} from '../../../domain/rx/routes';
import { HOME_PATH } from '../../../domain/shell';
import { rxServicesFor } from '../../rx/services';
import { RX_PAGES } from './pages';
import { RxLayout } from './RxLayout';

/** '/rx/dashboard' → 'dashboard' (the table's paths are absolute; these routes sit under /rx/*). */
function relative(path: string): string {
  return path === RX_BASE_PATH ? '' : path.slice(RX_BASE_PATH.length + 1);
}

function Page({ route }: { route: RxRoute }) {
  const Component = RX_PAGES[route.id];
  if (!Component) return <Navigate replace to={RX_CATCH_ALL_TARGET} />;
  const page = (
    <RxGuard guard={route.guard}>
      <Component />
    </RxGuard>
  );
  return route.public || route.ownSignIn ? page : <RequireSignIn>{page}</RequireSignIn>;
}

/** A partner page (§2.1 redirects): left for the banner's site (in the sandbox, the stand-in page). */
function ExternalRedirect({
  to,
}: {
  to: (site: string, params: Readonly<Record<string, string>>) => string;
}) {
  const services = useServices();
  const params = useParams();
  useEffect(() => {
    const banner = getBanner(services.banner.slug);
    const site = `https://www.${banner?.domain ?? 'freshway.example'}`;
    const sandbox = services.account?.sandbox ?? false;
    const origin = identityProviderOrigin(undefined, window.location, sandbox);
    const target = to(site, params as Record<string, string>);
    window.location.replace(
      externalHref(target, origin, sandbox, window.location.origin + RX_CATCH_ALL_TARGET),
    );
  }, [services, params, to]);
  return null;
}

// Issue 11 part 2: the tracker area's pages outside /rx (/health-dashboard, the store details of the pickup card).
const HealthDashboardRoute = lazy(() => import('../HealthDashboardRoute'));
const StoreDetailsRoute = lazy(() => import('../StoreDetailsRoute'));

/**
 * The pharmacy's pages outside /rx (src/app.tsx mounts them through this module, so the shopper's first load lists
 * no chunk of theirs): /health-dashboard and /stores/grocery/... (pharmacy-portal.md §2.1).
 */
export function OutsideRxPages({ page }: { page: 'healthDashboard' | 'storeDetails' }) {
  return page === 'healthDashboard' ? <HealthDashboardRoute /> : <StoreDetailsRoute />;
}

export default function RxRoutes() {
  const app = useServices();
  if (!app.banner.features.pharmacy) return <Navigate replace to={HOME_PATH} />;
  const rx = rxServicesFor(app);
  return (
    <RxServicesProvider value={rx}>
      <Routes>
        <Route element={<RxLayout />}>
          {RX_ROUTES.map((route) => (
            <Route
              key={route.path}
              path={relative(route.path)}
              element={
                isOffered(route.path, app.banner.features) ? (
                  <Page route={route} />
                ) : (
                  <Navigate replace to={RX_CATCH_ALL_TARGET} />
                )
              }
            />
          ))}
          {Object.values(RX_REDIRECTS).map((r) => (
            <Route key={r.from} path={relative(r.from)} element={<Navigate replace to={r.to} />} />
          ))}
          <Route
            path={relative(RX_EXTERNAL_REDIRECTS.antibody.from)}
            element={<ExternalRedirect to={(site) => RX_EXTERNAL_REDIRECTS.antibody.to(site)} />}
          />
          <Route
            path={relative(RX_EXTERNAL_REDIRECTS.pharmacyDetails.from)}
            element={
              <ExternalRedirect
                to={(site, p) =>
                  RX_EXTERNAL_REDIRECTS.pharmacyDetails.to(site, p.divisionNum ?? '', p.storeNum ?? '')
                }
              />
            }
          />
          <Route path="*" element={<Navigate replace to={RX_CATCH_ALL_TARGET} />} />
        </Route>
      </Routes>
    </RxServicesProvider>
  );
}

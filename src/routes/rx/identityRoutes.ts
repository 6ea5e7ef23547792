/** Which pharmacy page a path is (for the title of a route component that serves several pages of one flow). */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RX_ROUTES } from '../../../domain/rx/routes';
import { RX_PAGE_TITLES, type RxPageId } from '../../../domain/rx/titles';

export function pageTitleOf(pathname: string, fallback: RxPageId): string {
  const route = RX_ROUTES.find((r) => r.path === pathname);
  return RX_PAGE_TITLES[route?.id ?? fallback];
}

/** Keeps the address on the flow chart's page (§4 "A page guard resets and advances the flow"): the link and the
 *  new-patient flows both follow their chart this way. */
export function useFollowChartPage(page: string): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (page !== location.pathname) navigate(page, { replace: true });
  }, [page, location.pathname, navigate]);
}

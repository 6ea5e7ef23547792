/** Which pharmacy page a path is (for the title of a route component that serves several pages of one flow). */
import { RX_ROUTES } from '../../../domain/rx/routes';
import { RX_PAGE_TITLES, type RxPageId } from '../../../domain/rx/titles';

export function pageTitleOf(pathname: string, fallback: RxPageId): string {
  const route = RX_ROUTES.find((r) => r.path === pathname);
  return RX_PAGE_TITLES[route?.id ?? fallback];
}

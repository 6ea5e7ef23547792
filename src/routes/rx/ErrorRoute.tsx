import { usePageTitle } from '../../../ui/app/pageTitle';
import { TechnicalDifficultiesView } from '../../../ui/rx/pages/TechnicalDifficultiesView';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';

/** /rx/error: Refresh reloads the page the shopper is on. */
export default function ErrorRoute() {
  usePageTitle(RX_PAGE_TITLES.error);
  return <TechnicalDifficultiesView onRefresh={() => window.location.reload()} />;
}

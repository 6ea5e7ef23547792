/** /rx/auto-refills/guidelines (pharmacy-portal.md §2.1): see ./autoRefillPage.tsx. */
import { AutoRefillGuidelinesPage } from './autoRefillPage';

export default function AutoRefillGuidelinesRoute() {
  return <AutoRefillGuidelinesPage />;
}

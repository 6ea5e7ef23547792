/** /rx/auto-refills (pharmacy-portal.md §2.1): see ./autoRefillPage.tsx. */
import { AutoRefillPage } from './autoRefillPage';

export default function AutoRefillsRoute() {
  return <AutoRefillPage page="main" />;
}

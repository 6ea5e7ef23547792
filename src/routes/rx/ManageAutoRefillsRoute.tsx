/** /rx/manage/auto-refills (pharmacy-portal.md §2.1): see ./autoRefillPage.tsx. */
import { AutoRefillPage } from './autoRefillPage';

export default function ManageAutoRefillsRoute() {
  return <AutoRefillPage page="manage" />;
}

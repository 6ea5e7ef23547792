/** /rx/auto-refills/manage-prescriptions (pharmacy-portal.md §2.1): see ./autoRefillPage.tsx. */
import { AutoRefillPage } from './autoRefillPage';

export default function AutoRefillsManagePrescriptionsRoute() {
  return <AutoRefillPage page="managePrescriptions" />;
}

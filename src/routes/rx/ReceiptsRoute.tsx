/** /rx/prescription-receipt (pharmacy-portal.md §2.1): see ./historyPages.tsx. */
import { ReceiptsPage } from './historyPages';

export default function ReceiptsRoute() {
  return <ReceiptsPage />;
}

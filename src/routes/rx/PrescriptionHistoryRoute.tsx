/** /rx/prescription-history (pharmacy-portal.md §2.1): see ./historyPages.tsx. */
import { HistoryPage } from './historyPages';

export default function PrescriptionHistoryRoute() {
  return <HistoryPage mode="history" />;
}

/** /rx/prescription-history/detail (pharmacy-portal.md §2.1): see ./historyPages.tsx. */
import { DetailPage } from './historyPages';

export default function PrescriptionDetailRoute() {
  return <DetailPage />;
}

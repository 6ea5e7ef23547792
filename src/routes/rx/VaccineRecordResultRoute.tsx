/** /rx/digital-vaccine-record/result (pharmacy-portal.md §2.1): see ./vaccineRecordPages.tsx. */
import { VaccineResultPage } from './vaccineRecordPages';

export default function VaccineRecordResultRoute() {
  return <VaccineResultPage />;
}

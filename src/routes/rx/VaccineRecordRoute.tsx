/** /rx/digital-vaccine-record (pharmacy-portal.md §2.1): see ./vaccineRecordPages.tsx. */
import { VaccineStartPage } from './vaccineRecordPages';

export default function VaccineRecordRoute() {
  return <VaccineStartPage />;
}

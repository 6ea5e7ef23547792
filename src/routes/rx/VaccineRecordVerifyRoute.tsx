/** /rx/digital-vaccine-record/verify (pharmacy-portal.md §2.1): see ./vaccineRecordPages.tsx. */
import { VaccineVerifyPage } from './vaccineRecordPages';

export default function VaccineRecordVerifyRoute() {
  return <VaccineVerifyPage />;
}

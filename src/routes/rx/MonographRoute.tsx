/** /rx/prescription-monograph (pharmacy-portal.md §2.1): see ./historyPages.tsx. */
import { MonographPage } from './historyPages';

export default function MonographRoute() {
  return <MonographPage />;
}

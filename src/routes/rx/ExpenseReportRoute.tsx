/** /rx/prescription-history/expense-report (pharmacy-portal.md §2.1): see ./historyPages.tsx. */
import { HistoryPage } from './historyPages';

export default function ExpenseReportRoute() {
  return <HistoryPage mode="expenses" />;
}

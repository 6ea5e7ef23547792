/** /rx/create-expense-report (pharmacy-portal.md §2.1): see ./historyPages.tsx. */
import { CreateExpenseReportPage } from './historyPages';

export default function CreateExpenseReportRoute() {
  return <CreateExpenseReportPage />;
}

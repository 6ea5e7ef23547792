/** The patients could not be fetched (pharmacy-portal.md §4 "General loading": error): the text and Try Again, as the
 *  dashboard shows them, on every page that needs the patients. */
import { PATIENTS_LOAD_FAILED } from '../../../domain/rx/patients';
import { Alert } from '../../kit/Alert';

export function PatientsLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert tone="error">
      <p>{PATIENTS_LOAD_FAILED.text}</p>
      <button type="button" className="button" onClick={onRetry}>
        {PATIENTS_LOAD_FAILED.retry}
      </button>
    </Alert>
  );
}

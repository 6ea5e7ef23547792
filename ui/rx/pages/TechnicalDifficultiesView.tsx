/** /rx/error (pharmacy-portal.md §2.1, §8 "Error page"): 'Technical Difficulties', its text, Refresh and a link back
 *  to My Prescriptions Home (/rx/dashboard). `onRefresh` is the page's reload, given by the route. */
import { Link } from 'react-router-dom';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { TECHNICAL_DIFFICULTIES } from '../../../domain/rx/shell';
import { RxPageHeader } from '../shell/RxPageHeader';

export function TechnicalDifficultiesView({ onRefresh }: { onRefresh: () => void }) {
  return (
    <section className="card">
      <RxPageHeader title={TECHNICAL_DIFFICULTIES.title} />
      <p>{TECHNICAL_DIFFICULTIES.text}</p>
      <div className="rx-actions">
        <button type="button" className="button button--primary" onClick={onRefresh}>
          {TECHNICAL_DIFFICULTIES.refresh}
        </button>
        <Link className="button" to={RX_PATHS_UI.dashboard}>
          {TECHNICAL_DIFFICULTIES.home}
        </Link>
      </div>
    </section>
  );
}

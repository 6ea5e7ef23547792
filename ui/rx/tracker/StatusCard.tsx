/**
 * The status cards (pharmacy-portal.md §2.3 "Status cards"): a count and label per status (Ready, In Progress,
 * On Hold under 'Pick Up'; For Delivery under 'Delivery'), the 'Est Total Cost' footer with its note, the empty
 * text, and 'View Status Details' (hidden on /health-dashboard and /rx/tracker, §2.1). Pressing a count asks for
 * that section (a scroll request on the tracker; the tracker itself from elsewhere).
 */
import { Link } from 'react-router-dom';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import {
  type SectionCounts,
  showsStatusDetailsLink,
  TRACKER_GROUPS,
  TRACKER_PATH,
  TRACKER_STATUS_LABELS,
  TRACKER_TEXTS,
  type TrackerSection,
} from '../../../domain/rx/tracker';
import './tracker.css';

export function StatusCard({
  counts,
  estimatedTotal,
  pathname,
  onSection,
  headingLevel = 2,
  refillsLink = true,
}: {
  counts: SectionCounts;
  estimatedTotal: string;
  /** The page the card is on (decides 'View Status Details'). */
  pathname: string;
  onSection: (section: TrackerSection) => void;
  headingLevel?: 2 | 3;
  /** The empty card's 'View My Available Refills' (not for a guest, who has no refills page). */
  refillsLink?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <section className="card status-card" aria-labelledby="status-card-title">
      <Heading id="status-card-title" className="status-card__title">
        {TRACKER_TEXTS.statusCard}
      </Heading>
      {total === 0 ? (
        <p>{TRACKER_TEXTS.empty}</p>
      ) : (
        TRACKER_GROUPS.map((group) => (
          <div key={group.heading} className="status-card__group">
            <Sub className="status-card__group-heading">{group.heading}</Sub>
            <ul className="status-card__counts">
              {group.sections.map((section) => (
                <li key={section}>
                  <button
                    type="button"
                    className="status-card__count"
                    aria-label={TRACKER_TEXTS.countLabel(counts[section], section)}
                    onClick={() => onSection(section)}
                  >
                    <span className="status-card__number">{counts[section]}</span>
                    <span>{TRACKER_STATUS_LABELS[section]}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      <div className="status-card__footer">
        <p className="status-card__total">
          {TRACKER_TEXTS.estTotalCost}: {estimatedTotal}
        </p>
        <p className="status-card__note">{TRACKER_TEXTS.costNote}</p>
        {total === 0 && refillsLink && (
          <p>
            <Link to={RX_PATHS_UI.refills}>{TRACKER_TEXTS.viewRefills}</Link>
          </p>
        )}
        {showsStatusDetailsLink(pathname) && (
          <p>
            <Link to={TRACKER_PATH}>{TRACKER_TEXTS.viewStatusDetails}</Link>
          </p>
        )}
      </div>
    </section>
  );
}

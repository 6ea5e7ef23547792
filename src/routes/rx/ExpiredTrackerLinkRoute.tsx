/** /rx/expired-tracker-link (pharmacy-portal.md §2.1 "Tracker link expired", §8 "Guest session expired"). */
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { MessagePageView } from '../../../ui/rx/pages/MessagePageView';
import { RX_PATHS_UI, signInRedirect } from '../../../domain/rx/routes';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { EXPIRED_TRACKER_LINK_TEXTS, TRACKER_PATH } from '../../../domain/rx/tracker';

export default function ExpiredTrackerLinkRoute() {
  usePageTitle(RX_PAGE_TITLES.expiredTrackerLink);
  return (
    <MessagePageView
      title={EXPIRED_TRACKER_LINK_TEXTS.heading}
      text={EXPIRED_TRACKER_LINK_TEXTS.text}
      actions={
        <>
          <Link className="button button--primary" to={signInRedirect(TRACKER_PATH)}>
            {EXPIRED_TRACKER_LINK_TEXTS.signIn}
          </Link>
          <Link className="button" to={RX_PATHS_UI.landing}>
            {EXPIRED_TRACKER_LINK_TEXTS.home}
          </Link>
        </>
      }
    />
  );
}

import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { MessagePageView } from '../../../ui/rx/pages/MessagePageView';
import { RX_PATHS_UI, signInRedirect } from '../../../domain/rx/routes';
import { CIAM_ERROR } from '../../../domain/rx/shell';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';

/** /rx/account/ciam/error (§2.1 "Error page"). */
export default function CiamErrorRoute() {
  usePageTitle(RX_PAGE_TITLES.ciamError);
  return (
    <MessagePageView
      title={CIAM_ERROR.title}
      text={CIAM_ERROR.text}
      actions={
        <>
          <Link className="button button--primary" to={signInRedirect(RX_PATHS_UI.dashboard)}>
            {CIAM_ERROR.signIn}
          </Link>
          <Link className="button" to={RX_PATHS_UI.dashboard}>
            {CIAM_ERROR.home}
          </Link>
        </>
      }
    />
  );
}

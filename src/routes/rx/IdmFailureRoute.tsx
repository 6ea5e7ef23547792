import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { MessagePageView } from '../../../ui/rx/pages/MessagePageView';
import { useRxServices } from '../../../ui/rx/services';
import { IDM_FAILURE_REASON, idmFailureText } from '../../../domain/rx/identity';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { IDM_FAILURE } from '../../../domain/rx/shell';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';

/** /rx/idm/failure (§2.1 "Identity management failure"): where an identity quiz that did not verify leads, with §8's
 *  text ("could not verify", or with ?reason=notFound "could not find you") and the banner's support phone. */
export default function IdmFailureRoute() {
  usePageTitle(RX_PAGE_TITLES.idmFailure);
  const { settings } = useRxServices();
  const [query] = useSearchParams();
  return (
    <MessagePageView
      title={IDM_FAILURE.title}
      text={idmFailureText(query.get(IDM_FAILURE_REASON.query), settings.supportPhone)}
      actions={
        <Link className="button" to={RX_PATHS_UI.dashboard}>
          {IDM_FAILURE.home}
        </Link>
      }
    />
  );
}

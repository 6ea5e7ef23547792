import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { MessagePageView } from '../../../ui/rx/pages/MessagePageView';
import { useRxServices } from '../../../ui/rx/services';
import { RX_PATHS_UI } from '../../domain/rx/routes';
import { IDM_FAILURE } from '../../domain/rx/shell';
import { RX_PAGE_TITLES } from '../../domain/rx/titles';

/** /rx/idm/failure (§2.1 "Identity management failure"; §8's text with the banner's support phone). */
export default function IdmFailureRoute() {
  usePageTitle(RX_PAGE_TITLES.idmFailure);
  const { settings } = useRxServices();
  return (
    <MessagePageView
      title={IDM_FAILURE.title}
      text={IDM_FAILURE.text(settings.supportPhone)}
      actions={
        <Link className="button" to={RX_PATHS_UI.dashboard}>
          {IDM_FAILURE.home}
        </Link>
      }
    />
  );
}

/** /rx/guest/transfer-prescriptions (§2.1, §6 "Guest ... transfer"): the same request with the guest's own details,
 *  on the anonymous API; a verified customer is sent to /rx/transfer-prescriptions by the route's guard. */
import { usePageTitle } from '../../../ui/app/pageTitle';
import { RxPageHeader } from '../../../ui/rx/shell/RxPageHeader';
import { RX_REQUEST_TEXTS } from '../../../domain/rx/rxRequest';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { TransferPage } from './TransferPage';

export default function GuestTransferRoute() {
  usePageTitle(RX_PAGE_TITLES.guestTransfer);
  return (
    <>
      <RxPageHeader title={RX_PAGE_TITLES.transfer} description={RX_REQUEST_TEXTS.guestSubtitle} />
      <TransferPage guest={true} />
    </>
  );
}

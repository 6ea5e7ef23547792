/** /rx/transfer-prescriptions (§2.1 "Transfer Prescriptions"): a patient's transfer, new or paper request. */
import { usePageTitle } from '../../../ui/app/pageTitle';
import { RxPageHeader } from '../../../ui/rx/shell/RxPageHeader';
import { RX_REQUEST_TEXTS } from '../../../domain/rx/rxRequest';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { TransferPage } from './TransferPage';

export default function TransferRoute() {
  usePageTitle(RX_PAGE_TITLES.transfer);
  return (
    <>
      <RxPageHeader title={RX_PAGE_TITLES.transfer} description={RX_REQUEST_TEXTS.transferSubtitle} />
      <TransferPage guest={false} />
    </>
  );
}

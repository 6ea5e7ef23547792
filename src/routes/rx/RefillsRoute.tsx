/** /rx/refills (§2.1 "Refills"): every patient's prescriptions with Add to Cart, the search filter, hidden ones. */
import { usePageTitle } from '../../../ui/app/pageTitle';
import { RxPageHeader } from '../../../ui/rx/shell/RxPageHeader';
import { RX_ORDER_PAGE_TEXTS } from '../../../domain/rx/orderPages';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { PrescriptionsPage } from './PrescriptionsPage';

export default function RefillsRoute() {
  usePageTitle(RX_PAGE_TITLES.refills);
  return (
    <>
      <RxPageHeader title={RX_PAGE_TITLES.refills} description={RX_ORDER_PAGE_TEXTS.refillsDescription} />
      <PrescriptionsPage />
    </>
  );
}

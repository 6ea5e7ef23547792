/** /rx/ninety-day-supply (§2.1 "90-Day Supply, with the cart"): the prescriptions in the 90-day program. */
import { usePageTitle } from '../../../ui/app/pageTitle';
import { RxPageHeader } from '../../../ui/rx/shell/RxPageHeader';
import { isNinetyDaySupply, RX_ORDER_PAGE_TEXTS } from '../../../domain/rx/orderPages';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { PrescriptionsPage } from './PrescriptionsPage';

export default function NinetyDaySupplyRoute() {
  usePageTitle(RX_PAGE_TITLES.ninetyDaySupply);
  return (
    <>
      <RxPageHeader
        title={RX_PAGE_TITLES.ninetyDaySupply}
        description={RX_ORDER_PAGE_TEXTS.ninetyDayDescription}
      />
      <PrescriptionsPage include={isNinetyDaySupply} />
    </>
  );
}

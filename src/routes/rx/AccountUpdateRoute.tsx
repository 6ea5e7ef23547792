/** /rx/account/update (§2.1): Sign In Information, cart off (the route table marks it: domain/rx/routes.ts). */
import { usePageTitle } from '../../../ui/app/pageTitle';
import { AccountUpdateView } from '../../../ui/rx/profile/AccountUpdateView';
import { RxPageHeader } from '../../../ui/rx/shell/RxPageHeader';
import { ACCOUNT_PAGE_LINKS, ACCOUNT_UPDATE_TEXTS } from '../../../domain/rx/profile';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';

export default function AccountUpdateRoute() {
  usePageTitle(RX_PAGE_TITLES.accountUpdate);
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES.accountUpdate} subtitle={ACCOUNT_UPDATE_TEXTS.subtitle} />
      <AccountUpdateView links={ACCOUNT_PAGE_LINKS} />
    </section>
  );
}

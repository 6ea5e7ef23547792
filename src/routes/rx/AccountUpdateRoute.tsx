/** /rx/account/update (§2.1): Sign In Information, cart off (the route table marks it: src/domain/rx/routes.ts). */
import { usePageTitle } from '../../../ui/app/pageTitle';
import { AccountUpdateView } from '../../../ui/rx/profile/AccountUpdateView';
import { RxPageHeader } from '../../../ui/rx/shell/RxPageHeader';
import { forgotPasswordPath } from '../../domain/account/signIn';
import { ACCOUNT_UPDATE_TEXTS } from '../../domain/rx/profile';
import { RX_PATHS_UI } from '../../domain/rx/routes';
import { RX_PAGE_TITLES } from '../../domain/rx/titles';
import { DELETE_ACCOUNT_PATH } from '../../domain/shell';

export const ACCOUNT_LINKS = {
  personal: '/account/profile',
  password: forgotPasswordPath(RX_PATHS_UI.accountUpdate),
  deleteAccount: DELETE_ACCOUNT_PATH,
};

export default function AccountUpdateRoute() {
  usePageTitle(RX_PAGE_TITLES.accountUpdate);
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES.accountUpdate} subtitle={ACCOUNT_UPDATE_TEXTS.subtitle} />
      <AccountUpdateView links={ACCOUNT_LINKS} />
    </section>
  );
}

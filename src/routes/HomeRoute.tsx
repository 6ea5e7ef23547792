/** / (issue 13 point 12): the banner's home page. */
import { HomePage } from '../../ui/home/HomePage';
import { usePageTitle } from '../../ui/app/pageTitle';
import { useServices } from '../../ui/app/services';
import { accountServicesFor } from '../accountServices';
import { getBanner } from '../banners/registry';
import {
  createAccountHref,
  EXTERNAL_CREATE_ACCOUNT_URL,
  isNearStore,
  SIGN_IN_LABELS,
} from '../domain/account/signIn';
import { SIGN_IN_PATH, WALLET_DEMO_PATH } from '../domain/shell';
import { PAGE_TITLES } from '../domain/titles';

export default function HomeRoute() {
  usePageTitle(PAGE_TITLES.home);
  const services = useServices();
  const account = accountServicesFor(services.account!);
  const caps = getBanner(services.banner.slug)?.capabilities;
  const createAccount = createAccountHref(
    caps?.createAccountTarget ?? 'internal',
    isNearStore(services.page.cookie()),
    EXTERNAL_CREATE_ACCOUNT_URL,
  );
  return (
    <HomePage
      createAccount={
        createAccount.external
          ? { ...createAccount, href: account.externalHref(createAccount.href) }
          : createAccount
      }
      wallet={
        services.account?.sandbox
          ? {
              href: WALLET_DEMO_PATH,
              signInHref: `${SIGN_IN_PATH}?${new URLSearchParams({ redirectUrl: WALLET_DEMO_PATH, calledFrom: 'wallet' })}`,
            }
          : null
      }
      newTabLabel={SIGN_IN_LABELS.newTab}
    />
  );
}

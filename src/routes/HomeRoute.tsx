/**
 * / (issue 13 point 12): the banner's home page, in the app's first load (it is where a shopper lands). It imports
 * nothing that only lazy pages need, and gets the app's services as a prop from the routes table (src/app.tsx):
 * as a lazy chunk importing ui/app/services it made the bundler (rolldown, its issue #10731) split the entry in
 * two, 4 kB more on every first load.
 */
import { usePageTitle } from '../../ui/app/pageTitle';
import type { AppServices } from '../../ui/app/services';
import { HomePage } from '../../ui/home/HomePage';
import { getBanner } from '../banners/registry';
import {
  createAccountHref,
  EXTERNAL_CREATE_ACCOUNT_URL,
  externalHref,
  identityProviderOrigin,
  isNearStore,
} from '../domain/account/links';
import { NEW_TAB_LABEL, SIGN_IN_PATH, WALLET_DEMO_PATH } from '../domain/shell';
import { PAGE_TITLES } from '../domain/titles';

const env = import.meta.env as Record<string, string | undefined>;

export function HomeRoute({ services }: { services: AppServices }) {
  usePageTitle(PAGE_TITLES.home);
  const sandbox = services.account?.sandbox ?? false;
  const caps = getBanner(services.banner.slug)?.capabilities;
  const createAccount = createAccountHref(
    caps?.createAccountTarget ?? 'internal',
    isNearStore(services.page.cookie()),
    EXTERNAL_CREATE_ACCOUNT_URL,
  );
  const href = services.page.href();
  const providerOrigin = identityProviderOrigin(env.VITE_IDENTITY_PROVIDER_URL, new URL(href), sandbox);
  return (
    <HomePage
      banner={services.banner}
      session={services.session}
      createAccount={
        createAccount.external
          ? { ...createAccount, href: externalHref(createAccount.href, providerOrigin, sandbox, href) }
          : createAccount
      }
      wallet={
        sandbox
          ? {
              href: WALLET_DEMO_PATH,
              signInHref: `${SIGN_IN_PATH}?${new URLSearchParams({ redirectUrl: WALLET_DEMO_PATH, calledFrom: 'wallet' })}`,
            }
          : null
      }
      newTabLabel={NEW_TAB_LABEL}
    />
  );
}

/**
 * / (issue 13 point 12): the banner's home page, a lazy route like every other page (it was in the first load of
 * every page until the pharmacy's merge put /signin 0.1 kB over its budget). It gets the app's services as a prop
 * from the routes table (src/app.tsx) and imports ui/app/services for its type only: a value import would make the
 * bundler (rolldown, its issue #10731) split the entry in two. The first load stays one chunk (docs/decisions/004).
 */
import { usePageTitle } from '../../ui/app/pageTitle';
import type { AppServices } from '../../ui/app/services';
import { HomePage } from '../../ui/home/HomePage';
import { getBanner } from '../../domain/banners/registry';
import {
  createAccountHref,
  EXTERNAL_CREATE_ACCOUNT_URL,
  externalHref,
  identityProviderOrigin,
  isNearStore,
} from '../../domain/account/links';
import { SANDBOX_DEMO_ACCOUNTS } from '../../domain/home';
import { MY_WALLET_PATH } from '../../domain/myWallet';
import { NEW_TAB_LABEL, SIGN_IN_PATH } from '../../domain/shell';
import { PAGE_TITLES } from '../../domain/titles';

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
              href: MY_WALLET_PATH,
              signInHref: `${SIGN_IN_PATH}?${new URLSearchParams({ redirectUrl: MY_WALLET_PATH, calledFrom: 'wallet' })}`,
            }
          : null
      }
      newTabLabel={NEW_TAB_LABEL}
      demoAccounts={
        sandbox
          ? SANDBOX_DEMO_ACCOUNTS.map(({ banner: slug, emails }) => ({
              title: getBanner(slug)?.title ?? slug,
              href: `/?${new URLSearchParams({ banner: slug })}`,
              emails,
              current: slug === services.banner.slug,
            }))
          : null
      }
    />
  );
}

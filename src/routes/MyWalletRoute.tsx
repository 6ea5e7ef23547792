/**
 * The shopper's My Wallet page (payment-wallet.md §1, §3 uiConfig.isMyWallet): the payment wallet widget in the
 * site's own frame (header, navigation, footer), for the signed-in shopper's wallet. The page is the widget's host:
 * it asks the sandbox for the shopper's bearer token and payment intent (domain/myWallet.ts; the host-developer
 * demo page /wallet-demo does the same in plain HTML) and hands the widget a getNewToken that asks again.
 */
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../ui/app/pageTitle';
import { RequireSignIn } from '../../ui/app/RequireSignIn';
import { type AppServices, useServices } from '../../ui/app/services';
import { Alert } from '../../ui/kit/Alert';
import { Spinner } from '../../ui/kit/Spinner';
import { MY_WALLET_PATH, MY_WALLET_TEXTS } from '../../domain/myWallet';
import { SIGN_IN_PATH } from '../../domain/shell';
import { PAGE_TITLES } from '../../domain/titles';
import { PaymentWallet } from '../wallet/PaymentWallet';

type Credentials = { token: string; paymentIntentId: string };

/** The wallet calls of this host: through the app's API loader (it configures the http client first). */
async function walletHost(services: AppServices) {
  await services.account?.load();
  return import('../../api/clients/wallet-token');
}

export default function MyWalletRoute() {
  usePageTitle(PAGE_TITLES.myWallet);
  return (
    <RequireSignIn>
      <MyWallet />
    </RequireSignIn>
  );
}

function MyWallet() {
  const services = useServices();
  const [credentials, setCredentials] = useState<Credentials | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    walletHost(services)
      .then((h) => h.fetchWalletToken())
      .then(
        (c) => live && setCredentials(c),
        () => live && setCredentials('failed'),
      );
    return () => {
      live = false;
    };
  }, [services]);
  return (
    <section aria-labelledby="my-wallet-title" className="card my-wallet">
      <h1 id="my-wallet-title">{MY_WALLET_TEXTS.heading}</h1>
      <p>{MY_WALLET_TEXTS.intro}</p>
      {credentials === null && <Spinner label={MY_WALLET_TEXTS.loading} />}
      {credentials === 'failed' && <Alert tone="error">{MY_WALLET_TEXTS.failed}</Alert>}
      {credentials !== null && credentials !== 'failed' && (
        <PaymentWallet
          environment={services.account?.sandbox === false ? 'PROD' : 'LOCAL'}
          appName="clicklist"
          paymentIntentId={credentials.paymentIntentId}
          authConfig={{
            type: 'B2C',
            token: credentials.token,
            getNewToken: async () => (await (await walletHost(services)).fetchWalletToken()).token,
            redirectToSignIn: () => {
              window.location.assign(`${SIGN_IN_PATH}?redirectUrl=${encodeURIComponent(MY_WALLET_PATH)}`);
            },
          }}
          checkoutConfig={{
            getNewPaymentIntent: async () => (await walletHost(services)).fetchPaymentIntent(),
          }}
          uiConfig={{ isMyWallet: true }}
          runtimeOptions={{ inspect: services.inspect }}
        />
      )}
    </section>
  );
}

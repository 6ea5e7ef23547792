/**
 * The payment wallet widget embedded in Secure Checkout as the `rxweb` host app (payment-wallet.md §1 "Host
 * applications", §3 config, §2 host messages): the same widget and sandbox wallet service as /wallet-demo. The host
 * asks the sandbox for the shopper's bearer token and payment intent (as the demo page does), hands the widget a
 * getNewToken that asks again, and listens to its `data` message (the chosen bank card) and its flyout (the cart
 * panel hides while it is open, pharmacy-portal.md §2.2). A lazy chunk of its own: the widget loads only here.
 */
import { useEffect, useState } from 'react';
import { PaymentWallet } from '../../wallet/PaymentWallet';
import { useServices } from '../../../ui/app/services';
import { Alert } from '../../../ui/kit/Alert';
import { Spinner } from '../../../ui/kit/Spinner';
import type { RxOrderHost } from '../../../ui/rx/services';
import { signInRedirect } from '../../../domain/rx/routes';
import { RX_ORDER_PAGE_TEXTS } from '../../../domain/rx/orderPages';

export interface CheckoutWalletProps {
  host: RxOrderHost;
  total: number;
  onCard: (cardId: string | null) => void;
  onFlyoutChange: (open: boolean) => void;
}

export default function CheckoutWallet({ host, total, onCard, onFlyoutChange }: CheckoutWalletProps) {
  const { inspect } = useServices();
  const [credentials, setCredentials] = useState<
    { token: string; paymentIntentId: string } | 'failed' | null
  >(null);
  useEffect(() => {
    let live = true;
    host.walletToken().then(
      (c) => live && setCredentials(c),
      () => live && setCredentials('failed'),
    );
    return () => {
      live = false;
    };
  }, [host]);
  if (credentials === null) return <Spinner label={RX_ORDER_PAGE_TEXTS.walletLoading} />;
  if (credentials === 'failed') return <Alert tone="error">{RX_ORDER_PAGE_TEXTS.walletFailed}</Alert>;
  return (
    <PaymentWallet
      environment={host.walletEnvironment}
      appName="rxweb"
      paymentIntentId={credentials.paymentIntentId}
      authConfig={{
        type: 'B2C',
        token: credentials.token,
        getNewToken: async () => (await host.walletToken()).token,
        redirectToSignIn: () => {
          window.location.assign(signInRedirect(window.location.pathname));
        },
      }}
      walletConfig={{
        showSnapCards: false,
        showGiftCards: false,
        getGiftCardBalances: false,
        selectDefaultCardOnly: false,
        saveCardOptionEnabled: true,
      }}
      checkoutConfig={{ orderInfo: { total, hasSnapEligibleItems: false, ebtTotalFromCheckout: 0 } }}
      onMessage={(message) => {
        if (message.type !== 'data') return;
        const selected = (message as { selectedCards?: { bankCards?: string[] } }).selectedCards;
        onCard(selected?.bankCards?.[0] ?? null);
      }}
      onFlyoutChange={onFlyoutChange}
      runtimeOptions={{ inspect }}
    />
  );
}

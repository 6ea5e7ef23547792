/**
 * Composition of the widget (payment-wallet.md §3 config, §7 calls): the wallet chart with its real actors.
 * Every call runs through the retry chart (401 → host getNewToken, 404 payment intent → getNewPaymentIntent,
 * one idempotency key per logical request); the secure card fields tokenize; messages go to the host;
 * failures go to the analytics sink (4xx user constraint, 5xx service error).
 */
import { type Actor, createActor, fromPromise } from 'xstate';
import type { WalletClientOptions } from '../../api/clients/wallet';
import type { Card, ServerAddress, WalletCall } from '../../api/contracts/wallet';
import { type HostMessage, walletMachine } from '../../machines/wallet/wallet/wallet.machine';
import type { AnalyticsSink } from '../domain/analytics';
import { PAYMENT_METHOD_LABELS } from '../domain/wallet/cards';
import type { AppName } from '../domain/wallet/constants';
import { walletAnalyticsEvent } from '../domain/wallet/errors';
import type { RequestDeps } from './calls';
import type { WalletConfig } from './config';
import { fraudScriptUrl, secureFieldsOrigin, walletBaseUrl } from './environment';
import { createSecureFields, type SecureFields } from './secureFields';

export interface WalletRuntime {
  actor: Actor<typeof walletMachine>;
  secure: SecureFields;
}

export interface RuntimeOptions {
  /** Where the host messages (data, error) are dispatched as DOM events too. */
  element?: HTMLElement | null;
  /** The product's pluggable analytics sink (defaults to the config's analyticsConfig callback). */
  analytics?: AnalyticsSink;
  fetch?: typeof fetch;
  now?: () => Date;
}

export function createWalletRuntime(config: WalletConfig, options: RuntimeOptions = {}): WalletRuntime {
  const now = options.now ?? (() => new Date());
  const app = config.appName as AppName;
  const secure = createSecureFields(secureFieldsOrigin(config.environment, config.secureFieldsOrigin));
  const client: WalletClientOptions = {
    baseUrl: walletBaseUrl(config.environment, config.bannerDomain),
    appName: app,
    tenant: config.tenantName,
    authType: config.authConfig.type,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const credentials = { token: config.authConfig.token, paymentIntentId: config.paymentIntentId ?? null };
  const location = config.locationData ?? {};
  const fraud = {};

  const deps: RequestDeps = {
    client,
    credentials,
    getNewToken: config.authConfig.getNewToken,
    getNewPaymentIntent: config.checkoutConfig?.getNewPaymentIntent,
    redirectToSignIn: config.authConfig.redirectToSignIn,
  };
  // The calls (client, response contracts, retry chart, payload builders) load with the first call.
  let callsModule: Promise<typeof import('./calls')> | null = null;
  const calls = () => {
    callsModule ??= import('./calls');
    return callsModule;
  };
  const request = async <T>(
    call: WalletCall | ((c: typeof import('./calls')) => WalletCall),
    signal: AbortSignal,
  ) => {
    const c = await calls();
    return c.request<T>(deps, typeof call === 'function' ? call(c) : call, signal);
  };

  const notify = (message: Record<string, unknown> & { type: string }) => {
    options.element?.dispatchEvent(
      new CustomEvent(`wallet:${message.type}`, { detail: message, bubbles: true }),
    );
    config.onMessage?.(message);
  };
  const sink: AnalyticsSink = options.analytics ?? {
    track: (event, payload) => config.analyticsConfig?.(event, payload),
  };
  let fraudRequested = false;

  const machine = walletMachine.provide({
    actors: {
      fetchCards: fromPromise(({ signal }) =>
        request<Card[]>(
          {
            call: 'getCards',
            showSnap: config.walletConfig.showSnapCards,
            showGift: config.walletConfig.showGiftCards,
            giftBalance: config.walletConfig.getGiftCardBalances,
          },
          signal,
        ),
      ),
      addBankCard: fromPromise(({ input, signal }) =>
        request<Card>(
          (c) => ({ call: 'addCard', body: c.addBankCardPayload(input, now(), location, fraud) }),
          signal,
        ),
      ),
      addSnapCard: fromPromise(({ input, signal }) =>
        request<Card>(
          (c) => ({ call: 'addCard', body: c.addSnapCardPayload(input.pan, now(), location, fraud) }),
          signal,
        ),
      ),
      addGiftCard: fromPromise(({ input, signal }) =>
        request<Card>(
          (c) => ({ call: 'addCard', body: c.addGiftCardPayload(input.pan, input.pin, now(), location) }),
          signal,
        ),
      ),
      editCard: fromPromise(({ input, signal }) =>
        request<Card>((c) => ({ call: 'editCard', body: c.editCardPayload(input, now(), location) }), signal),
      ),
      deleteCard: fromPromise(async ({ input, signal }) => {
        await request({ call: 'deleteCard', cardId: input.card.id }, signal);
      }),
      setPreferred: fromPromise(async ({ input, signal }) => {
        await request({ call: 'setDefault', cardId: input.card.id }, signal);
      }),
      fetchAddresses: fromPromise(({ signal }) => request<ServerAddress[]>({ call: 'getBilling' }, signal)),
      saveAddress: fromPromise(({ input, signal }) =>
        request<ServerAddress>({ call: 'updateBilling', body: { address: input.address } }, signal),
      ),
      giftBalance: fromPromise(({ input, signal }) =>
        request<string>({ call: 'giftBalance', paymentGram: input.card.paymentGram ?? '' }, signal),
      ),
      ebtBalance: fromPromise(({ input, signal }) =>
        request<string>(
          {
            call: 'ebtBalance',
            body: {
              paymentMethod: { encryptedPin: input.pinCheckoutId, paymentgram: input.card.paymentGram ?? '' },
            },
          },
          signal,
        ),
      ),
      tokenizeCard: fromPromise(({ signal }) => secure.tokenize('add', signal)),
      tokenizePin: fromPromise(({ signal }) => secure.tokenize('pin', signal)),
      tokenizeEdit: fromPromise(({ signal }) => secure.tokenize('edit', signal)),
    },
    actions: {
      notifyHost: (_, message: HostMessage) => {
        if (message.type === 'data') {
          const s = message.selection;
          notify({
            type: 'data',
            selectedCards: {
              bankCards: s.bankCards.map((c) => c.id),
              snapCards: s.snapCards.map((c) => c.id),
              giftCards: s.giftCards.map((c) => c.id),
            },
            paymentMethods: [...s.bankCards, ...s.snapCards, ...s.giftCards].map(
              (c) => PAYMENT_METHOD_LABELS[c.cardType],
            ),
          });
        } else {
          notify({ type: 'error', status: message.failure.status, message: message.failure.message });
        }
      },
      reportFailure: (_, { failure, action }) => {
        const event = walletAnalyticsEvent(failure);
        if (event) sink.track(event, { action, status: failure.status, code: failure.code });
      },
      loadFraudScript: (_, { load }) => {
        if (!load || fraudRequested || typeof document === 'undefined') return;
        fraudRequested = true;
        const script = document.createElement('script');
        script.async = true;
        script.src = fraudScriptUrl(config.environment, secure.origin);
        script.dataset.walletFraud = 'true';
        document.head.appendChild(script);
      },
    },
  });

  const order = config.checkoutConfig?.orderInfo;
  const actor = createActor(machine, {
    input: {
      isInitialized: config.isInitialized,
      appName: app,
      isMyWallet: config.uiConfig?.isMyWallet ?? false,
      showSnapCards: config.walletConfig.showSnapCards,
      showGiftCards: config.walletConfig.showGiftCards,
      getGiftCardBalances: config.walletConfig.getGiftCardBalances,
      saveCardOptionEnabled: config.walletConfig.saveCardOptionEnabled,
      order,
      ebtPaymentTotal: config.checkoutConfig?.getEbtCardPaymentTotal?.() ?? order?.ebtTotalFromCheckout ?? 0,
      today: now().toISOString(),
    },
  });
  return { actor, secure };
}

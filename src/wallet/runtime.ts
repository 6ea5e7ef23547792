/**
 * Composition of the widget (payment-wallet.md §3 config, §7 calls): the wallet chart with its real actors.
 * Every call runs through the retry chart (401 → host getNewToken, 404 payment intent → getNewPaymentIntent,
 * one idempotency key per logical request); the secure card fields tokenize; messages go to the host;
 * failures go to the analytics sink (4xx user constraint, 5xx service error).
 *
 * What the summary box needs is here; the rest loads after the first render, in parallel with the first call:
 * the calls (calls.ts) and the deferred part (deferred.ts: the chart's updates, tokenize, fraud script,
 * analytics classification). Every call's answer reaches the chart only once the deferred part is there, and
 * the flyout renders only then (`flyoutReady`), so the chart's deferred updates never run before they load.
 */
import { type Actor, type AnyActorRef, createActor, fromPromise, type InspectionEvent } from 'xstate';
import type { WalletClientOptions } from '../../api/clients/wallet';
import type { Card, ServerAddress, WalletCall } from '../../api/contracts/wallet';
import { createWalletChart, type HostMessage } from '../../machines/wallet/wallet/wallet.chart';
import type { AnalyticsSink } from '../../domain/analytics';
import { createAfterFirstLoad } from '../afterFirstLoad';
import { createInspectBridge } from '../inspection';
import { PAYMENT_METHOD_LABELS } from '../../domain/wallet/cards';
import type { AppName } from '../../domain/wallet/constants';
import type { Fraud } from '../../domain/wallet/payloads';
import type { RequestDeps } from './calls';
import type { WalletConfig } from './config';
import { secureFieldsOrigin, walletBaseUrl } from './environment';
import { type SecureFrames, secureFrames } from './secureFields';

type Deferred = typeof import('./deferred');

export interface WalletRuntime {
  actor: Actor<ReturnType<typeof createWalletChart>>;
  secure: SecureFrames;
  /** Resolves once everything the open flyout needs has loaded (the flyout view waits for it). */
  flyoutReady: () => Promise<unknown>;
  /** Where card icons come from (§7 manage-payment path): the payments host, like the calls. */
  iconBase: string;
}

export interface RuntimeOptions {
  /** Where the host messages (data, error) are dispatched as DOM events too. */
  element?: HTMLElement | null;
  /** The product's pluggable analytics sink (defaults to the config's analyticsConfig callback). */
  analytics?: AnalyticsSink;
  fetch?: typeof fetch;
  now?: () => Date;
  /** The calls' timeout (§7 10 s; tests shorten it). */
  timeoutMs?: number;
  /** The host app's inspection hook (src/inspection.ts), so the app and the widget report as one page load; the
   *  widget on a page of its own makes its own. */
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

const newTransactionId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;

export function createWalletRuntime(config: WalletConfig, options: RuntimeOptions = {}): WalletRuntime {
  const now = options.now ?? (() => new Date());
  const app = config.appName as AppName;
  const telemetry = config.botManagerTelemetry;
  const secure = secureFrames(secureFieldsOrigin(config.environment, config.secureFieldsOrigin));
  const client: WalletClientOptions = {
    baseUrl: walletBaseUrl(config.environment, config.bannerDomain),
    appName: app,
    tenant: config.tenantName,
    authType: config.authConfig.type,
    ...(telemetry === undefined
      ? {}
      : { telemetry: typeof telemetry === 'string' ? () => telemetry : telemetry }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  };
  const credentials = { token: config.authConfig.token, paymentIntentId: config.paymentIntentId ?? null };
  const location = config.locationData ?? {};
  // §7 accertifyTransactionId and deviceInfo of the add calls: the id this widget loads the fraud script with,
  // and the device data the script gives (none for the membership app, which loads no script, §4).
  let fraudTransactionId: string | null = null;
  const fraud = async (): Promise<Fraud> =>
    fraudTransactionId
      ? { accertifyTransactionId: fraudTransactionId, deviceInfo: (await deferred()).fraudDeviceInfo() }
      : {};

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
  // The deferred part loads with the first call too (or when the flyout first opens).
  let deferredLoad: Promise<Deferred> | null = null;
  let deferredModule: Deferred | null = null;
  const deferred = () => {
    deferredLoad ??= import('./deferred').then((m) => {
      deferredModule = m;
      return m;
    });
    return deferredLoad;
  };
  const loaded = (): Deferred => {
    if (!deferredModule) throw new Error('Payment wallet: the deferred part was used before it loaded');
    return deferredModule;
  };
  const request = async <T>(
    call: WalletCall | ((c: typeof import('./calls')) => WalletCall),
    { signal, self }: { signal: AbortSignal; self: AnyActorRef },
  ) => {
    const later = deferred();
    try {
      const c = await calls();
      return await c.request<T>(deps, typeof call === 'function' ? call(c) : call, signal, self);
    } finally {
      // Success or failure, the answer reaches the chart once its updates (error catalogue included) are there.
      await later;
    }
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

  const machine = createWalletChart(() => loaded().walletUpdates).provide({
    actors: {
      fetchCards: fromPromise((args) =>
        request<Card[]>(
          {
            call: 'getCards',
            showSnap: config.walletConfig.showSnapCards,
            showGift: config.walletConfig.showGiftCards,
            giftBalance: config.walletConfig.getGiftCardBalances,
          },
          args,
        ),
      ),
      addBankCard: fromPromise(async ({ input, ...args }) => {
        const f = await fraud();
        return request<Card>(
          (c) => ({ call: 'addCard', body: c.addBankCardPayload(input, now(), location, f) }),
          args,
        );
      }),
      addSnapCard: fromPromise(async ({ input, ...args }) => {
        const f = await fraud();
        return request<Card>(
          (c) => ({ call: 'addCard', body: c.addSnapCardPayload(input.pan, now(), location, f) }),
          args,
        );
      }),
      addGiftCard: fromPromise(({ input, ...args }) =>
        request<Card>(
          (c) => ({ call: 'addCard', body: c.addGiftCardPayload(input.pan, input.pin, now(), location) }),
          args,
        ),
      ),
      editCard: fromPromise(({ input, ...args }) =>
        request<Card>((c) => ({ call: 'editCard', body: c.editCardPayload(input, now(), location) }), args),
      ),
      deleteCard: fromPromise(async ({ input, ...args }) => {
        await request({ call: 'deleteCard', cardId: input.card.id }, args);
      }),
      setPreferred: fromPromise(async ({ input, ...args }) => {
        await request({ call: 'setDefault', cardId: input.card.id }, args);
      }),
      fetchAddresses: fromPromise((args) => request<ServerAddress[]>({ call: 'getBilling' }, args)),
      saveAddress: fromPromise(({ input, ...args }) =>
        request<ServerAddress>({ call: 'updateBilling', body: { address: input.address } }, args),
      ),
      giftBalance: fromPromise(({ input, ...args }) =>
        request<string>({ call: 'giftBalance', paymentGram: input.card.paymentGram ?? '' }, args),
      ),
      ebtBalance: fromPromise(({ input, ...args }) =>
        request<string>(
          {
            call: 'ebtBalance',
            body: {
              paymentMethod: { encryptedPin: input.pinCheckoutId, paymentgram: input.card.paymentGram ?? '' },
            },
          },
          args,
        ),
      ),
      tokenizeCard: fromPromise(async ({ signal }) => (await deferred()).tokenize(secure, 'add', signal)),
      tokenizePin: fromPromise(async ({ signal }) => (await deferred()).tokenize(secure, 'pin', signal)),
      tokenizeEdit: fromPromise(async ({ signal }) => (await deferred()).tokenize(secure, 'edit', signal)),
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
        const event = loaded().walletAnalyticsEvent(failure);
        if (event) sink.track(event, { action, status: failure.status, code: failure.code });
      },
      loadFraudScript: (_, { load }) => {
        if (!load || fraudTransactionId) return;
        const id = newTransactionId();
        fraudTransactionId = id;
        void deferred().then((d) => d.loadFraudScript(config.environment, secure.origin, id));
      },
    },
  });

  const order = config.checkoutConfig?.orderInfo;
  // The statechart inspector and flow reporting see the wallet too (undefined unless one of them is built in).
  const inspect =
    options.inspect ??
    (typeof window === 'undefined' ? undefined : createInspectBridge(createAfterFirstLoad()));
  const actor = createActor(machine, {
    ...(inspect ? { inspect } : {}),
    input: {
      isInitialized: config.isInitialized,
      appName: app,
      isMyWallet: config.uiConfig?.isMyWallet ?? false,
      showSnapCards: config.walletConfig.showSnapCards,
      showGiftCards: config.walletConfig.showGiftCards,
      getGiftCardBalances: config.walletConfig.getGiftCardBalances,
      selectDefaultCardOnly: config.walletConfig.selectDefaultCardOnly,
      saveCardOptionEnabled: config.walletConfig.saveCardOptionEnabled,
      order,
      ebtPaymentTotal: config.checkoutConfig?.getEbtCardPaymentTotal?.() ?? order?.ebtTotalFromCheckout ?? 0,
      today: now().toISOString(),
    },
  });
  return { actor, secure, flyoutReady: deferred, iconBase: client.baseUrl };
}

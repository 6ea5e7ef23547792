/**
 * The React component export of the payment wallet widget (payment-wallet.md §1 "Two ways in"). React hosts
 * render <PaymentWallet {...config} />; the library build (embed.tsx) mounts this same component.
 * Host messages: the `handle` callback receives openFlyout, closeFlyout, reload and setData; a `reloadCards`
 * DOM event on the widget's element reloads the cards; other windows may post openFlyout, closeFlyout, reload
 * and reloadCards, counted only from `hostOrigins`; data and error go to config.onMessage and as
 * `wallet:data` / `wallet:error` DOM events.
 */
import { useEffect, useRef, useState } from 'react';
import { ConfigError } from '../../ui/wallet/ConfigError';
import { WalletWidget } from '../../ui/wallet/WalletWidget';
import '../../ui/wallet/wallet.css';
import { type ConfigResult, parseWalletConfig, type WalletConfigInput } from './config';
import { createWalletRuntime, type RuntimeOptions, type WalletRuntime } from './runtime';

export interface WalletHandle {
  openFlyout: (options?: { screen?: 'list' | 'checkBalance'; cardId?: string; deepLink?: boolean }) => void;
  closeFlyout: () => void;
  reload: () => void;
  /** The host's data message: updated order total, SNAP eligibility, EBT payment total or mode. */
  setData: (data: {
    orderTotal?: number;
    hasSnapEligibleItems?: boolean;
    /** The EBT payment total of the order now (what checkoutConfig.getEbtCardPaymentTotal answered at mount). */
    ebtTotal?: number;
    isMyWallet?: boolean;
    isInitialized?: boolean;
  }) => void;
}

export type PaymentWalletProps = WalletConfigInput & {
  handle?: (handle: WalletHandle | null) => void;
  runtimeOptions?: RuntimeOptions;
  /** Told when the flyout opens and closes (a host hides what the flyout would cover, e.g. the pharmacy's cart). */
  onFlyoutChange?: (open: boolean) => void;
};

export function PaymentWallet({ handle, runtimeOptions, onFlyoutChange, ...config }: PaymentWalletProps) {
  const [parsed] = useState<ConfigResult>(() => parseWalletConfig(config));
  const [runtime, setRuntime] = useState<WalletRuntime | null>(null);
  const element = useRef<HTMLDivElement>(null);

  // The config is read once on mount (a new config means a new mount, as for the library build).
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount-time configuration
  useEffect(() => {
    if (!parsed.ok) return;
    const rt = createWalletRuntime(parsed.config, { element: element.current, ...runtimeOptions });
    rt.actor.start();
    setRuntime(rt);
    let flyoutOpen = false;
    const flyout = onFlyoutChange
      ? rt.actor.subscribe((snapshot) => {
          const open = snapshot.matches({ ready: { flyout: 'open' } });
          if (open !== flyoutOpen) {
            flyoutOpen = open;
            onFlyoutChange(open);
          }
        })
      : null;
    const el = element.current;
    const reloadCards = () => rt.actor.send({ type: 'wallet.reload' });
    el?.addEventListener('reloadCards', reloadCards);
    // Host messages from other windows count only from the origins the config allows.
    const allowed = new Set(parsed.config.hostOrigins ?? []);
    const onMessage = (event: MessageEvent) => {
      if (!allowed.has(event.origin)) return;
      const data = event.data as {
        type?: string;
        screen?: 'list' | 'checkBalance';
        deepLink?: boolean;
      } | null;
      if (data?.type === 'openFlyout') {
        rt.actor.send({
          type: 'wallet.open',
          ...(data.screen ? { screen: data.screen } : {}),
          ...(data.deepLink ? { deepLink: true } : {}),
        });
      } else if (data?.type === 'closeFlyout') rt.actor.send({ type: 'wallet.close' });
      else if (data?.type === 'reload' || data?.type === 'reloadCards') reloadCards();
    };
    window.addEventListener('message', onMessage);
    handle?.({
      openFlyout: (o = {}) => rt.actor.send({ type: 'wallet.open', ...o }),
      closeFlyout: () => rt.actor.send({ type: 'wallet.close' }),
      reload: reloadCards,
      setData: (d) =>
        rt.actor.send({
          type: 'wallet.configure',
          config: {
            ...(d.isMyWallet === undefined ? {} : { isMyWallet: d.isMyWallet }),
            ...(d.isInitialized === undefined ? {} : { isInitialized: d.isInitialized }),
            ...(d.ebtTotal === undefined ? {} : { ebtPaymentTotal: d.ebtTotal }),
            ...(d.orderTotal === undefined && d.hasSnapEligibleItems === undefined && d.ebtTotal === undefined
              ? {}
              : {
                  order: {
                    ...rt.actor.getSnapshot().context.config.order,
                    ...(d.orderTotal === undefined ? {} : { total: d.orderTotal }),
                    ...(d.hasSnapEligibleItems === undefined
                      ? {}
                      : { hasSnapEligibleItems: d.hasSnapEligibleItems }),
                    ...(d.ebtTotal === undefined ? {} : { ebtTotalFromCheckout: d.ebtTotal }),
                  },
                }),
          },
        }),
    });
    return () => {
      el?.removeEventListener('reloadCards', reloadCards);
      window.removeEventListener('message', onMessage);
      handle?.(null);
      flyout?.unsubscribe();
      if (flyoutOpen) onFlyoutChange?.(false);
      rt.actor.stop();
    };
  }, []);

  if (!parsed.ok) {
    console.error(parsed.message);
    return <ConfigError message={parsed.message} />;
  }
  return (
    <div ref={element} className="pw-host" data-wallet-app={parsed.config.appName}>
      {runtime && (
        <WalletWidget
          actor={runtime.actor}
          ui={parsed.config.uiConfig ?? {}}
          secure={runtime.secure}
          flyoutReady={runtime.flyoutReady}
          iconBase={runtime.iconBase}
          flyoutDiv={parsed.config.flyoutDiv}
        />
      )}
    </div>
  );
}

/**
 * The library build's entry (wallet-widget.js + wallet-widget.css): any page mounts the widget with a config
 * object, no React of its own needed (the standalone build aliases React to preact/compat).
 *
 *   const wallet = PaymentWallet.mount('#wallet', { authConfig: {...}, appName: 'clicklist', ... });
 *   wallet.openFlyout(); wallet.setData({ orderTotal: 42 }); wallet.reload(); wallet.unmount();
 *
 * Host calls made before the widget has rendered (openFlyout right after mount) are queued and run once it has.
 */
import { createRoot } from 'react-dom/client';
import { WalletWidget, type WalletWidgetProps } from '../../ui/wallet/WalletWidget';
import type { WalletConfigInput } from './config';
import { PaymentWallet, type WalletHandle } from './PaymentWallet';
import type { RuntimeOptions } from './runtime';

export interface MountedWallet extends WalletHandle {
  unmount: () => void;
}

function elementOf(target: string | HTMLElement): HTMLElement {
  const element = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
  if (!element) throw new Error(`PaymentWallet.mount: no element matches ${String(target)}`);
  return element;
}

/**
 * Mounts the widget for a host config. `options` are the runtime's seams (a fetch of its own, a clock, an
 * analytics sink): the sandbox and tests use them, hosts need none.
 */
export function mount(
  target: string | HTMLElement,
  config: WalletConfigInput,
  options?: RuntimeOptions,
): MountedWallet {
  const root = createRoot(elementOf(target));
  let current: WalletHandle | null = null;
  const queue: Array<(h: WalletHandle) => void> = [];
  const whenReady = (run: (h: WalletHandle) => void) => (current ? run(current) : queue.push(run));
  root.render(
    <PaymentWallet
      {...config}
      {...(options ? { runtimeOptions: options } : {})}
      handle={(h) => {
        current = h;
        if (h) for (const run of queue.splice(0)) run(h);
      }}
    />,
  );
  return {
    openFlyout: (o) => whenReady((h) => h.openFlyout(o)),
    closeFlyout: () => whenReady((h) => h.closeFlyout()),
    reload: () => whenReady((h) => h.reload()),
    setData: (d) => whenReady((h) => h.setData(d)),
    unmount: () => root.unmount(),
  };
}

/**
 * Renders the widget's views (summary box and flyout) for a wallet actor the caller runs, the way `mount` renders
 * them: the view tests walk the wallet chart through the embed build with it.
 */
export function mountWidget(target: string | HTMLElement, props: WalletWidgetProps): { unmount: () => void } {
  const root = createRoot(elementOf(target));
  root.render(<WalletWidget {...props} />);
  return { unmount: () => root.unmount() };
}

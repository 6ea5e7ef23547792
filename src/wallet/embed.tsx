/**
 * The library build's entry (wallet-widget.js + wallet-widget.css): any page mounts the widget with a config
 * object, no React of its own needed (the standalone build aliases React to preact/compat).
 *
 *   const wallet = PaymentWallet.mount('#wallet', { authConfig: {...}, appName: 'clicklist', ... });
 *   wallet.openFlyout(); wallet.unmount();
 */
import { createRoot } from 'react-dom/client';
import { PaymentWallet, type WalletHandle } from './PaymentWallet';
import type { WalletConfigInput } from './config';

export interface MountedWallet extends WalletHandle {
  unmount: () => void;
}

export function mount(target: string | HTMLElement, config: WalletConfigInput): MountedWallet {
  const element = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
  if (!element) throw new Error(`PaymentWallet.mount: no element matches ${String(target)}`);
  const root = createRoot(element);
  let current: WalletHandle | null = null;
  const queue: Array<(h: WalletHandle) => void> = [];
  const whenReady = (run: (h: WalletHandle) => void) => (current ? run(current) : queue.push(run));
  root.render(
    <PaymentWallet
      {...config}
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

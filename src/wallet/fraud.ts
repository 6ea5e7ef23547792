/** payment-wallet.md §4 "A fraud device script loads the first time the flyout opens, except for the membership
 *  app" (the chart decides when), §7 "A fraud script loads from a stage or prod CDN". */
import type { WalletEnvironment } from '../domain/wallet/constants';

export function fraudScriptUrl(environment: WalletEnvironment, secureOrigin: string): string {
  if (environment === 'PROD') return 'https://fraud-cdn.example-retailer.com/device.js';
  if (environment === 'LOCAL') return `${secureOrigin}/fraud/device.js`;
  return 'https://fraud-cdn-stage.example-retailer.com/device.js';
}

/** Adds the fraud device script to the page (once per widget: the chart asks only on the first open). */
export function loadFraudScript(environment: WalletEnvironment, secureOrigin: string): void {
  if (typeof document === 'undefined') return;
  const script = document.createElement('script');
  script.async = true;
  script.src = fraudScriptUrl(environment, secureOrigin);
  script.dataset.walletFraud = 'true';
  document.head.appendChild(script);
}

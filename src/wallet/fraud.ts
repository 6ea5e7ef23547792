/** payment-wallet.md §4 "A fraud device script loads the first time the flyout opens, except for the membership
 *  app" (the chart decides when), §7 "A fraud script loads from a stage or prod CDN". */
import { FRAUD_DEVICE_GLOBAL, type WalletEnvironment } from '../../domain/wallet/constants';

/** The script's address; `transactionId` is the accertifyTransactionId the add calls send (`?tid=`). */
export function fraudScriptUrl(
  environment: WalletEnvironment,
  secureOrigin: string,
  transactionId = '',
): string {
  const base =
    environment === 'PROD'
      ? 'https://fraud-cdn.example-retailer.com/device.js'
      : environment === 'LOCAL'
        ? `${secureOrigin}/fraud/device.js`
        : 'https://fraud-cdn-stage.example-retailer.com/device.js';
  return transactionId ? `${base}?tid=${encodeURIComponent(transactionId)}` : base;
}

/** Adds the fraud device script to the page (once per widget: the chart asks only on the first open). */
export function loadFraudScript(
  environment: WalletEnvironment,
  secureOrigin: string,
  transactionId = '',
): void {
  if (typeof document === 'undefined') return;
  const script = document.createElement('script');
  script.async = true;
  script.src = fraudScriptUrl(environment, secureOrigin, transactionId);
  script.dataset.walletFraud = 'true';
  document.head.appendChild(script);
}

/** The device data the fraud script gives (§7 deviceInfo), or undefined while it has not loaded or gave none. */
export function fraudDeviceInfo(): string | undefined {
  const api = (globalThis as Record<string, unknown>)[FRAUD_DEVICE_GLOBAL] as
    | { deviceInfo?: () => unknown }
    | undefined;
  try {
    const info = api?.deviceInfo?.();
    return typeof info === 'string' && info !== '' ? info : undefined;
  } catch {
    return undefined;
  }
}

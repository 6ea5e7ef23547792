/** payment-wallet.md §7 hosts by environment: the payments service and the secure card fields (the fraud script's
 *  host is in fraud.ts, loaded with the flyout). */
import type { WalletEnvironment } from '../../domain/wallet/constants';

/** Banners whose payment hosts use the .net top-level domain (the rest use .com). */
const NET_BANNERS = new Set(['harborfresh', 'valleyfoods']);

export function walletBaseUrl(environment: WalletEnvironment, bannerDomain: string | undefined): string {
  if (environment === 'LOCAL' || !bannerDomain) return '';
  const banner = bannerDomain.replace(/^www\./, '').split('.')[0]!;
  const tld = NET_BANNERS.has(banner) ? 'net' : 'com';
  const prefix = environment === 'PROD' ? 'pay' : environment === 'TEST' ? 'pay-test' : 'pay-stage';
  return `https://${prefix}.${banner}.${tld}`;
}

/** LOCAL is the sandbox: its second origin is the app's port + 1. Others: pre-live, or production in PROD. */
export function secureFieldsOrigin(environment: WalletEnvironment, override: string | undefined): string {
  if (override) return new URL(override).origin;
  if (environment === 'PROD') return 'https://request.eprotect.vantivcnp.com';
  if (environment === 'LOCAL' && typeof location !== 'undefined') {
    const port = Number(location.port || (location.protocol === 'https:' ? 443 : 80)) + 1;
    return `${location.protocol}//${location.hostname}:${port}`;
  }
  return 'https://request.eprotect.vantivprelive.com';
}

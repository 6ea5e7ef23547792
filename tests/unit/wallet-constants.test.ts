// @vitest-environment node
/** payment-wallet.md §1/§9 app names and their customer service numbers (which app is "one" and "another":
 *  docs/choices.md), §6 pharmacy apps (rxweb, eprn), §3 Config defaults ("state default STAGE", "default app
 *  click-list", tenant `retailer` from docs/choices.md), §3/§7 location fallbacks (`00000`, docs/choices.md). */
import { describe, expect, it } from 'vitest';
import { CUSTOMER_SERVICE_PHONES, isPharmacyApp } from '../../domain/wallet/constants';
import { walletConfigSchema } from '../../src/wallet/config';

const auth = { type: 'B2C', token: 'wt-1', getNewToken: () => 'wt-2', redirectToSignIn: () => undefined };

describe('§1/§9 host apps', () => {
  it.each([
    ['clicklist', '(800) 576-4377', false],
    ['membership', '(800) 576-4377', false],
    ['rxweb', '(800) 552-6694', true],
    ['eprn', '(800) 552-6694', true],
    ['webhostedpaymentpage', '(855) 489-2502', false],
  ] as const)('%s: customer service %s, pharmacy app %s', (app, phone, pharmacy) => {
    expect(CUSTOMER_SERVICE_PHONES[app]).toBe(phone);
    expect(isPharmacyApp(app)).toBe(pharmacy);
    expect(walletConfigSchema.safeParse({ authConfig: auth, appName: app }).data?.appName).toBe(app);
  });

  it('an app name outside the five is refused', () => {
    expect(walletConfigSchema.safeParse({ authConfig: auth, appName: 'kiosk' }).success).toBe(false);
  });
});

describe('§3 Config defaults', () => {
  it('environment STAGE, app click-list, tenant retailer', () => {
    const config = walletConfigSchema.parse({ authConfig: auth });
    expect(config.environment).toBe('STAGE');
    expect(config.appName).toBe('clicklist');
    expect(config.tenantName).toBe('retailer');
  });

  it.each(['PROD', 'STAGE', 'TEST', 'LOCAL'])('environment %s is accepted', (environment) => {
    expect(walletConfigSchema.parse({ authConfig: auth, environment }).environment).toBe(environment);
  });

  it.each(['B2C', 'AX'])('auth type %s is accepted', (type) => {
    expect(walletConfigSchema.safeParse({ authConfig: { ...auth, type } }).success).toBe(true);
  });
});

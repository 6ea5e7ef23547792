// @vitest-environment node
/** payment-wallet.md §1/§9 app names and their customer service numbers (which app is "one" and "another":
 *  docs/choices.md), §6 pharmacy apps (rxweb, eprn), §3 Config defaults ("state default STAGE", "default app
 *  click-list", tenant `retailer` from docs/choices.md), §3/§7 location fallbacks (`00000`, docs/choices.md). */
import { describe, expect, it } from 'vitest';
import { CUSTOMER_SERVICE_PHONES, isPharmacyApp, isUnknownOutcome } from '../../domain/wallet/constants';
import { cardAddressText } from '../../domain/wallet/addresses';
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

// docs/choices.md "Payment wallet": after a failed card call whose outcome is unknown the widget reloads the cards.
describe('a failed call that may still have done its work', () => {
  it.each([
    [0, true], // no answer at all
    [200, true], // an answer that could not be read
    [399, true],
    [400, false],
    [404, false],
    [408, true], // §8 timeout
    [409, false],
    [499, false],
    [500, true],
    [503, true],
  ])('status %i: %s', (status, unknown) => {
    expect(isUnknownOutcome(status)).toBe(unknown);
  });
});

describe("§3 a card's own billing address as the flyout reads it", () => {
  const address = { cityTown: 'Cincinnati', stateProvince: 'OH', postalCode: '45227', countryCode: 'US' };
  it.each([
    [['4821 Maple Ridge Dr', 'Apt 3B'], '4821 Maple Ridge Dr, Apt 3B, Cincinnati, OH 45227'],
    [['4821 Maple Ridge Dr', ''], '4821 Maple Ridge Dr, Cincinnati, OH 45227'],
    [['4821 Maple Ridge Dr'], '4821 Maple Ridge Dr, Cincinnati, OH 45227'],
  ])('%j', (addressLines, text) => {
    expect(cardAddressText({ ...address, addressLines })).toBe(text);
  });
});

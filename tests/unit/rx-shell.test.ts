// @vitest-environment node
/**
 * The pharmacy shell's rules (pharmacy-portal.md §2.1 route table and redirects, §2.2 wizard and back-to-top, §7
 * "401 ... except on health-services routes", §1/§9 banner capabilities and support phones, §2.1 mock scenarios).
 * Expected values are literals from the spec.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BANNERS, getBanner } from '../../domain/banners/registry';
import { RX_SUPPORT_PHONES, rxFeaturesOf } from '../../domain/rx/banners';
import { mockScenarioFrom } from '../../domain/rx/mocks';
import { isHealthServicesPath, RX_CATCH_ALL_TARGET, RX_REDIRECTS, RX_ROUTES } from '../../domain/rx/routes';
import { BACK_TO_TOP_THRESHOLD_PX, showsBackToTop } from '../../domain/rx/shell';
import { RX_HEADER_DEFAULT_TITLE, RX_PAGE_TITLES } from '../../domain/rx/titles';
import { canReachStep, WIZARD_WIDTH, wizardSteps } from '../../domain/rx/wizard';
import { rxMockHeaders } from '../../src/rx/mocks';
import { sessionRefusalTarget, unauthorizedRedirect } from '../../src/rx/unauthorized';

describe('route table (§2.1)', () => {
  const paths = RX_ROUTES.map((r) => r.path);

  it('has every /rx route of §2.1', () => {
    for (const path of [
      '/rx',
      '/rx/landing-page',
      '/rx/dashboard',
      '/rx/comm-prefs',
      '/rx/patient-profile',
      '/rx/guest-refill',
      '/rx/guest/transfer-prescriptions',
      '/rx/transfer-prescriptions',
      '/rx/refills',
      '/rx/auto-refills',
      '/rx/auto-refills/manage-prescriptions',
      '/rx/manage/auto-refills',
      '/rx/auto-refills/guidelines',
      '/rx/refill-settings',
      '/rx/ninety-day-supply',
      '/rx/tracker',
      '/rx/tracker/pay-online',
      '/rx/tracker/order-delivery',
      '/rx/expired-tracker-link',
      '/rx/checkout',
      '/rx/link/patient',
      '/rx/link/patient/lookup',
      '/rx/link/prescription/lookup',
      '/rx/link/prescription/verify',
      '/rx/link/patient/verify',
      '/rx/link/account/information',
      '/rx/new-patient/account/information',
      '/rx/link/challenge/create',
      '/rx/new-patient/challenge/create',
      '/rx/new-patient/verify',
      '/rx/new-patient',
      '/rx/new-patient/summary',
      '/rx/idm/failure',
      '/rx/security-questions',
      '/rx/security-questions/reset',
      '/rx/security-questions/setup',
      '/rx/account/ciam/error',
      '/rx/account/update',
      '/rx/patient-access',
      '/rx/prescription-history',
      '/rx/prescription-history/detail',
      '/rx/prescription-monograph',
      '/rx/prescription-receipt',
      '/rx/prescription-history/expense-report',
      '/rx/create-expense-report',
      '/rx/guest-verification',
      '/rx/digital-vaccine-record',
      '/rx/digital-vaccine-record/result',
      '/rx/digital-vaccine-record/verify',
      '/rx/error',
    ])
      expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the redirects of §2.1 and sends any other /rx path to /rx/dashboard', () => {
    expect(RX_REDIRECTS.easyFill).toEqual({ from: '/rx/easy-fill', to: '/rx/guest-refill' });
    expect(RX_REDIRECTS.welcome.from).toBe('/rx/welcome');
    expect(decodeURIComponent(RX_REDIRECTS.welcome.to)).toContain('redirectUrl=/rx/dashboard');
    expect(RX_REDIRECTS.customerComments.from).toBe('/rx/customercomments');
    expect(RX_CATCH_ALL_TARGET).toBe('/rx/dashboard');
  });

  it('guards the guest pages (verified → signed-in page) and order delivery (delivery toggle)', () => {
    const guard = (path: string) => RX_ROUTES.find((r) => r.path === path)?.guard;
    expect(guard('/rx/guest-refill')).toEqual({ kind: 'guestOnly', verifiedPath: '/rx/refills' });
    expect(guard('/rx/guest/transfer-prescriptions')).toEqual({
      kind: 'guestOnly',
      verifiedPath: '/rx/transfer-prescriptions',
    });
    expect(guard('/rx/tracker/order-delivery')).toEqual({ kind: 'delivery' });
  });

  it("titles every page; the header's default title is 'My Prescriptions' (§2.2)", () => {
    expect(RX_HEADER_DEFAULT_TITLE).toBe('My Prescriptions');
    expect(RX_PAGE_TITLES.error).toBe('Technical Difficulties');
    for (const route of RX_ROUTES) expect(RX_PAGE_TITLES[route.id].length).toBeGreaterThan(0);
  });
});

describe('a 401 from a pharmacy call (§7)', () => {
  it('sends the shopper to /signin with the current page, except on health-services routes', () => {
    expect(unauthorizedRedirect('rx', '/rx/dashboard', '?patient=1')).toBe(
      '/signin?redirectUrl=%2Frx%2Fdashboard%3Fpatient%3D1',
    );
    expect(unauthorizedRedirect('rxSecurity', '/rx/refills', '')).toBe('/signin?redirectUrl=%2Frx%2Frefills');
    expect(unauthorizedRedirect('rx', '/rx/digital-vaccine-record/verify', '')).toBeNull();
    expect(unauthorizedRedirect('rx', '/health/services', '')).toBeNull();
    // Not a pharmacy service: the app's own handling applies.
    expect(unauthorizedRedirect('profile', '/rx/dashboard', '')).toBeNull();
    expect(isHealthServicesPath('/rx/guest-verification')).toBe(true);
    expect(isHealthServicesPath('/rx/dashboard')).toBe(false);
  });
});

describe("the pharmacy's refusal of its data to this pharmacy session (§4)", () => {
  it('sends an unauthorized session to the landing page (the security question), a timed-out one to the timeout logout', () => {
    expect(sessionRefusalTarget('notAuthorized', '/rx/prescription-history')).toEqual({
      url: '/rx/landing-page?redirectUrl=%2Frx%2Fprescription-history',
      fullPage: false,
    });
    expect(sessionRefusalTarget('notAuthorized', '/health-dashboard')).toEqual({
      url: '/rx/landing-page?redirectUrl=%2Fhealth-dashboard',
      fullPage: false,
    });
    expect(sessionRefusalTarget('timedOut', '/rx/refills')).toEqual({
      url: '/auth/api/logout?redirectUrl=%2Frx%2Flanding-page%3FredirectUrl%3D%252Frx%252Frefills%26errorCode%3DsessionTimeout',
      fullPage: true,
    });
    expect(sessionRefusalTarget('notAuthorized', '/rx/landing-page')).toBeNull();
    expect(sessionRefusalTarget('notAuthorized', '/rx')).toBeNull();
  });
});

describe('step wizard (§2.2)', () => {
  const steps = [
    { id: 'lookup', label: 'Patient Lookup' },
    { id: 'verify', label: 'Identity Verification' },
    { id: 'questions', label: 'Security Questions' },
  ];

  it('marks active, complete and disabled steps; reachable only up to the first incomplete one', () => {
    const shown = wizardSteps(steps, 2, new Set(['lookup']));
    expect(shown.map((s) => s.status)).toEqual(['complete', 'active', 'disabled']);
    expect([0, 1, 2].map((i) => canReachStep(shown, i))).toEqual([true, true, false]);
    const back = wizardSteps(steps, 1, new Set(['lookup', 'verify']));
    expect(back.map((s) => s.status)).toEqual(['active', 'complete', 'disabled']);
    expect([0, 1, 2].map((i) => canReachStep(back, i))).toEqual([true, false, false]);
  });

  it('is at most 880 px wide on desktop and 528 px otherwise, in the CSS too', () => {
    expect(WIZARD_WIDTH).toMatchObject({ desktopPx: 880, otherPx: 528 });
    const css = readFileSync('ui/rx/kit/wizard.css', 'utf8');
    expect(css).toMatch(new RegExp(`max-width: ${WIZARD_WIDTH.otherPx}px`));
    expect(css).toMatch(
      new RegExp(
        `@media \\(min-width: ${WIZARD_WIDTH.desktopMinViewportPx}px\\)[^}]*max-width: ${WIZARD_WIDTH.desktopPx}px`,
      ),
    );
  });
});

describe('back to top (§9)', () => {
  it('shows after 200 px of scrolling', () => {
    expect(BACK_TO_TOP_THRESHOLD_PX).toBe(200);
    expect([0, 200, 201].map(showsBackToTop)).toEqual([false, false, true]);
  });
});

describe('banner capabilities (§1, §9)', () => {
  const features = (slug: string) => rxFeaturesOf(getBanner(slug)!.capabilities);

  it('the mail-order banner turns off retail, loyalty card, auto-refills and the tracker', () => {
    expect(features('parcelcare')).toMatchObject({
      enabled: true,
      retail: false,
      loyaltyCard: false,
      autoRefill: false,
      tracker: false,
      mailOrder: true,
    });
  });

  it('one other banner turns off the loyalty card and "wywc"; the main banner has everything', () => {
    expect(features('copperleaf')).toMatchObject({
      loyaltyCard: false,
      wywc: false,
      retail: true,
      tracker: true,
    });
    expect(features('freshway')).toMatchObject({
      retail: true,
      loyaltyCard: true,
      autoRefill: true,
      tracker: true,
      wywc: true,
    });
  });

  it('quotes three support numbers: most banners, the mail-order banner, one other banner', () => {
    const phones = new Set(
      BANNERS.filter((b) => b.capabilities.pharmacy.enabled).map(
        (b) => rxFeaturesOf(b.capabilities).supportPhone,
      ),
    );
    expect(phones).toEqual(new Set(Object.values(RX_SUPPORT_PHONES)));
    expect(features('parcelcare').supportPhone).toBe(RX_SUPPORT_PHONES.mailOrder);
    expect(features('copperleaf').supportPhone).toBe(RX_SUPPORT_PHONES.ownPharmacy);
    expect(features('bluefinch').supportPhone).toBe(RX_SUPPORT_PHONES.standard);
    for (const phone of phones) expect(phone).toMatch(/^1-800-555-01\d\d$/);
  });
});

describe('mock scenarios (§2.1)', () => {
  it('only with mocks=true and a known scenario, only on pharmacy calls', () => {
    expect(mockScenarioFrom('?mocks=true&mockScenario=selfNotFound')).toBe('selfNotFound');
    expect(mockScenarioFrom('?mockScenario=selfNotFound')).toBeNull();
    expect(mockScenarioFrom('?mocks=true&mockScenario=dropTables')).toBeNull();
    expect(rxMockHeaders('rxSecurity', '?mocks=true&mockScenario=linkError')).toEqual({
      'X-Rx-Mock-Scenario': 'linkError',
    });
    expect(rxMockHeaders('profile', '?mocks=true&mockScenario=linkError')).toEqual({});
  });
});

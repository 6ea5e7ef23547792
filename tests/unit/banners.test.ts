// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AA_NON_TEXT_CONTRAST,
  AA_TEXT_CONTRAST,
  contrastRatio,
  relativeLuminance,
} from '../../domain/banners/contrast';
import {
  bannerLogo,
  LOGO_MAX_HEIGHT,
  LOGO_MAX_WIDTH,
  logoDataUri,
  logoImageUrl,
  logoSvg,
  monogram,
} from '../../domain/banners/logo';
import { ENVIRONMENTS } from '../../src/config';
import {
  BANNERS,
  type Banner,
  DEFAULT_BANNER,
  DEFAULT_BANNER_SLUG,
  getBanner,
} from '../../domain/banners/registry';
import { bannerForHost, selectBanner } from '../../domain/banners/select';
import { applyTheme, BRAND_VARIABLES, themeVariables } from '../../domain/banners/theme';

const colour = z.string().regex(/^#[0-9a-f]{6}$/);
const phone = z.string().regex(/^1-800-555-01\d\d$/);
const pharmacySchema = z.strictObject({
  enabled: z.boolean(),
  retail: z.boolean(),
  mailOrder: z.boolean(),
  ownPharmacy: z.boolean(),
  autoRefill: z.boolean(),
  tracker: z.boolean(),
  wywc: z.boolean(),
});
const bannerSchema = z.strictObject({
  slug: z.string().regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/),
  domain: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.example$/),
  title: z.string().min(2).max(40),
  tld: z.enum(['com', 'net']),
  region: z.string().min(1).nullable(),
  logoLinked: z.boolean(),
  theme: z.strictObject({
    primary: colour,
    primaryContrast: colour,
    accent: colour,
    surface: colour,
    text: colour,
  }),
  capabilities: z.strictObject({
    socialLogin: z.boolean(),
    hideSocialLoginOnSmallScreens: z.boolean(),
    emailVerification: z.boolean(),
    termsRequired: z.boolean(),
    siteUpdateNotice: z.boolean(),
    firstVisitNotice: z.boolean(),
    createAccountTarget: z.enum(['internal', 'createPage', 'externalWhenFar']),
    externalContactUrl: z
      .url({ protocol: /^https$/ })
      .refine((url) => new URL(url).hostname.endsWith('.example'))
      .optional(),
    loyaltyCard: z.boolean(),
    pharmacy: pharmacySchema,
    supportPhones: z.strictObject({ customerService: phone, pharmacy: phone.nullable() }),
    fuel: z.boolean(),
  }),
});

const only = (predicate: (banner: Banner) => boolean): Banner[] => BANNERS.filter(predicate);
const slugs = (banners: readonly Banner[]): string[] => banners.map((banner) => banner.slug);

describe('banner registry', () => {
  it('holds 32 banners that all match the schema', () => {
    expect(BANNERS).toHaveLength(32);
    for (const banner of BANNERS) {
      const result = bannerSchema.safeParse(banner);
      expect(result.success, `${banner.slug}: ${result.error?.message ?? ''}`).toBe(true);
    }
  });

  it('has unique slugs, domains and titles, and no domain is a sub-domain of another', () => {
    expect(new Set(slugs(BANNERS)).size).toBe(BANNERS.length);
    expect(new Set(BANNERS.map((b) => b.domain)).size).toBe(BANNERS.length);
    expect(new Set(BANNERS.map((b) => b.title)).size).toBe(BANNERS.length);
    for (const a of BANNERS) {
      for (const b of BANNERS) {
        if (a !== b) expect(a.domain.endsWith(`.${b.domain}`)).toBe(false);
      }
    }
  });

  it('starts with the main grocery banner, which is the default', () => {
    expect(DEFAULT_BANNER_SLUG).toBe('freshway');
    expect(BANNERS[0]?.slug).toBe('freshway');
    expect(BANNERS[0]?.title).toBe('FreshWay Market');
    expect(DEFAULT_BANNER).toBe(BANNERS[0]);
    expect(slugs(only((b) => b.capabilities.createAccountTarget === 'externalWhenFar'))).toEqual([
      'freshway',
    ]);
  });

  it('looks banners up by slug', () => {
    expect(getBanner('meadowlark')?.title).toBe('Meadowlark Foods');
    expect(getBanner('nope')).toBeUndefined();
  });

  it('has one banner with email verification, the terms checkbox and the site-update notice', () => {
    const expected = ['meadowlark'];
    expect(slugs(only((b) => b.capabilities.emailVerification))).toEqual(expected);
    expect(slugs(only((b) => b.capabilities.termsRequired))).toEqual(expected);
    expect(slugs(only((b) => b.capabilities.siteUpdateNotice))).toEqual(expected);
  });

  it('has one banner with the first-visit notice, the create page and Google hidden on small screens', () => {
    const expected = ['harborlight'];
    expect(slugs(only((b) => b.capabilities.firstVisitNotice))).toEqual(expected);
    expect(slugs(only((b) => b.capabilities.createAccountTarget === 'createPage'))).toEqual(expected);
    expect(slugs(only((b) => b.capabilities.hideSocialLoginOnSmallScreens))).toEqual(expected);
    expect(getBanner('harborlight')?.capabilities.socialLogin).toBe(true);
  });

  it('has one banner whose contact link is an external site', () => {
    expect(slugs(only((b) => b.capabilities.externalContactUrl !== undefined))).toEqual(['tallgrass']);
  });

  it('has one banner with its own pharmacy and one mail-order pharmacy banner', () => {
    expect(slugs(only((b) => b.capabilities.pharmacy.ownPharmacy))).toEqual(['copperleaf']);
    const mailOrderPharmacy = only(
      (b) => b.capabilities.pharmacy.mailOrder && !b.capabilities.pharmacy.retail,
    );
    expect(slugs(mailOrderPharmacy)).toEqual(['parcelcare']);
    const { capabilities } = mailOrderPharmacy[0]!;
    expect(capabilities.pharmacy).toMatchObject({ enabled: true, autoRefill: false, tracker: false });
    expect(capabilities.loyaltyCard).toBe(false);
  });

  it('has exactly one other banner without the loyalty card and "wywc" (pharmacy-portal.md §1)', () => {
    const off = only((b) => b.capabilities.pharmacy.enabled && !b.capabilities.pharmacy.wywc);
    expect(slugs(off)).toEqual(['copperleaf']);
    expect(off[0]!.capabilities.loyaltyCard).toBe(false);
  });

  it('has regional banners', () => {
    expect(slugs(only((b) => b.region !== null))).toEqual(['bluefinch', 'sagebrook', 'orchardline']);
  });

  it('has exactly three fuel banners, and only they have an unlinked logo', () => {
    const fuel = only((b) => b.capabilities.fuel);
    expect(slugs(fuel)).toEqual(['freshway-fuel', 'swiftpump', 'roadlark']);
    expect(slugs(only((b) => !b.logoLinked))).toEqual(slugs(fuel));
    for (const banner of fuel) expect(banner.capabilities.pharmacy.enabled).toBe(false);
  });

  it('has support phones: one for most banners, another for the mail-order banner, a third for one more', () => {
    const pharmacyPhones = new Map<string, string[]>();
    for (const banner of BANNERS) {
      const { pharmacy } = banner.capabilities.supportPhones;
      expect(pharmacy === null, banner.slug).toBe(!banner.capabilities.pharmacy.enabled);
      if (pharmacy !== null)
        pharmacyPhones.set(pharmacy, [...(pharmacyPhones.get(pharmacy) ?? []), banner.slug]);
    }
    const groups = [...pharmacyPhones.values()].sort((a, b) => b.length - a.length);
    expect(groups).toHaveLength(3);
    expect(groups.slice(1)).toEqual(expect.arrayContaining([['parcelcare'], ['copperleaf']]));
  });

  it('uses both net and com top-level domains', () => {
    expect(new Set(BANNERS.map((b) => b.tld))).toEqual(new Set(['com', 'net']));
  });
});

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(() => relativeLuminance('red')).toThrow(RangeError);
  });

  it.each(BANNERS.map((b) => [b.slug, b] as const))('%s passes WCAG AA for text', (_slug, banner) => {
    const { primary, primaryContrast, surface, text } = banner.theme;
    expect(contrastRatio(primaryContrast, primary)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(themeVariables(banner)['--brand-focus'], surface)).toBeGreaterThanOrEqual(
      AA_NON_TEXT_CONTRAST,
    );
  });
});

describe('logo', () => {
  const dimension = (svg: string, name: string): number => {
    const match = new RegExp(`^<svg[^>]*\\s${name}="(\\d+(?:\\.\\d+)?)"`).exec(svg);
    return match ? Number(match[1]) : Number.NaN;
  };

  it.each(BANNERS.map((b) => [b.slug, b] as const))(
    '%s has a well-formed SVG within 177 × 101',
    (_slug, banner) => {
      const svg = logoSvg(banner);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(dimension(svg, 'width')).toBeLessThanOrEqual(LOGO_MAX_WIDTH);
      expect(dimension(svg, 'height')).toBeLessThanOrEqual(LOGO_MAX_HEIGHT);
      expect(svg).toContain(`<title id="logo-title-${banner.slug}">`);
      expect(svg).toContain(banner.theme.primary);
      // Every tag opened is closed: a cheap well-formedness check (the jsdom test parses it for real).
      const opened = svg.match(/<(?!\/)[a-z]+[^>]*[^/]>/g)?.length ?? 0;
      const closed = svg.match(/<\/[a-z]+>/g)?.length ?? 0;
      expect(opened).toBe(closed);
      expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    },
  );

  it('is deterministic and escapes the title', () => {
    const banner = BANNERS[0]!;
    expect(logoSvg(banner)).toBe(logoSvg(banner));
    expect(logoSvg({ ...banner, title: 'Bread & <Butter>' })).toContain(
      '<title id="logo-title-freshway">Bread &amp; &lt;Butter&gt;</title>',
    );
  });

  it('builds monograms', () => {
    expect(monogram('FreshWay Market')).toBe('FM');
    expect(monogram('BrightBasket')).toBe('BB');
    expect(monogram('Roadlark')).toBe('RO');
    expect(monogram('Bread & Butter')).toBe('BB');
  });

  it('encodes a data URI and describes the logo for the view', () => {
    const fuel = getBanner('roadlark')!;
    expect(decodeURIComponent(logoDataUri(fuel).replace('data:image/svg+xml,', ''))).toBe(logoSvg(fuel));
    expect(bannerLogo(fuel)).toMatchObject({ alt: 'Roadlark Fuel', linked: false });
    expect(bannerLogo(DEFAULT_BANNER).linked).toBe(true);
    expect(bannerLogo(DEFAULT_BANNER).width).toBeLessThanOrEqual(LOGO_MAX_WIDTH);
    expect(bannerLogo(DEFAULT_BANNER).height).toBeLessThanOrEqual(LOGO_MAX_HEIGHT);
  });

  it('builds the content image URL per environment', () => {
    expect(logoImageUrl('prod', 'freshway')).toBe(
      'https://www.freshway.example/content/v1/binary/image/banner/freshway/logo.svg',
    );
    expect(logoImageUrl('stage', 'swiftpump')).toBe(
      'https://stage-www.swiftpumpfuel.example/content/v1/binary/image/banner/swiftpump/logo.svg',
    );
    expect(logoImageUrl('dev', 'tallgrass')).toMatch(/^https:\/\/dev-www\.tallgrassmarket\.example\//);
    expect(logoImageUrl('test', 'tallgrass')).toMatch(/^https:\/\/test-www\.tallgrassmarket\.example\//);
    expect(() => logoImageUrl('prod', 'nope')).toThrow(RangeError);
  });
});

describe('selectBanner', () => {
  it.each([
    ['meadowlarkfoods.example', 'meadowlark'],
    ['www.meadowlarkfoods.example', 'meadowlark'],
    ['WWW.MeadowlarkFoods.example', 'meadowlark'],
    ['stage-www.meadowlarkfoods.example', 'meadowlark'],
    ['dev.meadowlarkfoods.example', 'meadowlark'],
    ['test-meadowlarkfoods.example', 'meadowlark'],
    ['www.swiftpumpfuel.example.', 'swiftpump'],
    ['www.tallgrassmarket.example:8443', 'tallgrass'],
  ])('matches host %s to %s', (hostname, slug) => {
    expect(selectBanner({ hostname }).slug).toBe(slug);
  });

  it('matches every banner by its own domains', () => {
    for (const banner of BANNERS) {
      expect(bannerForHost(banner.domain)).toBe(banner);
      for (const env of ENVIRONMENTS) {
        expect(bannerForHost(new URL(logoImageUrl(env, banner.slug)).hostname)).toBe(banner);
      }
    }
  });

  it('does not match look-alike hosts', () => {
    expect(bannerForHost('notmeadowlarkfoods.example')).toBeUndefined();
    expect(bannerForHost('meadowlarkfoods.example.evil.example')).toBeUndefined();
    expect(bannerForHost('shop.meadowlarkfoods.example')).toBeUndefined();
    expect(bannerForHost('localhost')).toBeUndefined();
  });

  it('lets the query choose only when allowed, and the host always wins', () => {
    expect(
      selectBanner({ hostname: 'localhost', search: '?banner=roadlark', allowQueryOverride: true }).slug,
    ).toBe('roadlark');
    expect(
      selectBanner({ hostname: 'localhost', search: 'banner=RoadLark', allowQueryOverride: true }).slug,
    ).toBe('roadlark');
    expect(selectBanner({ hostname: 'localhost', search: '?banner=roadlark' }).slug).toBe('freshway');
    expect(
      selectBanner({
        hostname: 'www.tallgrassmarket.example',
        search: '?banner=roadlark',
        allowQueryOverride: true,
      }).slug,
    ).toBe('tallgrass');
  });

  it('falls back to the default banner', () => {
    expect(selectBanner({ hostname: 'localhost' })).toBe(DEFAULT_BANNER);
    expect(selectBanner({ hostname: '127.0.0.1', search: '?banner=unknown', allowQueryOverride: true })).toBe(
      DEFAULT_BANNER,
    );
    expect(selectBanner({ hostname: '', search: '?banner=', allowQueryOverride: true })).toBe(DEFAULT_BANNER);
  });
});

describe('theme', () => {
  it('maps the theme to CSS custom properties', () => {
    const banner = getBanner('meadowlark')!;
    expect(themeVariables(banner)).toEqual({
      '--brand-primary': '#6b3fa0',
      '--brand-primary-contrast': '#ffffff',
      '--brand-accent': '#f4c542',
      '--brand-surface': '#fbf8ff',
      '--brand-text': '#241b2f',
      '--brand-focus': '#6b3fa0',
    });
    expect(Object.keys(themeVariables(banner))).toEqual([...BRAND_VARIABLES]);
  });

  it('uses the text colour for focus when the primary colour is too light on the surface', () => {
    const banner = getBanner('roadlark')!;
    expect(themeVariables(banner)['--brand-focus']).toBe(banner.theme.text);
  });

  it('applies the variables and data-banner to a root element', () => {
    const properties = new Map<string, string>();
    const attributes = new Map<string, string>();
    const root = {
      style: { setProperty: (name: string, value: string) => void properties.set(name, value) },
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
    };
    const banner = getBanner('copperleaf')!;
    applyTheme(banner, root);
    expect(Object.fromEntries(properties)).toEqual(themeVariables(banner));
    expect(attributes.get('data-banner')).toBe('copperleaf');
  });
});

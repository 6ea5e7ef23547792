/**
 * The banner (store brand) registry: account-signin.md §1 ("about 32 store brands, each with a logo;
 * a few fuel-brand banners show no linked logo"), §2 "Banner specifics", §3 "Banner list entry", §9;
 * pharmacy-portal.md §1 and §9 (mail-order banner, own-pharmacy banner, regional banners, support
 * phones); payment-wallet.md §7 (net versus com top-level domain).
 *
 * Every name, domain and phone number here is fictional (`.example` domains, 555-01xx numbers).
 * A plain typed array on purpose: this module is on the first-load path, so it has no zod; the unit
 * tests validate every entry with a schema instead. Views read capabilities and theme variables,
 * never a slug.
 */

import type { BannerFeatures } from '../features';
import { RX_SUPPORT_PHONES } from '../rx/banners';

/** Colours as '#rrggbb'. primaryContrast is text on primary; text is text on surface (both WCAG AA). */
export interface BannerTheme {
  readonly primary: string;
  readonly primaryContrast: string;
  /** Decorative only (stripes, badges without text); never used for text. */
  readonly accent: string;
  readonly surface: string;
  readonly text: string;
}

/** Where 'Create an Account' goes (account-signin.md §2 "Banner specifics"). */
export type CreateAccountTarget =
  /** the in-app create-account flow */
  | 'internal'
  /** the /account/create page (the banner with the first-visit notice) */
  | 'createPage'
  /** the main banner: a different external flow when the shopper is not close to a store */
  | 'externalWhenFar';

export interface PharmacyCapabilities {
  /** The health and pharmacy area (/rx, /health) is offered at all. */
  readonly enabled: boolean;
  /** In-store (retail) pharmacy counters; off for the mail-order banner (pharmacy-portal.md §1). */
  readonly retail: boolean;
  /** Mail-order delivery of prescriptions is offered. The mail-order pharmacy banner has mailOrder without retail. */
  readonly mailOrder: boolean;
  /** The banner has its own pharmacy brand rather than the retailer's shared pharmacy family. */
  readonly ownPharmacy: boolean;
  /** Auto-refill enrolment; off for the mail-order banner. */
  readonly autoRefill: boolean;
  /** Prescription status tracker; off for the mail-order banner. */
  readonly tracker: boolean;
  /** The "wywc" capability (pharmacy-portal.md §1; meaning not shown); off for the own-pharmacy banner. */
  readonly wywc: boolean;
}

export interface SupportPhones {
  /** The customer-service line quoted in account and wallet messages. */
  readonly customerService: string;
  /** The pharmacy customer-support line quoted by the pharmacy portal; null without a pharmacy. */
  readonly pharmacy: string | null;
}

export interface BannerCapabilities {
  /** 'Sign in with Google' may be offered (the query can still turn it off, and delete mode always does). */
  readonly socialLogin: boolean;
  /** The Google button is hidden on small screens (the banner with the first-visit notice). */
  readonly hideSocialLoginOnSmallScreens: boolean;
  /** A signed-in shopper with an unverified email goes to the verification flow. */
  readonly emailVerification: boolean;
  /** The sign-in form has a required Terms and Conditions / Privacy Policy checkbox. */
  readonly termsRequired: boolean;
  /** The sign-in page shows the 'site is being updated' notice with a reset-password link. */
  readonly siteUpdateNotice: boolean;
  /** The sign-in page tells first-time visitors to create a new account (link to /account/create). */
  readonly firstVisitNotice: boolean;
  readonly createAccountTarget: CreateAccountTarget;
  /** When set, the contact link goes to this external site in a new tab instead of /hc/help/contact-us. */
  readonly externalContactUrl?: string;
  /** A loyalty card is offered; off for the mail-order banner and one other banner (pharmacy-portal.md §1). */
  readonly loyaltyCard: boolean;
  readonly pharmacy: PharmacyCapabilities;
  readonly supportPhones: SupportPhones;
  /** A fuel-brand banner (its logo is shown without a home link). */
  readonly fuel: boolean;
}

export interface Banner {
  /** Stable identifier, also the `?banner=` value in the sandbox and the logo image folder. */
  readonly slug: string;
  /** Registrable domain without `www.`; host names are matched against it. */
  readonly domain: string;
  /** Display name, as in 'Sign in to your existing {banner} account'. */
  readonly title: string;
  /** The top-level domain family of the banner's service hosts (payment-wallet.md §7). */
  readonly tld: 'com' | 'net';
  /** The region a regional banner serves; null for banners that are not regional. */
  readonly region: string | null;
  /** Whether the logo links to the home page; false for the three fuel banners. */
  readonly logoLinked: boolean;
  readonly theme: BannerTheme;
  readonly capabilities: BannerCapabilities;
}

export const DEFAULT_BANNER_SLUG = 'freshway';

/** Fictional support numbers (the 555-0100…0199 range is reserved for fiction). */
const CUSTOMER_SERVICE_PHONE = '1-800-555-0142';
// The pharmacy's three support numbers are defined with the pharmacy's banner rules (domain/rx/banners.ts).
const PHARMACY_PHONE = RX_SUPPORT_PHONES.standard;
const MAIL_ORDER_PHONE = RX_SUPPORT_PHONES.mailOrder;
const OWN_PHARMACY_PHONE = RX_SUPPORT_PHONES.ownPharmacy;

const RETAIL_PHARMACY: PharmacyCapabilities = {
  enabled: true,
  retail: true,
  mailOrder: false,
  ownPharmacy: false,
  autoRefill: true,
  tracker: true,
  wywc: true,
};

const NO_PHARMACY: PharmacyCapabilities = {
  enabled: false,
  retail: false,
  mailOrder: false,
  ownPharmacy: false,
  autoRefill: false,
  tracker: false,
  wywc: false,
};

/** A grocery banner with the shared retail pharmacy and nothing special. */
const STANDARD: BannerCapabilities = {
  socialLogin: true,
  hideSocialLoginOnSmallScreens: false,
  emailVerification: false,
  termsRequired: false,
  siteUpdateNotice: false,
  firstVisitNotice: false,
  createAccountTarget: 'internal',
  loyaltyCard: true,
  pharmacy: RETAIL_PHARMACY,
  supportPhones: { customerService: CUSTOMER_SERVICE_PHONE, pharmacy: PHARMACY_PHONE },
  fuel: false,
};

/** A grocery banner without a pharmacy. */
const NO_PHARMACY_STANDARD: BannerCapabilities = {
  ...STANDARD,
  pharmacy: NO_PHARMACY,
  supportPhones: { customerService: CUSTOMER_SERVICE_PHONE, pharmacy: null },
};

/** A fuel-brand banner: no pharmacy, no social login, no loyalty card of its own. */
const FUEL: BannerCapabilities = {
  ...NO_PHARMACY_STANDARD,
  socialLogin: false,
  fuel: true,
};

export const BANNERS: readonly Banner[] = [
  {
    // The main grocery banner.
    slug: 'freshway',
    domain: 'freshway.example',
    title: 'FreshWay Market',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#1b6b3a',
      primaryContrast: '#ffffff',
      accent: '#f2a900',
      surface: '#ffffff',
      text: '#1f2933',
    },
    capabilities: {
      ...STANDARD,
      createAccountTarget: 'externalWhenFar',
      pharmacy: { ...RETAIL_PHARMACY, mailOrder: true },
    },
  },
  {
    // The banner that requires email verification, the terms checkbox and the site-update notice.
    slug: 'meadowlark',
    domain: 'meadowlarkfoods.example',
    title: 'Meadowlark Foods',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#6b3fa0',
      primaryContrast: '#ffffff',
      accent: '#f4c542',
      surface: '#fbf8ff',
      text: '#241b2f',
    },
    capabilities: { ...STANDARD, emailVerification: true, termsRequired: true, siteUpdateNotice: true },
  },
  {
    // The banner with the first-visit notice: create account at /account/create, Google hidden on small screens.
    slug: 'harborlight',
    domain: 'harborlightgrocers.example',
    title: 'Harborlight Grocers',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#0b4f7c',
      primaryContrast: '#ffffff',
      accent: '#3fb8af',
      surface: '#f5fafd',
      text: '#102a43',
    },
    capabilities: {
      ...STANDARD,
      firstVisitNotice: true,
      createAccountTarget: 'createPage',
      hideSocialLoginOnSmallScreens: true,
    },
  },
  {
    // The banner whose contact link is an external site, opened in a new tab.
    slug: 'tallgrass',
    domain: 'tallgrassmarket.example',
    title: 'Tallgrass Market',
    tld: 'net',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#7a5c12',
      primaryContrast: '#ffffff',
      accent: '#c9e265',
      surface: '#fffdf5',
      text: '#2b2111',
    },
    capabilities: { ...STANDARD, externalContactUrl: 'https://help.tallgrassmarket.example/contact' },
  },
  {
    // The banner with its own pharmacy brand (and its own pharmacy support line; no loyalty card).
    slug: 'copperleaf',
    domain: 'copperleafmarket.example',
    title: 'Copperleaf Market',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#9a3b12',
      primaryContrast: '#ffffff',
      accent: '#2e8b57',
      surface: '#fff9f5',
      text: '#2a1a12',
    },
    capabilities: {
      ...STANDARD,
      loyaltyCard: false,
      // pharmacy-portal.md §1: "another banner turns off the loyalty card and the wywc capability".
      pharmacy: { ...RETAIL_PHARMACY, ownPharmacy: true, wywc: false },
      supportPhones: { customerService: CUSTOMER_SERVICE_PHONE, pharmacy: OWN_PHARMACY_PHONE },
    },
  },
  {
    // The mail-order pharmacy banner: no retail counters, loyalty card, auto-refill or tracker.
    slug: 'parcelcare',
    domain: 'parcelcarerx.example',
    title: 'ParcelCare Rx',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#005f73',
      primaryContrast: '#ffffff',
      accent: '#94d2bd',
      surface: '#f4fbfb',
      text: '#0b2a33',
    },
    capabilities: {
      ...STANDARD,
      loyaltyCard: false,
      pharmacy: {
        enabled: true,
        retail: false,
        mailOrder: true,
        ownPharmacy: false,
        autoRefill: false,
        tracker: false,
        wywc: true,
      },
      supportPhones: { customerService: MAIL_ORDER_PHONE, pharmacy: MAIL_ORDER_PHONE },
    },
  },
  {
    slug: 'bluefinch',
    domain: 'bluefinchgrocery.example',
    title: 'Bluefinch Grocery',
    tld: 'net',
    region: 'Northern Lakes',
    logoLinked: true,
    theme: {
      primary: '#1d4ed8',
      primaryContrast: '#ffffff',
      accent: '#facc15',
      surface: '#f8faff',
      text: '#111827',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'sagebrook',
    domain: 'sagebrookfoods.example',
    title: 'Sagebrook Foods',
    tld: 'net',
    region: 'High Desert',
    logoLinked: true,
    theme: {
      primary: '#4d6b3c',
      primaryContrast: '#ffffff',
      accent: '#d9a441',
      surface: '#fafbf7',
      text: '#1e2a17',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'orchardline',
    domain: 'orchardlinemarket.example',
    title: 'Orchardline Market',
    tld: 'com',
    region: 'Gulf Coast',
    logoLinked: true,
    theme: {
      primary: '#b42318',
      primaryContrast: '#ffffff',
      accent: '#fdb022',
      surface: '#fffbfa',
      text: '#2d1210',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'larkspur-lane',
    domain: 'larkspurlane.example',
    title: 'Larkspur Lane Grocers',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#5b2a86',
      primaryContrast: '#ffffff',
      accent: '#e9a6f5',
      surface: '#ffffff',
      text: '#1e1029',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'kettleford',
    domain: 'kettlefordfoods.example',
    title: 'Kettleford Foods',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#3b3b3b',
      primaryContrast: '#ffffff',
      accent: '#e4572e',
      surface: '#fafafa',
      text: '#1a1a1a',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'brightbasket',
    domain: 'brightbasket.example',
    title: 'BrightBasket',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#ffd23f',
      primaryContrast: '#1a1a1a',
      accent: '#3a86ff',
      surface: '#ffffff',
      text: '#222222',
    },
    capabilities: NO_PHARMACY_STANDARD,
  },
  {
    slug: 'millstone-pantry',
    domain: 'millstonepantry.example',
    title: 'Millstone Pantry',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#8c5e3c',
      primaryContrast: '#ffffff',
      accent: '#e8c07d',
      surface: '#fffcf7',
      text: '#2b1e14',
    },
    capabilities: NO_PHARMACY_STANDARD,
  },
  {
    slug: 'riverbend',
    domain: 'riverbendfresh.example',
    title: 'Riverbend Fresh',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#0e7490',
      primaryContrast: '#ffffff',
      accent: '#a3e635',
      surface: '#f7fcfd',
      text: '#0f2830',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'cedarloop',
    domain: 'cedarloopmarket.example',
    title: 'Cedar Loop Market',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#2f5233',
      primaryContrast: '#ffffff',
      accent: '#b1d182',
      surface: '#f9fbf7',
      text: '#16241a',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'thistledown',
    domain: 'thistledowngrocery.example',
    title: 'Thistledown Grocery',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#7b2d5b',
      primaryContrast: '#ffffff',
      accent: '#b8a1d9',
      surface: '#fffafd',
      text: '#2a1020',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'amberfield',
    domain: 'amberfieldfoods.example',
    title: 'Amberfield Foods',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#a84a07',
      primaryContrast: '#ffffff',
      accent: '#fde68a',
      surface: '#fffdf7',
      text: '#2a1a05',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'quillmoor',
    domain: 'quillmoormarket.example',
    title: 'Quillmoor Market',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#334e68',
      primaryContrast: '#ffffff',
      accent: '#f0b429',
      surface: '#f7f9fb',
      text: '#102a43',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'sunhollow',
    domain: 'sunhollowmarket.example',
    title: 'Sunhollow Market',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#f59e0b',
      primaryContrast: '#1f1300',
      accent: '#0f766e',
      surface: '#ffffff',
      text: '#1f2937',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'brambleton',
    domain: 'brambletongrocers.example',
    title: 'Brambleton Grocers',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#a61e4d',
      primaryContrast: '#ffffff',
      accent: '#ffc9de',
      surface: '#fff8fb',
      text: '#2b0d18',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'fernwick',
    domain: 'fernwickfoods.example',
    title: 'Fernwick Foods',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#166534',
      primaryContrast: '#ffffff',
      accent: '#86efac',
      surface: '#f7fdf9',
      text: '#0f2418',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'ironwood-pantry',
    domain: 'ironwoodpantry.example',
    title: 'Ironwood Pantry',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#44403c',
      primaryContrast: '#ffffff',
      accent: '#d97706',
      surface: '#fafaf9',
      text: '#1c1917',
    },
    capabilities: NO_PHARMACY_STANDARD,
  },
  {
    slug: 'glenharrow',
    domain: 'glenharrowmarket.example',
    title: 'Glenharrow Market',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#1e3a8a',
      primaryContrast: '#ffffff',
      accent: '#60a5fa',
      surface: '#f8faff',
      text: '#0f172a',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'pebblecreek',
    domain: 'pebblecreekgrocery.example',
    title: 'Pebble Creek Grocery',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#57534e',
      primaryContrast: '#ffffff',
      accent: '#67e8f9',
      surface: '#fcfcfb',
      text: '#1c1917',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'marigold-row',
    domain: 'marigoldrow.example',
    title: 'Marigold Row',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#b93d0b',
      primaryContrast: '#ffffff',
      accent: '#fcd34d',
      surface: '#fffbf5',
      text: '#2a1206',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'hollowtree',
    domain: 'hollowtreefoods.example',
    title: 'Hollowtree Foods',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#3f6212',
      primaryContrast: '#ffffff',
      accent: '#facc15',
      surface: '#fbfdf7',
      text: '#1a2608',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'wrenfield',
    domain: 'wrenfieldmarket.example',
    title: 'Wrenfield Market',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#6d28d9',
      primaryContrast: '#ffffff',
      accent: '#fde047',
      surface: '#fbf9ff',
      text: '#1e1035',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'saltmarsh',
    domain: 'saltmarshgrocers.example',
    title: 'Saltmarsh Grocers',
    tld: 'net',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#0f4c5c',
      primaryContrast: '#ffffff',
      accent: '#e36414',
      surface: '#f6fafb',
      text: '#0b1f26',
    },
    capabilities: STANDARD,
  },
  {
    slug: 'driftstone',
    domain: 'driftstonemarket.example',
    title: 'Driftstone Market',
    tld: 'com',
    region: null,
    logoLinked: true,
    theme: {
      primary: '#475569',
      primaryContrast: '#ffffff',
      accent: '#f472b6',
      surface: '#f8fafc',
      text: '#0f172a',
    },
    capabilities: STANDARD,
  },
  {
    // Fuel banner: logo shown without a home link.
    slug: 'freshway-fuel',
    domain: 'freshwayfuel.example',
    title: 'FreshWay Fuel',
    tld: 'com',
    region: null,
    logoLinked: false,
    theme: {
      primary: '#14532d',
      primaryContrast: '#ffffff',
      accent: '#f2a900',
      surface: '#ffffff',
      text: '#1f2933',
    },
    capabilities: FUEL,
  },
  {
    // Fuel banner: logo shown without a home link.
    slug: 'swiftpump',
    domain: 'swiftpumpfuel.example',
    title: 'SwiftPump Fuel',
    tld: 'net',
    region: null,
    logoLinked: false,
    theme: {
      primary: '#c81e1e',
      primaryContrast: '#ffffff',
      accent: '#fbbf24',
      surface: '#ffffff',
      text: '#1f1f1f',
    },
    capabilities: FUEL,
  },
  {
    // Fuel banner: logo shown without a home link.
    slug: 'roadlark',
    domain: 'roadlarkfuel.example',
    title: 'Roadlark Fuel',
    tld: 'net',
    region: null,
    logoLinked: false,
    theme: {
      primary: '#fde047',
      primaryContrast: '#1c1917',
      accent: '#1d4ed8',
      surface: '#ffffff',
      text: '#1c1917',
    },
    capabilities: FUEL,
  },
];

/** What the banner offers, as the navigation reads it (domain/features.ts). */
export function featuresOf(banner: Banner): BannerFeatures {
  const { pharmacy } = banner.capabilities;
  return {
    pharmacy: pharmacy.enabled,
    autoRefill: pharmacy.enabled && pharmacy.autoRefill,
    tracker: pharmacy.enabled && pharmacy.tracker,
  };
}

/** The banner with this slug, or undefined when there is none. */
export function getBanner(slug: string): Banner | undefined {
  return BANNERS.find((banner) => banner.slug === slug);
}

function requireDefaultBanner(): Banner {
  const banner = getBanner(DEFAULT_BANNER_SLUG);
  if (!banner) throw new Error(`The banner registry has no default banner '${DEFAULT_BANNER_SLUG}'`);
  return banner;
}

/** The main grocery banner, used when nothing else selects one. */
export const DEFAULT_BANNER: Banner = requireDefaultBanner();

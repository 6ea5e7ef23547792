/**
 * What a banner's pharmacy offers (pharmacy-portal.md §1 "Capabilities depend on the banner", §9 "Banners",
 * "Customer support phone"). The banner registry (domain/banners/registry.ts) holds each banner's capabilities and
 * takes the three support numbers from here; pharmacy pages read `RxFeatures` (src/ derives them with
 * `rxFeaturesOf`), never a banner slug.
 * - the mail-order banner turns off retail, loyalty card, auto-refills and the tracker;
 * - one other banner (the one with its own pharmacy brand) turns off the loyalty card and "wywc" (meaning not
 *   shown: carried as a capability, no page uses it yet);
 * - customer support: one number for most banners, another for the mail-order banner, a third for one other banner.
 */

import type { RefillMethod } from '../../api/contracts/rx';

/** Fictional (the 555-0100…0199 range is reserved for fiction). Defined once; the registry reads them. */
export const RX_SUPPORT_PHONES = {
  /** Most banners (the retailer's shared pharmacy family). */
  standard: '1-800-555-0150',
  /** The mail-order pharmacy banner. */
  mailOrder: '1-800-555-0177',
  /** The banner with its own pharmacy brand. */
  ownPharmacy: '1-800-555-0163',
} as const;

/** The registry's pharmacy capabilities, as far as the pharmacy pages need them. */
export interface PharmacyCapabilityInput {
  readonly loyaltyCard: boolean;
  readonly pharmacy: {
    readonly enabled: boolean;
    readonly retail: boolean;
    readonly mailOrder: boolean;
    readonly autoRefill: boolean;
    readonly tracker: boolean;
    readonly wywc: boolean;
  };
  readonly supportPhones: { readonly pharmacy: string | null };
}

/** What the pharmacy pages may offer on this banner. */
export interface RxFeatures {
  readonly enabled: boolean;
  readonly retail: boolean;
  readonly mailOrder: boolean;
  readonly loyaltyCard: boolean;
  readonly autoRefill: boolean;
  readonly tracker: boolean;
  readonly wywc: boolean;
  /** The customer-support number the pharmacy's messages quote ({phone} of §8). */
  readonly supportPhone: string;
}

export function rxFeaturesOf(capabilities: PharmacyCapabilityInput): RxFeatures {
  const { pharmacy } = capabilities;
  const on = pharmacy.enabled;
  return {
    enabled: on,
    retail: on && pharmacy.retail,
    mailOrder: on && pharmacy.mailOrder,
    loyaltyCard: on && capabilities.loyaltyCard,
    autoRefill: on && pharmacy.autoRefill,
    tracker: on && pharmacy.tracker,
    wywc: on && pharmacy.wywc,
    supportPhone: capabilities.supportPhones.pharmacy ?? RX_SUPPORT_PHONES.standard,
  };
}

/** A banner with the retail pharmacy and everything in it (tests and the default). */
export const ALL_RX_FEATURES: RxFeatures = {
  enabled: true,
  retail: true,
  mailOrder: true,
  loyaltyCard: true,
  autoRefill: true,
  tracker: true,
  wywc: true,
  supportPhone: RX_SUPPORT_PHONES.standard,
};

/**
 * §7.1 "GET /prescription/patient/prescriptions: query refillMethod", §1 "the mail-order banner turns off retail": the
 * lists of a banner without store counters ask for mail-order prescriptions only; every other banner for all of them
 * (its customers may still have a mail-order prescription: the cart keeps the two kinds apart, §8's 409).
 */
export function refillMethodOf(features: Pick<RxFeatures, 'retail'>): RefillMethod {
  return features.retail ? 'ALL' : 'MAIL_ORDER';
}

/**
 * What a banner offers, in the terms the shopper's navigation needs (issue 13 point 13: capabilities drive the
 * navigation). src/ derives it from the banner registry's capabilities (domain/banners/registry.ts); views, charts
 * and rules read this, never a banner slug.
 */
export interface BannerFeatures {
  /** The health and pharmacy area (/health, /rx) is offered at all. */
  readonly pharmacy: boolean;
  /** Auto-refill enrolment (/rx/auto-refills). */
  readonly autoRefill: boolean;
  /** The prescription status tracker (/rx/tracker). */
  readonly tracker: boolean;
}

/** A banner with the retail pharmacy and everything in it (tests and the default). */
export const ALL_FEATURES: BannerFeatures = { pharmacy: true, autoRefill: true, tracker: true };

/** Addresses that need a feature: the longest matching prefix decides (a path without one needs nothing). */
export const FEATURE_PATHS: ReadonlyArray<{ prefix: string; needs: keyof BannerFeatures }> = [
  { prefix: '/health', needs: 'pharmacy' },
  { prefix: '/rx', needs: 'pharmacy' },
  { prefix: '/rx/auto-refills', needs: 'autoRefill' },
  { prefix: '/rx/manage/auto-refills', needs: 'autoRefill' },
  { prefix: '/rx/tracker', needs: 'tracker' },
];

function pathOf(url: string): string {
  return url.split(/[?#]/)[0] ?? '';
}

/** Whether the banner offers what lies at this same-site address (every prefix on its way must be offered). */
export function isOffered(url: string, features: BannerFeatures): boolean {
  const path = pathOf(url);
  return FEATURE_PATHS.every(
    ({ prefix, needs }) => !(path === prefix || path.startsWith(`${prefix}/`)) || features[needs],
  );
}

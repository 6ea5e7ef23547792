/**
 * The pharmacy's settings: the banner's capabilities (src/domain/rx/banners.ts) and the feature toggles of
 * pharmacy-portal.md §6 ("delivery, authentication for a payment service, dynamic banner"), read at build time:
 * VITE_RX_DELIVERY and VITE_RX_DYNAMIC_BANNER ('on' by default; 'off' turns the feature off).
 */
import type { RxSettings } from '../../ui/rx/services';
import type { Banner } from '../banners/registry';
import { rxFeaturesOf } from '../domain/rx/banners';

const env = import.meta.env as Record<string, string | undefined>;

export function rxSettingsFor(banner: Banner, toggles: Record<string, string | undefined> = env): RxSettings {
  return {
    ...rxFeaturesOf(banner.capabilities),
    delivery: toggles.VITE_RX_DELIVERY !== 'off',
    dynamicBanner: toggles.VITE_RX_DYNAMIC_BANNER !== 'off',
  };
}

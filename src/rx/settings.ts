/**
 * The pharmacy's settings: the banner's capabilities (domain/rx/banners.ts) and the feature toggles of
 * pharmacy-portal.md §6 ("delivery, authentication for a payment service, dynamic banner"), read at build time:
 * VITE_RX_DELIVERY, VITE_RX_DYNAMIC_BANNER and VITE_RX_PINNED_CART ('on' by default; 'off' turns the feature off).
 */
import type { RxSettings } from '../../ui/rx/services';
import type { Banner } from '../../domain/banners/registry';
import { rxFeaturesOf } from '../../domain/rx/banners';
import { PINNED_CART_DEFAULT } from '../../domain/rx/cart';

const env = import.meta.env as Record<string, string | undefined>;

export function rxSettingsFor(banner: Banner, toggles: Record<string, string | undefined> = env): RxSettings {
  return {
    ...rxFeaturesOf(banner.capabilities),
    delivery: toggles.VITE_RX_DELIVERY !== 'off',
    dynamicBanner: toggles.VITE_RX_DYNAMIC_BANNER !== 'off',
    pinnedCart:
      toggles.VITE_RX_PINNED_CART === undefined ? PINNED_CART_DEFAULT : toggles.VITE_RX_PINNED_CART !== 'off',
  };
}

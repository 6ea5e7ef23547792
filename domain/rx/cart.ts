/**
 * The pharmacy cart's rules and texts (pharmacy-portal.md §2.2 "pinned cart panel", §3 "Cart", §4 "Cart", §6 "the
 * cart shows only for customer-verified users", "Schedule-two drugs are flagged in the cart", §8 cart texts):
 * which items may share an order, when the panel shows, how it groups items by patient, the undo window of a
 * removal. The cart chart (machines/rx/cart), the panel (ui/rx/cart) and the sandbox's cart route use them.
 */
import type { FacilityType } from '../../api/contracts/rx';
import { CART_ERROR_CODES } from '../../api/contracts/rx-order-codes';
import type { CartItem } from '../../api/contracts/rx-orders';
import { asApiError, isOutcome } from '../errors';
import { RX_ORDER_MESSAGES } from './messages';
import { isRefillable, notRefillableMessage } from './prescriptions';
import { RX_ROUTES, rxPathOf } from './routes';
import { isGuestPath } from './session';

/** The kind of order an item belongs to: its fill location's pharmacy type (§4 "Pharmacy types RETAIL, MAIL_ORDER"). */
export function orderKindOf(item: Pick<CartItem, 'homePharmacy'>): FacilityType {
  return item.homePharmacy.facilityType;
}

/**
 * §4 "Mixing mail-order and in-store items gives a conflict (409)": adding an item of the other kind than the items
 * already in the cart (removed ones no longer count).
 */
export function conflictsWithCart(
  items: readonly Pick<CartItem, 'homePharmacy' | 'removed'>[],
  kind: FacilityType,
): boolean {
  return items.some((i) => !i.removed && orderKindOf(i) !== kind);
}

/**
 * What a failed add says (§8) when it is not the mail-order / in-store conflict (the cart chart's own `conflict`
 * outcome, RX_ORDER_MESSAGES.cartConflict): a refill the pharmacy refuses is '{drugName} is not refillable at this
 * time.'; anything else the generic text ("Other cart ... errors are generic").
 */
export function cartAddFailure(error: unknown, drugName: string): string {
  if (isOutcome(error, 'invalid') && asApiError(error).code === CART_ERROR_CODES.notRefillable)
    return notRefillableMessage(drugName);
  return RX_ORDER_MESSAGES.generic;
}

/** The items still in the cart (a removal not undone yet is on its way out). */
export function activeItems<T extends Pick<CartItem, 'removed'>>(items: readonly T[]): T[] {
  return items.filter((i) => !i.removed);
}

/**
 * §2.1 "cart off" (/rx/account/update) and the guest pages' "cart disabled" (a path containing 'guest', the spec's
 * own rule: isGuestPath): the pinned cart panel is not shown there. Every other page shows it to a verified customer
 * (§2.1 "with the cart": /rx/auto-refills/manage-prescriptions, /rx/ninety-day-supply).
 */
export function isCartOffPath(path: string): boolean {
  return isGuestPath(path) || RX_ROUTES.some((r) => r.cartOff === true && r.path === path);
}

/**
 * §2.2 "a 'Check Out' button (to /rx/checkout) when the cart has items": not on Secure Checkout itself, where it would
 * lead to the page the shopper is on (the panel still lists the items, their removal and the total).
 */
export function offersCheckOut(path: string): boolean {
  return path !== rxPathOf('checkout');
}

/** §2.2 "The cart shows only for customer-verified users with the pinned cart enabled and the payment flyout closed." */
export function isCartPanelShown(facts: {
  customerVerified: boolean;
  pinnedCart: boolean;
  paymentFlyoutOpen: boolean;
}): boolean {
  return facts.customerVerified && facts.pinnedCart && !facts.paymentFlyoutOpen;
}

/**
 * §2.2 "Cart items whose refills are no longer valid are removed after refills load": an item whose prescription is
 * no longer in the list, or no longer refillable.
 */
export function invalidItems<T extends Pick<CartItem, 'rxNumber' | 'patientNumber'>>(
  items: readonly T[],
  refills: readonly {
    rxNumber: string;
    patientNumber: string;
    refillStatus: CartItem['refill']['refillStatus'];
  }[],
): T[] {
  return items.filter((item) => {
    const refill = refills.find(
      (r) => r.rxNumber === item.rxNumber && r.patientNumber === item.patientNumber,
    );
    return refill === undefined || !isRefillable(refill);
  });
}

/** §2.2 "patients with their items": the cart's items grouped by patient, in the order they were added. */
export function itemsByPatient<T extends Pick<CartItem, 'patientNumber' | 'patient'>>(
  items: readonly T[],
): Array<{ patientNumber: string; name: string; items: T[] }> {
  const groups: Array<{ patientNumber: string; name: string; items: T[] }> = [];
  for (const item of items) {
    let group = groups.find((g) => g.patientNumber === item.patientNumber);
    if (!group) {
      group = {
        patientNumber: item.patientNumber,
        name: `${item.patient.firstName} ${item.patient.lastName}`,
        items: [],
      };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/**
 * How long a removed item can still be brought back (§4 "removal is a transient mark ... undoable or committed";
 * the length is not shown: docs/choices.md). After it the removal is committed (DELETE /cart).
 */
export const CART_UNDO_WINDOW_MS = 5_000;

/** §9 "Feature flags: cart, cart dropdown ... all enabled": the pinned cart is on unless a build turns it off. */
export const PINNED_CART_DEFAULT = true;

export const CART_TEXTS = {
  title: 'Your Pharmacy Cart',
  region: 'Pharmacy cart',
  empty: 'Your cart is empty.',
  checkOut: 'Check Out',
  addRefills: 'Add Refills',
  removeButton: 'Remove',
  remove: (drugName: string) => `Remove ${drugName}`,
  removed: (drugName: string) => `${drugName} was removed from your cart.`,
  undo: 'Undo',
  clear: 'Clear Cart',
  itemCount: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  scheduleTwo: 'Schedule II',
  scheduleTwoNote: 'Controlled substance: bring a photo ID at pickup.',
  adding: 'Adding…',
  loading: 'Loading your cart…',
  loadFailed: 'Your cart could not be loaded.',
  retry: 'Try Again',
  dismiss: 'Dismiss',
} as const;

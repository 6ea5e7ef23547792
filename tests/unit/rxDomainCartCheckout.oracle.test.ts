// @vitest-environment node
/**
 * Oracle table of domain/rx/cart.ts and domain/rx/checkout.ts (mutation testing's oracle): every exported rule and
 * text checked against literals from pharmacy-portal.md and docs/choices.md, each condition from both sides.
 * Spec sections: §2.1 route table ("cart off", guest "cart disabled", "with the cart"), §2.2 page shell (pinned cart
 * panel, 'Check Out' / 'Add Refills', "shows only for customer-verified users with the pinned cart enabled and the
 * payment flyout closed", invalid refills removed), §3 "Cart" and "Checkout" (order fields, payment options payNow
 * and payAtStore, paymentType DW), §4 "Cart" (409 on mixing mail-order and in-store items, removal a transient
 * mark) and "Checkout" (shipping code 1 default, sorted by lowest charge, DW mail order needs online-pay setup,
 * analytics after submit), §5 order submit 400, §6 cart for customer-verified users and delivery-address ordering,
 * §8 "Cart, orders, payment" texts, §9 defaults (pay now, shipping code 1, cart enabled, pickup slots every 30
 * minutes, at most about 50, now + 4 hours, fallback next day 2:00 PM, lead time in minutes, salesTax and
 * serviceFees 0, PHI mark). Dates are built in the shopper's local time (or as UTC instants), so any TZ passes.
 */
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../api/contracts/common';
import type { PatientAddress, RelationshipType } from '../../api/contracts/rx';
import type { CartItem, OrderRequest, ShippingMethod } from '../../api/contracts/rx-orders';
import {
  activeItems,
  CART_TEXTS,
  CART_UNDO_WINDOW_MS,
  cartAddFailure,
  conflictsWithCart,
  invalidItems,
  isCartOffPath,
  isCartPanelShown,
  itemsByPatient,
  offersCheckOut,
  orderKindOf,
  PINNED_CART_DEFAULT,
} from '../../domain/rx/cart';
import * as checkout from '../../domain/rx/checkout';
import {
  addressKey,
  buildOrder,
  CHECKOUT_TEXTS,
  cartPharmacies,
  DEFAULT_PAYMENT_OPTION,
  DEFAULT_SHIPPING_CODE,
  defaultShippingMethodId,
  missingChoices,
  needsOnlinePaySetup,
  ORDER_ANALYTICS_EVENT,
  type OrderChoices,
  orderAlreadyPlacedMessage,
  orderAnalyticsPayload,
  orderSubmitFailure,
  orderTypeOf,
  type PatientAddressList,
  paymentOptionsFor,
  paymentTypeOf,
  shippingAddresses,
  slotDateKey,
  slotDateLabel,
  slotsByDate,
  slotTimeLabel,
  sortShippingMethods,
} from '../../domain/rx/checkout';
import * as idempotency from '../../domain/rx/idempotency';
import * as pickupTimes from '../../domain/rx/pickup-times';
import { fixtureCartItem, fixturePrescription } from '../../machines/rx/cart/cart.fixtures';
import { FIXTURE_STORE } from '../../machines/rx/checkout/checkout.fixtures';

// ---------------------------------------------------------------------------------------------------------------
// Fixtures (fictional): the store, a second store, the mail-order pharmacy; cart items of several patients.
// ---------------------------------------------------------------------------------------------------------------

const STORE = {
  facilityId: '01400412',
  facilityType: 'RETAIL',
  vanityName: 'FreshWay Pharmacy Oakley',
  deliveryEnabled: true,
} as const;
const STORE_B = {
  facilityId: '01400555',
  facilityType: 'RETAIL',
  vanityName: 'FreshWay Pharmacy Hyde Park',
  deliveryEnabled: false,
} as const;
const MAIL = {
  facilityId: '90000001',
  facilityType: 'MAIL_ORDER',
  vanityName: 'FreshWay Mail Order Pharmacy',
  deliveryEnabled: false,
} as const;

const JORDAN = { patientNumber: '100234567', firstName: 'Jordan', lastName: 'Whitfield' } as const;
const AVERY = { patientNumber: '100234568', firstName: 'Avery', lastName: 'Whitfield' } as const;
const BISCUIT = { patientNumber: '100234569', firstName: 'Biscuit', lastName: 'Whitfield' } as const;
const RILEY = { patientNumber: '100234570', firstName: 'Riley', lastName: 'Whitfield' } as const;
const SAM = { patientNumber: '100234571', firstName: 'Sam', lastName: 'Whitfield' } as const;

type Person = { patientNumber: string; firstName: string; lastName: string };

function cartItem(o: {
  rxNumber: string;
  who?: Person;
  relationshipType?: RelationshipType;
  pharmacy?: CartItem['homePharmacy'];
  pay?: number | null;
  fillSequence?: string;
  removed?: boolean;
}): CartItem {
  const who = o.who ?? JORDAN;
  const refill = fixturePrescription({
    rxNumber: o.rxNumber,
    drugName: `Drug ${o.rxNumber}`,
    facility: o.pharmacy ?? STORE,
    patientPayAmount: o.pay === undefined ? 10 : o.pay,
    rxFillSequence: o.fillSequence ?? '2',
    patientNumber: who.patientNumber,
  });
  return {
    ...fixtureCartItem(refill),
    removed: o.removed ?? false,
    patient: {
      firstName: who.firstName,
      lastName: who.lastName,
      relationshipType: o.relationshipType ?? 'SELF',
    },
  };
}

const at = (day: number, hours: number, minutes: number) => new Date(2026, 10, day, hours, minutes);

const apiError = (status: number, code?: string, extra: Partial<ApiError> = {}): ApiError => ({
  name: 'ApiError',
  kind: status === 0 ? 'network' : 'http',
  endpoint: 'POST /rx/api/cart',
  status,
  message: `HTTP ${status}`,
  ...(code ? { code } : {}),
  ...extra,
});

// ===============================================================================================================
// domain/rx/cart.ts
// ===============================================================================================================

describe('cart.ts constants and texts', () => {
  it('CART_UNDO_WINDOW_MS is 5 seconds (docs/choices.md "5 s, then the removal is committed")', () => {
    expect(CART_UNDO_WINDOW_MS).toBe(5000);
  });

  it('PINNED_CART_DEFAULT is true (§9 "Feature flags: cart, cart dropdown ... all enabled")', () => {
    expect(PINNED_CART_DEFAULT).toBe(true);
  });

  it('CART_TEXTS holds exactly these texts (§2.2 "Check Out", "Add Refills"; docs/choices.md "Schedule II")', () => {
    expect(CART_TEXTS).toEqual({
      title: 'Your Pharmacy Cart',
      region: 'Pharmacy cart',
      empty: 'Your cart is empty.',
      checkOut: 'Check Out',
      addRefills: 'Add Refills',
      removeButton: 'Remove',
      remove: expect.any(Function),
      removed: expect.any(Function),
      undo: 'Undo',
      clear: 'Clear Cart',
      itemCount: expect.any(Function),
      scheduleTwo: 'Schedule II',
      scheduleTwoNote: 'Controlled substance: bring a photo ID at pickup.',
      adding: 'Adding…',
      loading: 'Loading your cart…',
      loadFailed: 'Your cart could not be loaded.',
      retry: 'Try Again',
      dismiss: 'Dismiss',
    });
  });

  it('CART_TEXTS.remove names the drug: "Remove {drugName}"', () => {
    expect(CART_TEXTS.remove('Atorvastatin 20 mg Tablet')).toBe('Remove Atorvastatin 20 mg Tablet');
  });

  it('CART_TEXTS.removed says "{drugName} was removed from your cart."', () => {
    expect(CART_TEXTS.removed('Atorvastatin 20 mg Tablet')).toBe(
      'Atorvastatin 20 mg Tablet was removed from your cart.',
    );
  });

  it.each([
    [0, '0 items'],
    [1, '1 item'],
    [2, '2 items'],
    [11, '11 items'],
  ])('CART_TEXTS.itemCount(%i) is "%s" (singular only for exactly 1)', (n, text) => {
    expect(CART_TEXTS.itemCount(n)).toBe(text);
  });
});

describe('orderKindOf (§4 "Pharmacy types RETAIL, MAIL_ORDER")', () => {
  it.each([
    [STORE, 'RETAIL'],
    [MAIL, 'MAIL_ORDER'],
  ] as const)('an item filled at %j is of kind %s', (pharmacy, kind) => {
    expect(orderKindOf({ homePharmacy: pharmacy })).toBe(kind);
  });
});

describe('conflictsWithCart (§4 "Mixing mail-order and in-store items gives a conflict (409)")', () => {
  const retail = cartItem({ rxNumber: '1234567' });
  const mail = cartItem({ rxNumber: '3456789', pharmacy: MAIL });
  const removedRetail = { ...retail, removed: true };
  const removedMail = { ...mail, removed: true };

  it.each([
    ['an empty cart, adding mail order', [], 'MAIL_ORDER', false],
    ['an empty cart, adding in-store', [], 'RETAIL', false],
    ['an in-store cart, adding mail order', [retail], 'MAIL_ORDER', true],
    ['an in-store cart, adding in-store', [retail], 'RETAIL', false],
    ['a mail-order cart, adding in-store', [mail], 'RETAIL', true],
    ['a mail-order cart, adding mail order', [mail], 'MAIL_ORDER', false],
    ['only a removed in-store item, adding mail order', [removedRetail], 'MAIL_ORDER', false],
    ['only a removed in-store item, adding in-store', [removedRetail], 'RETAIL', false],
    ['a removed mail item and an in-store one, adding in-store', [removedMail, retail], 'RETAIL', false],
    ['a removed mail item and an in-store one, adding mail order', [removedMail, retail], 'MAIL_ORDER', true],
    ['one of each kind, adding in-store (one conflicting is enough)', [retail, mail], 'RETAIL', true],
    ['one of each kind, adding mail order', [retail, mail], 'MAIL_ORDER', true],
  ] as const)('%s → %s', (_label, items, kind, expected) => {
    expect(conflictsWithCart(items, kind)).toBe(expected);
  });
});

describe('cartAddFailure (§8: "{drugName} is not refillable at this time."; other add errors generic)', () => {
  const GENERIC = 'We were unable to complete your request at this time, please try again.';
  it.each([
    [
      'a 400 NOT_REFILLABLE',
      apiError(400, 'NOT_REFILLABLE'),
      'Lisinopril 10 mg Tablet is not refillable at this time.',
    ],
    ['a 400 with another code', apiError(400, 'INVALID_RX'), GENERIC],
    ['a 400 without a code', apiError(400), GENERIC],
    ['a 409 carrying the NOT_REFILLABLE code (not a 400)', apiError(409, 'NOT_REFILLABLE'), GENERIC],
    ['a 409 CART_CONFLICT', apiError(409, 'CART_CONFLICT'), GENERIC],
    ['a 500', apiError(500), GENERIC],
    ['a network failure', apiError(0), GENERIC],
    ['a thrown Error (a bug)', new Error('boom'), GENERIC],
    ['undefined', undefined, GENERIC],
  ])('%s says "%s"', (_label, error, text) => {
    expect(cartAddFailure(error, 'Lisinopril 10 mg Tablet')).toBe(text);
  });
});

describe('activeItems (a removal not undone yet is on its way out)', () => {
  it('keeps the items not marked removed, in their order', () => {
    const a = cartItem({ rxNumber: '1111111' });
    const b = cartItem({ rxNumber: '2222222', removed: true });
    const c = cartItem({ rxNumber: '3333333' });
    const result = activeItems([a, b, c]);
    expect(result).toHaveLength(2);
    expect(result[0]).toBe(a);
    expect(result[1]).toBe(c);
  });

  it('is empty for an empty cart and for a cart of removed items only', () => {
    expect(activeItems([])).toEqual([]);
    expect(activeItems([cartItem({ rxNumber: '2222222', removed: true })])).toEqual([]);
  });
});

describe('isCartOffPath (§2.1 "/rx/account/update ... cart off"; guest refill "cart disabled")', () => {
  it.each([
    ['/rx/account/update', true],
    ['/rx/guest-refill', true],
    ['/rx/guest/transfer-prescriptions', true],
    ['/rx/guest-verification', true],
    ['/rx/dashboard', false],
    ['/rx/refills', false],
    ['/rx/checkout', false],
    ['/rx/auto-refills/manage-prescriptions', false],
    ['/rx/ninety-day-supply', false],
    ['/rx/account/update/more', false],
    ['/rx/account', false],
    ['/somewhere/else', false],
  ])('%s → %s', (path, off) => {
    expect(isCartOffPath(path)).toBe(off);
  });
});

describe('offersCheckOut (§2.2 "Check Out" to /rx/checkout; not on Secure Checkout itself)', () => {
  it.each([
    ['/rx/checkout', false],
    ['/rx/refills', true],
    ['/rx/dashboard', true],
    ['/rx/checkout/confirmation', true],
  ])('%s → %s', (path, offered) => {
    expect(offersCheckOut(path)).toBe(offered);
  });
});

describe('isCartPanelShown (§2.2 "customer-verified users with the pinned cart enabled and the payment flyout closed")', () => {
  it.each([
    [true, true, false, true],
    [true, true, true, false],
    [true, false, false, false],
    [true, false, true, false],
    [false, true, false, false],
    [false, true, true, false],
    [false, false, false, false],
    [false, false, true, false],
  ])(
    'verified %s, pinned cart %s, flyout open %s → %s',
    (customerVerified, pinnedCart, paymentFlyoutOpen, shown) => {
      expect(isCartPanelShown({ customerVerified, pinnedCart, paymentFlyoutOpen })).toBe(shown);
    },
  );
});

describe('invalidItems (§2.2 "Cart items whose refills are no longer valid are removed after refills load")', () => {
  const item = { rxNumber: '1234567', patientNumber: '100234567' };
  const refill = (
    rxNumber: string,
    patientNumber: string,
    refillStatus: CartItem['refill']['refillStatus'],
  ) => ({ rxNumber, patientNumber, refillStatus });

  it('an empty cart has no invalid items', () => {
    expect(invalidItems([], [refill('1234567', '100234567', 'REFILLABLE')])).toEqual([]);
  });

  it('an item whose prescription is no longer in the list is invalid', () => {
    expect(invalidItems([item], [])).toEqual([item]);
  });

  it('an item whose refill matches by rx number and patient number and is refillable stays', () => {
    expect(invalidItems([item], [refill('1234567', '100234567', 'REFILLABLE')])).toEqual([]);
  });

  it('the same rx number of another patient does not count: the item is invalid', () => {
    expect(invalidItems([item], [refill('1234567', '100234569', 'REFILLABLE')])).toEqual([item]);
  });

  it('another rx number of the same patient does not count: the item is invalid', () => {
    expect(invalidItems([item], [refill('7654321', '100234567', 'REFILLABLE')])).toEqual([item]);
  });

  it('the refill that matches both numbers decides, not the first one matching only one of them', () => {
    expect(
      invalidItems(
        [item],
        [
          refill('1234567', '100234569', 'NOT_REFILLABLE'),
          refill('7654321', '100234567', 'IN_PROGRESS'),
          refill('1234567', '100234567', 'OVERDUE'),
        ],
      ),
    ).toEqual([]);
  });

  it.each([
    ['NEVER_FILLED', false],
    ['OVERDUE', false],
    ['REFILLABLE', false],
    ['REFILLABLE_WITH_CALL_TO_PRESCRIBER', false],
    ['NEVER_FILLED_WITH_CALL_TO_PRESCRIBER', false],
    ['NOT_REFILLABLE', true],
    ['REFILL_TOO_SOON', true],
    ['IN_PROGRESS', true],
    ['READY_FOR_PICKUP', true],
    ['DELIVERY', true],
    ['SHIPPED', true],
    ['ON_HOLD', true],
  ] as const)('a matching refill in status %s makes the item invalid: %s', (status, invalid) => {
    expect(invalidItems([item], [refill('1234567', '100234567', status)])).toEqual(invalid ? [item] : []);
  });

  it('returns the invalid ones among valid ones, in cart order, as the same objects', () => {
    const a = cartItem({ rxNumber: '1111111' });
    const b = cartItem({ rxNumber: '2222222' });
    const c = cartItem({ rxNumber: '3333333', who: BISCUIT });
    const result = invalidItems(
      [a, b, c],
      [
        refill('1111111', '100234567', 'IN_PROGRESS'),
        refill('2222222', '100234567', 'REFILLABLE'),
        refill('3333333', '100234567', 'REFILLABLE'),
      ],
    );
    expect(result).toHaveLength(2);
    expect(result[0]).toBe(a);
    expect(result[1]).toBe(c);
  });
});

describe('itemsByPatient (§2.2 "patients with their items")', () => {
  it('is empty for an empty cart', () => {
    expect(itemsByPatient([])).toEqual([]);
  });

  it('groups by patient number in the order of first appearance, named "First Last"', () => {
    const a = cartItem({ rxNumber: '1111111', who: JORDAN });
    const b = cartItem({ rxNumber: '2222222', who: BISCUIT, relationshipType: 'PET' });
    const c = cartItem({ rxNumber: '3333333', who: JORDAN });
    const d = cartItem({ rxNumber: '4444444', who: AVERY, relationshipType: 'MANAGED_ADULT' });
    expect(itemsByPatient([a, b, c, d])).toEqual([
      { patientNumber: '100234567', name: 'Jordan Whitfield', items: [a, c] },
      { patientNumber: '100234569', name: 'Biscuit Whitfield', items: [b] },
      { patientNumber: '100234568', name: 'Avery Whitfield', items: [d] },
    ]);
  });

  it('one patient gives one group holding every item', () => {
    const a = cartItem({ rxNumber: '1111111' });
    const b = cartItem({ rxNumber: '2222222' });
    const groups = itemsByPatient([a, b]);
    expect(groups).toEqual([{ patientNumber: '100234567', name: 'Jordan Whitfield', items: [a, b] }]);
    expect(groups[0]!.items[0]).toBe(a);
  });
});

// ===============================================================================================================
// domain/rx/checkout.ts
// ===============================================================================================================

describe('checkout.ts constants (§9 defaults, §4 analytics)', () => {
  it('DEFAULT_SHIPPING_CODE is "1" (§9 "shipping method code 1 (standard shipping)")', () => {
    expect(DEFAULT_SHIPPING_CODE).toBe('1');
  });

  it('DEFAULT_PAYMENT_OPTION is payNow (§9 "Defaults: payment type pay now")', () => {
    expect(DEFAULT_PAYMENT_OPTION).toBe('payNow');
  });

  it('ORDER_ANALYTICS_EVENT is "rx_order_submitted" (docs/choices.md)', () => {
    expect(ORDER_ANALYTICS_EVENT).toBe('rx_order_submitted');
  });

  it('re-exports the pickup rule with §9 values: slots every 30 min, at most 50, lead 4 h, fallback 2:00 PM, 14 days', () => {
    expect(checkout.PICKUP_SLOT_MINUTES).toBe(30);
    expect(checkout.MAX_PICKUP_SLOTS).toBe(50);
    expect(checkout.DEFAULT_PICKUP_LEAD_MINUTES).toBe(240);
    expect(checkout.FALLBACK_PROMISE_TIME).toBe('14:00');
    expect(checkout.PICKUP_HORIZON_DAYS).toBe(14);
    expect(checkout.clockMinutes).toBe(pickupTimes.clockMinutes);
    expect(checkout.isOpenForPickup).toBe(pickupTimes.isOpenForPickup);
    expect(checkout.pickupLeadMinutes).toBe(pickupTimes.pickupLeadMinutes);
    expect(checkout.pickupSlots).toBe(pickupTimes.pickupSlots);
    expect(checkout.attemptKey).toBe(idempotency.attemptKey);
    expect(checkout.isDefiniteRejection).toBe(idempotency.isDefiniteRejection);
  });

  it('CHECKOUT_TEXTS holds exactly these texts', () => {
    expect(CHECKOUT_TEXTS).toEqual({
      subtitle: 'Review your refills, choose how to get them and place your order.',
      loading: 'Loading checkout…',
      loadFailed: 'Checkout could not be loaded.',
      retry: 'Try Again',
      dismiss: 'Dismiss',
      emptyCart: 'Your cart is empty. Add refills before you check out.',
      addRefills: 'Add Refills',
      items: 'Your Refills',
      pickupHeading: 'In-Store Pickup',
      mailHeading: 'Mail Order',
      pickupStore: 'Pickup pharmacy',
      pickupDate: 'Pickup date',
      pickupTime: 'Pickup time',
      chooseDate: 'Choose a pickup date.',
      chooseTime: 'Choose a pickup time.',
      earliestNote: expect.any(Function),
      shippingAddress: 'Shipping address',
      addressOf: expect.any(Function),
      chooseAddress: 'Choose a shipping address.',
      shippingMethod: 'Shipping method',
      chooseShipping: 'Choose a shipping method.',
      free: 'Free',
      easyOpenCaps: 'Use easy-open caps',
      paymentHeading: 'Payment',
      paymentOptions: { payNow: 'Pay Now', payAtStore: 'Pay at Store' },
      chooseCard: 'Choose a card in the payment method box.',
      placeOrder: 'Place Order',
      placing: 'Placing your order…',
      settingUpPayment: 'Setting up online payment…',
      confirmationHeading: 'Order Confirmation',
      orderNumber: expect.any(Function),
      pickupAt: expect.any(Function),
      shipping: 'Your refills will be shipped to your address.',
      viewStatus: 'View Prescription Status',
      backToDashboard: 'Back to My Prescriptions',
      summary: expect.any(Function),
    });
  });

  it('CHECKOUT_TEXTS.earliestNote: "The earliest pickup is {time}."', () => {
    expect(CHECKOUT_TEXTS.earliestNote('2:00 PM')).toBe('The earliest pickup is 2:00 PM.');
  });

  it.each([
    [[], 'For '],
    [['Jordan Whitfield'], 'For Jordan Whitfield'],
    [['Jordan Whitfield', 'Avery Whitfield'], 'For Jordan Whitfield, Avery Whitfield'],
  ])('CHECKOUT_TEXTS.addressOf(%j) is "%s" (names joined by ", ")', (names, text) => {
    expect(CHECKOUT_TEXTS.addressOf(names)).toBe(text);
  });

  it('CHECKOUT_TEXTS.orderNumber: "Your order number is {id}."', () => {
    expect(CHECKOUT_TEXTS.orderNumber('70000001')).toBe('Your order number is 70000001.');
  });

  it('CHECKOUT_TEXTS.pickupAt: "Pick up at {store} on {when}."', () => {
    expect(CHECKOUT_TEXTS.pickupAt('FreshWay Pharmacy Oakley', 'Monday, November 23 at 2:00 PM')).toBe(
      'Pick up at FreshWay Pharmacy Oakley on Monday, November 23 at 2:00 PM.',
    );
  });

  it.each([
    [0, '0 refills'],
    [1, '1 refill'],
    [2, '2 refills'],
    [20, '20 refills'],
  ])('CHECKOUT_TEXTS.summary(%i) is "%s" (singular only for exactly 1)', (n, text) => {
    expect(CHECKOUT_TEXTS.summary(n)).toBe(text);
  });
});

describe('re-exported pickup and idempotency rules (checked lightly; their own file is domain/rx/pickup-times.ts)', () => {
  it('clockMinutes reads HH:mm (lead times up to 3 digits of hours), null when unreadable', () => {
    expect(checkout.clockMinutes('04:00')).toBe(240);
    expect(checkout.clockMinutes('48:00')).toBe(2880);
    expect(checkout.clockMinutes('13:30')).toBe(810);
    expect(checkout.clockMinutes('9:60')).toBeNull();
    expect(checkout.clockMinutes(null)).toBeNull();
  });

  it("pickupLeadMinutes: the store's web lead time (with or without a doctor call), else 4 hours", () => {
    expect(checkout.pickupLeadMinutes(null, false)).toBe(240);
    expect(checkout.pickupLeadMinutes(FIXTURE_STORE, true)).toBe(2880);
    expect(
      checkout.pickupLeadMinutes(
        {
          ...FIXTURE_STORE,
          promiseTimes: {
            defaultPromiseTime: '14:00',
            earliestAvailableTime: { rxWebWithDoctorCall: '48:00', rxWebWithoutDoctorCall: '05:30' },
          },
        },
        false,
      ),
    ).toBe(330);
  });

  it('isOpenForPickup: open hours, lunch 1:30-2:00 PM skipped, closing time excluded, holidays closed', () => {
    expect(checkout.isOpenForPickup(FIXTURE_STORE, at(23, 13, 0))).toBe(true);
    expect(checkout.isOpenForPickup(FIXTURE_STORE, at(23, 13, 30))).toBe(false);
    expect(checkout.isOpenForPickup(FIXTURE_STORE, at(23, 14, 0))).toBe(true);
    expect(checkout.isOpenForPickup(FIXTURE_STORE, at(23, 20, 30))).toBe(true);
    expect(checkout.isOpenForPickup(FIXTURE_STORE, at(23, 21, 0))).toBe(false);
    expect(checkout.isOpenForPickup(FIXTURE_STORE, new Date(2026, 11, 25, 12, 0))).toBe(false);
  });

  it('pickupSlots: from now + 4 h on 30-minute marks while open; without a store the next day at 2:00 PM', () => {
    expect(checkout.pickupSlots(at(23, 9, 10), FIXTURE_STORE).slice(0, 3)).toEqual([
      at(23, 14, 0),
      at(23, 14, 30),
      at(23, 15, 0),
    ]);
    expect(checkout.pickupSlots(at(23, 9, 10), FIXTURE_STORE)).toHaveLength(50);
    expect(checkout.pickupSlots(at(23, 9, 10), null)).toEqual([at(24, 14, 0)]);
  });

  it('attemptKey renews the key with a counter only after a rejection; isDefiniteRejection only for a 4xx answer', () => {
    expect(checkout.attemptKey('key-1', 0)).toBe('key-1');
    expect(checkout.attemptKey('key-1', 2)).toBe('key-1.2');
    expect(checkout.isDefiniteRejection(apiError(400))).toBe(true);
    expect(checkout.isDefiniteRejection(apiError(409))).toBe(false);
    expect(checkout.isDefiniteRejection(apiError(500))).toBe(false);
  });
});

describe('slotDateKey, slotDateLabel, slotTimeLabel (the date and time selects)', () => {
  it.each([
    [at(23, 14, 0), '2026-11-23', 'Monday, November 23', '2:00 PM'],
    [at(3, 9, 5), '2026-11-03', 'Tuesday, November 3', '9:05 AM'],
    [at(24, 12, 30), '2026-11-24', 'Tuesday, November 24', '12:30 PM'],
    [at(29, 0, 0), '2026-11-29', 'Sunday, November 29', '12:00 AM'],
  ])('%s → key %s, date label "%s", time label "%s"', (slot, key, dateLabel, timeLabel) => {
    expect(slotDateKey(slot)).toBe(key);
    expect(slotDateLabel(slot)).toBe(dateLabel);
    expect(slotTimeLabel(slot)).toBe(timeLabel);
  });
});

describe('slotsByDate (the dates that have slots, in order, each with its slots)', () => {
  it('is empty without slots', () => {
    expect(slotsByDate([])).toEqual([]);
  });

  it('groups slots by their local date with the date label', () => {
    expect(slotsByDate([at(23, 14, 0), at(23, 14, 30), at(24, 9, 0)])).toEqual([
      { date: '2026-11-23', label: 'Monday, November 23', slots: [at(23, 14, 0), at(23, 14, 30)] },
      { date: '2026-11-24', label: 'Tuesday, November 24', slots: [at(24, 9, 0)] },
    ]);
  });

  it('a date met again joins its first group (dates in order of first appearance)', () => {
    expect(slotsByDate([at(24, 9, 0), at(23, 20, 30), at(24, 9, 30)])).toEqual([
      { date: '2026-11-24', label: 'Tuesday, November 24', slots: [at(24, 9, 0), at(24, 9, 30)] },
      { date: '2026-11-23', label: 'Monday, November 23', slots: [at(23, 20, 30)] },
    ]);
  });
});

const OVERNIGHT: ShippingMethod = {
  shippingMethodId: 'SM-OVERNIGHT',
  code: '3',
  description: 'Overnight Shipping',
  shippingCharge: 24.95,
};
const STANDARD: ShippingMethod = {
  shippingMethodId: 'SM-STANDARD',
  code: '1',
  description: 'Standard Shipping (5-7 business days)',
  shippingCharge: 5.95,
};
const EXPEDITED: ShippingMethod = {
  shippingMethodId: 'SM-EXPEDITED',
  code: '2',
  description: 'Expedited Shipping (2-3 business days)',
  shippingCharge: 12.95,
};
const ECONOMY: ShippingMethod = {
  shippingMethodId: 'SM-ECONOMY',
  code: '4',
  description: 'Economy Shipping',
  shippingCharge: 0,
};

describe('sortShippingMethods (§4 "sorted by lowest charge")', () => {
  it('is empty for no methods', () => {
    expect(sortShippingMethods([])).toEqual([]);
  });

  it('sorts by lowest charge first', () => {
    expect(
      sortShippingMethods([OVERNIGHT, STANDARD, ECONOMY, EXPEDITED]).map((m) => m.shippingMethodId),
    ).toEqual(['SM-ECONOMY', 'SM-STANDARD', 'SM-EXPEDITED', 'SM-OVERNIGHT']);
  });

  it('keeps the service order of equal charges', () => {
    const a = { ...EXPEDITED, shippingMethodId: 'SM-A', shippingCharge: 7 };
    const b = { ...EXPEDITED, shippingMethodId: 'SM-B', shippingCharge: 7 };
    expect(sortShippingMethods([a, OVERNIGHT, b, ECONOMY]).map((m) => m.shippingMethodId)).toEqual([
      'SM-ECONOMY',
      'SM-A',
      'SM-B',
      'SM-OVERNIGHT',
    ]);
  });

  it('returns a new array and leaves the given one as it was', () => {
    const given = [OVERNIGHT, ECONOMY];
    const sorted = sortShippingMethods(given);
    expect(sorted).not.toBe(given);
    expect(given.map((m) => m.shippingMethodId)).toEqual(['SM-OVERNIGHT', 'SM-ECONOMY']);
    expect(sorted).toEqual([ECONOMY, OVERNIGHT]);
  });
});

describe('defaultShippingMethodId (§4 "default to the one with code 1 (standard shipping) unless one is already chosen")', () => {
  const ALL = [OVERNIGHT, ECONOMY, STANDARD, EXPEDITED];
  it.each([
    ['nothing chosen: code 1, though it is not the cheapest', ALL, null, 'SM-STANDARD'],
    ['a chosen method still offered is kept', ALL, 'SM-OVERNIGHT', 'SM-OVERNIGHT'],
    ['a chosen method no longer offered: code 1', ALL, 'SM-GONE', 'SM-STANDARD'],
    ['no code 1, nothing chosen: the cheapest', [OVERNIGHT, EXPEDITED], null, 'SM-EXPEDITED'],
    ['no code 1, a chosen one offered: the chosen', [OVERNIGHT, EXPEDITED], 'SM-OVERNIGHT', 'SM-OVERNIGHT'],
    ['no code 1, a chosen one gone: the cheapest', [OVERNIGHT, EXPEDITED], 'SM-GONE', 'SM-EXPEDITED'],
    ['only code 1', [STANDARD], null, 'SM-STANDARD'],
  ] as const)('%s', (_label, methods, chosen, expected) => {
    expect(defaultShippingMethodId(methods, chosen)).toBe(expected);
  });

  it('no methods at all: null, whether or not one was chosen', () => {
    expect(defaultShippingMethodId([], null)).toBeNull();
    expect(defaultShippingMethodId([], 'SM-STANDARD')).toBeNull();
  });
});

const details = (o: Partial<PatientAddress['addressDetails']> = {}): PatientAddress['addressDetails'] => ({
  address1: '4821 Maple Ridge Dr',
  address2: 'Apt 3B',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45227',
  country: 'US',
  ...o,
});

describe('addressKey (one place written the same way, case, spaces and ZIP+4 aside)', () => {
  it('joins address lines, city, state and 5-digit ZIP, lower case, with "|"', () => {
    expect(addressKey(details())).toBe('4821 maple ridge dr|apt 3b|cincinnati|oh|45227');
  });

  it('trims, collapses every run of whitespace to one space, and drops the ZIP+4 extension', () => {
    expect(
      addressKey(
        details({
          address1: '  4821   MAPLE\tRidge  Dr ',
          address2: ' APT  3B',
          city: 'CINCINNATI ',
          state: ' oh',
          zipCode: '45227-1234',
        }),
      ),
    ).toBe('4821 maple ridge dr|apt 3b|cincinnati|oh|45227');
  });

  it('an absent second line is empty', () => {
    expect(addressKey(details({ address2: null }))).toBe('4821 maple ridge dr||cincinnati|oh|45227');
  });

  it('the country is not part of the key', () => {
    expect(addressKey(details({ country: 'PR' }))).toBe('4821 maple ridge dr|apt 3b|cincinnati|oh|45227');
  });

  it('another ZIP code or line is another place', () => {
    expect(addressKey(details({ zipCode: '45202' }))).toBe('4821 maple ridge dr|apt 3b|cincinnati|oh|45202');
    expect(addressKey(details({ address2: 'Apt 3C' }))).toBe(
      '4821 maple ridge dr|apt 3c|cincinnati|oh|45227',
    );
  });
});

describe('shippingAddresses (§6 "Delivery-address ordering puts the active patient\'s options first")', () => {
  const address = (addressId: string, o: Partial<PatientAddress['addressDetails']> = {}): PatientAddress => ({
    addressId,
    usage: 'HOME1',
    addressDetails: details(o),
    isShared: false,
  });
  const JORDAN_HOME = address('addr-jordan-home');
  const JORDAN_WORK = address('addr-jordan-work', {
    address1: '250 E Fifth St',
    address2: 'Floor 9',
    zipCode: '45202',
  });
  // Avery's record of the same home, written another way.
  const AVERY_HOME = address('addr-avery-home', { address1: '4821  MAPLE RIDGE DR', zipCode: '45227-0001' });
  const LISTS: PatientAddressList[] = [
    { patientNumber: BISCUIT.patientNumber, addresses: [] },
    { patientNumber: JORDAN.patientNumber, addresses: [JORDAN_HOME, JORDAN_WORK] },
    { patientNumber: AVERY.patientNumber, addresses: [AVERY_HOME] },
  ];
  const PATIENTS = [BISCUIT, JORDAN, AVERY];

  it('no lists: no addresses', () => {
    expect(shippingAddresses([], PATIENTS, JORDAN.patientNumber)).toEqual([]);
  });

  it('the active patient first; a shared place once, the first record kept, labelled with both names', () => {
    expect(shippingAddresses(LISTS, PATIENTS, JORDAN.patientNumber)).toEqual([
      { address: JORDAN_HOME, patientNames: ['Jordan Whitfield', 'Avery Whitfield'] },
      { address: JORDAN_WORK, patientNames: ['Jordan Whitfield'] },
    ]);
  });

  it("another active patient: that patient's record and name come first, the others follow in list order", () => {
    expect(shippingAddresses(LISTS, PATIENTS, AVERY.patientNumber)).toEqual([
      { address: AVERY_HOME, patientNames: ['Avery Whitfield', 'Jordan Whitfield'] },
      { address: JORDAN_WORK, patientNames: ['Jordan Whitfield'] },
    ]);
  });

  it('an active patient with no list: every list in its order', () => {
    expect(shippingAddresses(LISTS, PATIENTS, SAM.patientNumber)).toEqual([
      { address: JORDAN_HOME, patientNames: ['Jordan Whitfield', 'Avery Whitfield'] },
      { address: JORDAN_WORK, patientNames: ['Jordan Whitfield'] },
    ]);
  });

  it('a patient not among the patients adds the address without a name', () => {
    expect(
      shippingAddresses(
        [
          { patientNumber: '999999999', addresses: [JORDAN_WORK] },
          { patientNumber: JORDAN.patientNumber, addresses: [JORDAN_HOME] },
        ],
        PATIENTS,
        JORDAN.patientNumber,
      ),
    ).toEqual([
      { address: JORDAN_HOME, patientNames: ['Jordan Whitfield'] },
      { address: JORDAN_WORK, patientNames: [] },
    ]);
  });

  it("one patient's two records of one place: listed once, the name once", () => {
    expect(
      shippingAddresses(
        [
          {
            patientNumber: JORDAN.patientNumber,
            addresses: [JORDAN_HOME, { ...AVERY_HOME, addressId: 'dup' }],
          },
        ],
        PATIENTS,
        JORDAN.patientNumber,
      ),
    ).toEqual([{ address: JORDAN_HOME, patientNames: ['Jordan Whitfield'] }]);
  });
});

describe('paymentOptionsFor, DEFAULT_PAYMENT_OPTION (§3 "Payment options: payNow, payAtStore")', () => {
  it('a store pickup offers pay now and pay at store', () => {
    expect(paymentOptionsFor('RETAIL')).toEqual(['payNow', 'payAtStore']);
  });

  it('a mail order offers pay now only', () => {
    expect(paymentOptionsFor('MAILORDER')).toEqual(['payNow']);
  });
});

describe('orderTypeOf (the cart is of one kind; the first item decides)', () => {
  it.each([
    ['an empty cart', [], 'RETAIL'],
    ['a store item', [{ homePharmacy: STORE }], 'RETAIL'],
    ['a mail-order item', [{ homePharmacy: MAIL }], 'MAILORDER'],
    ['a store item first', [{ homePharmacy: STORE }, { homePharmacy: MAIL }], 'RETAIL'],
    ['a mail-order item first', [{ homePharmacy: MAIL }, { homePharmacy: STORE }], 'MAILORDER'],
  ] as const)('%s → %s', (_label, items, type) => {
    expect(orderTypeOf(items)).toBe(type);
  });
});

describe("cartPharmacies (the pharmacies the items are filled at, first item's first)", () => {
  it('is empty for an empty cart', () => {
    expect(cartPharmacies([])).toEqual([]);
  });

  it('lists each facility once, by facility id, in order of first appearance, the first record kept', () => {
    const renamed = { ...STORE, vanityName: 'Oakley (renamed)' };
    const result = cartPharmacies([
      { homePharmacy: STORE },
      { homePharmacy: MAIL },
      { homePharmacy: renamed },
      { homePharmacy: STORE_B },
      { homePharmacy: MAIL },
    ]);
    expect(result).toEqual([STORE, MAIL, STORE_B]);
    expect(result[0]).toBe(STORE);
  });
});

describe('paymentTypeOf, needsOnlinePaySetup (§3 paymentType DW; §4 "A mail-order payment of type DW triggers online-pay setup first")', () => {
  it('pay now is DW (a card of the digital wallet); pay at store carries none', () => {
    expect(paymentTypeOf('payNow')).toBe('DW');
    expect(paymentTypeOf('payAtStore')).toBeNull();
  });

  it.each([
    ['MAILORDER', 'payNow', true],
    ['MAILORDER', 'payAtStore', false],
    ['RETAIL', 'payNow', false],
    ['RETAIL', 'payAtStore', false],
  ] as const)('%s paid %s needs online-pay setup: %s', (orderType, option, needed) => {
    expect(needsOnlinePaySetup(orderType, option)).toBe(needed);
  });
});

describe('buildOrder (§3 "Checkout" order fields; POST /orders-stage)', () => {
  const choices = (o: Partial<OrderChoices> & Pick<OrderChoices, 'items'>): OrderChoices => ({
    facilityId: '01400412',
    pickupTime: null,
    addressId: null,
    shippingMethodId: null,
    easyOpenCaps: false,
    paymentOption: 'payNow',
    cardId: null,
    paymentIntentId: null,
    ...o,
  });
  const atorvastatin = cartItem({ rxNumber: '1234567', pay: 12.5, fillSequence: '3' });
  const metformin = cartItem({ rxNumber: '1234568', pay: 9.75, fillSequence: '4' });
  const lisinopril = cartItem({ rxNumber: '3456789', pay: 6, fillSequence: '7', pharmacy: MAIL });
  const carprofen = cartItem({ rxNumber: '1234575', who: BISCUIT, relationshipType: 'PET', pay: 31.2 });

  it('a store pickup paid now: retail, PICKUP, DW, the card, the pickup time; mail-order fields dropped', () => {
    expect(
      buildOrder(
        choices({
          items: [atorvastatin, metformin],
          pickupTime: new Date('2026-11-23T19:00:00.000Z'),
          addressId: 'addr-jordan-home',
          shippingMethodId: 'SM-STANDARD',
          easyOpenCaps: true,
          paymentOption: 'payNow',
          cardId: 'card-visa',
          paymentIntentId: null,
        }),
      ),
    ).toEqual({
      orderType: 'RETAIL',
      patientType: 'SELF',
      products: [
        {
          rxNumber: '1234567',
          rxRecordNumber: '501234567',
          rxFillSequence: '3',
          patientNumber: '100234567',
          patientPayAmount: 12.5,
        },
        {
          rxNumber: '1234568',
          rxRecordNumber: '501234568',
          rxFillSequence: '4',
          patientNumber: '100234567',
          patientPayAmount: 9.75,
        },
      ],
      pharmacyType: 'RETAIL',
      facilityId: '01400412',
      easyOpenLids: false,
      fulfillmentMethod: 'PICKUP',
      paymentMethod: 'payNow',
      paymentType: 'DW',
      pickupTime: '2026-11-23T19:00:00.000Z',
      cardId: 'card-visa',
      paymentIntentId: null,
      orderRevenue: 22.25,
      shippingMethodId: null,
      addressId: null,
    });
  });

  it('a mail order: MAILORDER, MAIL_ORDER, SHIP, easy-open lids, address, shipping, intent; no pickup time', () => {
    expect(
      buildOrder(
        choices({
          items: [lisinopril],
          facilityId: '90000001',
          pickupTime: new Date('2026-11-23T19:00:00.000Z'),
          addressId: 'addr-jordan-home',
          shippingMethodId: 'SM-STANDARD',
          easyOpenCaps: true,
          paymentOption: 'payNow',
          cardId: 'card-visa',
          paymentIntentId: 'pi-rx-0001',
        }),
      ),
    ).toEqual({
      orderType: 'MAILORDER',
      patientType: 'SELF',
      products: [
        {
          rxNumber: '3456789',
          rxRecordNumber: '503456789',
          rxFillSequence: '7',
          patientNumber: '100234567',
          patientPayAmount: 6,
        },
      ],
      pharmacyType: 'MAIL_ORDER',
      facilityId: '90000001',
      easyOpenLids: true,
      fulfillmentMethod: 'SHIP',
      paymentMethod: 'payNow',
      paymentType: 'DW',
      pickupTime: null,
      cardId: 'card-visa',
      paymentIntentId: 'pi-rx-0001',
      orderRevenue: 6,
      shippingMethodId: 'SM-STANDARD',
      addressId: 'addr-jordan-home',
    });
  });

  it('a mail order without easy-open caps asks for none', () => {
    expect(buildOrder(choices({ items: [lisinopril], easyOpenCaps: false })).easyOpenLids).toBe(false);
  });

  it('a store pickup paid at the store: no payment type, no card even if one was chosen; two patients: MULTIPLE', () => {
    expect(
      buildOrder(
        choices({
          items: [atorvastatin, carprofen],
          pickupTime: null,
          paymentOption: 'payAtStore',
          cardId: 'card-visa',
          paymentIntentId: null,
        }),
      ),
    ).toEqual({
      orderType: 'RETAIL',
      patientType: 'MULTIPLE',
      products: [
        {
          rxNumber: '1234567',
          rxRecordNumber: '501234567',
          rxFillSequence: '3',
          patientNumber: '100234567',
          patientPayAmount: 12.5,
        },
        {
          rxNumber: '1234575',
          rxRecordNumber: '501234575',
          rxFillSequence: '2',
          patientNumber: '100234569',
          patientPayAmount: 31.2,
        },
      ],
      pharmacyType: 'RETAIL',
      facilityId: '01400412',
      easyOpenLids: false,
      fulfillmentMethod: 'PICKUP',
      paymentMethod: 'payAtStore',
      paymentType: null,
      pickupTime: null,
      cardId: null,
      paymentIntentId: null,
      orderRevenue: 43.7,
      shippingMethodId: null,
      addressId: null,
    });
  });

  it('pay now without a card carries no card', () => {
    expect(
      buildOrder(choices({ items: [atorvastatin], paymentOption: 'payNow', cardId: null })).cardId,
    ).toBeNull();
  });

  it.each([
    ['one patient, SELF', [atorvastatin, metformin], 'SELF'],
    ['one patient, a PET', [carprofen], 'PET'],
    [
      'one CHILD with two refills',
      [
        cartItem({ rxNumber: '5555551', who: RILEY, relationshipType: 'CHILD' }),
        cartItem({ rxNumber: '5555552', who: RILEY, relationshipType: 'CHILD' }),
      ],
      'CHILD',
    ],
    [
      'two patients of the same relationship (two children)',
      [
        cartItem({ rxNumber: '5555551', who: RILEY, relationshipType: 'CHILD' }),
        cartItem({ rxNumber: '5555553', who: SAM, relationshipType: 'CHILD' }),
      ],
      'MULTIPLE',
    ],
    ['two patients of different relationships', [carprofen, atorvastatin], 'MULTIPLE'],
    ['no items', [], 'MULTIPLE'],
  ] as const)('patientType of %s is %s', (_label, items, patientType) => {
    expect(buildOrder(choices({ items })).patientType).toBe(patientType);
  });

  it.each([
    ['12.50 + 9.75', [12.5, 9.75], 22.25],
    ['0.10 + 0.20 (two decimals, no float residue)', [0.1, 0.2], 0.3],
    ['19.99 + 5.01', [19.99, 5.01], 25],
    ['a TBD 0.0001 and an absent amount count as 0', [12.5, 0.0001, null], 12.5],
    ['one amount', [31.2], 31.2],
    ['nothing known', [null, 0.0001], 0],
  ] as const)('orderRevenue of %s is %d', (_label, amounts, revenue) => {
    const items = amounts.map((pay, i) => cartItem({ rxNumber: `777000${i}`, pay }));
    expect(buildOrder(choices({ items })).orderRevenue).toBe(revenue);
  });

  it('an empty cart builds an empty retail order (the schema refuses it later)', () => {
    expect(buildOrder(choices({ items: [] }))).toEqual({
      orderType: 'RETAIL',
      patientType: 'MULTIPLE',
      products: [],
      pharmacyType: 'RETAIL',
      facilityId: '01400412',
      easyOpenLids: false,
      fulfillmentMethod: 'PICKUP',
      paymentMethod: 'payNow',
      paymentType: 'DW',
      pickupTime: null,
      cardId: null,
      paymentIntentId: null,
      orderRevenue: 0,
      shippingMethodId: null,
      addressId: null,
    });
  });

  it('a product carries the raw pay amount of its refill (null and 0.0001 as they are)', () => {
    const tbd = cartItem({ rxNumber: '8880001', pay: 0.0001 });
    const none = cartItem({ rxNumber: '8880002', pay: null });
    expect(buildOrder(choices({ items: [tbd, none] })).products.map((p) => p.patientPayAmount)).toEqual([
      0.0001,
      null,
    ]);
  });
});

describe('missingChoices (what Place Order still needs, each a field with its message)', () => {
  const retailItems = [cartItem({ rxNumber: '1234567' })];
  const mailItems = [cartItem({ rxNumber: '3456789', pharmacy: MAIL })];
  const base = {
    facilityId: '01400412',
    easyOpenCaps: false,
  };
  type Input = Parameters<typeof missingChoices>[0];
  const input = (o: Omit<Input, 'facilityId' | 'easyOpenCaps'>): Input => ({ ...base, ...o });
  const WHEN = at(23, 14, 0);

  it.each([
    [
      'a pickup with nothing chosen, paying now: date, time and card',
      input({
        items: retailItems,
        pickupDate: null,
        pickupTime: null,
        addressId: null,
        shippingMethodId: null,
        paymentOption: 'payNow',
        cardId: null,
      }),
      {
        pickupDate: 'Choose a pickup date.',
        pickupTime: 'Choose a pickup time.',
        cardId: 'Choose a card in the payment method box.',
      },
    ],
    [
      'a pickup with a date but no time, paying at the store',
      input({
        items: retailItems,
        pickupDate: '2026-11-23',
        pickupTime: null,
        addressId: null,
        shippingMethodId: null,
        paymentOption: 'payAtStore',
        cardId: null,
      }),
      { pickupTime: 'Choose a pickup time.' },
    ],
    [
      'a pickup with a time but no date',
      input({
        items: retailItems,
        pickupDate: null,
        pickupTime: WHEN,
        addressId: null,
        shippingMethodId: null,
        paymentOption: 'payAtStore',
        cardId: null,
      }),
      { pickupDate: 'Choose a pickup date.' },
    ],
    [
      'a pickup with everything chosen, paying now with a card',
      input({
        items: retailItems,
        pickupDate: '2026-11-23',
        pickupTime: WHEN,
        addressId: null,
        shippingMethodId: null,
        paymentOption: 'payNow',
        cardId: 'card-visa',
      }),
      {},
    ],
    [
      'a pickup paying at the store needs no card',
      input({
        items: retailItems,
        pickupDate: '2026-11-23',
        pickupTime: WHEN,
        addressId: null,
        shippingMethodId: null,
        paymentOption: 'payAtStore',
        cardId: null,
      }),
      {},
    ],
    [
      'a mail order with nothing chosen: address, shipping and card (no pickup date or time)',
      input({
        items: mailItems,
        pickupDate: null,
        pickupTime: null,
        addressId: null,
        shippingMethodId: null,
        paymentOption: 'payNow',
        cardId: null,
      }),
      {
        addressId: 'Choose a shipping address.',
        shippingMethodId: 'Choose a shipping method.',
        cardId: 'Choose a card in the payment method box.',
      },
    ],
    [
      'a mail order with an address but no shipping method',
      input({
        items: mailItems,
        pickupDate: null,
        pickupTime: null,
        addressId: 'addr-jordan-home',
        shippingMethodId: null,
        paymentOption: 'payNow',
        cardId: 'card-visa',
      }),
      { shippingMethodId: 'Choose a shipping method.' },
    ],
    [
      'a mail order with a shipping method but no address',
      input({
        items: mailItems,
        pickupDate: null,
        pickupTime: null,
        addressId: null,
        shippingMethodId: 'SM-STANDARD',
        paymentOption: 'payNow',
        cardId: 'card-visa',
      }),
      { addressId: 'Choose a shipping address.' },
    ],
    [
      'a mail order with everything chosen',
      input({
        items: mailItems,
        pickupDate: null,
        pickupTime: null,
        addressId: 'addr-jordan-home',
        shippingMethodId: 'SM-STANDARD',
        paymentOption: 'payNow',
        cardId: 'card-visa',
      }),
      {},
    ],
  ] as const)('%s', (_label, given, missing) => {
    expect(missingChoices(given)).toEqual(missing);
  });
});

describe('orderSubmitFailure (§5 "a 400 response with detail.message or detail.inputValidationErrors supplies the messages"; §8)', () => {
  const ORDER_SUBMIT = 'We encountered an error submitting your order. Please try again.';
  const rejected = (o: Partial<ApiError>): Partial<ApiError> => ({
    name: 'ApiError',
    kind: 'http',
    endpoint: 'POST /rx/api/orders-stage',
    status: 400,
    code: 'ORDER_REJECTED',
    ...o,
  });

  it('a 400 ORDER_REJECTED supplies its message and its field messages', () => {
    expect(
      orderSubmitFailure(
        rejected({
          message: 'Pick another time.',
          fields: { pickupTime: 'Pick another time.', cardId: 'Expired.' },
        }),
      ),
    ).toEqual({
      message: 'Pick another time.',
      fields: { pickupTime: 'Pick another time.', cardId: 'Expired.' },
    });
  });

  it('a 400 ORDER_REJECTED with an empty message says the §8 text, keeping its field messages', () => {
    expect(orderSubmitFailure(rejected({ message: '', fields: { addressId: 'Unknown address.' } }))).toEqual({
      message: ORDER_SUBMIT,
      fields: { addressId: 'Unknown address.' },
    });
  });

  it('a 400 ORDER_REJECTED without a message says the §8 text', () => {
    expect(orderSubmitFailure(rejected({ fields: { cardId: 'Expired.' } }))).toEqual({
      message: ORDER_SUBMIT,
      fields: { cardId: 'Expired.' },
    });
  });

  it('a 400 ORDER_REJECTED without field messages has none', () => {
    expect(orderSubmitFailure(rejected({ message: 'Pick another time.' }))).toEqual({
      message: 'Pick another time.',
      fields: {},
    });
  });

  it("the field messages are a copy, not the error's own object", () => {
    const fields = { pickupTime: 'Pick another time.' };
    const result = orderSubmitFailure(rejected({ message: 'x', fields }));
    expect(result.fields).toEqual({ pickupTime: 'Pick another time.' });
    expect(result.fields).not.toBe(fields);
  });

  it.each([
    ['a 400 with another code', rejected({ code: 'VALIDATION', message: 'Nope.', fields: { cardId: 'x' } })],
    ['a 400 without a code', rejected({ code: undefined, message: 'Nope.', fields: { cardId: 'x' } })],
    ['a 409 ORDER_REJECTED', rejected({ status: 409, message: 'Nope.', fields: { cardId: 'x' } })],
    ['a 422 ORDER_REJECTED', rejected({ status: 422, message: 'Nope.', fields: { cardId: 'x' } })],
    ['a 500', rejected({ status: 500, code: undefined, message: 'HTTP 500' })],
    [
      'a look-alike that is not an ApiError',
      { name: 'Error', status: 400, code: 'ORDER_REJECTED', message: 'Nope.', fields: { cardId: 'x' } },
    ],
    ['null', null],
    ['undefined', undefined],
  ])('%s gives the §8 text and no field messages', (_label, error) => {
    expect(orderSubmitFailure(error)).toEqual({ message: ORDER_SUBMIT, fields: {} });
  });
});

describe("orderAlreadyPlacedMessage (docs/choices.md: a stale tab's order)", () => {
  it('names the order number', () => {
    expect(orderAlreadyPlacedMessage('70000001')).toBe(
      'This order was already placed (order number 70000001), perhaps in another tab or window: there is nothing more to do here.',
    );
  });
});

describe('orderAnalyticsPayload (§4 "record analytics"; §9 lead time in minutes, salesTax and serviceFees 0, PHI)', () => {
  const ORDER: OrderRequest = {
    orderType: 'RETAIL',
    patientType: 'SELF',
    products: [
      {
        rxNumber: '1234567',
        rxRecordNumber: '501234567',
        rxFillSequence: '3',
        patientNumber: '100234567',
        patientPayAmount: 12.5,
      },
    ],
    pharmacyType: 'RETAIL',
    facilityId: '01400412',
    easyOpenLids: false,
    fulfillmentMethod: 'PICKUP',
    paymentMethod: 'payNow',
    paymentType: 'DW',
    pickupTime: '2026-11-23T19:00:00.000Z',
    cardId: 'card-visa',
    paymentIntentId: null,
    orderRevenue: 12.5,
    shippingMethodId: null,
    addressId: null,
  };
  const NOW = new Date('2026-11-23T14:10:00.000Z');

  it('a pickup paid now: counts, amounts, lead time 290 minutes, tax and fees 0, marked PHI, version 1.0', () => {
    expect(orderAnalyticsPayload(ORDER, NOW)).toEqual({
      orderType: 'RETAIL',
      fulfillmentMethod: 'PICKUP',
      paymentType: 'DW',
      itemCount: 1,
      orderRevenue: 12.5,
      salesTax: 0,
      serviceFees: 0,
      leadTimeMinutes: 290,
      dataClassification: 'Protected Health Information',
      schemaVersion: '1.0',
    });
  });

  it('paid at the store: paymentType PAY_AT_STORE; the lead time counts whole minutes', () => {
    expect(
      orderAnalyticsPayload(
        { ...ORDER, paymentMethod: 'payAtStore', paymentType: null, cardId: null },
        new Date('2026-11-23T14:10:30.000Z'),
      ),
    ).toEqual({
      orderType: 'RETAIL',
      fulfillmentMethod: 'PICKUP',
      paymentType: 'PAY_AT_STORE',
      itemCount: 1,
      orderRevenue: 12.5,
      salesTax: 0,
      serviceFees: 0,
      leadTimeMinutes: 289,
      dataClassification: 'Protected Health Information',
      schemaVersion: '1.0',
    });
  });

  it('a mail order of two refills has no lead time', () => {
    expect(
      orderAnalyticsPayload(
        {
          ...ORDER,
          orderType: 'MAILORDER',
          pharmacyType: 'MAIL_ORDER',
          fulfillmentMethod: 'SHIP',
          pickupTime: null,
          products: [
            { ...ORDER.products[0]!, rxNumber: '3456789', rxRecordNumber: '503456789' },
            { ...ORDER.products[0]!, rxNumber: '3456790', rxRecordNumber: '503456790', patientPayAmount: 6 },
          ],
          orderRevenue: 18.5,
        },
        NOW,
      ),
    ).toEqual({
      orderType: 'MAILORDER',
      fulfillmentMethod: 'SHIP',
      paymentType: 'DW',
      itemCount: 2,
      orderRevenue: 18.5,
      salesTax: 0,
      serviceFees: 0,
      leadTimeMinutes: null,
      dataClassification: 'Protected Health Information',
      schemaVersion: '1.0',
    });
  });

  it('carries no rx number, patient number, facility or card', () => {
    expect(JSON.stringify(orderAnalyticsPayload(ORDER, NOW))).not.toMatch(
      /1234567|100234567|01400412|card-visa/,
    );
  });
});

// @vitest-environment node
/**
 * Rules of issue 11 part 1 in domain/rx (pharmacy-portal.md §3, §4, §5, §8, §9), each checked against literals
 * copied from the spec: status groups, on-hold statuses ('Resheduled' matched), 'Profiled' and 0.0001, the estimated
 * total and its note, the cart search filter, the cart panel's visibility, the pickup slots, shipping, the order's
 * analytics payload (no PHI), the request's required fields and every §8 text of these areas.
 */
import { paymentAssociationOf } from '../../domain/rx/online-pay';
import { describe, expect, it } from 'vitest';
import { REFILL_STATUSES } from '../../api/contracts/rx';
import {
  ALBUTEROL,
  ATORVASTATIN,
  ATORVASTATIN_ITEM,
  LISINOPRIL,
  METFORMIN,
  SERTRALINE,
} from '../../machines/rx/cart/cart.fixtures';
import {
  FIXTURE_SHIPPING,
  FIXTURE_STORE,
  LISINOPRIL_ITEM,
} from '../../machines/rx/checkout/checkout.fixtures';
import { PHI_CLASSIFICATION } from '../../domain/rx/analytics';
import {
  cartAddFailure,
  conflictsWithCart,
  invalidItems,
  isCartPanelShown,
  itemsByPatient,
  CART_UNDO_WINDOW_MS,
} from '../../domain/rx/cart';
import {
  defaultShippingMethodId,
  isDefiniteRejection,
  orderAnalyticsPayload,
  orderSubmitFailure,
  paymentOptionsFor,
  pickupSlots,
  slotsByDate,
  sortShippingMethods,
} from '../../domain/rx/checkout';
import { RX_ORDER_MESSAGES } from '../../domain/rx/messages';
import {
  COST_TEXTS,
  costLabel,
  estimatedTotal,
  isRefillable,
  matchesSearch,
  onHoldSecondaryStatus,
  statusGroupOf,
} from '../../domain/rx/prescriptions';
import { rxRequestErrors } from '../../domain/rx/rxRequest';
import { isPersonalKey } from '../../domain/privacy';

describe('§4 refill statuses', () => {
  it.each([
    ['NEVER_FILLED', 'refillable'],
    ['OVERDUE', 'refillable'],
    ['REFILLABLE', 'refillable'],
    ['REFILLABLE_WITH_CALL_TO_PRESCRIBER', 'refillable'],
    ['NEVER_FILLED_WITH_CALL_TO_PRESCRIBER', 'refillable'],
    ['NOT_REFILLABLE', 'notRefillable'],
    ['REFILL_TOO_SOON', 'notRefillable'],
    ['IN_PROGRESS', 'inProgress'],
    ['READY_FOR_PICKUP', 'ready'],
    ['DELIVERY', 'delivery'],
    ['SHIPPED', 'delivery'],
    ['ON_HOLD', 'onHold'],
  ] as const)('%s is in the %s group', (status, group) => {
    expect(statusGroupOf(status)).toBe(group);
    expect(isRefillable({ refillStatus: status })).toBe(group === 'refillable');
  });

  it('puts every status of the contract in a group', () => {
    expect(REFILL_STATUSES).toHaveLength(12);
  });

  it.each([
    ['Awaiting Restock', 'Awaiting Restock'],
    ['Rescheduled', 'Rescheduled'],
    ['Resheduled', 'Rescheduled'],
    ['Contacted Insurer', 'Contacted Insurer'],
    ['Contacted Prescriber', 'Contacted Prescriber'],
    ['Something else', null],
  ])('on-hold secondary status %s → %s (the misspelt one matched)', (text, status) => {
    expect(onHoldSecondaryStatus(text)).toBe(status);
  });
});

describe('§3/§9 costs', () => {
  it("'Profiled' shows cost N/A; 0.0001 and a missing amount are TBD; otherwise two decimals", () => {
    expect(costLabel({ rxStatus: 'Profiled', patientPayAmount: 5 })).toBe('N/A');
    expect(costLabel({ rxStatus: null, patientPayAmount: 0.0001 })).toBe('TBD');
    expect(costLabel({ rxStatus: null, patientPayAmount: null })).toBe('TBD');
    expect(costLabel({ rxStatus: null, patientPayAmount: 12.5 })).toBe('$12.50');
  });

  it("the estimated total is 'TBD' if any item is profiled, else dollars with two decimals and an asterisk", () => {
    expect(estimatedTotal([ATORVASTATIN, SERTRALINE])).toBe('TBD');
    expect(estimatedTotal([ATORVASTATIN, METFORMIN])).toBe('$22.25*');
    expect(estimatedTotal([ATORVASTATIN, { rxStatus: null, patientPayAmount: 0.0001 }])).toBe('$12.50*');
    expect(estimatedTotal([])).toBe('$0.00*');
    expect(COST_TEXTS.estimateNote).toBe(
      'The final amount at pickup may change based on insurance co-pays and deductibles.',
    );
  });
});

describe('§5 cart search filter (from 3 characters: rx number, prescriber, drug name, status)', () => {
  it.each([
    ['', true],
    ['zz', true],
    ['zzz', false],
    ['123', true],
    ['4567', true],
    ['marsh', true],
    ['ELENA', true],
    ['atorva', true],
    ['refillable', true],
    ['on hold', false],
  ])('"%s" matches Atorvastatin: %s', (query, match) => {
    expect(matchesSearch(ATORVASTATIN, query)).toBe(match);
  });
  it('matches the status as its code and as words', () => {
    expect(matchesSearch(ALBUTEROL, 'REFILL_TOO_SOON')).toBe(true);
    expect(matchesSearch(ALBUTEROL, 'too soon')).toBe(true);
  });
});

describe('cart rules', () => {
  it('§6: shows the panel only to customer-verified users with the pinned cart on and the payment flyout closed', () => {
    expect(isCartPanelShown({ customerVerified: true, pinnedCart: true, paymentFlyoutOpen: false })).toBe(
      true,
    );
    expect(isCartPanelShown({ customerVerified: false, pinnedCart: true, paymentFlyoutOpen: false })).toBe(
      false,
    );
    expect(isCartPanelShown({ customerVerified: true, pinnedCart: false, paymentFlyoutOpen: false })).toBe(
      false,
    );
    expect(isCartPanelShown({ customerVerified: true, pinnedCart: true, paymentFlyoutOpen: true })).toBe(
      false,
    );
  });

  it('§4: mail-order and in-store items conflict; a removed item no longer counts', () => {
    expect(conflictsWithCart([ATORVASTATIN_ITEM], 'MAIL_ORDER')).toBe(true);
    expect(conflictsWithCart([ATORVASTATIN_ITEM], 'RETAIL')).toBe(false);
    expect(conflictsWithCart([{ ...ATORVASTATIN_ITEM, removed: true }], 'MAIL_ORDER')).toBe(false);
  });

  it('§2.2: items whose refills are no longer valid (absent or not refillable)', () => {
    const items = [ATORVASTATIN_ITEM, LISINOPRIL_ITEM];
    expect(invalidItems(items, [ATORVASTATIN, LISINOPRIL])).toEqual([]);
    expect(
      invalidItems(items, [{ ...ATORVASTATIN, refillStatus: 'IN_PROGRESS' }]).map((i) => i.rxNumber),
    ).toEqual(['1234567', '3456789']);
  });

  it('groups items by patient', () => {
    expect(itemsByPatient([ATORVASTATIN_ITEM]).map((g) => [g.name, g.items.length])).toEqual([
      ['Jordan Whitfield', 1],
    ]);
  });

  it('§8 texts of a failed add', () => {
    const http = (status: number, code?: string) => ({ name: 'ApiError', kind: 'http', status, code });
    expect(cartAddFailure(http(400, 'NOT_REFILLABLE'), 'Lisinopril 10 mg Tablet')).toBe(
      'Lisinopril 10 mg Tablet is not refillable at this time.',
    );
    expect(cartAddFailure(http(500), 'X')).toBe(
      'We were unable to complete your request at this time, please try again.',
    );
    expect(CART_UNDO_WINDOW_MS).toBe(5_000);
  });

  it('§8 texts, exactly', () => {
    expect(RX_ORDER_MESSAGES).toEqual({
      cartConflict:
        'You can only add mail order refills or in-store refills to your order, not both. Please remove the item(s) in your cart or finish checking out before adding this refill.',
      orderSubmit: 'We encountered an error submitting your order. Please try again.',
      onlinePaySetup: 'There was an error setting up online pay.  Please try again.',
      prescriptionInvalid:
        'You have entered incorrect or invalid information.  Please check your information and try again.',
      generic: 'We were unable to complete your request at this time, please try again.',
      storeSearch: 'We’re sorry, store location information cannot be found at this time.',
    });
  });
});

describe('§9 pickup slots', () => {
  const at = (d: number, h: number, m: number) => new Date(2026, 10, d, h, m);

  it('every 30 minutes from now + 4 hours while the pharmacy is open (lunch and closed hours skipped), at most 50', () => {
    const slots = pickupSlots(at(23, 9, 10), FIXTURE_STORE);
    expect(slots.slice(0, 4)).toEqual([at(23, 14, 0), at(23, 14, 30), at(23, 15, 0), at(23, 15, 30)]);
    expect(slots).toHaveLength(50);
    for (const [i, slot] of slots.entries()) {
      if (i > 0) expect(slot.getTime() - slots[i - 1]!.getTime()).toBeGreaterThanOrEqual(30 * 60_000);
      expect(slot.getMinutes() % 30).toBe(0);
      expect(slot.getTime()).toBeGreaterThanOrEqual(at(23, 9, 10).getTime() + 4 * 3_600_000);
    }
    // Tuesday: 9:00 to 1:00 PM, then 2:00 PM on (lunch 1:30-2:00).
    const tuesday = slotsByDate(slots)[1]!;
    expect(tuesday.date).toBe('2026-11-24');
    expect(tuesday.slots.slice(8, 10)).toEqual([at(24, 13, 0), at(24, 14, 0)]);
  });

  it('from 5:20 PM on Saturday: Sunday 10 AM (Saturday closes at 6 PM); with a call to the doctor, 48 hours later', () => {
    expect(pickupSlots(at(28, 17, 20), FIXTURE_STORE)[0]).toEqual(at(29, 10, 0));
    expect(pickupSlots(at(23, 9, 10), FIXTURE_STORE, true)[0]).toEqual(at(25, 9, 30));
  });

  it('falls back to the next day at 2:00 PM without store hours', () => {
    expect(pickupSlots(at(23, 9, 10), null)).toEqual([at(24, 14, 0)]);
  });
});

describe('checkout rules', () => {
  it('§4: shipping sorted by lowest charge; code 1 by default unless one is chosen', () => {
    expect(sortShippingMethods(FIXTURE_SHIPPING).map((m) => m.shippingCharge)).toEqual([0, 12.95, 24.95]);
    expect(defaultShippingMethodId(FIXTURE_SHIPPING, null)).toBe('SM-STANDARD');
    expect(defaultShippingMethodId(FIXTURE_SHIPPING, 'SM-EXPEDITED')).toBe('SM-EXPEDITED');
    expect(defaultShippingMethodId(FIXTURE_SHIPPING, 'SM-GONE')).toBe('SM-STANDARD');
  });

  it('§3: pay at store only for a pickup', () => {
    expect(paymentOptionsFor('RETAIL')).toEqual(['payNow', 'payAtStore']);
    expect(paymentOptionsFor('MAILORDER')).toEqual(['payNow']);
  });

  it('§5: a 400 ORDER_REJECTED supplies its message and field errors; anything else is §8', () => {
    expect(
      orderSubmitFailure({
        name: 'ApiError',
        kind: 'http',
        status: 400,
        code: 'ORDER_REJECTED',
        message: 'Pick another time.',
        fields: { pickupTime: 'Pick another time.' },
      }),
    ).toEqual({ message: 'Pick another time.', fields: { pickupTime: 'Pick another time.' } });
    expect(orderSubmitFailure({ name: 'ApiError', kind: 'http', status: 500, message: 'x' })).toEqual({
      message: 'We encountered an error submitting your order. Please try again.',
      fields: {},
    });
    expect(isDefiniteRejection({ name: 'ApiError', kind: 'http', status: 400 })).toBe(true);
    expect(isDefiniteRejection({ name: 'ApiError', kind: 'http', status: 409 })).toBe(false);
    expect(isDefiniteRejection({ name: 'ApiError', kind: 'timeout', status: 408 })).toBe(false);
  });

  it('§9: the order analytics carry the PHI mark, lead time in minutes, tax and fees 0, and no personal key', () => {
    const payload = orderAnalyticsPayload(
      {
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
        pickupTime: new Date(2026, 10, 23, 14, 0).toISOString(),
        cardId: 'c',
        paymentIntentId: null,
        orderRevenue: 12.5,
        shippingMethodId: null,
        addressId: null,
      },
      new Date(2026, 10, 23, 9, 10),
    );
    expect(payload).toEqual({
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
    expect(PHI_CLASSIFICATION).toBe('Protected Health Information');
    expect(Object.keys(payload).filter(isPersonalKey)).toEqual([]);
    expect(JSON.stringify(payload)).not.toMatch(/1234567|Atorvastatin|100234567|Whitfield/);
  });

  it('§3: the payment association of an order (the one online-pay rule, domain/rx/online-pay.ts)', () => {
    expect(
      paymentAssociationOf({
        facilityId: '90000001',
        creditCardId: 'card-1',
        fraudToken: 'ft_1',
        loyaltyCardNumber: '4800012345678',
        prescriptions: [
          {
            rxRecordNumber: '503456789',
            rxFillSequence: '4',
            patientNumber: '100234567',
            patientPayAmount: 6,
          },
        ],
      }),
    ).toEqual({
      paymentType: 'PAYSYS',
      transactions: [
        {
          facilityId: '90000001',
          creditCardId: 'card-1',
          fraudToken: 'ft_1',
          loyaltyNum: '4800012345678',
          patientNumber: '100234567',
          prescriptions: [{ rxRecordNum: '503456789', rxFillSeq: '4', patientPayAmount: 6 }],
        },
      ],
    });
  });
});

describe('§5 add-Rx required fields', () => {
  const line = { medName: '', rxNumber: '', contactName: '', contactPhone: '' };
  it.each([
    ['NEW', { medName: 'Required', contactName: 'Required', contactPhone: 'Required' }],
    [
      'TRANSFER',
      { medName: 'Required', rxNumber: 'Required', contactName: 'Required', contactPhone: 'Required' },
    ],
    ['TRANSFER_ALL', { contactName: 'Required', contactPhone: 'Required' }],
    ['PAPER', { paperAcknowledge: 'Required' }],
  ] as const)('%s needs %j', (type, errors) => {
    expect(rxRequestErrors({ type, facilityId: '01400412', line, paperAcknowledge: false })).toEqual(errors);
  });
  it('checks the rx number (5 to 8 digits) and the phone (10 digits)', () => {
    expect(
      rxRequestErrors({
        type: 'TRANSFER',
        facilityId: '01400412',
        line: { medName: 'Simvastatin', rxNumber: '12', contactName: 'Riverbend', contactPhone: '513555' },
        paperAcknowledge: false,
      }),
    ).toEqual({
      rxNumber: 'Invalid Prescription Number: Must be between 5 and 8 digits',
      contactPhone: 'Invalid phone number, must be 10 digits',
    });
  });
});

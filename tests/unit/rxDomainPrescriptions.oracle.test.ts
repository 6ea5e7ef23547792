// @vitest-environment node
/**
 * Oracle table of the pharmacy's prescription, patient-access and wizard rules in domain/rx (prescriptions.ts,
 * patientAccess.ts, wizard.ts), every expected value a literal copied from pharmacy-portal.md or worked out by hand:
 * - §2.1 /rx/patient-access; §2.2 "A step wizard exists: each step is active, complete or disabled, and the user may
 *   reach steps only up to the first incomplete one. Maximum width 880 px on desktop, 528 px otherwise"; §2.4 the
 *   add-patient steps;
 * - §3 "Prescription / refill" (rxStatus "value 'Profiled' shows cost N/A and total 'TBD'"), "Relationships"
 *   (requestStatus PENDING, APPROVED, CANCELLED, REVOKED, EXPIRED);
 * - §4 "Refill statuses", "On-hold secondary statuses" (with the misspelt 'Resheduled'), "Relationship requests:
 *   CANCELLED, APPROVED (grant), DENIED (decline), REVOKED (remove). Setting an expiry date is an update.";
 * - §5 "the cart search filter applies only when the query has 3 or more characters and matches rx number,
 *   prescriber, drug name and status";
 * - §6 "Other-adult / caregiver access";
 * - §8 "Cart, orders, payment": '{drugName} is not refillable at this time.';
 * - §9 "A cost of 0.0001 is treated as 'TBD' or zero. Estimated total shows 'TBD' if any item is profiled, otherwise
 *   a dollar amount with two decimals and an asterisk, with the note 'The final amount at pickup may change based on
 *   insurance co-pays and deductibles.'", "Wizard width 880 px desktop, 528 px otherwise. Cart search filter from 3
 *   characters.", "step starts at 1";
 * - docs/choices.md "Exact lists of the in-progress and ready groups", "Who decides on a request", "A declined
 *   request", "The caregiver-without-self flag", "§2.4's step list and the wizard", "Health navigation breakpoint"
 *   (768 px).
 */
import { describe, expect, it } from 'vitest';
import type { Prescription, RefillStatus } from '../../api/contracts/rx';
import { SPEC_REFILL_STATUSES } from '../support/rx-statuses';
import type { RelationshipUpdateStatus, RequestStatus } from '../../api/contracts/rx-patient-access';
import {
  ACCESS_LABELS,
  ACCESS_TOASTS,
  type AccessAction,
  type AccessSide,
  ACTION_STATUS,
  actionLabel,
  allowedActions,
  EXPIRY_MESSAGES,
  expiryDateError,
  isAllowedUpdate,
  isExpiredOn,
  minExpiryDate,
  SECTION_SIDE,
  STATUS_LABELS,
  utcToday,
} from '../../domain/rx/patientAccess';
import {
  amountOf,
  CART_SEARCH_MIN_CHARACTERS,
  COST_TEXTS,
  costLabel,
  DELIVERY_GROUP,
  estimatedTotal,
  filterBySearch,
  formatDollars,
  groupByStatus,
  IN_PROGRESS_GROUP,
  isProfiled,
  isRefillable,
  isTbdAmount,
  matchesSearch,
  NOT_REFILLABLE_STATUSES,
  notRefillableMessage,
  ON_HOLD_GROUP,
  ON_HOLD_SECONDARY_STATUSES,
  onHoldSecondaryStatus,
  PRESCRIPTION_TEXTS,
  PROFILED_RX_STATUS,
  READY_GROUP,
  REFILL_STATUS_LABELS,
  REFILLABLE_STATUSES,
  STATUS_GROUP_LABELS,
  STATUS_GROUP_ORDER,
  STATUS_GROUPS,
  statusGroupOf,
  TBD_AMOUNT,
  totalAmount,
  visiblePrescriptions,
} from '../../domain/rx/prescriptions';
import {
  canReachStep,
  FIRST_STEP,
  firstIncompleteIndex,
  stepStateLabel,
  WIZARD_LABELS,
  WIZARD_WIDTH,
  type WizardStep,
  type WizardStepStatus,
  wizardSteps,
} from '../../domain/rx/wizard';

const ALL_STATUSES = SPEC_REFILL_STATUSES;

/** §3 requestStatus values. */
const REQUEST_STATUS_VALUES: readonly RequestStatus[] = [
  'PENDING',
  'APPROVED',
  'CANCELLED',
  'REVOKED',
  'EXPIRED',
];
/** §4 "Relationship requests" update statuses. */
const UPDATE_STATUS_VALUES: readonly RelationshipUpdateStatus[] = [
  'APPROVED',
  'DENIED',
  'REVOKED',
  'CANCELLED',
];

type SearchRx = Pick<Prescription, 'rxNumber' | 'drugName' | 'refillStatus' | 'prescriber'>;

/** A prescription as the cart search reads it. */
function searchRx(
  rxNumber: string,
  drugName: string,
  refillStatus: RefillStatus,
  firstName = 'Elena',
  lastName = 'Marsh',
): SearchRx {
  return {
    rxNumber,
    drugName,
    refillStatus,
    prescriber: { firstName, lastName, active: true, prescriberNumber: '1487650001' },
  };
}

/** A prescription's cost fields. */
const cost = (patientPayAmount: number | null, rxStatus: string | null = null) => ({
  patientPayAmount,
  rxStatus,
});

// ---------------------------------------------------------------------------------------------------------------
describe('§4 refill status groups: constants', () => {
  it('the refillable group is §4’s five statuses, in §4’s order', () => {
    expect(REFILLABLE_STATUSES).toEqual([
      'NEVER_FILLED',
      'OVERDUE',
      'REFILLABLE',
      'REFILLABLE_WITH_CALL_TO_PRESCRIBER',
      'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
    ]);
  });

  it('the not-refillable group is NOT_REFILLABLE and REFILL_TOO_SOON', () => {
    expect(NOT_REFILLABLE_STATUSES).toEqual(['NOT_REFILLABLE', 'REFILL_TOO_SOON']);
  });

  it('the status groups are the chosen lists (in progress, ready, delivery + shipped, on hold)', () => {
    expect(STATUS_GROUPS).toEqual({
      refillable: [
        'NEVER_FILLED',
        'OVERDUE',
        'REFILLABLE',
        'REFILLABLE_WITH_CALL_TO_PRESCRIBER',
        'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
      ],
      notRefillable: ['NOT_REFILLABLE', 'REFILL_TOO_SOON'],
      inProgress: ['IN_PROGRESS'],
      ready: ['READY_FOR_PICKUP'],
      delivery: ['DELIVERY', 'SHIPPED'],
      onHold: ['ON_HOLD'],
    });
  });

  it('the groups are listed refillable first and not refillable last', () => {
    expect(STATUS_GROUP_ORDER).toEqual([
      'refillable',
      'inProgress',
      'ready',
      'delivery',
      'onHold',
      'notRefillable',
    ]);
  });

  it('each group has its heading', () => {
    expect(STATUS_GROUP_LABELS).toEqual({
      refillable: 'Ready to Refill',
      notRefillable: 'Not Refillable',
      inProgress: 'In Progress',
      ready: 'Ready for Pickup',
      delivery: 'For Delivery',
      onHold: 'On Hold',
    });
  });

  it('the tracker’s named groups are the same lists', () => {
    expect(IN_PROGRESS_GROUP).toEqual(['IN_PROGRESS']);
    expect(READY_GROUP).toEqual(['READY_FOR_PICKUP']);
    expect(ON_HOLD_GROUP).toEqual(['ON_HOLD']);
    expect(DELIVERY_GROUP).toEqual(['DELIVERY', 'SHIPPED']);
  });

  it('each status reads as its label', () => {
    expect(REFILL_STATUS_LABELS).toEqual({
      IN_PROGRESS: 'In Progress',
      READY_FOR_PICKUP: 'Ready for Pickup',
      DELIVERY: 'Out for Delivery',
      SHIPPED: 'Shipped',
      ON_HOLD: 'On Hold',
      NOT_REFILLABLE: 'Not Refillable',
      REFILL_TOO_SOON: 'Too Soon to Refill',
      NEVER_FILLED: 'Never Filled',
      OVERDUE: 'Overdue',
      REFILLABLE: 'Refillable',
      REFILLABLE_WITH_CALL_TO_PRESCRIBER: 'Refillable (we will call your prescriber)',
      NEVER_FILLED_WITH_CALL_TO_PRESCRIBER: 'Never Filled (we will call your prescriber)',
    });
  });
});

describe('statusGroupOf and isRefillable: every refill status', () => {
  it.each([
    ['IN_PROGRESS', 'inProgress', false],
    ['READY_FOR_PICKUP', 'ready', false],
    ['DELIVERY', 'delivery', false],
    ['SHIPPED', 'delivery', false],
    ['ON_HOLD', 'onHold', false],
    ['NOT_REFILLABLE', 'notRefillable', false],
    ['REFILL_TOO_SOON', 'notRefillable', false],
    ['NEVER_FILLED', 'refillable', true],
    ['OVERDUE', 'refillable', true],
    ['REFILLABLE', 'refillable', true],
    ['REFILLABLE_WITH_CALL_TO_PRESCRIBER', 'refillable', true],
    ['NEVER_FILLED_WITH_CALL_TO_PRESCRIBER', 'refillable', true],
  ] as const)(
    '%s is in group %s, refillable %s (as a status and as a prescription)',
    (status, group, refillable) => {
      expect(statusGroupOf(status)).toBe(group);
      expect(isRefillable(status)).toBe(refillable);
      expect(isRefillable({ refillStatus: status })).toBe(refillable);
    },
  );

  it('the table above covers all twelve statuses', () => {
    expect(ALL_STATUSES.map(statusGroupOf)).toEqual([
      'inProgress',
      'ready',
      'delivery',
      'delivery',
      'onHold',
      'notRefillable',
      'notRefillable',
      'refillable',
      'refillable',
      'refillable',
      'refillable',
      'refillable',
    ]);
  });

  it('a status of no group falls back to notRefillable and is not refillable', () => {
    const unknown = 'PARTIALLY_FILLED' as string as RefillStatus;
    expect(statusGroupOf(unknown)).toBe('notRefillable');
    expect(isRefillable(unknown)).toBe(false);
    expect(isRefillable({ refillStatus: unknown })).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('§4 on-hold secondary statuses', () => {
  it('the four secondary statuses in §4’s order', () => {
    expect(ON_HOLD_SECONDARY_STATUSES).toEqual([
      'Awaiting Restock',
      'Rescheduled',
      'Contacted Insurer',
      'Contacted Prescriber',
    ]);
  });

  it.each([
    ['Awaiting Restock', 'Awaiting Restock'],
    ['Rescheduled', 'Rescheduled'],
    ['Resheduled (the misspelling)', 'Rescheduled'],
    ['Contacted Insurer', 'Contacted Insurer'],
    ['Contacted Prescriber', 'Contacted Prescriber'],
  ] as const)('"%s" means %s', (text, expected) => {
    const input = text.replace(' (the misspelling)', '');
    expect(onHoldSecondaryStatus(input)).toBe(expected);
  });

  it.each([
    ['upper case', 'AWAITING RESTOCK', 'Awaiting Restock'],
    ['lower case', 'contacted insurer', 'Contacted Insurer'],
    ['mixed case misspelling', 'ReSheDuled', 'Rescheduled'],
    ['surrounding spaces', '  Contacted Prescriber  ', 'Contacted Prescriber'],
    ['a tab and newline around', '\tRescheduled\n', 'Rescheduled'],
  ] as const)('matching ignores %s: %j', (_name, text, expected) => {
    expect(onHoldSecondaryStatus(text)).toBe(expected);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty text', ''],
    ['spaces only', '   '],
    ['an unknown text', 'Waiting on Doctor'],
    ['a partial text', 'Contacted'],
    ['a misspelling not in §4', 'Reschedule'],
    ['a text that names a built-in member of objects (constructor)', 'constructor'],
    ['a text that names a built-in member of objects (__proto__)', '__proto__'],
  ] as const)('%s means no secondary status (null)', (_name, text) => {
    expect(onHoldSecondaryStatus(text)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('§9 costs: constants', () => {
  it('the profiled rxStatus is "Profiled" and the TBD marker 0.0001', () => {
    expect(PROFILED_RX_STATUS).toBe('Profiled');
    expect(TBD_AMOUNT).toBe(0.0001);
  });

  it('the cost texts, the estimate note being §9’s exact text', () => {
    expect(COST_TEXTS).toEqual({
      notAvailable: 'N/A',
      tbd: 'TBD',
      estimateNote: 'The final amount at pickup may change based on insurance co-pays and deductibles.',
      estimatedTotal: 'Estimated Total',
    });
  });
});

describe('isProfiled: rxStatus exactly "Profiled"', () => {
  it.each([
    ['Profiled', true],
    ['profiled', false],
    ['PROFILED', false],
    ['Active', false],
    ['', false],
    [null, false],
  ] as const)('rxStatus %j → %s', (rxStatus, expected) => {
    expect(isProfiled({ rxStatus })).toBe(expected);
  });
});

describe('isTbdAmount: absent or 0.0001 (within 1e-9)', () => {
  it.each([
    ['null', null, true],
    ['undefined', undefined, true],
    ['0.0001', 0.0001, true],
    ['0.0001 plus 5e-10', 0.0001 + 5e-10, true],
    ['0.0001 minus 5e-10', 0.0001 - 5e-10, true],
    ['0.0001 plus 2e-9', 0.0001 + 2e-9, false],
    ['0.0001 minus 2e-9', 0.0001 - 2e-9, false],
    ['zero', 0, false],
    ['0.0002', 0.0002, false],
    ['-0.0001', -0.0001, false],
    ['12.5', 12.5, false],
  ] as const)('%s → %s', (_name, amount, expected) => {
    expect(isTbdAmount(amount)).toBe(expected);
  });
});

describe('amountOf: profiled, TBD and absent count as zero', () => {
  it.each([
    ['an amount', cost(12.5), 12.5],
    ['zero', cost(0), 0],
    ['an amount of a non-profiled rxStatus', cost(7.25, 'Active'), 7.25],
    ['a profiled prescription with an amount', cost(12.5, 'Profiled'), 0],
    ['a profiled prescription without an amount', cost(null, 'Profiled'), 0],
    ['the 0.0001 marker', cost(0.0001), 0],
    ['an absent amount', cost(null), 0],
  ] as const)('%s → %s', (_name, p, expected) => {
    expect(amountOf(p)).toBe(expected);
  });
});

describe('formatDollars: dollar sign and two decimals', () => {
  it.each([
    [12.5, '$12.50'],
    [0, '$0.00'],
    [3, '$3.00'],
    [1234.567, '$1234.57'],
    [0.1, '$0.10'],
  ] as const)('%s → %s', (amount, expected) => {
    expect(formatDollars(amount)).toBe(expected);
  });
});

describe('costLabel: N/A when profiled, TBD when unknown, else dollars', () => {
  it.each([
    ['profiled, with an amount', cost(12.5, 'Profiled'), 'N/A'],
    ['profiled, with the 0.0001 marker', cost(0.0001, 'Profiled'), 'N/A'],
    ['profiled, without an amount', cost(null, 'Profiled'), 'N/A'],
    ['the 0.0001 marker', cost(0.0001), 'TBD'],
    ['an absent amount', cost(null), 'TBD'],
    ['an amount', cost(12.5), '$12.50'],
    ['zero', cost(0), '$0.00'],
    ['an amount with another rxStatus', cost(4.35, 'Active'), '$4.35'],
  ] as const)('%s → %s', (_name, p, expected) => {
    expect(costLabel(p)).toBe(expected);
  });
});

describe('estimatedTotal: TBD when any item is profiled, else dollars with an asterisk', () => {
  it.each([
    ['an empty list', [], '$0.00*'],
    ['one item', [cost(12.5)], '$12.50*'],
    ['two items summed in cents', [cost(19.99), cost(4.35)], '$24.34*'],
    ['0.1 + 0.2 exactly', [cost(0.1), cost(0.2)], '$0.30*'],
    ['each item rounded to cents before the sum (0.005 + 0.005)', [cost(0.005), cost(0.005)], '$0.02*'],
    ['the 0.0001 marker counts as zero', [cost(10), cost(0.0001)], '$10.00*'],
    ['an absent amount counts as zero', [cost(null), cost(2.5)], '$2.50*'],
    ['only markers and absent amounts', [cost(0.0001), cost(null)], '$0.00*'],
    ['one profiled item among others', [cost(10), cost(5, 'Profiled'), cost(1)], 'TBD'],
    ['the only item profiled', [cost(null, 'Profiled')], 'TBD'],
    ['a non-profiled rxStatus', [cost(3, 'Active')], '$3.00*'],
  ] as const)('%s → %s', (_name, items, expected) => {
    expect(estimatedTotal(items)).toBe(expected);
  });
});

describe('totalAmount: the list’s dollars (0.0001 and absent as zero)', () => {
  it.each([
    ['an empty list', [], 0],
    ['one item', [{ patientPayAmount: 12.5 }], 12.5],
    ['two items summed in cents', [{ patientPayAmount: 19.99 }, { patientPayAmount: 4.35 }], 24.34],
    ['0.1 + 0.2 is exactly 0.3', [{ patientPayAmount: 0.1 }, { patientPayAmount: 0.2 }], 0.3],
    [
      'each item rounded to cents (0.005 + 0.005)',
      [{ patientPayAmount: 0.005 }, { patientPayAmount: 0.005 }],
      0.02,
    ],
    ['the 0.0001 marker counts as zero', [{ patientPayAmount: 10 }, { patientPayAmount: 0.0001 }], 10],
    ['an absent amount counts as zero', [{ patientPayAmount: null }, { patientPayAmount: 2.5 }], 2.5],
  ] as const)('%s → %s', (_name, items, expected) => {
    expect(totalAmount(items)).toBe(expected);
  });
});

describe('§8 not refillable message', () => {
  it('names the drug in §8’s text', () => {
    expect(notRefillableMessage('Amoxicillin 500 mg Capsule')).toBe(
      'Amoxicillin 500 mg Capsule is not refillable at this time.',
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('§5/§9 cart search filter', () => {
  const AMOX = searchRx('1234569', 'Amoxicillin 500 mg Capsule', 'IN_PROGRESS');
  const LISINOPRIL = searchRx('7654321', 'Lisinopril 10 mg Tablet', 'DELIVERY', 'Priya', 'Okafor');
  const TOO_SOON = searchRx('5550001', 'Metformin 500 mg Tablet', 'REFILL_TOO_SOON', 'Sam', 'Lowe');
  const CALL = searchRx(
    '5550002',
    'Atorvastatin 20 mg Tablet',
    'REFILLABLE_WITH_CALL_TO_PRESCRIBER',
    'Ana',
    'Ruiz',
  );

  it('the filter starts at 3 characters', () => {
    expect(CART_SEARCH_MIN_CHARACTERS).toBe(3);
  });

  it.each([
    ['an empty query', ''],
    ['one character that matches nothing', 'z'],
    ['two characters that match nothing', 'zq'],
    ['two characters padded with spaces (trimmed to 2)', '  zq  '],
    ['spaces only', '      '],
  ] as const)('below 3 characters every prescription matches: %s', (_name, query) => {
    expect(matchesSearch(AMOX, query)).toBe(true);
  });

  it.each([
    ['three characters that match nothing', 'zqx', false],
    ['three characters that match the drug name', 'amo', true],
    ['a padded query is trimmed before matching', '  amox  ', true],
    ['a padded query that matches nothing', '  zqx  ', false],
  ] as const)('from 3 characters the query filters: %s → %s', (_name, query, expected) => {
    expect(matchesSearch(AMOX, query)).toBe(expected);
  });

  it.each([
    ['the rx number', '4569', true],
    ['the drug name in upper case', 'AMOXICILLIN', true],
    ['the drug name in mixed case', 'cApSuLe', true],
    ['the prescriber’s first name', 'elena', true],
    ['the prescriber’s last name', 'MARSH', true],
    ['the prescriber’s full name across first and last', 'elena marsh', true],
    ['the status code', 'in_progress', true],
    ['the status code with spaces', 'in progress', true],
    ['something the prescription does not have', 'lisinopril', false],
    ['another prescriber', 'okafor', false],
  ] as const)('matches %s: %j → %s', (_name, query, expected) => {
    expect(matchesSearch(AMOX, query)).toBe(expected);
  });

  it.each([
    ['the label only ("Out for Delivery")', LISINOPRIL, 'out for', true],
    ['the label only ("Too Soon to Refill")', TOO_SOON, 'soon to refill', true],
    ['the code with every underscore a space', TOO_SOON, 'refill too soon', true],
    ['the code with every underscore a space (four underscores)', CALL, 'with call to prescriber', true],
    ['the code with underscores', CALL, 'with_call_to', true],
    ['the label of a call-to-prescriber status', CALL, 'we will call', true],
    ['a label of another status', LISINOPRIL, 'too soon', false],
  ] as const)('status matches %s', (_name, p, query, expected) => {
    expect(matchesSearch(p, query)).toBe(expected);
  });

  it('filterBySearch keeps the matching prescriptions in their order', () => {
    const list = [LISINOPRIL, AMOX, TOO_SOON, CALL];
    expect(filterBySearch(list, 'tablet')).toEqual([LISINOPRIL, TOO_SOON, CALL]);
    expect(filterBySearch(list, 'okafor')).toEqual([LISINOPRIL]);
    expect(filterBySearch(list, 'nothing like it')).toEqual([]);
  });

  it('filterBySearch keeps the whole list below 3 characters', () => {
    const list = [LISINOPRIL, AMOX];
    expect(filterBySearch(list, 'zq')).toEqual([LISINOPRIL, AMOX]);
  });

  it('filterBySearch of an empty list is empty', () => {
    expect(filterBySearch([], 'amox')).toEqual([]);
    expect(filterBySearch([], '')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('visiblePrescriptions: hidden ones only when asked for', () => {
  const SHOWN_A = { id: 'a', hidden: false };
  const HIDDEN_B = { id: 'b', hidden: true };
  const SHOWN_C = { id: 'c', hidden: false };
  const LIST = [SHOWN_A, HIDDEN_B, SHOWN_C];

  it('without showHidden the hidden prescriptions are left out, order kept', () => {
    expect(visiblePrescriptions(LIST, false)).toEqual([
      { id: 'a', hidden: false },
      { id: 'c', hidden: false },
    ]);
  });

  it('with showHidden every prescription is listed, order kept, in a new array', () => {
    const shown = visiblePrescriptions(LIST, true);
    expect(shown).toEqual([
      { id: 'a', hidden: false },
      { id: 'b', hidden: true },
      { id: 'c', hidden: false },
    ]);
    expect(shown).not.toBe(LIST);
  });

  it('an all-hidden list is empty without showHidden', () => {
    expect(visiblePrescriptions([HIDDEN_B], false)).toEqual([]);
    expect(visiblePrescriptions([HIDDEN_B], true)).toEqual([{ id: 'b', hidden: true }]);
  });

  it('an empty list stays empty either way', () => {
    expect(visiblePrescriptions([], false)).toEqual([]);
    expect(visiblePrescriptions([], true)).toEqual([]);
  });
});

describe('groupByStatus: groups in the listed order, empty groups left out', () => {
  it('an empty list has no groups', () => {
    expect(groupByStatus([])).toEqual([]);
  });

  it('a mixed list is grouped refillable, in progress, ready, delivery, on hold, not refillable', () => {
    const list = [
      { id: 1, refillStatus: 'REFILL_TOO_SOON' as const },
      { id: 2, refillStatus: 'SHIPPED' as const },
      { id: 3, refillStatus: 'OVERDUE' as const },
      { id: 4, refillStatus: 'ON_HOLD' as const },
      { id: 5, refillStatus: 'READY_FOR_PICKUP' as const },
      { id: 6, refillStatus: 'IN_PROGRESS' as const },
      { id: 7, refillStatus: 'NEVER_FILLED' as const },
      { id: 8, refillStatus: 'DELIVERY' as const },
      { id: 9, refillStatus: 'NOT_REFILLABLE' as const },
    ];
    expect(groupByStatus(list)).toEqual([
      {
        group: 'refillable',
        prescriptions: [
          { id: 3, refillStatus: 'OVERDUE' },
          { id: 7, refillStatus: 'NEVER_FILLED' },
        ],
      },
      { group: 'inProgress', prescriptions: [{ id: 6, refillStatus: 'IN_PROGRESS' }] },
      { group: 'ready', prescriptions: [{ id: 5, refillStatus: 'READY_FOR_PICKUP' }] },
      {
        group: 'delivery',
        prescriptions: [
          { id: 2, refillStatus: 'SHIPPED' },
          { id: 8, refillStatus: 'DELIVERY' },
        ],
      },
      { group: 'onHold', prescriptions: [{ id: 4, refillStatus: 'ON_HOLD' }] },
      {
        group: 'notRefillable',
        prescriptions: [
          { id: 1, refillStatus: 'REFILL_TOO_SOON' },
          { id: 9, refillStatus: 'NOT_REFILLABLE' },
        ],
      },
    ]);
  });

  it('only the groups with prescriptions are listed', () => {
    const list = [
      { id: 1, refillStatus: 'ON_HOLD' as const },
      { id: 2, refillStatus: 'REFILLABLE' as const },
    ];
    expect(groupByStatus(list)).toEqual([
      { group: 'refillable', prescriptions: [{ id: 2, refillStatus: 'REFILLABLE' }] },
      { group: 'onHold', prescriptions: [{ id: 1, refillStatus: 'ON_HOLD' }] },
    ]);
  });
});

describe('prescription list texts', () => {
  it('the fixed texts', () => {
    const { rxNumber, prescriber, quantity, lastFilled, ...fixed } = PRESCRIPTION_TEXTS;
    expect(fixed).toEqual({
      cost: 'Cost',
      requiresCallToDoctor: 'We will contact your prescriber for a new prescription.',
      scheduleTwo: 'Controlled substance (Schedule II): bring a photo ID at pickup.',
      mailOrder: 'Mail order',
      inStore: 'In store',
      hide: 'Hide',
      unhide: 'Show',
      hidden: 'Hidden',
      showHidden: 'Show hidden prescriptions',
      addToCart: 'Add to Cart',
      adding: 'Adding…',
      addingLabel: 'Adding',
      expandAll: 'Expand all',
      collapseAll: 'Collapse all',
      dismiss: 'Dismiss',
      scheduleTwoFlag: 'Schedule II',
      inCart: 'In Cart',
      noPrescriptions: 'There are no prescriptions for this patient.',
      loading: 'Loading prescriptions…',
      loadFailed: 'Your prescriptions could not be loaded.',
      retry: 'Try Again',
      searchLabel: 'Search prescriptions',
      searchHint: 'Type at least 3 characters: Rx number, prescriber, drug name or status.',
      noMatches: 'No prescriptions match your search.',
    });
  });

  it('the rx number and the prescriber', () => {
    expect(PRESCRIPTION_TEXTS.rxNumber('1234569')).toBe('Rx #1234569');
    expect(PRESCRIPTION_TEXTS.prescriber('Elena', 'Marsh')).toBe('Prescriber: Dr. Elena Marsh');
  });

  it.each([
    [null, 'Quantity: --'],
    [0, 'Quantity: 0'],
    [1, 'Quantity: 1'],
    [30, 'Quantity: 30'],
  ] as const)('quantity %j → %s', (n, expected) => {
    expect(PRESCRIPTION_TEXTS.quantity(n)).toBe(expected);
  });

  it.each([
    [null, 'Not filled yet'],
    ['2026-01-15', 'Last filled 2026-01-15'],
    ['', 'Last filled '],
  ] as const)('last filled %j → %j', (date, expected) => {
    expect(PRESCRIPTION_TEXTS.lastFilled(date)).toBe(expected);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('patient access: sides and actions (§4 "Relationship requests", docs/choices.md)', () => {
  it('the sections belong to the grantor, the grantee or neither', () => {
    expect(SECTION_SIDE).toEqual({
      pendingRequests: 'grantor',
      caregivers: 'grantor',
      managedAdults: 'grantee',
      children: null,
      pets: null,
    });
  });

  it.each([
    ['grantor', 'PENDING', ['grant', 'decline']],
    ['grantor', 'APPROVED', ['setExpiry', 'remove']],
    ['grantor', 'EXPIRED', ['remove']],
    ['grantor', 'CANCELLED', []],
    ['grantor', 'REVOKED', []],
    ['grantee', 'PENDING', ['cancel']],
    ['grantee', 'APPROVED', ['cancel']],
    ['grantee', 'EXPIRED', []],
    ['grantee', 'CANCELLED', []],
    ['grantee', 'REVOKED', []],
    [null, 'PENDING', ['cancel']],
    [null, 'APPROVED', []],
    [null, 'EXPIRED', []],
    [null, 'CANCELLED', []],
    [null, 'REVOKED', []],
  ] as const)('side %s on %s may take %j', (side, status, actions) => {
    expect(allowedActions(side, status)).toEqual(actions);
  });

  it('each action sends §4’s status (setting an expiry is an APPROVED update)', () => {
    expect(ACTION_STATUS).toEqual({
      grant: 'APPROVED',
      decline: 'DENIED',
      remove: 'REVOKED',
      cancel: 'CANCELLED',
      setExpiry: 'APPROVED',
    });
  });

  /** Worked out by hand from the actions table: the only allowed (side, current, next) triples. */
  const ALLOWED: ReadonlyArray<[AccessSide, RequestStatus, RelationshipUpdateStatus]> = [
    ['grantor', 'PENDING', 'APPROVED'],
    ['grantor', 'PENDING', 'DENIED'],
    ['grantor', 'APPROVED', 'APPROVED'],
    ['grantor', 'APPROVED', 'REVOKED'],
    ['grantor', 'EXPIRED', 'REVOKED'],
    ['grantee', 'PENDING', 'CANCELLED'],
    ['grantee', 'APPROVED', 'CANCELLED'],
  ];
  const isListed = (side: AccessSide, current: RequestStatus, next: RelationshipUpdateStatus) =>
    ALLOWED.some(([s, c, n]) => s === side && c === current && n === next);
  const ALL_UPDATES = (['grantor', 'grantee'] as const).flatMap((side) =>
    REQUEST_STATUS_VALUES.flatMap((current) =>
      UPDATE_STATUS_VALUES.map((next) => [side, current, next, isListed(side, current, next)] as const),
    ),
  );

  it('the update table has 2 × 5 × 4 = 40 rows, 7 of them allowed', () => {
    expect(ALL_UPDATES).toHaveLength(40);
    expect(ALL_UPDATES.filter((row) => row[3])).toHaveLength(7);
  });

  it.each(ALL_UPDATES)('isAllowedUpdate(%s, %s → %s) is %s', (side, current, next, allowed) => {
    expect(isAllowedUpdate(side, current, next)).toBe(allowed);
  });
});

describe('patient access: expiry dates (§6 "never in the past", never today)', () => {
  it.each([
    ['midday UTC', '2026-03-05T12:00:00Z', '2026-03-05'],
    ['the last millisecond of the UTC day', '2026-03-05T23:59:59.999Z', '2026-03-05'],
    ['midnight UTC', '2026-03-06T00:00:00Z', '2026-03-06'],
    ['evening in New York, already tomorrow in UTC', '2026-03-05T20:30:00-05:00', '2026-03-06'],
    ['morning in Tokyo, still yesterday in UTC', '2026-03-06T08:00:00+09:00', '2026-03-05'],
  ] as const)('utcToday at %s is %s', (_name, iso, expected) => {
    expect(utcToday(new Date(iso))).toBe(expected);
  });

  it.each([
    ['2026-03-05', '2026-03-06'],
    ['2026-02-28', '2026-03-01'],
    ['2028-02-28', '2028-02-29'],
    ['2026-04-30', '2026-05-01'],
    ['2026-12-31', '2027-01-01'],
  ] as const)('the earliest expiry after %s is %s', (today, expected) => {
    expect(minExpiryDate(today)).toBe(expected);
  });

  it('the expiry messages', () => {
    expect(EXPIRY_MESSAGES).toEqual({
      invalid: 'Please enter a valid date.',
      past: 'Choose a date after today.',
    });
  });

  const TODAY = '2026-03-05';
  it.each([
    ['tomorrow', '2026-03-06', undefined],
    ['a year later', '2027-03-05', undefined],
    ['29 February of a leap year', '2028-02-29', undefined],
    ['today', '2026-03-05', 'Choose a date after today.'],
    ['yesterday', '2026-03-04', 'Choose a date after today.'],
    ['a year earlier', '2025-03-05', 'Choose a date after today.'],
    ['an empty text', '', 'Please enter a valid date.'],
    ['a one-digit month and day', '2026-3-6', 'Please enter a valid date.'],
    ['a two-digit year', '26-03-06', 'Please enter a valid date.'],
    ['MM/DD/YYYY', '03/06/2026', 'Please enter a valid date.'],
    ['letters', 'abcd-ef-gh', 'Please enter a valid date.'],
    ['a date with a time', '2026-03-06T00:00', 'Please enter a valid date.'],
    ['a date with text before it', 'x2026-03-06', 'Please enter a valid date.'],
    ['a five-digit year', '12026-03-06', 'Please enter a valid date.'],
    ['month 13', '2026-13-01', 'Please enter a valid date.'],
    ['month 00', '2026-00-10', 'Please enter a valid date.'],
    ['day 00', '2026-04-00', 'Please enter a valid date.'],
    ['30 February (JavaScript would roll it to March)', '2026-02-30', 'Please enter a valid date.'],
    ['29 February of a common year', '2027-02-29', 'Please enter a valid date.'],
    ['31 April', '2026-04-31', 'Please enter a valid date.'],
  ] as const)('an expiry %s (%j) with today 2026-03-05 → %j', (_name, date, expected) => {
    expect(expiryDateError(date, TODAY)).toBe(expected);
  });

  it.each([
    ['no expiry date', null, false],
    ['an expiry date after today', '2026-03-06', false],
    ['an expiry date today', '2026-03-05', true],
    ['an expiry date before today', '2026-03-04', true],
  ] as const)('isExpiredOn: %s → %s', (_name, expiry, expected) => {
    expect(isExpiredOn(expiry, TODAY)).toBe(expected);
  });
});

describe('patient access: texts and toasts', () => {
  it('the page’s labels', () => {
    expect(ACCESS_LABELS).toEqual({
      primary: 'Primary Patient',
      noPrimary: 'You have no patient record of your own on this account.',
      pendingRequests: 'Requests Waiting for You',
      caregivers: 'People Who Can Manage Your Prescriptions',
      managedAdults: 'Adults You Manage',
      children: 'Children',
      pets: 'Pets',
      none: 'None',
      patient: 'Patient',
      requested: 'Requested',
      granted: 'Granted',
      expires: 'Access ends',
      noExpiry: 'No end date',
      status: 'Status',
      grant: 'Grant Access',
      decline: 'Decline',
      remove: 'Remove Access',
      cancel: 'Cancel',
      setExpiry: 'Set End Date',
      changeExpiry: 'Change End Date',
      expiryDate: 'Access ends on',
      expiryHint: 'Optional. Access stops on this date.',
      confirmGrant: 'Grant Access',
      saveExpiry: 'Save End Date',
      close: 'Close',
      loading: 'Loading patient access…',
      saving: 'Saving the change…',
      loadFailed: 'We could not load patient access. Please try again.',
      retry: 'Try Again',
      caregiverWithoutSelf:
        'You manage prescriptions for other adults. To manage your own prescriptions too, add yourself as a patient.',
      addSelf: 'Add Yourself as a Patient',
    });
  });

  it('§3 request statuses in words (REVOKED reads Removed)', () => {
    expect(STATUS_LABELS).toEqual({
      PENDING: 'Pending',
      APPROVED: 'Approved',
      CANCELLED: 'Cancelled',
      REVOKED: 'Removed',
      EXPIRED: 'Expired',
    });
  });

  it.each([
    ['grant', null, 'Grant Access'],
    ['grant', '2026-04-01', 'Grant Access'],
    ['decline', null, 'Decline'],
    ['remove', null, 'Remove Access'],
    ['remove', '2026-04-01', 'Remove Access'],
    ['cancel', null, 'Cancel'],
    ['setExpiry', null, 'Set End Date'],
    ['setExpiry', '', 'Set End Date'],
    ['setExpiry', '2026-04-01', 'Change End Date'],
  ] as const)('the %s button with expiry %j reads %s', (action, accessExpiryDate, expected) => {
    expect(actionLabel(action as AccessAction, { accessExpiryDate })).toBe(expected);
  });

  it('the toasts of each action and of a failure', () => {
    expect(ACCESS_TOASTS).toEqual({
      grant: { heading: 'Access granted', text: 'They can now manage these prescriptions.', tone: 'success' },
      decline: { heading: 'Request declined', text: 'The request was declined.', tone: 'success' },
      remove: {
        heading: 'Access removed',
        text: 'They can no longer manage these prescriptions.',
        tone: 'success',
      },
      cancel: { heading: 'Cancelled', text: 'Your request or access was cancelled.', tone: 'success' },
      setExpiry: { heading: 'End date saved', text: 'Access stops on the date you chose.', tone: 'success' },
      failed: {
        heading: 'Patient access not updated',
        text: 'We could not update patient access. Please try again.',
        tone: 'error',
      },
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('§2.2/§9 step wizard: constants and texts', () => {
  it('880 px on desktop (from 768 px), 528 px otherwise', () => {
    expect(WIZARD_WIDTH).toEqual({ desktopPx: 880, otherPx: 528, desktopMinViewportPx: 768 });
  });

  it('the step starts at 1', () => {
    expect(FIRST_STEP).toBe(1);
  });

  it('the wizard’s labels', () => {
    const { stepOf, ...fixed } = WIZARD_LABELS;
    expect(fixed).toEqual({
      nav: 'Progress',
      complete: 'completed',
      current: 'current step',
      unavailable: 'not available yet',
      notCompleted: 'not completed',
    });
    expect(stepOf(1, 4)).toBe('Step 1 of 4');
    expect(stepOf(3, 5)).toBe('Step 3 of 5');
  });
});

const step = (id: string, status: WizardStepStatus): WizardStep => ({ id, label: id.toUpperCase(), status });

describe('wizardSteps: active, complete or disabled', () => {
  const FLOW = [
    { id: 'lookup', label: 'Patient Lookup' },
    { id: 'verify', label: 'Identity Verification' },
    { id: 'questions', label: 'Security Questions' },
    { id: 'holder', label: 'Account Holder' },
  ];

  it('step 1 active, nothing done: the first active, the others disabled', () => {
    expect(wizardSteps(FLOW, 1, new Set())).toEqual([
      { id: 'lookup', label: 'Patient Lookup', status: 'active' },
      { id: 'verify', label: 'Identity Verification', status: 'disabled' },
      { id: 'questions', label: 'Security Questions', status: 'disabled' },
      { id: 'holder', label: 'Account Holder', status: 'disabled' },
    ]);
  });

  it('step 3 active after steps 1 and 2: complete, complete, active, disabled', () => {
    expect(wizardSteps(FLOW, 3, new Set(['lookup', 'verify']))).toEqual([
      { id: 'lookup', label: 'Patient Lookup', status: 'complete' },
      { id: 'verify', label: 'Identity Verification', status: 'complete' },
      { id: 'questions', label: 'Security Questions', status: 'active' },
      { id: 'holder', label: 'Account Holder', status: 'disabled' },
    ]);
  });

  it('a step done before and gone back to is active; a skipped one disabled', () => {
    expect(wizardSteps(FLOW, 2, new Set(['lookup', 'verify', 'holder']))).toEqual([
      { id: 'lookup', label: 'Patient Lookup', status: 'complete' },
      { id: 'verify', label: 'Identity Verification', status: 'active' },
      { id: 'questions', label: 'Security Questions', status: 'disabled' },
      { id: 'holder', label: 'Account Holder', status: 'complete' },
    ]);
  });

  it('the last step active', () => {
    expect(wizardSteps(FLOW, 4, new Set(['lookup', 'questions']))).toEqual([
      { id: 'lookup', label: 'Patient Lookup', status: 'complete' },
      { id: 'verify', label: 'Identity Verification', status: 'disabled' },
      { id: 'questions', label: 'Security Questions', status: 'complete' },
      { id: 'holder', label: 'Account Holder', status: 'active' },
    ]);
  });

  it('an active step outside the list (0 or 5) leaves none active', () => {
    expect(wizardSteps(FLOW, 0, new Set(['lookup'])).map((s) => s.status)).toEqual([
      'complete',
      'disabled',
      'disabled',
      'disabled',
    ]);
    expect(wizardSteps(FLOW, 5, new Set(['holder'])).map((s) => s.status)).toEqual([
      'disabled',
      'disabled',
      'disabled',
      'complete',
    ]);
  });

  it('no steps give no steps', () => {
    expect(wizardSteps([], 1, new Set())).toEqual([]);
  });
});

describe('stepStateLabel: what a screen reader hears of a step', () => {
  const STEPS = [
    step('a', 'complete'),
    step('b', 'disabled'),
    step('c', 'active'),
    step('d', 'disabled'),
    step('e', 'complete'),
  ];

  it.each([
    [0, 'a complete step', 'completed'],
    [1, 'a disabled step before the active one', 'not completed'],
    [2, 'the active step', 'current step'],
    [3, 'a disabled step after the active one', 'not available yet'],
    [4, 'a complete step after the active one', 'completed'],
    [5, 'an index past the end', 'not available yet'],
    [-1, 'a negative index', 'not available yet'],
  ] as const)('index %s, %s: %s', (index, _name, expected) => {
    expect(stepStateLabel(STEPS, index)).toBe(expected);
  });

  it('a disabled step with no active step anywhere is not available yet', () => {
    expect(stepStateLabel([step('a', 'complete'), step('b', 'disabled')], 1)).toBe('not available yet');
  });

  it('a disabled step right before the active one is not completed', () => {
    expect(stepStateLabel([step('a', 'disabled'), step('b', 'active')], 0)).toBe('not completed');
  });

  it('any index of no steps is not available yet', () => {
    expect(stepStateLabel([], 0)).toBe('not available yet');
  });
});

describe('firstIncompleteIndex and canReachStep: reach steps only up to the first incomplete one', () => {
  it.each([
    ['no steps', [], 0],
    ['the first step active', [step('a', 'active'), step('b', 'disabled')], 0],
    ['the first step disabled', [step('a', 'disabled'), step('b', 'complete')], 0],
    ['one complete, then active', [step('a', 'complete'), step('b', 'active'), step('c', 'disabled')], 1],
    ['two complete, then disabled', [step('a', 'complete'), step('b', 'complete'), step('c', 'disabled')], 2],
    ['all complete', [step('a', 'complete'), step('b', 'complete'), step('c', 'complete')], 3],
  ] as const)('first incomplete of %s is %s', (_name, steps, expected) => {
    expect(firstIncompleteIndex(steps)).toBe(expected);
  });

  const MIDWAY = [
    step('a', 'complete'),
    step('b', 'complete'),
    step('c', 'active'),
    step('d', 'complete'),
    step('e', 'disabled'),
  ];
  it.each([
    [-1, false],
    [0, true],
    [1, true],
    [2, true],
    [3, false],
    [4, false],
    [5, false],
  ] as const)('with steps 1-2 complete and 3 active, index %s reachable: %s', (index, expected) => {
    expect(canReachStep(MIDWAY, index)).toBe(expected);
  });

  const DONE = [step('a', 'complete'), step('b', 'complete'), step('c', 'complete')];
  it.each([
    [-1, false],
    [0, true],
    [2, true],
    [3, false],
  ] as const)('with every step complete, index %s reachable: %s', (index, expected) => {
    expect(canReachStep(DONE, index)).toBe(expected);
  });

  it('no step of an empty wizard is reachable', () => {
    expect(canReachStep([], 0)).toBe(false);
  });

  it('only the first step is reachable when it is active', () => {
    const steps = [step('a', 'active'), step('b', 'complete')];
    expect(canReachStep(steps, 0)).toBe(true);
    expect(canReachStep(steps, 1)).toBe(false);
  });
});

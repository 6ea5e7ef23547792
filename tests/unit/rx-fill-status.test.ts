// @vitest-environment node
/**
 * §3 "fillStatus (SOLD/Sold, Returned)": a sold fill comes spelled either way, a return as Returned
 * (docs/choices.md "A fill's status"). The history answer parses with either spelling, and the expense report counts
 * both as sold and subtracts a return.
 */
import { describe, expect, it } from 'vitest';
import { type Transaction, transactionSchema } from '../../api/contracts/rx-history';
import { expenseTotals } from '../../domain/rx/history';

const sold = (id: string, fillStatus: string, paid: number): Transaction =>
  transactionSchema.parse({
    transactionId: id,
    patientNumber: '100234567',
    rxNumber: '1234567',
    rxRecordNumber: '501234570',
    rxFillSequence: 1,
    drugName: 'Omeprazole 20 mg Capsule',
    productNumber: '00093715601',
    soldDate: '2026-06-01',
    quantity: 30,
    daysSupply: 30,
    fillStatus,
    patientPayAmount: paid,
    insurancePaidAmount: 1,
    retailPrice: 10,
    prescriberName: 'Dr. Ana Ruiz',
    receiptId: null,
    facility: {
      facilityId: '01400376',
      facilityType: 'RETAIL',
      vanityName: 'FreshWay Oakley',
      address1: '3760 Paxton Ave',
      city: 'Cincinnati',
      state: 'OH',
    },
  });

describe('a fill status spelled SOLD or Sold (§3)', () => {
  it.each([
    ['SOLD', 'SOLD'],
    ['Sold', 'Sold'],
    ['Returned', 'Returned'],
  ])('the history answer keeps %s', (given, kept) => {
    expect(sold('t1', given, 5).fillStatus).toBe(kept);
  });

  it.each(['sold', 'RETURNED', 'Voided', ''])('the history answer refuses %j', (given) => {
    expect(() => sold('t1', given, 5)).toThrow();
  });

  const fills = (...given: [string, number][]) =>
    given.map(([status, paid], i) => sold(`t${i}`, status, paid));
  it.each([
    [
      'SOLD and Sold: two fills',
      fills(['SOLD', 5], ['Sold', 7]),
      { fills: 2, patientPaid: 12, insurancePaid: 2, retailPrice: 20 },
    ],
    [
      'Sold alone: one fill',
      fills(['Sold', 5]),
      { fills: 1, patientPaid: 5, insurancePaid: 1, retailPrice: 10 },
    ],
    [
      'SOLD, Sold and a return: two fills, the return subtracted',
      fills(['SOLD', 5], ['Sold', 7], ['Returned', 7]),
      { fills: 2, patientPaid: 5, insurancePaid: 1, retailPrice: 10 },
    ],
    [
      'a return alone: no fill, amounts negative',
      fills(['Returned', 7]),
      { fills: 0, patientPaid: -7, insurancePaid: -1, retailPrice: -10 },
    ],
  ])('the expense report, %s', (_what, list, totals) => {
    expect(expenseTotals(list)).toStrictEqual(totals);
  });
});

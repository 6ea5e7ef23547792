// @vitest-environment node
/**
 * The detailed tracker's rules (pharmacy-portal.md §2.3 "Tracker screens", §2.1 /rx/tracker and /health-dashboard,
 * §9 "Delivery window shown as 2-6 PM"): sections and their patient groups, counts, what a card says about when,
 * the product image, the tracker link's patient numbers and the pages' paths. Expected values are literals from the
 * spec or the sandbox's seeded family (Jordan 100234567, primary; Biscuit 100234569), never the rules' constants.
 */
import { describe, expect, it } from 'vitest';
import type { Prescription } from '../../api/contracts/rx';
import {
  AMOXICILLIN,
  ATORVASTATIN,
  BISCUIT,
  CARPROFEN,
  JORDAN,
  LEVOTHYROXINE,
  LISINOPRIL_OTHER_STORE,
  OMEPRAZOLE,
} from '../../machines/rx/fixtures';
import {
  authenticatedPatientNumbers,
  EXPIRED_TRACKER_LINK_PATH,
  HEALTH_DASHBOARD_PATH,
  ORDER_DELIVERY_PATH,
  PAY_ONLINE_PATH,
  productImageSrc,
  sectionCounts,
  showsStatusDetailsLink,
  TRACKER_PATH,
  trackerEstimate,
  trackerSectionId,
  trackerSections,
} from '../../domain/rx/tracker';

/** A prescription of a patient the page's list does not have (a link's patient dropped meanwhile). */
const STRANGER: Prescription = { ...OMEPRAZOLE, rxRecordNumber: '501234599', patientNumber: '100234599' };

describe('§2.3 detailed tracker: one section per status, cards grouped by patient', () => {
  it('groups in the list order (Jordan, then Biscuit, then a patient not on the list), each card once', () => {
    // Biscuit's card comes first in the answer: the groups still follow the patients' list.
    const sections = trackerSections(
      [CARPROFEN, STRANGER, OMEPRAZOLE, ATORVASTATIN, LISINOPRIL_OTHER_STORE, AMOXICILLIN],
      [JORDAN, BISCUIT],
    );
    expect(
      sections.map((s) => ({
        section: s.section,
        label: s.label,
        count: s.count,
        groups: s.groups.map((g) => [g.patientNumber, g.prescriptions.map((p) => p.rxRecordNumber)]),
        facilityIds: s.facilityIds,
      })),
    ).toEqual([
      {
        section: 'READY_FOR_PICKUP',
        label: 'Ready',
        count: 4,
        groups: [
          ['100234567', ['501234570', '501234581']],
          ['100234569', ['501234575']],
          ['100234599', ['501234599']],
        ],
        // Each pickup store once, in order of appearance: Oakley, then Hyde Park.
        facilityIds: ['01400412', '01400388'],
      },
      {
        section: 'IN_PROGRESS',
        label: 'In Progress',
        count: 1,
        groups: [['100234567', ['501234569']]],
        facilityIds: ['01400412'],
      },
    ]);
  });

  it('a list in the other order groups the other way (Biscuit first)', () => {
    const [ready] = trackerSections([OMEPRAZOLE, CARPROFEN], [BISCUIT, JORDAN]);
    expect(ready?.groups.map((g) => g.patientNumber)).toEqual(['100234569', '100234567']);
  });

  it('counts only what is being worked on: a refillable prescription is in no section', () => {
    expect(sectionCounts([OMEPRAZOLE, CARPROFEN, AMOXICILLIN, LEVOTHYROXINE, ATORVASTATIN])).toEqual({
      READY_FOR_PICKUP: 2,
      IN_PROGRESS: 1,
      ON_HOLD: 1,
      DELIVERY: 0,
    });
    expect(trackerSections([ATORVASTATIN], [JORDAN])).toEqual([]);
  });

  it('gives each section its own element to scroll to', () => {
    const ids = (['READY_FOR_PICKUP', 'IN_PROGRESS', 'ON_HOLD', 'DELIVERY'] as const).map(trackerSectionId);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][\w-]*$/);
  });
});

describe('§2.3 a card: its estimate and image', () => {
  // Local times: the card shows the shopper's clock. Tuesday 24 November 2026, 7:00 PM.
  const at = new Date(2026, 10, 24, 19, 0).toISOString();

  it.each([
    { status: 'DELIVERY', text: 'Delivery Tue, Nov 24, 2-6 PM' },
    { status: 'READY_FOR_PICKUP', text: 'Ready since Tue, Nov 24 at 7:00 PM' },
    { status: 'IN_PROGRESS', text: 'Est. pickup Tue, Nov 24 at 7:00 PM' },
    { status: 'ON_HOLD', text: null },
  ] as const)('$status with a promised time says $text', ({ status, text }) => {
    expect(trackerEstimate({ refillStatus: status, promiseDateTime: at })).toBe(text);
  });

  it.each([null, '', 'not a date'])(
    'no estimate without a readable promised time (%j)',
    (promiseDateTime) => {
      expect(trackerEstimate({ refillStatus: 'READY_FOR_PICKUP', promiseDateTime })).toBe(null);
    },
  );

  it('shows the product image as a base64 jpeg (§3 productImage), or the placeholder without one', () => {
    expect(productImageSrc({ productImage: '/9j/4AAQ' })).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(productImageSrc({ productImage: null })).toBe(null);
  });
});

describe('§2.1 the tracker link and the pages', () => {
  it('reads authenticatedPatientNumber values trimmed, each once; anything but 1 to 12 digits is dropped', () => {
    const search =
      '?authenticatedPatientNumber=%20100234569%20&authenticatedPatientNumber=100234569' +
      '&authenticatedPatientNumber=123abc&authenticatedPatientNumber=1234567890123&authenticatedPatientNumber=7';
    expect(authenticatedPatientNumbers(search)).toEqual(['100234569', '7']);
  });

  it.each([
    ['/rx/tracker', false],
    ['/rx/tracker/', false],
    ['/rx/tracker//', false],
    ['/health-dashboard/', false],
    ['/rx/dashboard', true],
    ['/', true],
  ] as const)("'View Status Details' on %s: %s", (path, shown) => {
    expect(showsStatusDetailsLink(path)).toBe(shown);
  });

  it('the paths §2.1 names', () => {
    expect([
      TRACKER_PATH,
      HEALTH_DASHBOARD_PATH,
      EXPIRED_TRACKER_LINK_PATH,
      PAY_ONLINE_PATH,
      ORDER_DELIVERY_PATH,
    ]).toEqual([
      '/rx/tracker',
      '/health-dashboard',
      '/rx/expired-tracker-link',
      '/rx/tracker/pay-online',
      '/rx/tracker/order-delivery',
    ]);
  });
});

// @vitest-environment node
/**
 * Two choices of the tracker's rules that rx-tracker-sections.test.ts leaves open (pharmacy-portal.md §2.1 "/rx/tracker:
 * optional repeated authenticatedPatientNumber parameters", §2.3 "Detailed tracker: ... prescription cards grouped by
 * patient"): a patient number given only with spaces around it is read trimmed, and the groups follow the page's
 * patient list for every patient on it, not only the first. Expected values are literals (the seeded family's
 * numbers: Jordan 100234567, Avery 100234568, Biscuit 100234569), never the rules' constants.
 */
import { describe, expect, it } from 'vitest';
import type { Prescription } from '../../api/contracts/rx';
import { OMEPRAZOLE } from '../../machines/rx/fixtures';
import { authenticatedPatientNumbers, trackerSections } from '../../domain/rx/tracker';

const of = (patientNumber: string, rxRecordNumber: string): Prescription => ({
  ...OMEPRAZOLE,
  patientNumber,
  rxRecordNumber,
});

describe('§2.1 the tracker link: authenticatedPatientNumber', () => {
  it.each([
    ['?authenticatedPatientNumber=%20100234569%20', ['100234569']],
    ['?authenticatedPatientNumber=100234567%20&authenticatedPatientNumber=%207', ['100234567', '7']],
    ['?authenticatedPatientNumber=%20%20', []],
  ] as const)('%s names %j (each value trimmed before it is checked)', (search, numbers) => {
    expect(authenticatedPatientNumbers(search)).toEqual(numbers);
  });
});

describe('§2.3 detailed tracker: groups in the order of the page’s patient list', () => {
  it('the second and third patients of the list keep their order whatever the answer’s order (the first absent)', () => {
    const [ready] = trackerSections(
      [of('100234569', 'r-biscuit'), of('100234568', 'r-avery')],
      [{ patientNumber: '100234567' }, { patientNumber: '100234568' }, { patientNumber: '100234569' }],
    );
    expect(ready?.groups.map((g) => g.patientNumber)).toEqual(['100234568', '100234569']);
  });

  it('a patient not on the list comes after every listed one, also after the list’s last', () => {
    const [ready] = trackerSections(
      [of('100234599', 'r-stranger'), of('100234569', 'r-biscuit'), of('100234568', 'r-avery')],
      [{ patientNumber: '100234568' }, { patientNumber: '100234569' }],
    );
    expect(ready?.groups.map((g) => g.patientNumber)).toEqual(['100234568', '100234569', '100234599']);
  });
});

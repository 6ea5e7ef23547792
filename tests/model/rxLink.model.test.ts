// @vitest-environment node
/**
 * The link chart (pharmacy-portal.md §2.4, §3 "Prescription lookup payload", "Link payload", §4 "Link flow", §8
 * "Linking and verification"): the coverage test over the generated paths (every state and transition reached). The
 * oracle table, whose expected values are literals copied from the spec, is rxLink.oracle.test.ts.
 */
import { describe, it } from 'vitest';
import { linkModel } from '../../machines/rx/link/link.fixtures';
import { linkMachine } from '../../machines/rx/link/link.machine';
import { expectFullCoverage } from './identity-support';

describe('rxLink chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    expectFullCoverage(linkMachine, linkModel);
  });
});

// @vitest-environment node
/**
 * The loyalty-card chart (pharmacy-portal.md §5 "Alternate ID", "Loyalty number"; §9): the coverage test over the
 * generated paths. Its oracle table, whose expected values are literals copied from the spec, is
 * rxLoyaltyCard.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage replays out).
 */
import { describe, expect, it } from 'vitest';
import { loyaltyCardModel } from '../../machines/rx/loyaltyCard/loyaltyCard.fixtures';
import { loyaltyCardMachine } from '../../machines/rx/loyaltyCard/loyaltyCard.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxLoyaltyCard chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: loyaltyCardMachine,
      events: loyaltyCardModel.events as never,
      serializeState: loyaltyCardModel.serializeState as never,
      input: loyaltyCardModel.input,
    });
    const report = coverage(
      loyaltyCardMachine,
      mergeReached(reachedByPath(loyaltyCardMachine, paths, loyaltyCardModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

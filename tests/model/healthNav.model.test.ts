import { describe, expect, it } from 'vitest';
import { healthNavMachine } from '../../machines/shared/healthNav/healthNav.machine';
import { healthNavEvents, healthNavInput, serializeNavState } from './healthNav.fixtures';
import { coverage, formatCoverage, generatePaths, newReached, replayOnMachine } from './graph';

describe('health navigation machine: generated paths', () => {
  const paths = generatePaths({
    machine: healthNavMachine,
    input: healthNavInput,
    events: healthNavEvents as never,
    serializeState: serializeNavState as never,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      replayOnMachine(healthNavMachine, path, reached, healthNavInput));
  }
  it('reaches every state and transition', () => {
    const report = coverage(healthNavMachine, reached);
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

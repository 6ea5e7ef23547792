import { describe, expect, it } from 'vitest';
import { profileMachine } from '../../machines/account/profile/profile.machine';
import { profileEvents, serializeProfileState } from './profile.fixtures';
import { coverage, formatCoverage, generatePaths, newReached, replayOnMachine } from './graph';

describe('profile machine: generated paths', () => {
  const paths = generatePaths({
    machine: profileMachine,
    events: profileEvents as never,
    serializeState: serializeProfileState as never,
    simplePaths: true,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () => replayOnMachine(profileMachine, path, reached));
  }
  it('reaches every state and transition', () => {
    const report = coverage(profileMachine, reached);
    console.log(formatCoverage(report));
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

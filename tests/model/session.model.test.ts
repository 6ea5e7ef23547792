import { describe, expect, it } from 'vitest';
import { sessionMachine } from '../../machines/shared/session/session.machine';
import { coverage, formatCoverage, generatePaths, newReached, replayOnMachine } from './graph';
import { serializeSessionState, sessionEvents } from './session.fixtures';

describe('session machine: generated paths', () => {
  const paths = generatePaths({
    machine: sessionMachine,
    events: sessionEvents as never,
    serializeState: serializeSessionState as never,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () => replayOnMachine(sessionMachine, path, reached));
  }
  it('reaches every state and transition', () => {
    const report = coverage(sessionMachine, reached);
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

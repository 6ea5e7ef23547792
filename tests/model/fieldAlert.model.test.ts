import { describe, expect, it } from 'vitest';
import { fieldAlertModel } from '../../machines/shared/fieldAlert/fieldAlert.fixtures';
import { fieldAlertMachine } from '../../machines/shared/fieldAlert/fieldAlert.machine';
import { coverage, formatCoverage, generatePaths, newReached, replayOnMachine } from './graph';

describe('fieldAlert machine: generated paths', () => {
  const paths = generatePaths({
    machine: fieldAlertMachine,
    events: fieldAlertModel.events as never,
    serializeState: fieldAlertModel.serializeState as never,
    simplePaths: fieldAlertModel.simplePaths,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () => replayOnMachine(fieldAlertMachine, path, reached));
  }
  it('reaches every state and transition', () => {
    const report = coverage(fieldAlertMachine, reached);
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

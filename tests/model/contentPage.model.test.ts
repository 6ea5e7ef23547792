import { describe, expect, it } from 'vitest';
import { contentPageModel } from '../../machines/shared/contentPage/contentPage.fixtures';
import { contentPageMachine } from '../../machines/shared/contentPage/contentPage.machine';
import { coverage, formatCoverage, generatePaths, newReached, replayOnMachine } from './graph';

describe('contentPage machine: generated paths', () => {
  const paths = generatePaths({
    machine: contentPageMachine,
    input: contentPageModel.input,
    events: contentPageModel.events as never,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      replayOnMachine(contentPageMachine, path, reached, contentPageModel.input));
  }
  it('reaches every state and transition', () => {
    const report = coverage(contentPageMachine, reached);
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

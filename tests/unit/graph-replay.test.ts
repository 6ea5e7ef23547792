// @vitest-environment node
/**
 * `reachedByPath` (tests/model/graph.ts) reads a path that begins another path off the longer one's replay instead of
 * replaying it again. What it answers must be what replaying each path on its own answers (`replayOnMachine`): these
 * cases are written out by hand on a small machine, each with the states and transitions a person reads off the
 * chart, and each compared with the one-by-one replay.
 */
import { type AnyStateMachine, assign, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { type ModelPath, newReached, type Reached, reachedByPath, replayOnMachine } from '../model/graph';

/** idle → (go) loading → (ok) done | (fail, by message) failed | retrying; done → (again) idle. */
const machine = setup({
  types: {
    events: {} as { type: 'go' } | { type: 'ok' } | { type: 'fail'; error: Error } | { type: 'again' },
  },
  guards: { isTimeout: ({ event }) => event.type === 'fail' && event.error.message === 'timeout' },
}).createMachine({
  id: 'm',
  context: { tries: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { go: { target: 'loading', actions: assign({ tries: ({ context }) => context.tries + 1 }) } },
    },
    loading: {
      on: {
        ok: 'done',
        fail: [{ guard: 'isTimeout', target: 'retrying' }, { target: 'failed' }],
      },
    },
    retrying: { on: { go: 'loading' } },
    failed: {},
    done: { on: { again: 'idle' } },
  },
});

const TIMEOUT = new Error('timeout');
const REFUSED = new Error('refused');

/** A path of `[event, the state value the graph says it reaches]` pairs. */
function path(
  description: string,
  steps: [{ type: string; [field: string]: unknown }, string][],
): ModelPath<AnyStateMachine> {
  return {
    kind: 'simple',
    description,
    steps: steps.map(([event, value]) => ({ event, state: { value, context: {} } })) as never,
    state: {} as never,
  };
}

const sorted = (r: Reached | null | undefined) =>
  r && { states: [...r.states].sort(), transitions: [...r.transitions].sort() };

function oneByOne(paths: ModelPath<AnyStateMachine>[]): (Reached | null)[] {
  return paths.map((p) => {
    const reached = newReached();
    try {
      replayOnMachine(machine, p, reached);
      return reached;
    } catch {
      return null;
    }
  });
}

const goOk = path('go, ok', [
  [{ type: 'go' }, 'loading'],
  [{ type: 'ok' }, 'done'],
]);
const go = path('go', [[{ type: 'go' }, 'loading']]);
const goOkAgain = path('go, ok, again', [
  [{ type: 'go' }, 'loading'],
  [{ type: 'ok' }, 'done'],
  [{ type: 'again' }, 'idle'],
]);
const goTimeout = path('go, fail (timeout)', [
  [{ type: 'go' }, 'loading'],
  [{ type: 'fail', error: TIMEOUT }, 'retrying'],
]);
const goRefused = path('go, fail (refused)', [
  [{ type: 'go' }, 'loading'],
  [{ type: 'fail', error: REFUSED }, 'failed'],
]);

describe('reachedByPath: the same answers as replaying each path on its own', () => {
  it('a path that begins a longer one reaches only its own states and transitions', () => {
    const [long, short] = reachedByPath(machine, [goOkAgain, go]);
    expect(sorted(short!)).toEqual({
      states: ['m', 'm.idle', 'm.loading'],
      transitions: ['m.idle ▸ go ▸ 0'],
    });
    expect(sorted(long!)).toEqual({
      states: ['m', 'm.done', 'm.idle', 'm.loading'],
      transitions: ['m.done ▸ again ▸ 0', 'm.idle ▸ go ▸ 0', 'm.loading ▸ ok ▸ 0'],
    });
    expect([long, short].map(sorted)).toEqual(oneByOne([goOkAgain, go]).map(sorted));
  });

  it('events that are not plain data (two Errors whose JSON is the same) are told apart: timeout retries, refused fails', () => {
    const results = reachedByPath(machine, [goTimeout, goRefused]);
    expect(results.map((r) => [r!.states.has('m.retrying'), r!.states.has('m.failed')])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(results.map(sorted)).toEqual(oneByOne([goTimeout, goRefused]).map(sorted));
  });

  it('a path that expects the wrong state throws, naming itself, the event and both states', () => {
    const wrong = path('go, ok (said to fail)', [
      [{ type: 'go' }, 'loading'],
      [{ type: 'ok' }, 'failed'],
    ]);
    expect(() => reachedByPath(machine, [goOkAgain, wrong])).toThrow(
      'Path "go, ok (said to fail)": after ok expected "failed", got "done"',
    );
  });

  it('tolerated: the wrong path is null; another path with the same events that expects the right state still replays', () => {
    const wrongLong = path('go, ok (said to fail), again', [
      [{ type: 'go' }, 'loading'],
      [{ type: 'ok' }, 'failed'],
      [{ type: 'again' }, 'idle'],
    ]);
    const paths = [wrongLong, goOkAgain, goOk, go];
    const results = reachedByPath(machine, paths, undefined, true);
    expect(results[0]).toBeNull();
    expect(sorted(results[1]!)!.transitions).toEqual([
      'm.done ▸ again ▸ 0',
      'm.idle ▸ go ▸ 0',
      'm.loading ▸ ok ▸ 0',
    ]);
    expect(results.map(sorted)).toEqual(oneByOne(paths).map(sorted));
  });

  it('an event field that is undefined is not the same event as one without it; a path without steps reaches the start', () => {
    const empty = path('nothing', []);
    const withUndefined = path('go (undefined field)', [[{ type: 'go', note: undefined }, 'loading']]);
    const results = reachedByPath(machine, [empty, withUndefined, go]);
    expect(sorted(results[0]!)).toEqual({ states: ['m', 'm.idle'], transitions: [] });
    expect(results.map(sorted)).toEqual(oneByOne([empty, withUndefined, go]).map(sorted));
  });

  it('each path gets its own sets: changing one answer changes no other', () => {
    const [a, b] = reachedByPath(machine, [go, go]);
    a!.states.add('changed');
    expect(b!.states.has('changed')).toBe(false);
  });
});

/** Generated paths and graph coverage of a registered machine: the same generation as the model tests
 *  (tests/model/graph.ts `generatePaths`, `replayOnMachine`, `coverage`) with the registry's graph model.
 *  Used by the inspector's path explorer, `npm run paths` and `npm run graph-coverage`. */
import { type AnyStateMachine, createActor, type EventObject } from 'xstate';
import type { RegisteredMachine } from '../../machines/registry';
import { formatValue } from './diagram/definition';
import {
  type CoverageReport,
  coverage,
  generatePaths,
  type ModelPath,
  replayStart,
  newReached,
  replayOnMachine,
} from '../../tests/model/graph';

export { formatValue };

export interface PathStep {
  step: number;
  /** State before the event, as a dotted value (`ready.collapsed`; parallel regions joined by ` + `). */
  from: string;
  event: EventObject;
  to: string;
  /** The state value after the event (for highlighting). */
  toValue: unknown;
}
export interface GeneratedPath {
  /** 1-based, in generation order. */
  number: number;
  kind: ModelPath<AnyStateMachine>['kind'];
  description: string;
  initial: string;
  initialValue: unknown;
  steps: PathStep[];
}

export function initialValue(entry: RegisteredMachine): unknown {
  const actor = createActor(entry.machine, {
    ...(entry.model.input === undefined ? {} : { input: entry.model.input }),
  });
  return actor.getSnapshot().value;
}

function modelPaths(entry: RegisteredMachine, simple: boolean): ModelPath<AnyStateMachine>[] {
  return generatePaths({
    machine: entry.machine,
    events: entry.model.events as never,
    ...(entry.model.input === undefined ? {} : { input: entry.model.input }),
    ...(entry.model.serializeState ? { serializeState: entry.model.serializeState as never } : {}),
    simplePaths: simple,
  });
}

/** Shortest paths (one per state), one extra path per edge they miss, and with `simple` the simple paths. */
export function generatedPaths(
  entry: RegisteredMachine,
  options: { simple?: boolean } = {},
): GeneratedPath[] {
  const start = initialValue(entry);
  return modelPaths(entry, options.simple ?? false).map((path, i) => {
    let from = formatValue(start);
    const steps = path.steps.map((s, index) => {
      const to = formatValue(s.state.value);
      const step: PathStep = {
        step: index + 1,
        from,
        event: s.event as EventObject,
        to,
        toValue: s.state.value,
      };
      from = to;
      return step;
    });
    return {
      number: i + 1,
      kind: path.kind,
      description: path.description,
      initial: formatValue(start),
      initialValue: start,
      steps,
    };
  });
}

/** Replays the generated paths (the model tests' set: simple paths when the model asks for them) and reports
 *  which states and transitions of the definition they reached. Throws when a path does not replay. */
export function graphCoverage(entry: RegisteredMachine): CoverageReport & { paths: number } {
  const reached = newReached();
  const paths = modelPaths(entry, entry.model.simplePaths ?? false);
  for (const path of paths) replayOnMachine(entry.machine, path, reached, entry.model.input as never);
  for (const input of entry.model.startInputs ?? []) replayStart(entry.machine, input as never, reached);
  return { ...coverage(entry.machine, reached), paths: paths.length };
}

/** The event's payload (everything but its type), as compact JSON; long payloads are cut for people. */
export function payloadText(event: EventObject, max = Number.POSITIVE_INFINITY): string {
  const { type: _type, ...payload } = event as EventObject & Record<string, unknown>;
  if (Object.keys(payload).length === 0) return '';
  const text = JSON.stringify(payload);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Numbered steps for a person: `  1. idle --profile.load {"force":true}--> loading`. */
export function formatPath(path: GeneratedPath): string {
  const head = `Path ${path.number} (${path.kind}), starts in ${path.initial}`;
  const lines = path.steps.map((s) => {
    const payload = payloadText(s.event, 100);
    return `  ${s.step}. ${s.from}  --${s.event.type}${payload ? ` ${payload}` : ''}-->  ${s.to}`;
  });
  return [head, ...lines].join('\n');
}

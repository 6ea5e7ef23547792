/** Markdown for docs/statecharts/<machineId>.md: the spec section, a Mermaid stateDiagram-v2 and tables of
 *  states, transitions, events, guards and delays, all read from the machine's own definition. */
import type { RegisteredMachine } from '../../machines/registry';
import { type ChartDefinition, formatDelay, readDefinition } from './diagram/definition';

const mid = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');
const mlabel = (text: string) =>
  text
    .replace(/:/g, '')
    .replace(/[;#"]/g, ' ')
    .replace(/<(?!br\/>)/g, '‹')
    .replace(/(?<!<br\/)>/g, '›');
const cell = (text: string) => text.replace(/\|/g, '\\|') || '–';

/** One Mermaid diagram of a chart: the states directly inside `scope` (the machine, or a compound state). */
export interface MermaidDiagram {
  /** The state the diagram opens up (the machine's id for the overview). */
  scope: string;
  title: string;
  code: string;
}

/** Transitions one drawn arrow lists before "+N more" (the tables below list every transition). */
const ARROW_LABELS = 3;
/** States one diagram draws side by side at most; a larger compound state is drawn in parts. */
const MAX_STATES = 5;

/**
 * The chart as Mermaid stateDiagram-v2 diagrams, small enough to read (and to render: Mermaid 11 draws a compound
 * state only as a frame with its name): the overview shows the machine's own states, a compound state as one
 * state marked ▸, and one more diagram opens each compound state, its own compound children again as one state.
 * An arrow stands for every transition between the same two drawn states (event, then its guard), a transition of
 * the machine itself starts at "any state"; transitions that stay in their state, and everything else, are in
 * the tables. A compound state with more than MAX_STATES states inside is drawn in parts (its initial state and
 * its busiest one in each). tests/e2e/statechart-docs.e2e.ts renders every diagram with Mermaid 11 and keeps each
 * within 1280 px.
 */
export function mermaidDiagrams(def: ChartDefinition): MermaidDiagram[] {
  const byId = new Map(def.nodes.map((n) => [n.id, n]));
  const children = (id: string) => def.nodes.filter((n) => n.parent === id);
  const compound = (id: string) => children(id).length > 0;
  const root = def.nodes.find((n) => n.parent === null)!;
  /** The child of `scope` that holds `id` (or null when `id` is outside `scope`, or is `scope` itself). */
  const childOf = (scope: string, id: string): string | null => {
    for (let n = byId.get(id); n; n = n.parent ? byId.get(n.parent) : undefined)
      if (n.parent === scope) return n.id;
    return null;
  };
  return def.nodes
    .filter((n) => compound(n.id))
    .flatMap((scope) => {
      const kids = children(scope.id);
      const anyState = `${mid(scope.id)}__any`;
      const arrows = new Map<string, string[]>();
      for (const e of def.edges) {
        if (e.targetless) continue;
        const to = childOf(scope.id, e.target);
        if (!to) continue;
        const from = e.source === scope.id ? anyState : childOf(scope.id, e.source);
        if (!from || from === to) continue;
        const key = `${from}\u0000${to}`;
        arrows.set(key, [...(arrows.get(key) ?? []), e.guard ? `${e.event}<br/>[${e.guard}]` : e.event]);
      }
      const title = scope.id === root.id ? 'Overview' : scope.id.split('.').slice(1).join('.');
      // Many states side by side grow too wide: the initial state and the busiest one (the hub) are drawn in
      // each part, the others MAX_STATES - 2 at a time.
      const fan = new Map<string, number>();
      for (const key of arrows.keys())
        for (const end of key.split('\u0000')) fan.set(end, (fan.get(end) ?? 0) + 1);
      const hub = [...kids].sort((a, b) => (fan.get(b.id) ?? 0) - (fan.get(a.id) ?? 0))[0];
      const anchors = kids.filter((k) => k.initial || k === hub);
      const others = kids.filter((k) => !anchors.includes(k));
      const parts: (typeof kids)[] = [];
      if (kids.length <= MAX_STATES) parts.push(kids);
      else
        for (let i = 0; i < others.length; i += MAX_STATES - anchors.length)
          parts.push(
            [...anchors, ...others.slice(i, i + MAX_STATES - anchors.length)].sort(
              (a, b) => kids.indexOf(a) - kids.indexOf(b),
            ),
          );
      // An arrow between two states that landed in different parts is drawn in the part of its source, which
      // then shows its target too: every arrow is in some diagram.
      for (const key of arrows.keys()) {
        const [from, to] = key.split('\u0000') as [string, string];
        if (
          from === anyState ||
          parts.some((p) => p.some((k) => k.id === from) && p.some((k) => k.id === to))
        )
          continue;
        const part = parts.find((p) => p.some((k) => k.id === from))!;
        part.push(byId.get(to)!);
        part.sort((a, b) => kids.indexOf(a) - kids.indexOf(b));
      }
      return parts.map((part, index) => {
        const shown = new Set(part.map((k) => k.id));
        const lines = ['stateDiagram-v2'];
        for (const kid of part) {
          const name = compound(kid.id)
            ? `${kid.key}${kid.type === 'parallel' ? ' ║' : ''} ▸`
            : kid.type === 'final'
              ? `${kid.key} (final)`
              : kid.key;
          lines.push(`  state "${mlabel(name)}" as ${mid(kid.id)}`);
          if (!compound(kid.id))
            for (const i of kid.invokes) lines.push(`  ${mid(kid.id)} : invoke ${mlabel(i.src)}`);
        }
        if (scope.type !== 'parallel')
          for (const kid of part) if (kid.initial) lines.push(`  [*] --> ${mid(kid.id)}`);
        for (const kid of part) if (kid.type === 'final') lines.push(`  ${mid(kid.id)} --> [*]`);
        const drawn = [...arrows].filter(([key]) => {
          const [from, to] = key.split('\u0000') as [string, string];
          return (from === anyState || shown.has(from)) && shown.has(to);
        });
        if (drawn.some(([key]) => key.startsWith(`${anyState}\u0000`)))
          lines.push(
            `  state "any state of ${mlabel(scope.id === root.id ? 'the machine' : scope.key)}" as ${anyState}`,
          );
        for (const [key, labels] of drawn) {
          const [from, to] = key.split('\u0000') as [string, string];
          const some = labels.length <= ARROW_LABELS ? labels : labels.slice(0, ARROW_LABELS - 1);
          const more = labels.length - some.length;
          const text = [...some, ...(more > 0 ? [`+${more} more`] : [])].map(mlabel).join('<br/>');
          lines.push(`  ${from === anyState ? anyState : mid(from)} --> ${mid(to)} : ${text}`);
        }
        return {
          scope: scope.id,
          title: parts.length > 1 ? `${title} (part ${index + 1} of ${parts.length})` : title,
          code: lines.join('\n'),
        };
      });
    });
}

/** The overview diagram alone (the machine's own states). */
export function mermaid(def: ChartDefinition): string {
  return mermaidDiagrams(def)[0]!.code;
}

const stateName = (def: ChartDefinition, id: string) => {
  const node = def.nodes.find((n) => n.id === id);
  return node?.parent === null ? `${node.key} (machine)` : id.split('.').slice(1).join('.');
};

export function statechartMarkdown(entry: RegisteredMachine): string {
  const def = readDefinition(entry.machine);
  const events = [...new Set(def.edges.filter((e) => e.kind === 'event').map((e) => e.eventType))].sort();
  const guards = [...new Set(def.edges.flatMap((e) => (e.guard ? [e.guard] : [])))].sort();
  const delays = [...new Set(def.edges.flatMap((e) => (e.delay ? [e.delay] : [])))];
  const actors = [...new Set(def.nodes.flatMap((n) => n.invokes.map((i) => i.src)))];
  const out = [
    `# ${entry.title} (\`${entry.id}\`)`,
    '',
    '<!-- Generated by `npm run docs:statecharts` from machines/registry.ts; do not edit. `npm test` fails when it is stale. -->',
    '',
    `Implements: ${entry.spec}`,
    '',
    `States: ${def.nodes.length}, transitions: ${new Set(def.edges.map((e) => e.transitionId)).size}. ` +
      `QA paths: \`npm run paths -- ${entry.id}\`. Live and interactive: \`/__inspector#${entry.id}\`.`,
    '',
    ...mermaidDiagrams(def).flatMap((d, i) => [
      ...(i === 0 && d.title === 'Overview' ? [] : [`### ${d.title}`, '']),
      '```mermaid',
      d.code,
      '```',
      '',
    ]),
    '## States',
    '',
    '| state | type | initial | tags | invokes | entry / exit |',
    '|---|---|---|---|---|---|',
    ...def.nodes.map(
      (n) =>
        `| ${cell(stateName(def, n.id))} | ${n.type} | ${n.initial ? 'yes' : ''} | ${cell(n.tags.join(', '))} | ${cell(n.invokes.map((i) => i.src).join(', '))} | ${cell([...n.entry.map((a) => `entry ${a}`), ...n.exit.map((a) => `exit ${a}`)].join(', '))} |`,
    ),
    '',
    '## Transitions',
    '',
    '| from | event | guard | delay | to | actions |',
    '|---|---|---|---|---|---|',
    ...def.edges.map(
      (e) =>
        `| ${cell(stateName(def, e.source))} | ${cell(e.event)} | ${cell(e.guard ?? '')} | ${cell(e.delay ? formatDelay(e.delay) : '')} | ${e.targetless ? '(stays)' : cell(stateName(def, e.target))} | ${cell(e.actions.join(', '))} |`,
    ),
    '',
    '## Events, guards, delays, actors',
    '',
    `- Events: ${events.map((e) => `\`${e}\``).join(', ') || 'none'}`,
    `- Guards: ${guards.map((g) => `\`${g}\``).join(', ') || 'none'}`,
    `- Delays: ${delays.map((d) => `\`${d}\` (${formatDelay(d)})`).join(', ') || 'none'}`,
    `- Invoked actors: ${actors.map((a) => `\`${a}\``).join(', ') || 'none'}`,
    '',
  ];
  return out.join('\n');
}

export function statechartIndex(entries: readonly RegisteredMachine[]): string {
  return [
    '# Statecharts',
    '',
    '<!-- Generated by `npm run docs:statecharts` from machines/registry.ts; do not edit. -->',
    '',
    '| machine | title | implements |',
    '|---|---|---|',
    ...entries.map((e) => `| [\`${e.id}\`](${e.id}.md) | ${cell(e.title)} | ${cell(e.spec)} |`),
    '',
  ].join('\n');
}

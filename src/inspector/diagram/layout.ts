/** Lays a chart definition out with elkjs (layered, compound states included, global coordinates), for a view:
 *  which compound states are collapsed (drawn as one box with their inside counted) and the direction. Edges are
 *  drawn per pair of boxes (several transitions between the same two boxes share one arrow, each on its own label
 *  line); transitions that stay in their state (targetless, or re-entering it) are lines inside the state's box.
 *  Text is set in a monospace font, so label boxes are measured without a browser (same numbers in tests, the
 *  layout worker and the page). `defaultView` picks the most expanded view that fits the screen with labels of at
 *  least MIN_LABEL_PX. */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartDefinition, ChartEdge, ChartNode, EdgeKind } from './definition';

export const FONT_FAMILY = "'DejaVu Sans Mono', 'Liberation Mono', monospace";
export const FONT_SIZE = 12;
/** Advance of one character of the monospace font at FONT_SIZE (DejaVu Sans Mono: 0.602em), rounded up. */
export const CHAR_WIDTH = 7.3;
export const LINE_HEIGHT = 16;
/** Labels are never drawn smaller than this on screen (issue 14: readable at 1280 × 800). */
export const MIN_LABEL_PX = 11;
export const MIN_SCALE = MIN_LABEL_PX / FONT_SIZE;
/** The diagram's viewport in the inspector on a 1280 × 800 screen (at least; tests/e2e checks it). */
export const SCREEN_VIEWPORT: { readonly width: number; readonly height: number } = {
  width: 1020,
  height: 600,
};
/** Transitions listed on one drawn edge before "+N more". */
const MAX_LABEL_TRANSITIONS = 2;
/** A label line is wrapped (at guard operators) past this many characters. */
const WRAP_AT = 28;

/** A transition's label as lines: the event, then the guard (`[a && b]` wrapped at its operators). */
export function labelLines(edge: Pick<ChartEdge, 'event' | 'guard'>): string[] {
  if (!edge.guard) return [edge.event];
  const guard = `[${edge.guard}]`;
  if (edge.event.length + guard.length + 1 <= WRAP_AT) return [`${edge.event} ${guard}`];
  const parts = guard.split(/(?<= (?:&&|\|\|)) /);
  const lines = [edge.event];
  let line = '';
  for (const part of parts) {
    if (line && line.length + part.length + 1 > WRAP_AT) {
      lines.push(line);
      line = ` ${part}`;
    } else line = line ? `${line} ${part}` : part;
  }
  if (line) lines.push(line);
  return lines;
}
const NODE_PAD_X = 12;
const NODE_PAD_Y = 8;
const MARKER = 12;
/** The collapse/expand button at the top right of a compound state, with its margin. */
export const TOGGLE_ROOM = 30;
/** Room kept for a heat-map count ("12345×") and the gap before it, in counts views. */
export const COUNT_ROOM = Math.ceil('12345×'.length * 7.3) + 8;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface TextBox extends Box {
  text: string;
  /** Transitions this line stands for (internal transitions of a state). */
  transitionIds?: string[];
  kind?: 'name' | 'invoke' | 'inside' | 'internal';
}
export interface LaidNode extends Box {
  node: ChartNode;
  /** Drawn as one box, its children hidden. */
  collapsed: boolean;
  /** Has children (can be collapsed or expanded). */
  compound: boolean;
  /** The state's name, invoke lines, the collapsed count, internal transitions. */
  lines: TextBox[];
}
/** One arrow: every transition between the same two drawn boxes. */
export interface DrawnEdge {
  id: string;
  source: string;
  target: string;
  transitions: ChartEdge[];
  kind: EdgeKind;
  /** Every transition is an `after` timer (drawn dashed). */
  timed: boolean;
  labelLines: string[];
}
export interface LaidEdge {
  edge: DrawnEdge;
  points: { x: number; y: number }[];
  label: TextBox | null;
}
export interface LaidInitial {
  /** The initial state this marker points at. */
  target: string;
  marker: Box;
  points: { x: number; y: number }[];
}
export interface ChartView {
  collapsed: readonly string[];
  direction: 'RIGHT' | 'DOWN';
  /** Room for the heat map's counts: after each state's name (sessions that reached it) and inside each
   *  transition label (times taken), so a count never runs into a name or a label. */
  counts?: boolean | undefined;
}
export interface ChartLayout {
  machineId: string;
  view: ChartView;
  width: number;
  height: number;
  nodes: LaidNode[];
  edges: LaidEdge[];
  initials: LaidInitial[];
  /** Transitions hidden inside collapsed boxes. */
  hiddenTransitions: number;
}

export const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);

const childrenOf = (def: ChartDefinition, id: string) => def.nodes.filter((n) => n.parent === id);

/** The drawn box a state belongs to: itself, or its outermost collapsed ancestor. */
function visibleOf(def: ChartDefinition, collapsed: ReadonlySet<string>): (id: string) => string {
  const byId = new Map(def.nodes.map((n) => [n.id, n]));
  const cache = new Map<string, string>();
  return (id) => {
    const hit = cache.get(id);
    if (hit) return hit;
    let shown = id;
    for (let n = byId.get(id); n; n = n.parent ? byId.get(n.parent) : undefined)
      if (collapsed.has(n.id) && n.parent !== null) shown = n.id;
    cache.set(id, shown);
    return shown;
  };
}

function descendants(def: ChartDefinition, id: string): number {
  return childrenOf(def, id).reduce((n, c) => n + 1 + descendants(def, c.id), 0);
}

/** The boxes and arrows of a view, before layout. */
export function viewGraph(def: ChartDefinition, view: ChartView) {
  const collapsed = new Set(view.collapsed);
  const shown = visibleOf(def, collapsed);
  const visible = def.nodes.filter((n) => shown(n.id) === n.id);
  const internal = new Map<string, ChartEdge[]>();
  const pairs = new Map<string, ChartEdge[]>();
  let hidden = 0;
  for (const edge of def.edges) {
    const source = shown(edge.source);
    const target = shown(edge.target);
    if (edge.targetless || edge.source === edge.target) {
      if (source !== edge.source) hidden += 1;
      else internal.set(source, [...(internal.get(source) ?? []), edge]);
    } else if (source === target) hidden += 1;
    else pairs.set(`${source}\u0000${target}`, [...(pairs.get(`${source}\u0000${target}`) ?? []), edge]);
  }
  const edges: DrawnEdge[] = [...pairs].map(([key, transitions]) => {
    const [source, target] = key.split('\u0000') as [string, string];
    const shownTransitions =
      transitions.length <= MAX_LABEL_TRANSITIONS
        ? transitions
        : transitions.slice(0, MAX_LABEL_TRANSITIONS - 1);
    const lines = shownTransitions.flatMap((t) => labelLines(t));
    if (shownTransitions.length < transitions.length)
      lines.push(`+${transitions.length - shownTransitions.length} more (hover)`);
    return {
      id: `${source} → ${target}`,
      source,
      target,
      transitions,
      kind: transitions[0]!.kind,
      timed: transitions.every((t) => t.kind === 'after'),
      labelLines: lines,
    };
  });
  const lines = (node: ChartNode): Omit<TextBox, keyof Box>[] => {
    const name = node.parent === null ? `${node.key} (machine)` : node.key;
    const out: Omit<TextBox, keyof Box>[] = [
      { text: node.type === 'parallel' ? `${name} ║` : name, kind: 'name' },
    ];
    for (const i of node.invokes) out.push({ text: `invoke ${i.src}`, kind: 'invoke' });
    if (collapsed.has(node.id) && node.parent !== null) {
      const inside = def.edges.filter(
        (e) => shown(e.source) === node.id && shown(e.target) === node.id,
      ).length;
      out.push({
        text: `▸ ${descendants(def, node.id)} states, ${inside} transitions inside`,
        kind: 'inside',
      });
    }
    for (const t of internal.get(node.id) ?? [])
      out.push({
        text: `${t.targetless ? '↻' : '⟲'} ${t.label}`,
        kind: 'internal',
        transitionIds: [t.transitionId],
      });
    return out;
  };
  return { visible, edges, lines, collapsed, hidden };
}

/** The ELK engine layouts run on. Whoever lays out charts makes one and keeps it (the layout worker, the page's
 *  layout client without workers); a single layout without one gets its own. */
export type LayoutEngine = InstanceType<typeof ELK>;
export const createLayoutEngine = (): LayoutEngine => new ELK();

export async function layoutChart(
  def: ChartDefinition,
  view: ChartView = { collapsed: [], direction: 'RIGHT' },
  elk: LayoutEngine = createLayoutEngine(),
): Promise<ChartLayout> {
  const graph = viewGraph(def, view);
  const visibleIds = new Set(graph.visible.map((n) => n.id));
  const isContainer = (node: ChartNode) =>
    node.parent === null ||
    (!graph.collapsed.has(node.id) && graph.visible.some((n) => n.parent === node.id));
  const elkNodes = new Map<string, ElkNode>();
  const edges: ElkExtendedEdge[] = [];
  const initialTargets: string[] = [];
  const nodeLines = new Map(graph.visible.map((n) => [n.id, graph.lines(n)]));
  const counts = view.counts === true;
  const compoundIds = new Set(def.nodes.flatMap((n) => (n.parent ? [n.parent] : [])));
  /** Room right of a state's name: its count (counts views), its collapse/expand button (compound states). */
  const nameRoom = (node: ChartNode) =>
    (counts ? COUNT_ROOM : 0) + (compoundIds.has(node.id) && node.parent !== null ? TOGGLE_ROOM : 0);
  for (const node of graph.visible) {
    const lines = nodeLines.get(node.id)!;
    const wide =
      Math.max(...lines.map((l, i) => textWidth(l.text) + (i === 0 ? nameRoom(node) : 0))) + 2 * NODE_PAD_X;
    const elkNode: ElkNode = isContainer(node)
      ? {
          id: node.id,
          children: [],
          layoutOptions: {
            'elk.padding': `[top=${lines.length * LINE_HEIGHT + 20},left=16,bottom=16,right=16]`,
            'elk.nodeSize.constraints': 'MINIMUM_SIZE',
            'elk.nodeSize.minimum': `(${wide}, ${lines.length * LINE_HEIGHT + 40})`,
          },
        }
      : { id: node.id, width: Math.max(wide, 80), height: lines.length * LINE_HEIGHT + 2 * NODE_PAD_Y };
    elkNodes.set(node.id, elkNode);
    if (node.parent && visibleIds.has(node.parent)) elkNodes.get(node.parent)!.children!.push(elkNode);
    if (
      node.initial &&
      node.parent &&
      visibleIds.has(node.parent) &&
      isContainer(def.nodes.find((n) => n.id === node.parent)!)
    ) {
      const markerId = `${node.id}::initial`;
      elkNodes.get(node.parent)!.children!.push({ id: markerId, width: MARKER, height: MARKER });
      edges.push({ id: `${markerId}::edge`, sources: [markerId], targets: [node.id] });
      initialTargets.push(node.id);
    }
  }
  for (const edge of graph.edges) {
    edges.push({
      id: edge.id,
      sources: [edge.source],
      targets: [edge.target],
      labels: [
        {
          text: edge.labelLines.join('\n'),
          width: Math.max(...edge.labelLines.map(textWidth)) + 6 + (counts ? COUNT_ROOM : 0),
          height: edge.labelLines.length * LINE_HEIGHT + 2,
        },
      ],
    });
  }
  const root = def.nodes.find((n) => n.parent === null)!;
  const laid: ElkNode = await elk.layout({
    id: '__chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': view.direction,
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '14',
      'elk.spacing.edgeEdge': '10',
      'elk.layered.spacing.edgeNodeBetweenLayers': '14',
      'elk.spacing.labelNode': '6',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.edgeLabels.sideSelection': 'ALWAYS_DOWN',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: [elkNodes.get(root.id)!],
    edges,
  });

  const byId = new Map<string, ElkNode>();
  const collect = (n: ElkNode) => {
    byId.set(n.id, n);
    for (const c of n.children ?? []) collect(c);
  };
  collect(laid);

  const nodes: LaidNode[] = graph.visible.map((node) => {
    const n = byId.get(node.id)!;
    const box = { x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 };
    const texts = nodeLines.get(node.id)!;
    const container = isContainer(node);
    const room = nameRoom(node);
    const lines = texts.map((line, i) => {
      const width = textWidth(line.text);
      // The name line leaves its room on the right (count, button); other lines use the whole box.
      const free = box.width - (i === 0 ? room : 0);
      const x = container ? box.x + NODE_PAD_X : box.x + Math.max(NODE_PAD_X, (free - width) / 2);
      const top = container ? box.y + 8 : box.y + (box.height - texts.length * LINE_HEIGHT) / 2;
      return { ...line, x, y: top + i * LINE_HEIGHT, width, height: LINE_HEIGHT };
    });
    return {
      ...box,
      node,
      collapsed: graph.collapsed.has(node.id) && node.parent !== null,
      compound: def.nodes.some((c) => c.parent === node.id),
      lines,
    };
  });
  const route = (e: ElkExtendedEdge) =>
    (e.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]);
  const laidEdges = new Map((laid.edges ?? []).map((e) => [e.id, e]));
  const outEdges: LaidEdge[] = graph.edges.map((edge) => {
    const e = laidEdges.get(edge.id)!;
    const l = e.labels?.[0];
    return {
      edge,
      points: route(e),
      label: l
        ? {
            text: edge.labelLines.join('\n'),
            x: l.x ?? 0,
            y: l.y ?? 0,
            width: l.width ?? 0,
            height: l.height ?? 0,
          }
        : null,
    };
  });
  const initials: LaidInitial[] = initialTargets.map((target) => {
    const m = byId.get(`${target}::initial`)!;
    return {
      target,
      marker: { x: m.x ?? 0, y: m.y ?? 0, width: MARKER, height: MARKER },
      points: route(laidEdges.get(`${target}::initial::edge`)!),
    };
  });
  return {
    machineId: def.machineId,
    view: { collapsed: [...view.collapsed], direction: view.direction, ...(counts ? { counts } : {}) },
    width: laid.width ?? 0,
    height: laid.height ?? 0,
    nodes,
    edges: outEdges,
    initials,
    hiddenTransitions: graph.hidden,
  };
}

/** Room the drawing keeps right of the layout (the heat map's counts after the labels). */
export const DRAWING_MARGIN = 24;

/** The drawing's size: the layout and its margin. */
export const drawingSize = (layout: { width: number; height: number }) => ({
  width: Math.ceil(layout.width) + DRAWING_MARGIN,
  height: Math.ceil(layout.height),
});

/** The scale at which a drawing of this size fits a viewport (never above 1). */
export function fitScale(
  size: { width: number; height: number },
  viewport: { width: number; height: number },
) {
  return Math.min(1, viewport.width / size.width, viewport.height / size.height);
}

/** Whether the layout's drawing fits the viewport with labels of at least MIN_LABEL_PX. */
export const fitsReadably = (layout: { width: number; height: number }, viewport = SCREEN_VIEWPORT) =>
  fitScale(drawingSize(layout), viewport) >= MIN_SCALE - 1e-9;

/**
 * The view after the analyst expands a state: it opens one level (its compound children stay closed, so the
 * layout holds what is open, not every box inside it), and every collapsed ancestor of it opens too.
 */
export function expandOneLevel(def: ChartDefinition, collapsed: readonly string[], id: string): string[] {
  const byId = new Map(def.nodes.map((n) => [n.id, n]));
  const ancestors = new Set<string>();
  for (let n = byId.get(id); n; n = n.parent ? byId.get(n.parent) : undefined) ancestors.add(n.id);
  const compoundChildren = def.nodes
    .filter((n) => n.parent === id && def.nodes.some((c) => c.parent === n.id))
    .map((n) => n.id);
  return [...new Set([...collapsed.filter((c) => !ancestors.has(c)), ...compoundChildren])];
}

/** Compound states (not the machine), deepest first. */
export function compoundStates(def: ChartDefinition): ChartNode[] {
  return def.nodes
    .filter((n) => n.parent !== null && def.nodes.some((c) => c.parent === n.id))
    .sort((a, b) => b.depth - a.depth);
}

/**
 * The view the inspector opens a machine with: everything expanded when that fits the screen readably, else the
 * fewest collapsed compound states (deepest levels first, then expanding back the smallest ones that still fit),
 * in whichever direction fits at the larger scale. Returns the layout too.
 */
export async function defaultView(
  def: ChartDefinition,
  viewport: { width: number; height: number } = SCREEN_VIEWPORT,
  elk: LayoutEngine = createLayoutEngine(),
): Promise<ChartLayout> {
  const compounds = compoundStates(def);
  const depths = [...new Set(compounds.map((c) => c.depth))].sort((a, b) => b - a);
  const better = (a: ChartLayout, b: ChartLayout | null) =>
    !b || fitScale(drawingSize(a), viewport) > fitScale(drawingSize(b), viewport);
  const tryBoth = async (collapsed: string[]) => {
    let best: ChartLayout | null = null;
    for (const direction of ['RIGHT', 'DOWN'] as const) {
      const layout = await layoutChart(def, { collapsed, direction }, elk);
      if (better(layout, best)) best = layout;
    }
    return best!;
  };
  // Levels: nothing collapsed, then every compound at depth ≥ d, for d from the deepest up.
  let chosen = await tryBoth([]);
  if (fitsReadably(chosen, viewport)) return chosen;
  for (const depth of depths) {
    const collapsed = compounds.filter((c) => c.depth >= depth).map((c) => c.id);
    chosen = await tryBoth(collapsed);
    if (fitsReadably(chosen, viewport)) {
      // Expand back, one by one, the smaller collapsed states of this level that still fit.
      const level = compounds
        .filter((c) => c.depth === depth)
        .sort((a, b) => descendants(def, a.id) - descendants(def, b.id));
      let current = collapsed;
      const direction = chosen.view.direction;
      for (const state of level) {
        const attempt = current.filter((id) => id !== state.id);
        const layout = await layoutChart(def, { collapsed: attempt, direction }, elk);
        if (fitsReadably(layout, viewport)) {
          current = attempt;
          chosen = layout;
        }
      }
      return chosen;
    }
  }
  return chosen;
}

/** Every text box of the drawing: state lines and transition labels. */
export function labelBoxes(layout: ChartLayout): TextBox[] {
  return [
    ...layout.nodes.flatMap((n) => n.lines),
    ...layout.edges.flatMap((e) => (e.label ? [e.label] : [])),
  ];
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Pairs of label boxes that overlap (should be none). */
export function overlappingLabels(layout: ChartLayout): [TextBox, TextBox][] {
  const boxes = labelBoxes(layout);
  const pairs: [TextBox, TextBox][] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++)
      if (intersects(boxes[i]!, boxes[j]!)) pairs.push([boxes[i]!, boxes[j]!]);
  return pairs;
}

/** Lays a chart definition out with elkjs (layered, hierarchy included, global coordinates). Text is set in a
 *  monospace font, so label boxes are measured without a browser (same numbers in tests, scripts and the page). */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartDefinition, ChartEdge, ChartNode } from './definition';

export const FONT_FAMILY = "'DejaVu Sans Mono', 'Liberation Mono', monospace";
export const FONT_SIZE = 12;
/** Advance of one character of the monospace font at FONT_SIZE (DejaVu Sans Mono: 0.602em), rounded up. */
export const CHAR_WIDTH = 7.3;
export const LINE_HEIGHT = 16;
const NODE_PAD_X = 12;
const NODE_PAD_Y = 8;
const COMPOUND_TITLE = 28;
const MARKER = 12;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface TextBox extends Box {
  text: string;
}
export interface LaidNode extends Box {
  node: ChartNode;
  /** The state's name (top-left for compound states, centred for atomic ones), then one line per invoke. */
  lines: TextBox[];
}
export interface LaidEdge {
  edge: ChartEdge;
  points: { x: number; y: number }[];
  label: TextBox | null;
}
export interface LaidInitial {
  /** The initial state this marker points at. */
  target: string;
  marker: Box;
  points: { x: number; y: number }[];
}
export interface ChartLayout {
  width: number;
  height: number;
  nodes: LaidNode[];
  edges: LaidEdge[];
  initials: LaidInitial[];
}

export const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);

function nodeLines(node: ChartNode): string[] {
  const name = node.parent === null ? `${node.key} (machine)` : node.key;
  const lines = [node.type === 'parallel' ? `${name} ║` : name];
  for (const i of node.invokes) lines.push(`invoke ${i.src}`);
  return lines;
}

const isContainer = (def: ChartDefinition, node: ChartNode) =>
  def.nodes.some((n) => n.parent === node.id) || node.parent === null;

let elk: InstanceType<typeof ELK> | undefined;

export async function layoutChart(
  def: ChartDefinition,
  extraOptions: Record<string, string> = {},
): Promise<ChartLayout> {
  elk ??= new ELK();
  const elkNodes = new Map<string, ElkNode>();
  const edges: ElkExtendedEdge[] = [];
  const initialTargets: string[] = [];
  for (const node of def.nodes) {
    const lines = nodeLines(node);
    const wide = Math.max(...lines.map(textWidth)) + 2 * NODE_PAD_X;
    const container = isContainer(def, node);
    const elkNode: ElkNode = container
      ? {
          id: node.id,
          children: [],
          layoutOptions: {
            'elk.padding': `[top=${COMPOUND_TITLE + (lines.length - 1) * LINE_HEIGHT + 12},left=16,bottom=16,right=16]`,
            'elk.nodeSize.constraints': 'MINIMUM_SIZE',
            'elk.nodeSize.minimum': `(${wide}, ${COMPOUND_TITLE + 20})`,
          },
        }
      : { id: node.id, width: Math.max(wide, 80), height: lines.length * LINE_HEIGHT + 2 * NODE_PAD_Y };
    elkNodes.set(node.id, elkNode);
    if (node.parent) elkNodes.get(node.parent)!.children!.push(elkNode);
    if (node.initial && node.parent) {
      const markerId = `${node.id}::initial`;
      elkNodes.get(node.parent)!.children!.push({ id: markerId, width: MARKER, height: MARKER });
      edges.push({ id: `${markerId}::edge`, sources: [markerId], targets: [node.id] });
      initialTargets.push(node.id);
    }
  }
  for (const edge of def.edges) {
    edges.push({
      id: edge.id,
      sources: [edge.source],
      targets: [edge.target],
      labels: [{ text: edge.label, width: textWidth(edge.label) + 6, height: LINE_HEIGHT + 2 }],
    });
  }
  const root = def.nodes.find((n) => n.parent === null)!;
  const graph: ElkNode = {
    id: '__chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '30',
      'elk.spacing.edgeLabel': '6',
      'elk.spacing.edgeNode': '16',
      'elk.spacing.edgeEdge': '12',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.spacing.labelNode': '8',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.edgeLabels.sideSelection': 'ALWAYS_DOWN',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
      ...extraOptions,
    },
    children: [elkNodes.get(root.id)!],
    edges,
  };
  const laid = await elk.layout(graph);

  const byId = new Map<string, ElkNode>();
  const collect = (n: ElkNode) => {
    byId.set(n.id, n);
    for (const c of n.children ?? []) collect(c);
  };
  collect(laid);

  const nodes: LaidNode[] = def.nodes.map((node) => {
    const n = byId.get(node.id)!;
    const box = { x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 };
    const texts = nodeLines(node);
    const container = isContainer(def, node);
    const lines = texts.map((text, i) => {
      const width = textWidth(text);
      const x = container ? box.x + NODE_PAD_X : box.x + (box.width - width) / 2;
      const top = container ? box.y + 8 : box.y + (box.height - texts.length * LINE_HEIGHT) / 2;
      return { text, x, y: top + i * LINE_HEIGHT, width, height: LINE_HEIGHT };
    });
    return { ...box, node, lines };
  });
  const route = (e: ElkExtendedEdge) =>
    (e.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]);
  const laidEdges = new Map((laid.edges ?? []).map((e) => [e.id, e]));
  const outEdges: LaidEdge[] = def.edges.map((edge) => {
    const e = laidEdges.get(edge.id)!;
    const l = e.labels?.[0];
    return {
      edge,
      points: route(e),
      label: l
        ? { text: edge.label, x: l.x ?? 0, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0 }
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
  return { width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges: outEdges, initials };
}

/** Every text box of the drawing: state names, invoke lines and transition labels. */
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

/** The statechart drawing: an SVG of the laid-out view (compound states expanded or collapsed, initial markers,
 *  one arrow per pair of boxes with its transitions as label lines, transitions that stay as lines in their box),
 *  current states highlighted, an optional heat map (transitions taken across sessions), zoom (never below
 *  readable labels), pan, zoom to a state, a minimap, collapse/expand, SVG export. The layout runs in a worker
 *  (src/inspector/layoutClient.ts). Presentation attributes only (no CSS classes) inside the SVG, so the exported
 *  file looks the same outside the inspector. */
import {
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type WheelEvent,
} from 'react';
import type { ChartDefinition } from './diagram/definition';
import {
  type ChartLayout,
  drawingSize,
  FONT_FAMILY,
  FONT_SIZE,
  fitScale,
  type LaidEdge,
  type LaidNode,
  expandOneLevel,
  LINE_HEIGHT,
  MIN_SCALE,
  TOGGLE_ROOM,
} from './diagram/layout';
import type { LayoutClient } from './layoutClient';

const COLORS = {
  ink: '#1f2a33',
  muted: '#4f5b64',
  edge: '#44515c',
  fill: '#ffffff',
  compound: '#f4f7f9',
  collapsed: '#e8eef2',
  active: '#ffe9a8',
  activeStroke: '#8a5300',
  cold: '#b8c2c9',
  coldText: '#6b767e',
};

/** Transitions taken across sessions (the inspector's Sessions tab). */
export interface HeatMap {
  /** Per transition id: times taken, and in how many sessions. */
  transitions: Readonly<Record<string, { taken: number; sessions: number }>>;
  /** Per state id: sessions that reached it. */
  states: Readonly<Record<string, number>>;
  maxTaken: number;
}

/** Light orange to dark red by share of the busiest transition. */
export function heatColor(share: number): string {
  const t = Math.max(0, Math.min(1, share));
  const hue = 38 - 36 * t;
  const light = 62 - 30 * t;
  return `hsl(${hue.toFixed(0)}, 90%, ${light.toFixed(0)}%)`;
}

const path = (points: { x: number; y: number }[]) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

function StateBox({
  laid,
  active,
  sessions,
  heat,
  onToggle,
}: {
  laid: LaidNode;
  active: boolean;
  /** Sessions that reached the state; drawn only in a layout with room for counts. */
  sessions: number | undefined;
  heat: HeatMap | null | undefined;
  onToggle?: ((id: string) => void) | undefined;
}) {
  const { node } = laid;
  const root = node.parent === null;
  const stroke = active && !root ? COLORS.activeStroke : root ? COLORS.muted : COLORS.ink;
  const fill =
    active && !root
      ? COLORS.active
      : laid.collapsed
        ? COLORS.collapsed
        : node.type === 'compound' || node.type === 'parallel'
          ? COLORS.compound
          : COLORS.fill;
  const toggle = laid.compound && !root && onToggle;
  return (
    <g
      data-state-id={node.id}
      data-state-type={node.type}
      data-active={active ? 'true' : 'false'}
      data-collapsed={laid.collapsed ? 'true' : undefined}
    >
      <title>{`${node.id} (${node.type}${laid.collapsed ? ', collapsed' : ''})${sessions !== undefined ? `: reached in ${sessions} sessions` : ''}`}</title>
      <rect
        x={laid.x}
        y={laid.y}
        width={laid.width}
        height={laid.height}
        rx={8}
        fill={fill}
        stroke={stroke}
        strokeWidth={active && !root ? 3 : laid.collapsed ? 2 : 1.5}
        strokeDasharray={root || node.type === 'parallel' ? '6 4' : undefined}
      />
      {node.type === 'final' && (
        <rect
          x={laid.x + 4}
          y={laid.y + 4}
          width={laid.width - 8}
          height={laid.height - 8}
          rx={6}
          fill="none"
          stroke={stroke}
          strokeWidth={1.5}
        />
      )}
      {laid.lines.map((line, i) => {
        // A transition that stays in its state is a line of the box: on the heat map, grey when never taken.
        const id = line.transitionIds?.[0];
        const taken = heat && id ? (heat.transitions[id]?.taken ?? 0) : undefined;
        return (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one box, in order
            key={i}
            x={line.x}
            y={line.y + FONT_SIZE}
            fontFamily={FONT_FAMILY}
            fontSize={FONT_SIZE}
            fontWeight={i === 0 || (taken ?? 0) > 0 ? 700 : 400}
            fill={
              i === 0
                ? COLORS.ink
                : taken === 0
                  ? COLORS.coldText
                  : taken
                    ? COLORS.activeStroke
                    : COLORS.muted
            }
            data-label="state"
            data-transition-id={id}
            data-taken={taken}
          >
            {line.text}
            {taken ? ` ${taken}` : ''}
          </text>
        );
      })}
      {toggle && (
        // biome-ignore lint/a11y/useSemanticElements: an SVG control; the state list outside the SVG has buttons too
        <g
          role="button"
          tabIndex={0}
          aria-label={`${laid.collapsed ? 'Expand' : 'Collapse'} ${node.key}`}
          data-toggle={node.id}
          style={{ cursor: 'pointer' }}
          onClick={(e) => {
            e.stopPropagation();
            onToggle(node.id);
          }}
          onPointerDown={(e) => e.stopPropagation()}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              e.stopPropagation();
              onToggle(node.id);
            }
          }}
        >
          <rect
            x={laid.x + laid.width - 26}
            y={laid.y + 4}
            width={22}
            height={18}
            rx={4}
            fill="#ffffff"
            stroke={COLORS.muted}
          />
          <text
            x={laid.x + laid.width - 15}
            y={laid.y + 17}
            textAnchor="middle"
            fontFamily={FONT_FAMILY}
            fontSize={FONT_SIZE}
            fill={COLORS.ink}
          >
            {laid.collapsed ? '+' : '−'}
          </text>
        </g>
      )}
      {sessions !== undefined && sessions > 0 && laid.lines[0] && (
        // In the room the layout kept right of the name (never over it, left of the +/− button).
        <text
          x={laid.x + laid.width - 12 - (laid.compound && !root ? TOGGLE_ROOM : 0)}
          y={laid.lines[0].y + FONT_SIZE}
          textAnchor="end"
          fontFamily={FONT_FAMILY}
          fontSize={FONT_SIZE}
          fontWeight={700}
          fill={COLORS.activeStroke}
          data-sessions={sessions}
          data-label="count"
        >
          {sessions}×
        </text>
      )}
    </g>
  );
}

/** What the heat map says about one drawn edge (all its transitions). */
function edgeHeat(e: LaidEdge, heat: HeatMap | null | undefined) {
  const ids = e.edge.transitions.map((t) => t.transitionId);
  const byId = Object.fromEntries(ids.map((id) => [id, heat?.transitions[id]?.taken ?? 0]));
  const taken = heat ? ids.reduce((n, id) => n + byId[id]!, 0) : 0;
  const sessions = heat ? Math.max(0, ...ids.map((id) => heat.transitions[id]?.sessions ?? 0)) : 0;
  return { ids, byId, taken, sessions };
}

/** An edge's line and arrowhead (drawn under every label). */
function EdgePath({ e, heat }: { e: LaidEdge; heat: HeatMap | null | undefined }) {
  const { ids, byId, taken, sessions } = edgeHeat(e, heat);
  const stroke = heat
    ? taken > 0
      ? heatColor(taken / Math.max(1, heat.maxTaken))
      : COLORS.cold
    : COLORS.edge;
  const width = heat && taken > 0 ? 2 + 4 * (taken / Math.max(1, heat.maxTaken)) : 1.5;
  const hover = [
    ...e.edge.transitions.map((t) => {
      const h = heat?.transitions[t.transitionId];
      return `${t.label}${heat ? `: taken ${h?.taken ?? 0} times in ${h?.sessions ?? 0} sessions` : ''}`;
    }),
  ].join('\n');
  return (
    <g
      data-edge-id={e.edge.id}
      data-source={e.edge.source}
      data-target={e.edge.target}
      data-transition-ids={JSON.stringify(ids)}
      data-heat={heat ? taken : undefined}
      data-taken={heat ? JSON.stringify(byId) : undefined}
      data-sessions={heat ? sessions : undefined}
    >
      <title>{hover}</title>
      <path
        d={path(e.points)}
        fill="none"
        stroke={stroke}
        strokeWidth={width}
        strokeDasharray={e.edge.timed ? '5 3' : undefined}
        markerEnd={`url(#arrow${heat ? (taken > 0 ? '-hot' : '-cold') : ''})`}
      />
    </g>
  );
}

/** An edge's label, over every line and arrowhead; on the heat map its count in the room the layout kept. */
function EdgeLabel({ e, heat, counts }: { e: LaidEdge; heat: HeatMap | null | undefined; counts: boolean }) {
  if (!e.label) return null;
  const { taken } = edgeHeat(e, heat);
  const label = e.label;
  return (
    <g data-label-for={e.edge.id}>
      <rect
        x={label.x}
        y={label.y}
        width={label.width}
        height={label.height}
        fill="#ffffff"
        fillOpacity={0.92}
      />
      {label.text.split('\n').map((line, i) => (
        <text
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one label, in order
          key={i}
          x={label.x + 3}
          y={label.y + FONT_SIZE + 1 + i * LINE_HEIGHT}
          fontFamily={FONT_FAMILY}
          fontSize={FONT_SIZE}
          fill={heat && taken === 0 ? COLORS.coldText : COLORS.ink}
          data-label="transition"
        >
          {line}
        </text>
      ))}
      {heat && counts && taken > 0 && (
        <text
          x={label.x + label.width - 3}
          y={label.y + FONT_SIZE + 1}
          textAnchor="end"
          fontFamily={FONT_FAMILY}
          fontSize={FONT_SIZE}
          fontWeight={700}
          fill={COLORS.activeStroke}
          data-edge-count={taken}
          data-label="count"
        >
          {taken}
        </text>
      )}
    </g>
  );
}

export function ChartSvg({
  layout,
  active,
  svgRef,
  title,
  heat,
  onToggle,
}: {
  layout: ChartLayout;
  active: ReadonlySet<string>;
  svgRef?: Ref<SVGSVGElement>;
  title: string;
  heat?: HeatMap | null | undefined;
  onToggle?: ((id: string) => void) | undefined;
}) {
  const nodes = [...layout.nodes].sort((a, b) => a.node.depth - b.node.depth);
  const { width: w, height: h } = drawingSize(layout);
  const counts = layout.view.counts === true;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG drawing that holds controls (collapse/expand): a group, not an img
    <svg
      ref={svgRef}
      xmlns="http://www.w3.org/2000/svg"
      width={w}
      height={h}
      viewBox={`0 0 ${w} ${h}`}
      role="group"
      aria-label={title}
      data-direction={layout.view.direction}
    >
      <title>{title}</title>
      <defs>
        {[
          ['arrow', COLORS.edge],
          ['arrow-hot', COLORS.activeStroke],
          ['arrow-cold', COLORS.cold],
        ].map(([id, color]) => (
          // One size whatever the line's width (a busy edge's thick line must not grow a head over its label).
          <marker
            key={id}
            id={id}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerUnits="userSpaceOnUse"
            markerWidth="9"
            markerHeight="9"
            orient="auto"
          >
            <path d="M0,0 L10,5 L0,10 z" fill={color} />
          </marker>
        ))}
      </defs>
      <rect x={0} y={0} width={w} height={h} fill="#ffffff" />
      {nodes.map((laid) => (
        <StateBox
          key={laid.node.id}
          laid={laid}
          active={active.has(laid.node.id)}
          sessions={heat && counts ? (heat.states[laid.node.id] ?? 0) : undefined}
          heat={heat}
          onToggle={onToggle}
        />
      ))}
      {layout.initials.map((i) => (
        <g key={i.target} data-initial-for={i.target}>
          <circle
            cx={i.marker.x + i.marker.width / 2}
            cy={i.marker.y + i.marker.height / 2}
            r={i.marker.width / 2}
            fill={COLORS.ink}
          />
          <path
            d={path(i.points)}
            fill="none"
            stroke={COLORS.edge}
            strokeWidth={1.5}
            markerEnd="url(#arrow)"
          />
        </g>
      ))}
      {layout.edges.map((e) => (
        <EdgePath key={e.edge.id} e={e} heat={heat} />
      ))}
      {layout.edges.map((e) => (
        <EdgeLabel key={e.edge.id} e={e} heat={heat} counts={counts} />
      ))}
    </svg>
  );
}

export function exportSvg(svg: SVGSVGElement, machineId: string) {
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}`;
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${machineId}.svg`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface Camera {
  scale: number;
  x: number;
  y: number;
}
const MAX_SCALE = 3;
/** Zooming out stops where labels would get smaller than MIN_LABEL_PX on screen. */
export const clampScale = (s: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));

/** Loads the machine's default layout, and the layout of each view the analyst asks for. */
function useChartLayout({ defaultLayout, viewLayout }: LayoutClient, machineId: string) {
  const [state, setState] = useState<{ machineId: string; layout: ChartLayout } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ask = useRef(0);
  useEffect(() => {
    const mine = ++ask.current;
    setError(null);
    defaultLayout(machineId).then(
      (layout) => {
        if (ask.current === mine) setState({ machineId, layout });
      },
      (e: Error) => ask.current === mine && setError(e.message),
    );
  }, [defaultLayout, machineId]);
  const setView = useCallback(
    (collapsed: string[], direction: ChartLayout['view']['direction'], counts = false) => {
      const mine = ++ask.current;
      return viewLayout(machineId, { collapsed, direction, ...(counts ? { counts } : {}) }).then((layout) => {
        if (ask.current === mine) setState({ machineId, layout });
        return layout;
      });
    },
    [viewLayout, machineId],
  );
  return { layout: state?.machineId === machineId ? state.layout : null, setView, error };
}

export function Diagram({
  layouts,
  definition,
  active,
  heat,
}: {
  /** The page's layout client (src/inspector/layoutClient.ts). */
  layouts: LayoutClient;
  definition: ChartDefinition;
  active: readonly string[];
  heat?: HeatMap | null | undefined;
}) {
  const { layout, setView, error } = useChartLayout(layouts, definition.machineId);
  const [camera, setCamera] = useState<Camera>({ scale: 1, x: 0, y: 0 });
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; camera: Camera } | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const focusAfterLayout = useRef<string | null>(null);
  const activeSet = useMemo(() => new Set(active), [active]);
  const box = useCallback(() => {
    const r = viewport.current?.getBoundingClientRect();
    return { width: r?.width || 1000, height: r?.height || 600 };
  }, []);

  const fitView = useCallback(
    (l: ChartLayout) => {
      const { width, height } = box();
      const scale = clampScale(fitScale({ width: l.width + 40, height: l.height }, { width, height }));
      setCamera({ scale, x: Math.max(0, (width - (l.width + 40) * scale) / 2), y: 0 });
    },
    [box],
  );
  const zoomTo = useCallback(
    (l: ChartLayout, stateId: string) => {
      const target = l.nodes.find((n) => n.node.id === stateId);
      if (!target) return;
      const { width, height } = box();
      const scale = clampScale(Math.min(width / (target.width + 40), height / (target.height + 40), 1.5));
      setCamera({
        scale,
        x: width / 2 - (target.x + target.width / 2) * scale,
        y: height / 2 - (target.y + target.height / 2) * scale,
      });
    },
    [box],
  );

  // A new layout: fit it (a new machine), or show the state the analyst asked for.
  useEffect(() => {
    if (!layout) return;
    const focus = focusAfterLayout.current;
    focusAfterLayout.current = null;
    if (focus) zoomTo(layout, focus);
    else fitView(layout);
  }, [layout, fitView, zoomTo]);

  const counts = Boolean(heat);
  // The heat map's counts get room in the layout (after each name, inside each label): lay out again with it.
  useEffect(() => {
    if (layout && (layout.view.counts === true) !== counts)
      void setView([...layout.view.collapsed], layout.view.direction, counts);
  }, [layout, counts, setView]);

  const toggle = (id: string) => {
    if (!layout) return;
    // Expanding opens one level: the state's compound children stay closed (the layout holds what is open).
    const collapsed = layout.view.collapsed.includes(id)
      ? expandOneLevel(definition, layout.view.collapsed, id)
      : [...layout.view.collapsed, id];
    focusAfterLayout.current = id;
    void setView(collapsed, layout.view.direction, counts);
  };
  const showState = (id: string) => {
    if (!layout) return;
    // Expand every collapsed ancestor so the state is drawn, then zoom to it.
    const hidden = layout.view.collapsed.filter((c) => id !== c && id.startsWith(`${c}.`));
    if (hidden.length === 0) return zoomTo(layout, id);
    focusAfterLayout.current = id;
    const parent = definition.nodes.find((n) => n.id === id)?.parent ?? id;
    void setView(expandOneLevel(definition, layout.view.collapsed, parent), layout.view.direction, counts);
  };
  const compounds = definition.nodes.filter(
    (n) => n.parent !== null && definition.nodes.some((c) => c.parent === n.id),
  );

  const zoom = (factor: number, cx?: number, cy?: number) =>
    setCamera((c) => {
      const { width, height } = box();
      const px = cx ?? width / 2;
      const py = cy ?? height / 2;
      const scale = clampScale(c.scale * factor);
      const k = scale / c.scale;
      return { scale, x: px - (px - c.x) * k, y: py - (py - c.y) * k };
    });
  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    zoom(e.deltaY < 0 ? 1.1 : 1 / 1.1, e.clientX - r.left, e.clientY - r.top);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: e.clientX, y: e.clientY, camera };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    setCamera({ ...d.camera, x: d.camera.x + e.clientX - d.x, y: d.camera.y + e.clientY - d.y });
  };
  const pan = (dx: number, dy: number) => setCamera((c) => ({ ...c, x: c.x + dx, y: c.y + dy }));
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = 40;
    if (e.key === 'ArrowLeft') pan(step, 0);
    else if (e.key === 'ArrowRight') pan(-step, 0);
    else if (e.key === 'ArrowUp') pan(0, step);
    else if (e.key === 'ArrowDown') pan(0, -step);
    else if (e.key === '+' || e.key === '=') zoom(1.25);
    else if (e.key === '-') zoom(0.8);
    else return;
    e.preventDefault();
  };

  return (
    <section className="diagram" aria-label="Diagram">
      <div className="toolbar" role="toolbar" aria-label="Diagram tools">
        <button type="button" onClick={() => zoom(1.25)} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoom(0.8)} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => layout && fitView(layout)} disabled={!layout}>
          Fit
        </button>
        <button type="button" onClick={() => setCamera({ scale: 1, x: 0, y: 0 })}>
          100 %
        </button>
        <output aria-label="Zoom level">{Math.round(camera.scale * 100)}%</output>
        <label>
          Zoom to state{' '}
          <select
            value=""
            onChange={(e) => e.target.value && showState(e.target.value)}
            disabled={!layout}
            aria-label="Zoom to state"
          >
            <option value="">choose…</option>
            {definition.nodes
              .filter((n) => n.parent !== null)
              .map((n) => (
                <option key={n.id} value={n.id}>
                  {n.id.split('.').slice(1).join('.')}
                </option>
              ))}
          </select>
        </label>
        <button
          type="button"
          disabled={!layout || layout.view.collapsed.length === 0}
          onClick={() => layout && void setView([], layout.view.direction, counts)}
        >
          Expand all
        </button>
        <button
          type="button"
          disabled={!layout || compounds.length === 0}
          onClick={() =>
            layout &&
            void setView(
              compounds.map((c) => c.id),
              layout.view.direction,
              counts,
            )
          }
        >
          Collapse all
        </button>
        <button
          type="button"
          disabled={!layout}
          onClick={() =>
            layout &&
            void setView(
              [...layout.view.collapsed],
              layout.view.direction === 'RIGHT' ? 'DOWN' : 'RIGHT',
              counts,
            )
          }
        >
          {layout?.view.direction === 'DOWN' ? 'Left to right' : 'Top to bottom'}
        </button>
        <button
          type="button"
          disabled={!layout}
          onClick={() => svgRef.current && exportSvg(svgRef.current, definition.machineId)}
        >
          Export SVG
        </button>
      </div>
      <div
        ref={viewport}
        className="viewport"
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the arrow keys pan the diagram
        tabIndex={0}
        aria-label="Diagram viewport: drag or use the arrow keys to pan, the wheel to zoom"
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
        onKeyDown={onKeyDown}
        data-layout-ready={layout ? 'true' : 'false'}
      >
        {layout ? (
          <div
            className="canvas"
            style={{ transform: `translate(${camera.x}px, ${camera.y}px) scale(${camera.scale})` }}
            data-scale={camera.scale}
          >
            <ChartSvg
              layout={layout}
              active={activeSet}
              svgRef={svgRef}
              title={`Statechart ${definition.machineId}`}
              heat={heat}
              onToggle={toggle}
            />
          </div>
        ) : (
          <p role="status">{error ? `Layout failed: ${error}` : 'Laying out…'}</p>
        )}
      </div>
      {/* Below the diagram, never over it. */}
      <div className="diagram-footer">
        <p className="muted legend">
          {layout && layout.hiddenTransitions > 0
            ? `Collapsed states (+) hold ${layout.hiddenTransitions} more transitions: expand one with its + button or Expand all.`
            : ''}
        </p>
        {layout && (
          <Minimap layout={layout} camera={camera} viewport={box} onMove={setCamera} active={activeSet} />
        )}
      </div>
    </section>
  );
}

const MINIMAP_WIDTH = 180;
/** The minimap's height at most (a tall chart is drawn narrower). */
const MINIMAP_HEIGHT = 110;

/** The whole drawing, small, with the part on screen framed; click or drag to move there. */
function Minimap({
  layout,
  camera,
  viewport,
  onMove,
  active,
}: {
  layout: ChartLayout;
  camera: Camera;
  viewport: () => { width: number; height: number };
  onMove: (c: Camera) => void;
  active: ReadonlySet<string>;
}) {
  const size = drawingSize(layout);
  const k = Math.min(MINIMAP_WIDTH / size.width, MINIMAP_HEIGHT / Math.max(1, size.height));
  const width = Math.max(30, size.width * k);
  const height = Math.max(30, size.height * k);
  const { width: vw, height: vh } = viewport();
  const frame = {
    x: (-camera.x / camera.scale) * k,
    y: (-camera.y / camera.scale) * k,
    w: (vw / camera.scale) * k,
    h: (vh / camera.scale) * k,
  };
  const moveTo = (e: PointerEvent<SVGSVGElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const cx = (e.clientX - r.left) / k;
    const cy = (e.clientY - r.top) / k;
    onMove({ ...camera, x: vw / 2 - cx * camera.scale, y: vh / 2 - cy * camera.scale });
  };
  return (
    <svg
      className="minimap"
      width={width}
      height={height}
      role="img"
      aria-label="Minimap: the whole chart, the part on screen framed"
      onPointerDown={(e) => {
        e.stopPropagation();
        moveTo(e);
      }}
      onPointerMove={(e) => e.buttons === 1 && moveTo(e)}
    >
      <rect width={width} height={height} fill="#ffffff" />
      {layout.nodes.map((n) => (
        <rect
          key={n.node.id}
          x={n.x * k}
          y={n.y * k}
          width={n.width * k}
          height={n.height * k}
          fill={active.has(n.node.id) && n.node.parent !== null ? COLORS.active : 'none'}
          stroke={COLORS.muted}
          strokeWidth={0.6}
        />
      ))}
      <rect
        data-minimap-frame
        x={frame.x}
        y={frame.y}
        width={frame.w}
        height={frame.h}
        fill="rgba(26, 95, 180, 0.08)"
        stroke="#1a5fb4"
        strokeWidth={1.5}
      />
    </svg>
  );
}

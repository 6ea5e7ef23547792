/** The statechart drawing: an SVG of the laid-out definition (states, initial markers, transitions with their
 *  labels), current states highlighted, with zoom, pan and an SVG export. Presentation attributes only (no
 *  CSS classes), so the exported file looks the same outside the inspector. */
import { type PointerEvent, type Ref, useEffect, useMemo, useRef, useState, type WheelEvent } from 'react';
import type { ChartDefinition } from './diagram/definition';
import { type ChartLayout, FONT_FAMILY, FONT_SIZE, layoutChart, type LaidNode } from './diagram/layout';

const COLORS = {
  ink: '#1f2a33',
  muted: '#5b6770',
  edge: '#44515c',
  fill: '#ffffff',
  compound: '#f4f7f9',
  active: '#ffe9a8',
  activeStroke: '#8a5300',
};

const path = (points: { x: number; y: number }[]) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

function StateBox({ laid, active }: { laid: LaidNode; active: boolean }) {
  const { node } = laid;
  const root = node.parent === null;
  const stroke = active && !root ? COLORS.activeStroke : root ? COLORS.muted : COLORS.ink;
  return (
    <g data-state-id={node.id} data-state-type={node.type} data-active={active ? 'true' : 'false'}>
      <title>{`${node.id} (${node.type})`}</title>
      <rect
        x={laid.x}
        y={laid.y}
        width={laid.width}
        height={laid.height}
        rx={8}
        fill={
          active && !root
            ? COLORS.active
            : node.type === 'compound' || node.type === 'parallel'
              ? COLORS.compound
              : COLORS.fill
        }
        stroke={stroke}
        strokeWidth={active && !root ? 3 : 1.5}
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
      {laid.lines.map((line, i) => (
        <text
          key={line.text}
          x={line.x}
          y={line.y + FONT_SIZE}
          fontFamily={FONT_FAMILY}
          fontSize={FONT_SIZE}
          fontWeight={i === 0 ? 700 : 400}
          fill={i === 0 ? COLORS.ink : COLORS.muted}
          data-label="state"
        >
          {line.text}
        </text>
      ))}
    </g>
  );
}

export function ChartSvg({
  layout,
  active,
  svgRef,
  title,
}: {
  layout: ChartLayout;
  active: ReadonlySet<string>;
  svgRef?: Ref<SVGSVGElement>;
  title: string;
}) {
  const nodes = [...layout.nodes].sort((a, b) => a.node.depth - b.node.depth);
  return (
    <svg
      ref={svgRef}
      xmlns="http://www.w3.org/2000/svg"
      width={Math.ceil(layout.width)}
      height={Math.ceil(layout.height)}
      viewBox={`0 0 ${Math.ceil(layout.width)} ${Math.ceil(layout.height)}`}
      role="img"
      aria-label={title}
    >
      <title>{title}</title>
      <defs>
        <marker
          id="arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="8"
          markerHeight="8"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" fill={COLORS.edge} />
        </marker>
      </defs>
      <rect x={0} y={0} width={layout.width} height={layout.height} fill="#ffffff" />
      {nodes.map((laid) => (
        <StateBox key={laid.node.id} laid={laid} active={active.has(laid.node.id)} />
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
        <g
          key={e.edge.id}
          data-transition-id={e.edge.transitionId}
          data-edge-id={e.edge.id}
          data-source={e.edge.source}
          data-target={e.edge.target}
        >
          <path
            d={path(e.points)}
            fill="none"
            stroke={COLORS.edge}
            strokeWidth={1.5}
            strokeDasharray={e.edge.kind === 'after' ? '5 3' : undefined}
            markerEnd="url(#arrow)"
          />
          {e.label && (
            <>
              <rect
                x={e.label.x}
                y={e.label.y}
                width={e.label.width}
                height={e.label.height}
                fill="#ffffff"
                fillOpacity={0.9}
              />
              <text
                x={e.label.x + 3}
                y={e.label.y + FONT_SIZE + 1}
                fontFamily={FONT_FAMILY}
                fontSize={FONT_SIZE}
                fill={COLORS.ink}
                data-label="transition"
              >
                {e.label.text}
              </text>
            </>
          )}
        </g>
      ))}
    </svg>
  );
}

/** Lays the definition out (elkjs, asynchronous) and keeps the result for this definition. */
export function useLayout(definition: ChartDefinition): ChartLayout | null {
  const [state, setState] = useState<{ def: ChartDefinition; layout: ChartLayout } | null>(null);
  useEffect(() => {
    let live = true;
    layoutChart(definition).then((layout) => {
      if (live) setState({ def: definition, layout });
    });
    return () => {
      live = false;
    };
  }, [definition]);
  return state?.def === definition ? state.layout : null;
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

interface View {
  scale: number;
  x: number;
  y: number;
}
const DEFAULT_VIEW: View = { scale: 1, x: 0, y: 0 };
const clampScale = (s: number) => Math.min(4, Math.max(0.2, s));

export function Diagram({ definition, active }: { definition: ChartDefinition; active: readonly string[] }) {
  const layout = useLayout(definition);
  const [view, setView] = useState<View>(DEFAULT_VIEW);
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const fit = () => {
    const box = viewport.current?.getBoundingClientRect();
    if (!layout || !box?.width) return;
    setView({
      scale: clampScale(Math.min(box.width / layout.width, box.height / layout.height, 1)),
      x: 0,
      y: 0,
    });
  };
  const activeSet = useMemo(() => new Set(active), [active]);
  // A new machine starts at the default zoom.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the machine changes
  useEffect(() => setView(DEFAULT_VIEW), [definition.machineId]);

  const zoom = (factor: number, cx = 0, cy = 0) =>
    setView((v) => {
      const scale = clampScale(v.scale * factor);
      const k = scale / v.scale;
      return { scale, x: cx - (cx - v.x) * k, y: cy - (cy - v.y) * k };
    });
  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    zoom(e.deltaY < 0 ? 1.1 : 1 / 1.1, e.clientX - box.left, e.clientY - box.top);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: e.clientX, y: e.clientY, view };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    setView({ ...d.view, x: d.view.x + e.clientX - d.x, y: d.view.y + e.clientY - d.y });
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const pan = (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));

  return (
    <section className="diagram" aria-label="Diagram">
      <div className="toolbar" role="toolbar" aria-label="Diagram tools">
        <button type="button" onClick={() => zoom(1.25)} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoom(0.8)} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => setView(DEFAULT_VIEW)}>
          Reset view
        </button>
        <button type="button" onClick={fit} disabled={!layout}>
          Fit
        </button>
        <output aria-label="Zoom level">{Math.round(view.scale * 100)}%</output>
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
        onPointerUp={onPointerUp}
        onKeyDown={(e) => {
          const step = 40;
          if (e.key === 'ArrowLeft') pan(step, 0);
          else if (e.key === 'ArrowRight') pan(-step, 0);
          else if (e.key === 'ArrowUp') pan(0, step);
          else if (e.key === 'ArrowDown') pan(0, -step);
          else if (e.key === '+' || e.key === '=') zoom(1.25);
          else if (e.key === '-') zoom(0.8);
          else return;
          e.preventDefault();
        }}
      >
        {layout ? (
          <div
            className="canvas"
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
            data-scale={view.scale}
          >
            <ChartSvg
              layout={layout}
              active={activeSet}
              svgRef={svgRef}
              title={`Statechart ${definition.machineId}`}
            />
          </div>
        ) : (
          <p role="status">Laying out…</p>
        )}
      </div>
    </section>
  );
}

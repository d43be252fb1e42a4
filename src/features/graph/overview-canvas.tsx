import { useLayoutEffect, useMemo, useRef } from 'react';
import { useStore, useStoreApi, type ReactFlowState } from '@xyflow/react';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import { useResolvedTheme } from '../../lib/use-resolved-theme.ts';
import type { CanvasAnyNode, CanvasEdge } from './graph-flow-types.ts';
import { overviewPainter, paintFrame, type OverviewView, type PaintableScene } from './overview-paint.ts';
import { buildOverviewScene, type OverviewScene } from './overview-scene.ts';
import type { OverviewPainted, OverviewWorkerMessage } from './overview-worker.ts';
import { zoomTier } from './zoom-tier.ts';

const selectOverview = (s: ReactFlowState): boolean => zoomTier(s.transform[2]) === 'overview';

interface OverviewCanvasProps {
  nodes: readonly CanvasAnyNode[];
  edges: readonly CanvasEdge[];
  layout: LayoutResult | undefined;
}

/**
 * In the overview tier (zoom-tier.ts) the graph is painted by one canvas, and the DOM nodes underneath stay in
 * place but clipped away (graph.css): still focusable and read by screen readers, no longer painted on every frame
 * of a pan. A thousand DOM boxes cost ~60 ms of paint per frame on the benchmark machine; the canvas repaints the
 * same picture from prebuilt paths, in a worker where the browser allows it.
 */
export function OverviewCanvas({ nodes, edges, layout }: OverviewCanvasProps) {
  const active = useStore(selectOverview);
  const scene = useMemo(() => (active && layout ? buildOverviewScene(nodes, edges, layout) : null), [active, nodes, edges, layout]);
  return scene ? <OverviewPainter scene={scene} /> : null;
}

/** Where frames are painted: a worker holding the canvas, or this thread when OffscreenCanvas is missing. */
interface PaintTarget {
  scene(scene: PaintableScene): void;
  view(view: OverviewView): void;
  dispose(): void;
}

function describePaint(canvas: HTMLCanvasElement, painted: OverviewPainted): void {
  // What the last frame shows, for the benchmark's "drawn" probe: the nodes painted and the transform they follow.
  canvas.dataset.nodes = String(painted.nodes);
  canvas.dataset.transform = `${painted.view.x} ${painted.view.y} ${painted.view.zoom}`;
}

function workerTarget(canvas: HTMLCanvasElement): PaintTarget {
  const worker = new Worker(new URL('./overview-worker.ts', import.meta.url), { type: 'module', name: 'tributary-overview' });
  const offscreen = canvas.transferControlToOffscreen();
  const post = (message: OverviewWorkerMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  worker.onmessage = (event: MessageEvent<OverviewPainted>) => describePaint(canvas, event.data);
  post({ type: 'canvas', canvas: offscreen }, [offscreen]);
  return {
    scene: (scene) => post({ type: 'scene', scene }),
    view: (view) => post({ type: 'view', view }),
    dispose: () => worker.terminate(),
  };
}

function mainThreadTarget(canvas: HTMLCanvasElement): PaintTarget {
  const ctx = canvas.getContext('2d', { alpha: false });
  let paint: ReturnType<typeof overviewPainter> | null = null;
  let nodes = 0;
  let last: OverviewView | null = null;
  const frame = () => {
    if (!ctx || !paint || !last) return;
    paintFrame(canvas, ctx, paint, last);
    describePaint(canvas, { nodes, view: last });
  };
  return {
    scene: (scene) => {
      paint = overviewPainter(scene);
      nodes = scene.nodeCount;
      frame();
    },
    view: (view) => {
      last = view;
      frame();
    },
    dispose: () => undefined,
  };
}

function viewOf(state: ReactFlowState): OverviewView {
  const [x, y, zoom] = state.transform;
  return { x, y, zoom, width: state.width, height: state.height, dpr: window.devicePixelRatio || 1 };
}

// Theme colours are CSS variables; the painter (maybe a worker) needs them resolved.
function paintable(scene: OverviewScene, el: Element): PaintableScene {
  const style = getComputedStyle(el);
  const resolve = (color: string): string => {
    const name = /^var\((--[\w-]+)\)$/.exec(color)?.[1];
    return (name ? style.getPropertyValue(name).trim() : color) || '#888888';
  };
  const colors: Record<string, string> = {};
  for (const b of [...scene.boxes, ...scene.curves]) colors[b.color] ??= resolve(b.color);
  return { ...scene, colors, background: resolve('var(--tb-bg)'), outline: resolve('var(--tb-focus)') };
}

function OverviewPainter({ scene }: { scene: OverviewScene }) {
  const host = useRef<HTMLDivElement>(null);
  const target = useRef<PaintTarget | null>(null);
  const store = useStoreApi();
  const theme = useResolvedTheme();

  // A fresh <canvas> per mount: control of a canvas moves to a worker once and for good.
  useLayoutEffect(() => {
    const el = host.current;
    if (!el) return;
    const canvas = document.createElement('canvas');
    canvas.className = 'tb-overview-canvas';
    canvas.setAttribute('aria-hidden', 'true');
    canvas.dataset.testid = 'overview-canvas';
    el.append(canvas);
    const painter = 'transferControlToOffscreen' in canvas && typeof Worker !== 'undefined' ? workerTarget(canvas) : mainThreadTarget(canvas);
    target.current = painter;
    let frame = 0;
    const send = (): void => {
      frame = 0;
      painter.view(viewOf(store.getState()));
    };
    send();
    const unsubscribe = store.subscribe((state, prev) => {
      if (state.transform !== prev.transform || state.width !== prev.width || state.height !== prev.height) frame ||= requestAnimationFrame(send);
    });
    return () => {
      unsubscribe();
      if (frame) cancelAnimationFrame(frame);
      painter.dispose();
      target.current = null;
      canvas.remove();
    };
  }, [store]);

  useLayoutEffect(() => {
    const el = host.current;
    if (el) target.current?.scene(paintable(scene, el));
  }, [scene, theme]);

  return <div ref={host} className="tb-overview-host" />;
}

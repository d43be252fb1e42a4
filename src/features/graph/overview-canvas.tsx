import { useLayoutEffect, useMemo, useRef } from 'react';
import { useStoreApi, type ReactFlowState } from '@xyflow/react';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import { useResolvedTheme } from '../../lib/use-resolved-theme.ts';
import type { CanvasAnyNode, CanvasEdge } from './graph-flow-types.ts';
import { bitmapPaintTarget, type PaintTarget } from './overview-bitmap.ts';
import type { Box, OverviewView, PaintableScene } from './overview-paint.ts';
import { absoluteBox } from './camera-frame.ts';
import { buildOverviewScene, type OverviewScene } from './overview-scene.ts';

interface OverviewCanvasProps {
  /** The canvas is in the overview tier (useCanvasZoomTier). */
  active: boolean;
  nodes: readonly CanvasAnyNode[];
  edges: readonly CanvasEdge[];
  layout: LayoutResult | undefined;
  /** Outlined over the painted scene, so a click or a jump does not rebuild the scene of every node. */
  selectedId: string | null;
  /**
   * Keep the painter and its bitmap while zoomed in (a culled graph of thousands of nodes): zooming back out then
   * shows the bitmap at once, where a new painter would rasterise every curve on the main thread (~0.5 s at 10,000).
   */
  keepWarm?: boolean;
}

/**
 * In the overview tier (zoom-tier.ts) the graph is painted by one canvas, and the DOM nodes underneath stay in
 * place but clipped away (graph.css): still focusable and read by screen readers, no longer painted on every frame
 * of a pan. A thousand DOM boxes cost ~60 ms of paint per frame on the benchmark machine; the canvas copies one
 * bitmap of the scene per frame (overview-bitmap.ts).
 */
export function OverviewCanvas({ active, nodes, edges, layout, selectedId, keepWarm = false }: OverviewCanvasProps) {
  const wanted = active || keepWarm;
  const scene = useMemo(() => (wanted && layout ? buildOverviewScene(nodes, edges, layout) : null), [wanted, nodes, edges, layout]);
  const selected = useMemo(() => (layout && selectedId ? absoluteBox(layout, selectedId) : null), [layout, selectedId]);
  return scene ? <OverviewPainter scene={scene} active={active} selected={selected} /> : null;
}

const HIDDEN = { visibility: 'hidden' } as const;

function viewOf(state: ReactFlowState): OverviewView {
  const [x, y, zoom] = state.transform;
  return { x, y, zoom, width: state.width, height: state.height, dpr: window.devicePixelRatio || 1 };
}

/** Resolves `var(--tb-…)` colours against `el`'s computed style: a canvas cannot paint a CSS variable. */
export function cssColorResolver(el: Element): (color: string) => string {
  const style = getComputedStyle(el);
  return (color) => {
    const name = /^var\((--[\w-]+)\)$/.exec(color)?.[1];
    return (name ? style.getPropertyValue(name).trim() : color) || '#888888';
  };
}

// Theme colours are CSS variables; the painter (maybe a worker) needs them resolved.
function paintable(scene: OverviewScene, el: Element): PaintableScene {
  const resolve = cssColorResolver(el);
  const colors: Record<string, string> = {};
  for (const b of [...scene.boxes, ...scene.curves]) colors[b.color] ??= resolve(b.color);
  return { ...scene, colors, background: resolve('var(--tb-bg)'), outline: resolve('var(--tb-focus)') };
}

function OverviewPainter({ scene, active, selected }: { scene: OverviewScene; active: boolean; selected: Box | null }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const target = useRef<PaintTarget | null>(null);
  const store = useStoreApi();
  const theme = useResolvedTheme();

  useLayoutEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const painter = bitmapPaintTarget(canvas);
    target.current = painter;
    let frame = 0;
    const send = (): void => {
      frame = 0;
      painter.view(viewOf(store.getState()));
    };
    send();
    // Outside React: a pan changes the transform on every pointer move, and this draws without re-rendering.
    const unsubscribe = store.subscribe((state, prev) => {
      if (state.transform !== prev.transform || state.width !== prev.width || state.height !== prev.height) frame ||= requestAnimationFrame(send);
    });
    return () => {
      unsubscribe();
      if (frame) cancelAnimationFrame(frame);
      painter.dispose();
      target.current = null;
    };
  }, [store]);

  useLayoutEffect(() => {
    target.current?.active(active);
  }, [active]);

  useLayoutEffect(() => {
    target.current?.highlight(selected);
  }, [selected]);

  useLayoutEffect(() => {
    // Theme variables live on the root: reading them there does not wait for the canvas's own fresh style.
    target.current?.scene(paintable(scene, document.documentElement));
  }, [scene, theme]);

  return (
    <canvas
      ref={ref}
      className="tb-overview-canvas"
      aria-hidden="true"
      data-testid="overview-canvas"
      data-active={active ? 'true' : 'false'}
      style={active ? undefined : HIDDEN}
    />
  );
}

import { memo, useLayoutEffect, useRef, type PointerEvent } from 'react';
import { Panel, useReactFlow, useStoreApi, type ReactFlowState } from '@xyflow/react';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import { useResolvedTheme } from '../../lib/use-resolved-theme.ts';
import type { CanvasAnyNode } from './graph-flow-types.ts';
import { minimapNodeColor } from './minimap-color.ts';
import { cssColorResolver } from './overview-canvas.tsx';

const WIDTH = 150;
const HEIGHT = 90;
const MIN_FRAME = 8;

interface Props {
  nodes: readonly CanvasAnyNode[];
  layout: LayoutResult;
}

interface Fit {
  scale: number;
  dx: number;
  dy: number;
}

function fitOf(layout: LayoutResult): Fit {
  const scale = Math.min(WIDTH / Math.max(layout.width, 1), HEIGHT / Math.max(layout.height, 1));
  return { scale, dx: (WIDTH - layout.width * scale) / 2, dy: (HEIGHT - layout.height * scale) / 2 };
}

/**
 * The minimap of a graph whose nodes are mounted only around the viewport (use-legible-elements.ts): React Flow's
 * own minimap draws the mounted nodes and would show a fragment. This one paints every laid-out box once into a
 * bitmap and, on each viewport change (outside React), that bitmap and the viewport's frame. A click or a drag
 * moves the view there.
 */
export const WholeGraphMinimap = memo(function WholeGraphMinimap({ nodes, layout }: Props) {
  const ref = useRef<HTMLCanvasElement>(null);
  const store = useStoreApi();
  const flow = useReactFlow();
  const theme = useResolvedTheme();

  useLayoutEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = WIDTH * dpr;
    canvas.height = HEIGHT * dpr;
    const fit = fitOf(layout);
    const resolve = cssColorResolver(document.documentElement);
    const boxes = document.createElement('canvas');
    boxes.width = canvas.width;
    boxes.height = canvas.height;
    const b = boxes.getContext('2d');
    if (!b) return;
    b.scale(dpr, dpr);
    const byColor = new Map<string, number[]>();
    for (const node of nodes) {
      const box = layout.nodes[node.id];
      if (!box || node.hidden || box.parentId !== undefined) continue;
      const color = minimapNodeColor(node);
      const list = byColor.get(color) ?? [];
      list.push(box.x, box.y, box.width, box.height);
      byColor.set(color, list);
    }
    for (const [color, coords] of byColor) {
      b.fillStyle = resolve(color);
      for (let i = 0; i + 3 < coords.length; i += 4) {
        const [x = 0, y = 0, w = 0, h = 0] = coords.slice(i, i + 4);
        b.fillRect(fit.dx + x * fit.scale, fit.dy + y * fit.scale, Math.max(w * fit.scale, 0.75), Math.max(h * fit.scale, 0.75));
      }
    }
    const frameColor = resolve('var(--tb-focus)');
    let pending = 0;
    const paint = (): void => {
      pending = 0;
      const { transform, width, height } = store.getState();
      const [tx, ty, zoom] = transform;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(boxes, 0, 0);
      ctx.scale(dpr, dpr);
      ctx.strokeStyle = frameColor;
      ctx.lineWidth = 1.5;
      // Zoomed in on a big graph the view is a pixel of the minimap: its frame keeps a size one can find.
      const w = Math.max((width / zoom) * fit.scale, MIN_FRAME);
      const h = Math.max((height / zoom) * fit.scale, MIN_FRAME);
      const cx = fit.dx + ((width / 2 - tx) / zoom) * fit.scale;
      const cy = fit.dy + ((height / 2 - ty) / zoom) * fit.scale;
      ctx.strokeRect(cx - w / 2, cy - h / 2, w, h);
    };
    paint();
    const unsubscribe = store.subscribe((state: ReactFlowState, prev: ReactFlowState) => {
      if (state.transform !== prev.transform || state.width !== prev.width || state.height !== prev.height) pending ||= requestAnimationFrame(paint);
    });
    return () => {
      unsubscribe();
      if (pending) cancelAnimationFrame(pending);
    };
  }, [nodes, layout, store, theme]);

  const moveTo = (event: PointerEvent<HTMLCanvasElement>): void => {
    if (event.type === 'pointermove' && event.buttons !== 1) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const fit = fitOf(layout);
    const x = (event.clientX - rect.left - fit.dx) / fit.scale;
    const y = (event.clientY - rect.top - fit.dy) / fit.scale;
    const { transform, width, height } = store.getState();
    const zoom = transform[2];
    void flow.setViewport({ x: width / 2 - x * zoom, y: height / 2 - y * zoom, zoom });
  };

  return (
    <Panel position="bottom-left" className="react-flow__minimap tb-minimap">
      <canvas
        ref={ref}
        role="img"
        aria-label="Minimap"
        data-testid="whole-graph-minimap"
        style={{ width: WIDTH, height: HEIGHT, display: 'block', cursor: 'crosshair' }}
        onPointerDown={moveTo}
        onPointerMove={moveTo}
      />
    </Panel>
  );
});

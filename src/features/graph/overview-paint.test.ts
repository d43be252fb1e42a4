import { afterEach, describe, expect, it, vi } from 'vitest';
import { bitmapFits, bitmapScale, bitmapPlacement, overviewPainter, sceneBounds, type OverviewContext, type PaintableScene } from './overview-paint.ts';

// Node has no Path2D: a recording stand-in.
class FakePath {
  readonly ops: string[] = [];
  moveTo(x: number, y: number) {
    this.ops.push(`M${x},${y}`);
  }
  bezierCurveTo(a: number, b: number, c: number, d: number, x: number, y: number) {
    this.ops.push(`C${a},${b} ${c},${d} ${x},${y}`);
  }
  rect(x: number, y: number, w: number, h: number) {
    this.ops.push(`R${x},${y},${w},${h}`);
  }
}

function recordingContext() {
  const calls: string[] = [];
  const ctx = {
    globalAlpha: 1,
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    setTransform: (...m: number[]) => calls.push(`transform ${m.join(',')}`),
    fillRect: (...r: number[]) => calls.push(`fillRect ${r.join(',')} ${String(ctx.fillStyle)}`),
    fill: (p: FakePath) => calls.push(`fill ${p.ops.join(' ')} ${String(ctx.fillStyle)} @${ctx.globalAlpha}`),
    stroke: (p: FakePath) => calls.push(`stroke ${p.ops.join(' ')} ${String(ctx.strokeStyle)} @${ctx.globalAlpha} w${ctx.lineWidth}`),
  };
  return { ctx: ctx as unknown as OverviewContext, calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('overview painter', () => {
  it('clears to the background, applies the view once, and draws each colour batch in one call, faint when dimmed', () => {
    vi.stubGlobal('Path2D', FakePath);
    const scene: PaintableScene = {
      boxes: [{ color: 'var(--a)', dimmed: true, coords: [0, 0, 10, 5] }],
      curves: [{ color: 'var(--c)', dimmed: false, coords: [10, 2, 110, 2] }],
      outlined: [],
      nodeCount: 1,
      colors: { 'var(--a)': '#aa0000', 'var(--c)': '#00cc00' },
      background: '#ffffff',
      outline: '#0000ff',
    };
    const { ctx, calls } = recordingContext();
    overviewPainter(scene)(ctx, { x: 5, y: 6, zoom: 0.5, width: 100, height: 50, dpr: 2 });
    expect(calls).toEqual([
      'transform 1,0,0,1,0,0',
      'fillRect 0,0,200,100 #ffffff',
      'transform 1,0,0,1,10,12',
      // React Flow's curve: control points half the horizontal distance out; 1.25 screen px at zoom 0.5.
      'stroke M10,2 C60,2 60,2 110,2 #00cc00 @0.7 w2.5',
      'fill R0,0,10,5 #aa0000 @0.22',
      'stroke  #0000ff @1 w6',
    ]);
  });
});

describe('overview bitmap', () => {
  const scene: PaintableScene = {
    boxes: [{ color: 'x', dimmed: false, coords: [100, 50, 200, 60, 1000, 400, 200, 60] }],
    curves: [],
    outlined: [],
    nodeCount: 2,
    colors: {},
    background: '#fff',
    outline: '#00f',
  };
  const view = { x: 10, y: 20, zoom: 0.1, width: 800, height: 600, dpr: 2 };

  it('bounds every box, with room for an outline', () => {
    expect(sceneBounds(scene)).toEqual({ x: 92, y: 42, width: 1116, height: 426 });
  });

  it('draws at the screen scale, capped in size, and is redrawn when zooming makes it blurry or much too fine', () => {
    const bounds = sceneBounds(scene);
    expect(bitmapScale(bounds, view, 4096)).toBeCloseTo(0.2);
    expect(bitmapScale(bounds, view, 1116 / 10)).toBeCloseTo(0.1);
    expect(bitmapFits(0.2, bounds, view, 4096)).toBe(true);
    expect(bitmapFits(0.2, bounds, { ...view, zoom: 0.3 }, 4096)).toBe(false);
    expect(bitmapFits(0.2, bounds, { ...view, zoom: 0.05 }, 4096)).toBe(false);
  });

  it('lands where the view puts the flow box, in device pixels', () => {
    expect(bitmapPlacement({ x: 100, y: 50, width: 1000, height: 500 }, view)).toEqual({ x: 40, y: 50, width: 200, height: 100 });
  });
});

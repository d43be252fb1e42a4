// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { absoluteBox, freeAreaInsets, NO_INSETS, stageFrame } from './camera-frame.ts';

const layout = {
  nodes: {
    a: { x: 0, y: 0, width: 200, height: 60 },
    b: { x: 400, y: 100, width: 200, height: 60 },
    f: { x: 10, y: 30, width: 180, height: 20, parentId: 'b' },
  },
};

function rect(left: number, top: number, width: number, height: number): DOMRect {
  return { left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) } as DOMRect;
}

describe('stageFrame', () => {
  it('frames the nodes centred in the area the insets leave free, every box inside it', () => {
    const insets = { top: 0, right: 0, bottom: 200, left: 0 };
    const v = stageFrame(layout, ['a', 'b'], { width: 1280, height: 720 }, insets, { maxZoom: 1.8, padding: 24 });
    for (const id of ['a', 'b']) {
      const b = absoluteBox(layout, id)!;
      const left = v.x + b.x * v.zoom;
      const top = v.y + b.y * v.zoom;
      expect(left).toBeGreaterThanOrEqual(24 - 1e-9);
      expect(left + b.width * v.zoom).toBeLessThanOrEqual(1280 - 24 + 1e-9);
      expect(top).toBeGreaterThanOrEqual(24 - 1e-9);
      expect(top + b.height * v.zoom).toBeLessThanOrEqual(720 - 200 - 24 + 1e-9);
    }
  });

  it('never zooms past maxZoom', () => {
    const v = stageFrame(layout, ['a'], { width: 1920, height: 1080 }, NO_INSETS, { maxZoom: 1.5, padding: 24 });
    expect(v.zoom).toBe(1.5);
  });

  it('places a field by its parent (ELK positions children relative to the parent)', () => {
    expect(absoluteBox(layout, 'f')).toEqual({ x: 410, y: 130, width: 180, height: 20 });
  });
});

describe('freeAreaInsets', () => {
  it('takes a full-width overlay at the bottom as a bottom band and a corner box as the cheaper side', () => {
    const canvas = document.createElement('div');
    canvas.getBoundingClientRect = () => rect(0, 0, 1280, 720);
    const root = document.createElement('div');
    const caption = document.createElement('section');
    caption.setAttribute('data-camera-avoid', '');
    caption.getBoundingClientRect = () => rect(0, 560, 1280, 160);
    const legend = document.createElement('aside');
    legend.setAttribute('data-camera-avoid', '');
    legend.getBoundingClientRect = () => rect(1080, 0, 200, 300);
    const elsewhere = document.createElement('aside');
    elsewhere.setAttribute('data-camera-avoid', '');
    elsewhere.getBoundingClientRect = () => rect(1300, 0, 100, 100);
    root.append(caption, legend, elsewhere);
    expect(freeAreaInsets(canvas, root)).toEqual({ top: 0, right: 200, bottom: 160, left: 0 });
  });
});

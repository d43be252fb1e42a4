import { describe, expect, it } from 'vitest';
import { lineageGraphSchema } from '../api/schemas/lineage.ts';
import { canvasModel } from '../domain/graph/canvas-pipeline.ts';
import { canvasLayoutRequest, plainLinkCanvasOptions } from '../layout/canvas-layout-request.ts';
import type { LayoutResult } from '../layout/layout-engine.ts';
import { createMainThreadLayoutEngine } from '../layout/main-thread-layout-engine.ts';
import { parseInvestigationParams } from '../lib/investigation-params.ts';
import { FIRST_FRAME_ELEMENT_ID } from '../lib/first-frame.ts';
import { firstFrameElement, firstViewElementJson, headWithFitModule, headWithoutScripts } from './first-view.ts';
import { firstFrameHtml } from './first-frame.ts';
import { createLayoutService } from './layout-service.ts';
import type { LineageRead } from './lineage-reader.ts';

const hostile = 'dataset:s3://lake:</script><img src=x onerror=alert(1)>"\'&';
const focus = 'dataset:s3://lake:warehouse/orders';
const answer = {
  graph: [
    {
      id: hostile,
      type: 'DATASET',
      data: { id: { namespace: 's3://lake', name: hostile.slice(18) }, namespace: 's3://lake', name: hostile.slice(18), fields: [] },
    },
    {
      id: 'job:spark:load',
      type: 'JOB',
      data: { id: { namespace: 'spark', name: 'load' }, namespace: 'spark', name: 'load', type: 'BATCH', inputs: [], outputs: [] },
    },
    {
      id: focus,
      type: 'DATASET',
      data: { id: { namespace: 's3://lake', name: 'warehouse/orders' }, namespace: 's3://lake', name: 'warehouse/orders', fields: [] },
    },
  ].map((n, i, all) => ({
    ...n,
    inEdges: i > 0 ? [{ origin: all[i - 1]!.id, destination: n.id }] : [],
    outEdges: i < all.length - 1 ? [{ origin: n.id, destination: all[i + 1]!.id }] : [],
  })),
};
const search = `?node=${encodeURIComponent(focus)}&depth=2`;
const model = canvasModel(
  { primary: lineageGraphSchema.parse(answer), expansions: [] },
  { datasets: new Map(), jobs: new Map() },
  plainLinkCanvasOptions(parseInvestigationParams(search), focus),
);
const request = canvasLayoutRequest(model.elkInput);

async function laidOut(): Promise<LayoutResult> {
  return createMainThreadLayoutEngine().layout(request.elk, { layoutOptions: { ...request.options } });
}

/** Every drawn node's box as the frame places it. */
const placed = (html: string): { x: number; y: number; width: number; height: number }[] =>
  [...html.matchAll(/class="react-flow__node [^"]*" style="transform:translate\(([-\d.]+)px,([-\d.]+)px\);width:([\d.]+)px;height:([\d.]+)px"/g)].map(
    ([, x, y, width, height]) => ({ x: Number(x), y: Number(y), width: Number(width), height: Number(height) }),
  );

describe('the server-rendered first frame', () => {
  it('draws every node of the drawing at its laid-out box, and an edge for every drawn edge', async () => {
    const layout = await laidOut();
    const html = firstFrameHtml({ model, layout, focusId: focus, selectedId: focus });
    expect(html).not.toBeNull();
    const boxes = placed(html ?? '');
    expect(boxes).toHaveLength(model.reduced.graph.nodes.size);
    expect(boxes.sort((a, b) => a.x - b.x)).toEqual(Object.values(layout.nodes).sort((a, b) => a.x - b.x));
    expect((html ?? '').match(/<path class="react-flow__edge-path/g)).toHaveLength(model.reduced.graph.edges.length);
    expect(html).toContain('tb-node--focus tb-node--selected');
  });

  it('is hidden from assistive technology and tests: no test ids, no node ids, names only in attributes', async () => {
    const html = firstFrameHtml({ model, layout: await laidOut(), focusId: focus, selectedId: focus }) ?? '';
    expect(html).toMatch(new RegExp(`^<div id="${FIRST_FRAME_ELEMENT_ID}" class="tb-first-frame" aria-hidden="true"`));
    expect(html).not.toMatch(/data-testid|data-id=/);
    // No text between tags: every label is a data-label attribute that CSS shows.
    expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/>[^<]+</);
    expect(html).toContain('data-label="load"');
  });

  it('escapes untrusted names: no markup from metadata ever reaches the page', async () => {
    const html = firstFrameHtml({ model, layout: await laidOut(), focusId: focus, selectedId: focus }) ?? '';
    expect(html).not.toContain('<img');
    expect(html).not.toContain('</script>');
    // The hostile name is drawn (middle-truncated, escaped): its opening angle bracket is there as an entity.
    expect(html).toMatch(/data-label="[^"]*&lt;[^"]*"/);
    // Attributes stay closed: every quote in a name is escaped.
    for (const [, value] of html.matchAll(/data-label="([^"]*)"/g)) expect(value).not.toMatch(/[<>]/);
  });

  it('draws nothing for a layout that places none of the drawing', () => {
    expect(firstFrameHtml({ model, layout: { nodes: {}, ports: {}, bends: {}, width: 0, height: 0 }, focusId: focus, selectedId: focus })).toBeNull();
  });

  it('is written only when the page gets its layout, and only with the fit module that frames it', async () => {
    const service = createLayoutService({ engine: createMainThreadLayoutEngine() });
    const read: LineageRead = { status: 200, text: JSON.stringify(answer), answer: lineageGraphSchema.parse(answer) };
    const frames: string[] = [];
    const deps = { fetchLineage: () => Promise.resolve(read), layout: service.peek, afterPage: () => undefined, frame: (html: string) => frames.push(html) };
    // Not laid out yet, and the server does not wait: the page goes without the layout, and without a frame.
    const json = await firstViewElementJson({ nodeId: focus, depth: 2 }, search, deps);
    expect(JSON.parse(json ?? '{}')).not.toHaveProperty('layout');
    expect(frames).toHaveLength(0);
    await service.peek(request.elk, { ...request.options }).start();
    await firstViewElementJson({ nodeId: focus, depth: 2 }, search, deps);
    expect(frames).toHaveLength(1);
    expect(placed(frames[0] ?? '')).toHaveLength(3);
    expect(firstFrameElement(frames[0] ?? '', { styles: ['/assets/s.css'], fit: null })).toBe('');
    expect(firstFrameElement('<div></div>', { styles: ['/assets/s.css'], fit: '/assets/fit.js' })).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/s.css"><div></div>',
    );
  });

  it('runs its fit module before the app’s entry: first of the head’s module scripts', () => {
    const head = '<head><script src="/zod-jitless.js"></script><script type="module" crossorigin src="/assets/index-1.js"></script></head><body>';
    expect(headWithFitModule(head, '/assets/fit.js')).toBe(
      '<head><script src="/zod-jitless.js"></script><script type="module" crossorigin src="/assets/fit.js"></script><script type="module" crossorigin src="/assets/index-1.js"></script></head><body>',
    );
    expect(headWithFitModule('<head><title>t</title></head>', '/assets/fit.js')).toBe(
      '<head><title>t</title><script type="module" crossorigin src="/assets/fit.js"></script></head>',
    );
    expect(headWithFitModule(head, null)).toBe(head);
  });

  it('leaves the app’s module preloads out of the head, and keeps the entry’s own', () => {
    const head =
      '<head>\n<link rel="modulepreload" crossorigin href="/assets/boot-1.js">\n<link rel="modulepreload" crossorigin href="/assets/app-1.js">\n</head>';
    expect(headWithoutScripts(head, ['/assets/app-1.js'])).toBe('<head>\n<link rel="modulepreload" crossorigin href="/assets/boot-1.js">\n</head>');
    expect(headWithoutScripts(head, [])).toBe(head);
  });
});

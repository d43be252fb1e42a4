import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineageGraphSchema } from '../api/schemas/lineage.ts';
import { canvasModel } from '../domain/graph/canvas-pipeline.ts';
import { canvasLayoutRequest, plainLinkCanvasOptions } from '../layout/canvas-layout-request.ts';
import type { LayoutResult } from '../layout/layout-engine.ts';
import { createMainThreadLayoutEngine } from '../layout/main-thread-layout-engine.ts';
import { parseInvestigationParams } from '../lib/investigation-params.ts';
import { FIRST_FRAME_ELEMENT_ID } from '../lib/first-frame.ts';
import { firstFrameElement, firstViewElementJson, headWithoutScripts, lineageScreenAssets } from './first-view.ts';
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
const fit = '/assets/first-frame-fit-1.js';
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
    const html = firstFrameHtml({ model, layout, focusId: focus, selectedId: focus, fit });
    expect(html).not.toBeNull();
    const boxes = placed(html ?? '');
    expect(boxes).toHaveLength(model.reduced.graph.nodes.size);
    expect(boxes.sort((a, b) => a.x - b.x)).toEqual(Object.values(layout.nodes).sort((a, b) => a.x - b.x));
    expect((html ?? '').match(/<path class="react-flow__edge-path/g)).toHaveLength(model.reduced.graph.edges.length);
    expect(html).toContain('tb-node--focus tb-node--selected');
  });

  it('is hidden from assistive technology and tests: no test ids, no node ids, names only in attributes', async () => {
    const html = firstFrameHtml({ model, layout: await laidOut(), focusId: focus, selectedId: focus, fit }) ?? '';
    expect(html).toMatch(new RegExp(`^<div id="${FIRST_FRAME_ELEMENT_ID}" class="tb-first-frame" aria-hidden="true"`));
    expect(html).not.toMatch(/data-testid|data-id=/);
    // No text between tags: every label is a data-label attribute that CSS shows.
    expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/>[^<]+</);
    expect(html).toContain('data-label="load"');
  });

  it('escapes untrusted names: no markup from metadata ever reaches the page', async () => {
    const html = firstFrameHtml({ model, layout: await laidOut(), focusId: focus, selectedId: focus, fit }) ?? '';
    expect(html).not.toContain('<img');
    // The one script is the frame's own fit script.
    expect(html.match(/<\/?script/g)).toEqual(['<script', '</script']);
    expect(html).toContain(`<script src="${fit}"></script>`);
    // The hostile name is drawn (middle-truncated, escaped): its opening angle bracket is there as an entity.
    expect(html).toMatch(/data-label="[^"]*&lt;[^"]*"/);
    // Attributes stay closed: every quote in a name is escaped.
    for (const [, value] of html.matchAll(/data-label="([^"]*)"/g)) expect(value).not.toMatch(/[<>]/);
  });

  it('draws nothing for a layout that places none of the drawing', () => {
    expect(firstFrameHtml({ model, layout: { nodes: {}, ports: {}, bends: {}, width: 0, height: 0 }, focusId: focus, selectedId: focus, fit })).toBeNull();
  });

  it('is written only when the page gets its layout, and only with the fit module that frames it', async () => {
    const service = createLayoutService({ engine: createMainThreadLayoutEngine() });
    const read: LineageRead = { status: 200, text: JSON.stringify(answer), answer: lineageGraphSchema.parse(answer) };
    const frames: string[] = [];
    const frame = { fit, give: (html: string) => frames.push(html) };
    const deps = { fetchLineage: () => Promise.resolve(read), layout: service.peek, afterPage: () => undefined, frame };
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

  it('runs its fit script where the pane has its size and the drawing is still to come, and shows once its last element is in', async () => {
    const html = firstFrameHtml({ model, layout: await laidOut(), focusId: focus, selectedId: focus, fit }) ?? '';
    const at = (markup: string): number => html.indexOf(markup);
    // A classic script, run where the parser meets it: after the stand-ins that size the pane (the panel included)…
    const script = at(`<script src="${fit}"></script>`);
    for (const standIn of ['tb-first-frame__header', 'tb-first-frame__panel', 'tb-first-frame__toolbar', 'react-flow__viewport']) {
      expect(at(standIn), standIn).toBeGreaterThanOrEqual(0);
      expect(at(standIn), standIn).toBeLessThan(script);
    }
    // …and before the drawing's edges and nodes.
    expect(script).toBeLessThan(at('<svg'));
    expect(script).toBeLessThan(at('class="react-flow__node '));
    expect(html).toMatch(/<div class="tb-first-frame__end"><\/div><\/div>$/);
    const quoted = firstFrameHtml({ model, layout: await laidOut(), focusId: focus, selectedId: focus, fit: '/a"b.js' }) ?? '';
    expect(quoted).toContain('<script src="/a&quot;b.js"></script>');
  });

  it('preloads the fit script in the head as the classic script the frame runs, from the build’s manifest', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'tributary-first-frame-'));
    try {
      mkdirSync(join(dist, '.vite'));
      const manifest = (withFit: boolean) =>
        writeFileSync(
          join(dist, '.vite', 'manifest.json'),
          JSON.stringify({
            'index.html': { file: 'assets/index-1.js', isEntry: true },
            '_lineage-screen-1.js': { file: 'assets/lineage-screen-1.js', name: 'lineage-screen', css: ['assets/lineage-screen-1.css'] },
            ...(withFit ? { 'src/first-frame-fit.ts': { file: fit.slice(1), name: 'first-frame-fit', src: 'src/first-frame-fit.ts', isEntry: true } } : {}),
          }),
        );
      manifest(true);
      const assets = await lineageScreenAssets(dist, ['lineage-screen']);
      expect(assets.fit).toBe(fit);
      expect(assets.preloads).toContain(`<link rel="preload" as="script" href="${fit}">`);
      expect(`${assets.preloads}${assets.scripts}`).not.toContain(`modulepreload" crossorigin href="${fit}"`);
      expect(assets.scriptFiles).toEqual(['/assets/lineage-screen-1.js']);
      manifest(false);
      const without = await lineageScreenAssets(dist, ['lineage-screen']);
      expect(without.fit).toBeNull();
      expect(without.preloads).not.toContain('as="script"');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('leaves the app’s module preloads out of the head, and keeps the entry’s own', () => {
    const head =
      '<head>\n<link rel="modulepreload" crossorigin href="/assets/boot-1.js">\n<link rel="modulepreload" crossorigin href="/assets/app-1.js">\n</head>';
    expect(headWithoutScripts(head, ['/assets/app-1.js'])).toBe('<head>\n<link rel="modulepreload" crossorigin href="/assets/boot-1.js">\n</head>');
    expect(headWithoutScripts(head, [])).toBe(head);
  });
});

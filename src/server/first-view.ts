import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CanvasModel } from '../domain/graph/canvas-pipeline.ts';
import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import type { CanvasLayoutRequest } from '../layout/canvas-layout-request.ts';
import { REMOTE_LAYOUT_MAX_NODES } from '../layout/remote-layout.ts';
import { FIRST_VIEW_ELEMENT_ID, FIRST_VIEW_VERSION, firstViewJson, type FirstViewQuery } from '../lib/first-view.ts';
import { parseInvestigationParams } from '../lib/investigation-params.ts';
import type { LayoutResult } from '../layout/layout-engine.ts';
import { firstDrawingModel, firstDrawingOfBody } from './first-drawing.ts';
import { firstFrameHtml } from './first-frame.ts';
import { readDrawnFacets, type ReadDataset } from './first-view-facets.ts';
import type { LayoutService } from './layout-service.ts';
import type { LineageRead } from './lineage-reader.ts';
import { timeline } from './server-timing.ts';

/**
 * How long the page's HTML may wait for the first view. The page's scripts load meanwhile (the head is sent at once;
 * the app's own once no layout holds the page, {@link FirstViewDeps.scriptsMayLoad}) and run only once the document
 * ends, so this is time they would have spent loading anyway; past it, the page ends
 * without the element and fetches and lays out as before. 1 s, not less: a page that gets its view in time also gets
 * its first frame (first-frame.ts), painted at once; at 400 ms the side-by-side harness's 500- and 1,000-node answers
 * missed it now and then even with a cached layout, and those visits drew seconds later.
 */
export const FIRST_VIEW_BUDGET_MS = 1_000;

/**
 * How long, from the request, the page's HTML may wait for a layout the server starts for it (a first visitor of the
 * view) when ELK runs off the server's thread. Waiting costs the page nothing it would draw sooner: what paints its
 * frame loads meanwhile, and without the layout it would run its scripts, ask for this very layout (its request joins
 * the running one) and draw only once it is in — 1.5–3 s after its HTML ended on a loaded 2-core machine, even with
 * the layout cached. With it, the page comes with its first frame and paints the whole drawing at once. At 2 s, the
 * side-by-side harness's first visitors of 500 and 1,000 nodes gave up 0.1–0.4 s before their layout was in and drew
 * 2–3 s later. Past 4 s something holds the layout (a queue, a restarting thread): the page goes on and shows its own progress.
 */
export const FIRST_VIEW_LAYOUT_BUDGET_MS = 4_000;

/**
 * A read whose headers came within {@link FIRST_VIEW_BUDGET_MS} declaring at most this many bytes is waited for past
 * it, up to {@link FIRST_VIEW_LAYOUT_BUDGET_MS}: an answer the page could carry, which it could not draw before
 * either (it would fetch this very read, held for it, once its scripts ran). On a loaded machine the side-by-side
 * harness's 1 MB answer took 1.2 s now and then, and that page drew 3.7 s later. Well under the 22 MB of a
 * 10,000-node answer, which the page reads itself, with its progress.
 */
export const FIRST_VIEW_WAIT_MAX_BYTES = 8 * 1024 * 1024;

/**
 * How long the page's app scripts wait for the view's answer before they load anyway: past it the read, not this
 * machine, is what the page waits for (a remote Marquez), and the scripts are in before a layout would start.
 */
export const FIRST_VIEW_SCRIPTS_READ_WAIT_MS = 200;

/**
 * How long the page's end may wait for its datasets' drawn facets (first-view-facets.ts) once the rest is ready: read
 * beside the layout, they are in by then unless Marquez is slow, and a page without them only names those datasets by
 * their paths (and kinds) until its canvas has their GETs.
 */
const FIRST_VIEW_FACETS_WAIT_MS = 250;

/** Answers over this many nodes are not embedded: the page's own path has progress, caps and refusals for those. */
export const FIRST_VIEW_MAX_NODES = REMOTE_LAYOUT_MAX_NODES;

export interface FirstViewDeps {
  /**
   * The view's `/lineage` read (lineage-reader.ts): the body as sent, and the answer through the browser's gate;
   * `onHeaders` is told its declared size in bytes (null when it declares none) as soon as its headers are in, and
   * `onBody` the status and body as soon as the body is in, before the gate (false: the gated answer is not needed).
   */
  fetchLineage: (
    query: FirstViewQuery,
    onHeaders?: (bytes: number | null) => void,
    onBody?: (status: number, text: string) => boolean | void,
  ) => Promise<LineageRead>;
  layout: LayoutService['peek'];
  /**
   * Runs work once the page is out (the server's response `finish`). ELK runs on the server's thread: started while
   * the page is being written, it held the page's end — and every other request — for its whole run, past the budget
   * (1.1–2.3 s at 1,200 nodes).
   */
  afterPage?: (work: () => void) => void;
  /** The layout runs off the server's thread: wait for it, up to {@link FIRST_VIEW_LAYOUT_BUDGET_MS}. */
  waitForLayout?: boolean;
  budgetMs?: number;
  layoutBudgetMs?: number;
  /** Holds the layout engine's warm-up while the view is read and reduced (layout-service.ts); returns the release. */
  holdWarmUp?: () => () => void;
  /**
   * Given the first frame's markup (first-frame.ts) when the page gets its layout: the drawing, painted before the
   * app's scripts, framed by the fit script at `fit` (src/first-frame-fit.ts), which it runs.
   */
  frame?: { fit: string; give: (html: string) => void };
  /**
   * Told (once) as soon as the page's end will not wait for a layout started for it, so its app's scripts may load
   * (the page's head asks only for what paints the frame): while ELK lays out a first visitor's view, the browser's
   * download and compile of ~800 KB of JavaScript took the layout's cores (docs/performance.md).
   */
  scriptsMayLoad?: () => void;
  /** Reads a dataset's GET, for the facets that decide how the view's datasets are drawn (first-view-facets.ts). */
  readDataset?: ReadDataset;
}

/** `f`, called once however often it is called. */
const once = (f: () => void): (() => void) => {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    f();
  };
};

const within = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T | null> =>
  new Promise((ok) => {
    if (signal.aborted) return ok(null);
    signal.addEventListener('abort', () => ok(null), { once: true });
    promise.then(ok, () => ok(null));
  });

/**
 * The first view's element text for a plain link to the canvas, or null (not such a link, no answer in time, an
 * answer too big or not one the page could draw). The layout is the one the canvas will ask for: the same pipeline
 * (canvas-pipeline.ts), node sizes and ELK options, under the same content-hash key; the page uses it only when its
 * own key matches, so a pipeline that drifted costs a layout request, never a wrong drawing.
 */
export async function firstViewElementJson(query: FirstViewQuery, search: string, deps: FirstViewDeps): Promise<string | null> {
  const started = Date.now();
  const mark = timeline('first-view', { node: query.nodeId, depth: query.depth });
  // The warm-up waits while the answer is read and reduced, until its layout is asked for (which holds the warm-up
  // itself) or there is none to ask for; 30 s at most.
  const release = once(deps.holdWarmUp?.() ?? (() => undefined));
  setTimeout(release, 30_000).unref();
  const layoutBudgetMs = deps.layoutBudgetMs ?? FIRST_VIEW_LAYOUT_BUDGET_MS;
  let small = false;
  const scripts = once(deps.scriptsMayLoad ?? (() => undefined));
  const reading = deps.fetchLineage(query, (bytes) => {
    small = bytes !== null && bytes <= FIRST_VIEW_WAIT_MAX_BYTES;
    if (!small) scripts();
  });
  const slowRead = setTimeout(scripts, FIRST_VIEW_SCRIPTS_READ_WAIT_MS);
  let read = await within(reading, AbortSignal.timeout(deps.budgetMs ?? FIRST_VIEW_BUDGET_MS));
  const left = (): number => layoutBudgetMs - (Date.now() - started);
  if (read === null && small && deps.waitForLayout && left() > 0) read = await within(reading, AbortSignal.timeout(left()));
  clearTimeout(slowRead);
  mark(read === null ? 'read late' : 'read in', read === null ? {} : { status: read.status, bytes: read.text.length });
  if (read === null || read.answer === null || read.status !== 200 || read.answer.graph.length > FIRST_VIEW_MAX_NODES) scripts();
  if (read === null) {
    // Too late for the page, which will fetch it (the read is held for it) — but its first drawing can be laid out
    // meanwhile: a 10,000-node answer takes seconds to come and more to reduce in the page, its capped drawing a few
    // hundred boxes, and the page's own layout request then finds that layout running or done. On this thread, once
    // the answer has been through the gate: measured against a worker thread for it (docs/performance.md), this
    // thread started the layout sooner (0.9 s after the body against 1.65 s) for the same first node.
    void reading.then(
      (answered) =>
        setImmediate(() => {
          warmLayout(answered, query, search, deps.layout);
          release();
        }),
      release,
    );
    return null;
  }
  release();
  // Through the browser's own gate already (lineage-reader.ts): an answer it refused is left to the page, which says why.
  if (read.answer === null || read.status !== 200) return null;
  const { text, answer } = read;
  if (answer.graph.length > FIRST_VIEW_MAX_NODES) {
    // Not embedded (the page's own path has progress, caps and refusals for those), but laid out, as above.
    (deps.afterPage ?? setImmediate)(() => warmLayout(read, query, search, deps.layout));
    return null;
  }
  const head = { v: FIRST_VIEW_VERSION, nodeId: query.nodeId, depth: query.depth, fetchedAt: Date.now() } as const;
  // Read beside the pipeline and the layout, which do not depend on names; waited for (briefly) only at the end.
  const facetsRead = deps.readDataset ? readDrawnFacets(answer, deps.readDataset).catch(() => ({})) : null;
  const facets = async (): Promise<MqLineageGraph['facets']> =>
    (facetsRead && (await within(facetsRead, AbortSignal.timeout(FIRST_VIEW_FACETS_WAIT_MS)))) ?? undefined;
  const drawing = firstDrawingModel(answer, query, search);
  mark('pipeline', { nodes: drawing?.model.elkInput.children?.length ?? 0 });
  if (drawing === null) {
    scripts();
    return firstViewJson(head, text, undefined, await facets());
  }
  const { model, request } = drawing;
  const { key, json: cached, start } = deps.layout(request.elk, { ...request.options });
  let layout = cached;
  if (layout !== undefined || !deps.waitForLayout) scripts();
  if (layout === undefined && deps.waitForLayout) {
    const remaining = left();
    mark('layout wait', { left: remaining });
    layout = (remaining > 0 ? await within(start(), AbortSignal.timeout(remaining)) : null) ?? undefined;
    mark(layout === undefined ? 'layout late' : 'layout in');
    if (layout === undefined) return firstViewJson(head, text, undefined, await facets());
  } else mark(layout === undefined ? 'layout after page' : 'layout cached');
  const known = await facets();
  if (facetsRead) mark('facets', { datasets: Object.keys(known ?? {}).length });
  if (layout !== undefined) {
    if (deps.frame) frameOf({ model, layoutJson: layout, query, search, facets: known }, deps.frame);
    mark('frame');
    return firstViewJson(head, text, { key, json: layout }, known);
  }
  // Not laid out yet: the page goes without it, and its own layout request finds this very layout running or cached.
  (deps.afterPage ?? setImmediate)(() => void start());
  return firstViewJson(head, text, undefined, known);
}

interface FrameInput {
  model: CanvasModel;
  layoutJson: string;
  query: FirstViewQuery;
  search: string;
  facets: MqLineageGraph['facets'];
}

/** Hands the first frame of this drawing to `give`; a layout that does not parse or places nothing gives none. */
function frameOf({ model, layoutJson, query, search, facets }: FrameInput, { fit, give }: NonNullable<FirstViewDeps['frame']>): void {
  try {
    const layout = JSON.parse(layoutJson) as LayoutResult;
    const selectedId = parseInvestigationParams(search).sel ?? query.nodeId;
    const html = firstFrameHtml({ model, layout, focusId: query.nodeId, selectedId, fit, ...(facets ? { facets } : {}) });
    if (html !== null) give(html);
  } catch {
    // No frame: the page draws as it did without one.
  }
}

/** Starts the layout of a first drawing unless it is cached. */
function startLayout(request: CanvasLayoutRequest, layout: LayoutService['peek']): void {
  const { json, start } = layout(request.elk, { ...request.options });
  if (json === undefined) void start();
}

/** Starts the layout of a read's first drawing, computed on this thread; a read the gate refused has none. */
function warmLayout(read: LineageRead, query: FirstViewQuery, search: string, layout: LayoutService['peek']): void {
  if (read.answer === null || read.status !== 200) return;
  const drawing = firstDrawingOfBody(read.text, query, search, read.answer);
  if (drawing !== null) startLayout(drawing.request, layout);
}

/** The element, ready to go before `</body>`: JSON data the browser never runs. */
export function firstViewElement(json: string): string {
  return `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${json}</script>`;
}

/** What a canvas link's page adds to the app shell: preloads in the head, and what its first frame needs. */
export interface LineageScreenAssets {
  /** Style preloads of the screen's chunks and the fit script's preload, for the head. */
  preloads: string;
  /**
   * `<link rel="modulepreload">` of the app's and the screen's chunks, for the page's body once it will not wait for
   * a layout (FirstViewDeps.scriptsMayLoad), and their files, which the head does not ask for ({@link headWithoutScripts}).
   */
  scripts: string;
  scriptFiles: string[];
  /** The screen's stylesheets (the node and canvas styles the first frame is drawn with). */
  styles: string[];
  /** The first frame's fit script (src/first-frame-fit.ts, a classic script), or null in a build without it. */
  fit: string | null;
}

/** What a build without a manifest (or a server without layouts) adds: nothing. */
export const NO_SCREEN_ASSETS: LineageScreenAssets = { preloads: '', scripts: '', scriptFiles: [], styles: [], fit: null };

/**
 * The lineage screen's assets from Vite's build manifest: `<link rel="modulepreload">` (and style preloads) for the
 * chunks named `entries` (Vite's chunk names) that index.html does not already list — without them the screen's
 * chunks are asked for only once the main bundle has run and the connections are free — with the fit script's
 * preload (the head's: the frame runs it, and the parser waits for it there), the screen's stylesheets and the fit
 * script for the first frame. Empty without a manifest (a build without one still works, only slower).
 */
export async function lineageScreenAssets(distDir: string, entries: readonly string[]): Promise<LineageScreenAssets> {
  type Chunk = { file: string; name?: string; imports?: string[]; css?: string[] };
  let manifest: Record<string, Chunk>;
  try {
    manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  } catch {
    return NO_SCREEN_ASSETS;
  }
  const closure = (roots: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string): void => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    roots.forEach(visit);
    return seen;
  };
  const listed = closure(['index.html']);
  // By chunk name: a chunk only a dynamic import reaches is keyed by its hashed file name.
  const roots = Object.entries(manifest).flatMap(([key, chunk]) => (chunk.name !== undefined && entries.includes(chunk.name) ? [key] : []));
  const wanted = [...closure(roots)].filter((key) => !listed.has(key));
  const preload = (key: string): string => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`;
  const styles = wanted.flatMap((key) => (manifest[key]?.css ?? []).map((css) => `/${css}`));
  const stylePreloads = styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`);
  const fitFile = manifest[FIRST_FRAME_FIT_ENTRY]?.file;
  const fit = fitFile === undefined ? null : `/${fitFile}`;
  // A classic script without `crossorigin`: its preload is fetched in the same mode, or the script fetches it again.
  const fitPreload = fit === null ? [] : [`<link rel="preload" as="script" href="${fit}">`];
  // The app's chunk is index.html's too (a preload vite.config.ts adds for its dynamic import): the head leaves it out.
  const late = [...new Set([...wanted, ...Object.keys(manifest).filter((key) => manifest[key]?.name === 'app')])];
  return {
    preloads: [...fitPreload, ...stylePreloads].join(''),
    scripts: late.map(preload).join(''),
    scriptFiles: late.map((key) => `/${manifest[key]?.file}`),
    styles,
    fit,
  };
}

/** The head without the `<link rel="modulepreload">` of `files` (the ones {@link LineageScreenAssets.scripts} asks for later). */
export function headWithoutScripts(head: string, files: readonly string[]): string {
  return head.replace(/<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>\s*/g, (tag, href: string) => (files.includes(href) ? '' : tag));
}

/** The fit script's key in Vite's manifest (vite.config.ts lists it there). */
const FIRST_FRAME_FIT_ENTRY = 'src/first-frame-fit.ts';

/**
 * The first frame as the page's tail writes it: its stylesheets (already preloaded; the frame's fit script, a
 * classic script, waits for them, so it reads the pane's final size), then the frame. Nothing without the fit script,
 * which frames it: an unframed drawing is not shown.
 */
export function firstFrameElement(html: string, assets: Pick<LineageScreenAssets, 'styles' | 'fit'>): string {
  if (assets.fit === null) return '';
  const styles = assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  return `${styles}${html}`;
}

// The server-rendered first frame's fit (src/server/first-frame.ts): a module script the server puts in a canvas
// link's head ahead of the app's entry, so it runs first once the document (and the frame) is in. Its imports are its
// chunk's own (vite.config.ts); the lineage screen's chunk imports them from it, which runs this once more at most as
// a module runs once per page. It frames the drawing with the canvas's own opening rule in the frame's pane, which
// stands where the canvas's pane will be.
import { openingViewport } from './features/graph/opening-viewport.ts';
import { DATASET_VOCABULARY, ENGINE_VOCABULARY, PROCESSING_LABELS, RUN_STATE_VOCABULARY } from './features/graph/visual-vocabulary.ts';
import { zoomTier } from './features/graph/zoom-tier.ts';
import type { OpeningInput } from './lib/first-frame.ts';

// The frame's id and the attribute its CSS shows it by (src/lib/first-frame.ts names both; importing them would share
// that module with the app's entry, and the entry's chunk would then import this one).
const frame = document.getElementById('tributary-first-frame');
const pane = frame?.querySelector<HTMLElement>('.tb-first-frame__pane');
const viewport = pane?.querySelector<HTMLElement>('.react-flow__viewport');
/**
 * The canvas's colours and words for the frame's nodes (the server marks them with their dataset kind, engine, run
 * state and processing type): one rule per vocabulary entry, so the vocabulary stays the canvas's alone.
 */
function vocabularyRules(): string {
  const f = '.tb-first-frame';
  const text = (value: string): string => JSON.stringify(value);
  return [
    ...Object.entries(DATASET_VOCABULARY).map(
      ([kind, v]) =>
        `${f} [data-kind=${text(kind)}]{--tb-node-accent:${v.color}}${f} [data-kind=${text(kind)}] .tb-node__badge::after{content:${text(v.short)}}`,
    ),
    ...Object.entries(ENGINE_VOCABULARY).map(
      ([engine, v]) =>
        `${f} [data-engine=${text(engine)}]{--tb-node-accent:${v.color}}${f} [data-engine=${text(engine)}] .tb-node__badge::after{content:${text(v.short)}}`,
    ),
    ...Object.entries(RUN_STATE_VOCABULARY).map(
      ([state, v]) =>
        `${f} [data-state=${text(state)}]{--tb-run-color:${v.color}}${f} [data-state=${text(state)}] .tb-first-frame__run::after{content:${text(v.short)}}`,
    ),
    `${f} [data-state="none"] .tb-first-frame__run::after{content:"No runs"}`,
    ...Object.entries(PROCESSING_LABELS).map(
      ([type, label]) => `${f} [data-processing=${text(type)}] .tb-node__processing::after{content:${text(`· ${label}`)}}`,
    ),
  ].join('\n');
}

if (frame && pane && viewport) {
  try {
    const style = document.createElement('style');
    style.textContent = vocabularyRules();
    frame.prepend(style);
    const input = JSON.parse(frame.dataset.view ?? '') as OpeningInput;
    const { x, y, zoom } = openingViewport(input, { width: pane.clientWidth, height: pane.clientHeight });
    viewport.style.transform = `translate(${x}px, ${y}px) scale(${zoom})`;
    frame.dataset.tier = zoomTier(zoom);
    frame.setAttribute('data-fitted', '');
  } catch {
    // A frame that cannot be framed is not shown: the app draws as it would have without it.
    frame.remove();
  }
}

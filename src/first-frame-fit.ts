// The server-rendered first frame's fit (src/server/first-frame.ts): a classic script of its own (vite.config.ts builds
// it with its imports inlined) that the frame runs where the parser meets it, after the shell's stand-ins and before
// the drawing. It frames the drawing with the canvas's own opening rule in the frame's pane, which stands where the
// canvas's pane will be, and sets the zoom tier and the vocabulary's rules, so the drawing that follows is parsed,
// styled and laid out once, as it will be shown (a fit that ran after the whole page forced the layout of every node,
// then restyled them all for the tier: docs/performance.md).
import { openingViewport } from './features/graph/opening-viewport.ts';
import { DATASET_VOCABULARY, ENGINE_VOCABULARY, PROCESSING_LABELS, RUN_STATE_VOCABULARY } from './features/graph/visual-vocabulary.ts';
import { zoomTier } from './features/graph/zoom-tier.ts';
import { FIRST_FRAME_ELEMENT_ID, type OpeningInput } from './lib/first-frame.ts';

const frame = document.getElementById(FIRST_FRAME_ELEMENT_ID);
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

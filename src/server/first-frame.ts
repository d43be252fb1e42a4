import { getBezierPath, Position } from '@xyflow/system';
import type { CanvasModel } from '../domain/graph/canvas-pipeline.ts';
import { withAnswerFacets, type GraphNode } from '../domain/graph/lineage-graph.ts';
import type { SyntheticNode } from '../domain/graph/reduced-graph.ts';
import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import { DEFAULT_NODE_SIZES } from '../domain/graph/to-elk-graph.ts';
import type { LayoutResult } from '../layout/layout-engine.ts';
import { FIRST_FRAME_ELEMENT_ID, type OpeningInput } from '../lib/first-frame.ts';
import { datasetLabels, groupLabels, jobLabels, moreLabels } from '../lib/node-labels.ts';

/**
 * The page's first drawing as HTML (issue 31): every node the canvas will draw, at its laid-out box, with the app's
 * own node classes and its edges, inside a stand-in of the shell, so the browser paints the graph before the app's
 * scripts run. The frame's fit script (src/first-frame-fit.ts), which the frame runs ahead of its drawing, frames it
 * with the canvas's own opening rule, and the app removes it once its canvas has drawn (src/main.tsx). Metadata is
 * untrusted: every name goes through
 * {@link escapeHtml} into an attribute that CSS shows (`content: attr(data-label)`), never into markup, and never as
 * text a test locator would find twice.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const label = (cls: string, text: string): string => `<span class="${cls}" data-label="${escapeHtml(text)}"></span>`;

const datasetHeader = DEFAULT_NODE_SIZES.datasetHeaderHeight;

/** A node's box in root coordinates: ELK gives a group member's position relative to its group. */
function rootBox(layout: LayoutResult, id: string): Box | null {
  const box = layout.nodes[id];
  if (!box) return null;
  let { x, y } = box;
  for (let parent = layout.nodes[box.parentId ?? ''], guard = 0; parent && guard < 32; parent = layout.nodes[parent.parentId ?? ''], guard++) {
    x += parent.x;
    y += parent.y;
  }
  return { x, y, width: box.width, height: box.height };
}

// Every word comes from the canvas's own label functions (node-labels.ts): the canvas replaces this drawing in place,
// and its words must not change then.
function realNode(node: GraphNode, state: string, facets: DrawnFacets): string {
  if (node.kind === 'dataset') {
    // With the facets the server read for this view (first-view-facets.ts), which the page's answer carries too.
    const dataset = withAnswerFacets(node, facets?.[node.id]);
    const shown = datasetLabels(dataset);
    return (
      `<div class="tb-node tb-node--dataset${state}" data-kind="${escapeHtml(dataset.datasetKind)}">` +
      `<div class="tb-node__header"><div class="tb-node__meta"><span class="tb-node__badge"></span>${label('tb-node__count', shown.fields)}</div>` +
      `${label(`tb-node__name${shown.long ? ' tb-node__name--long' : ''}`, shown.name)}${label('tb-node__sub', shown.sub)}</div></div>`
    );
  }
  const shown = jobLabels(node);
  // The engine's and run state's colours and words come from the canvas's vocabulary, which the fit module turns into
  // rules keyed by these attributes (src/first-frame-fit.ts).
  const processing = node.processing ? ` data-processing="${escapeHtml(node.processing)}"` : '';
  return (
    `<div class="tb-node tb-node--job${state}" data-engine="${escapeHtml(node.engine.engine)}">` +
    `<div class="tb-node__meta"><span class="tb-node__badge"></span>${shown.action ? label('tb-node__action', shown.action) : ''}</div>` +
    `${label('tb-node__name', shown.name)}` +
    `<div class="tb-node__sub tb-node__run" data-state="${escapeHtml(node.lastRunState ?? 'none')}"${processing}><span class="tb-run-dot"></span><span class="tb-first-frame__run"></span>${processing ? '<span class="tb-node__processing"></span>' : ''}</div></div>`
  );
}

function syntheticNode(node: SyntheticNode): string {
  if (node.kind === 'group') {
    const words = groupLabels(node);
    return (
      `<div class="tb-node tb-node--group"><div class="tb-node__meta">${label('tb-node__badge', words.badge)}</div>` +
      `${label('tb-node__name', words.name)}${label('tb-node__sub', words.sub)}</div>`
    );
  }
  const words = moreLabels(node);
  return `<div class="tb-node tb-node--more">${label('tb-node__name', words.name)}${label('tb-node__sub', words.sub)}</div>`;
}

type Box = { x: number; y: number; width: number; height: number };
type DrawnFacets = MqLineageGraph['facets'];

/** Where an edge leaves or enters a node: a dataset's handles sit on its header's middle, others' on the box's. */
const handleY = (box: Box, isDataset: boolean): number => box.y + (isDataset ? Math.min(datasetHeader, box.height) / 2 : box.height / 2);

/** The edge's path as the canvas draws it: a bezier forward, ELK's route (or a straight run) backwards. */
function edgePath(source: Box, sourceDataset: boolean, target: Box, targetDataset: boolean, bends: readonly { x: number; y: number }[] | undefined): string {
  const sx = source.x + source.width;
  const sy = handleY(source, sourceDataset);
  const tx = target.x;
  const ty = handleY(target, targetDataset);
  if (tx < sx - 8) return [{ x: sx, y: sy }, ...(bends ?? []), { x: tx, y: ty }].map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
  return getBezierPath({ sourceX: sx, sourceY: sy, targetX: tx, targetY: ty, sourcePosition: Position.Right, targetPosition: Position.Left })[0];
}

export interface FirstFrameInput {
  model: Pick<CanvasModel, 'reduced'>;
  layout: LayoutResult;
  focusId: string;
  selectedId: string;
  /** The fit script's URL (src/first-frame-fit.ts, from the build's manifest). */
  fit: string;
  /** The facets that decide how datasets are drawn, by nodeId, read for this view after its drawing's model was made. */
  facets?: DrawnFacets;
}

/** The frame's markup, or null when the layout places none of the drawing's nodes. */
export function firstFrameHtml({ model, layout, focusId, selectedId, fit, facets }: FirstFrameInput): string | null {
  const { graph, synthetic, syntheticEdges } = model.reduced;
  const boxes = new Map<string, Box>();
  const nodes: string[] = [];
  const place = (id: string, type: string, inner: string): void => {
    const box = rootBox(layout, id);
    if (!box) return;
    boxes.set(id, box);
    nodes.push(
      `<div class="react-flow__node react-flow__node-${type}" style="transform:translate(${box.x}px,${box.y}px);width:${box.width}px;height:${box.height}px">${inner}</div>`,
    );
  };
  for (const node of graph.nodes.values()) {
    const state = `${node.id === focusId ? ' tb-node--focus' : ''}${node.id === selectedId ? ' tb-node--selected' : ''}`;
    place(node.id, node.kind, realNode(node, state, facets));
  }
  for (const node of synthetic) place(node.id, node.kind === 'group' ? 'collapsed' : 'more', syntheticNode(node));
  if (nodes.length === 0) return null;
  const isDataset = (id: string): boolean => graph.nodes.get(id)?.kind === 'dataset';
  const paths: string[] = [];
  for (const edge of [...graph.edges, ...syntheticEdges]) {
    const source = boxes.get(edge.source);
    const target = boxes.get(edge.target);
    if (!source || !target) continue;
    const d = edgePath(source, isDataset(edge.source), target, isDataset(edge.target), layout.bends[edge.id]);
    paths.push(`<path class="react-flow__edge-path tb-edge tb-edge--plain" d="${d}"/>`);
  }
  const view: OpeningInput = openingInput(graph, layout, focusId);
  // The fit script runs where the parser meets it (a classic script): after the shell's stand-ins, the details panel's
  // first (first-frame.css keeps it on the right), so the pane has its final size, and before the drawing, which is
  // then parsed, styled and laid out once, framed and at its zoom tier. The frame shows once its last element is in.
  return (
    `<div id="${FIRST_FRAME_ELEMENT_ID}" class="tb-first-frame" aria-hidden="true" data-view="${escapeHtml(JSON.stringify(view))}">` +
    `<div class="tb-first-frame__header"></div><div class="tb-first-frame__workspace"><div class="tb-first-frame__panel"></div>` +
    `<div class="tb-first-frame__canvas"><div class="tb-first-frame__toolbar"></div><div class="tb-first-frame__pane react-flow">` +
    `<div class="react-flow__viewport"><script src="${escapeHtml(fit)}"></script>` +
    `<svg class="react-flow__edges tb-first-frame__edges" width="${layout.width}" height="${layout.height}">${paths.join('')}</svg>` +
    `<div class="react-flow__nodes">${nodes.join('')}</div></div></div></div></div><div class="tb-first-frame__end"></div></div>`
  );
}

/** What the page's fit module needs of the layout to frame it as the canvas will: its size, the focus and its neighbours. */
function openingInput(graph: CanvasModel['reduced']['graph'], layout: LayoutResult, focusId: string): OpeningInput {
  const neighbours = graph.edges.flatMap((e) => (e.source === focusId ? [e.target] : e.target === focusId ? [e.source] : []));
  const nodes: LayoutResult['nodes'] = {};
  for (const id of [focusId, ...neighbours]) {
    const box = layout.nodes[id];
    if (box) nodes[id] = box;
  }
  return { width: layout.width, height: layout.height, nodeCount: Object.keys(layout.nodes).length, focusId, neighbours: [...new Set(neighbours)], nodes };
}

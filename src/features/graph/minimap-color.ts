import type { CanvasAnyNode } from './graph-flow-types.ts';
import { DATASET_VOCABULARY, ENGINE_VOCABULARY } from './visual-vocabulary.ts';

/** Minimap fill: the node's engine or dataset-kind colour (the minimap is an overview; labels live on the canvas). */
export function minimapNodeColor(node: CanvasAnyNode): string {
  if (node.type === 'collapsed' || node.type === 'more') return 'var(--tb-muted)';
  if (node.type === 'job') return ENGINE_VOCABULARY[node.data.node.engine.engine].color;
  return DATASET_VOCABULARY[node.data.node.datasetKind].color;
}

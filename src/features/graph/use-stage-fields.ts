import { useMemo } from 'react';
import type { StageFold } from '../../domain/graph/canvas-stages.ts';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import { fieldNodeId } from '../../domain/node-id.ts';
import type { GraphDecorations } from './graph-flow-types.ts';
import type { StageFields } from './stage-camera.ts';

/**
 * What present mode's camera reads to plan a fold (stage-plan.ts): each expanded dataset's fields and the ones a
 * step must keep — the fields on the trace's path and the traced one. `applied`/`apply` are the fold the pipeline
 * draws (canvas-stages.ts `canvasStageFold`).
 */
export function useStageFields(
  graph: LineageGraph | null,
  expanded: ReadonlySet<string>,
  markup: GraphDecorations | undefined,
  traced: string | null,
  fold: readonly [StageFold | null, (plan: StageFold | null) => void],
): StageFields {
  const [applied, apply] = fold;
  const fieldsOf = useMemo(() => {
    const map = new Map<string, { fields: readonly string[]; keep: ReadonlySet<string> }>();
    for (const id of expanded) {
      const n = graph?.nodes.get(id);
      if (n?.kind !== 'dataset') continue;
      const keep = new Set(markup?.nodes?.get(id)?.highlightedFields ?? []);
      for (const f of n.fields) if (traced === fieldNodeId({ namespace: n.namespace, dataset: n.name, field: f.name })) keep.add(f.name);
      map.set(id, { fields: n.fields.map((f) => f.name), keep });
    }
    return map;
  }, [graph, expanded, markup, traced]);
  return useMemo(() => ({ fieldsOf, applied, apply }), [fieldsOf, applied, apply]);
}

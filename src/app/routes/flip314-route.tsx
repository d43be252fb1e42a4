import { useCallback, useEffect } from 'react';
import { datasetNodeId } from '../../domain/node-id.ts';
import { Flip314Screen } from '../../features/flip314/flip314-screen.tsx';
import { traceTarget } from '../../features/flip314/trace-target.ts';
import { useFlip314 } from '../../features/flip314/use-flip314.ts';
import { LineageGraphView } from '../../features/graph/lineage-graph-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { camera } from '../../state/camera-controller.ts';
import { RegionBoundary } from '../layout/region-boundary.tsx';

// Enough job hops to reach from a Spark summary back through Flink and Kafka Connect to the source.
const COMPARE_DEPTH = 4;

/**
 * `/compare/flip314`: Flink's native lineage (the FLIP-314 panel) beside the cross-engine graph. Both read and
 * write `sel`, so selecting on one side selects on the other; the trace (`trace`, `tdir`) and focus come from the
 * URL as in every view. The graph is told what to stress through its decorations.
 */
export default function Flip314Route() {
  useDocumentTitle('FLIP-314');
  const { params, setParams } = useInvestigationParams();
  const data = useFlip314(params.trace, params.tdir);
  const catalog = data.catalog.data;

  // A link without a focus still shows something: the traced dataset, else the first Flink job.
  useEffect(() => {
    if (params.node !== null || !catalog) return;
    const namespaces = [...new Set(catalog.datasets.map((d) => d.namespace))];
    const target = traceTarget(params.trace, namespaces);
    const node = target ? datasetNodeId({ namespace: target.namespace, name: target.dataset }) : (data.islands[0]?.jobId ?? null);
    if (node) setParams({ node, depth: COMPARE_DEPTH, dir: 'full' }, { replace: true });
  }, [params.node, params.trace, catalog, data.islands, setParams]);

  const onSelect = useCallback(
    (id: string) => {
      setParams({ sel: id }, { replace: true });
      camera.aim([id]);
    },
    [setParams],
  );

  return (
    <RegionBoundary region="FLIP-314" subject="the FLIP-314 comparison">
      <Flip314Screen
        data={data}
        selected={params.sel}
        onSelect={onSelect}
        graph={<LineageGraphView {...(data.markup ? { decorations: data.markup } : {})} />}
      />
    </RegionBoundary>
  );
}

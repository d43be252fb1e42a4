import type { UseQueryResult } from '@tanstack/react-query';
import { isMarquezApiError } from '../../api/marquez-api-error.ts';
import type { ColumnEdge } from '../../domain/graph/column-edges.ts';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import type { MqLineageGraph } from '../../domain/marquez-shapes.ts';
import type { ReducedGraph } from '../../domain/graph/reduced-graph.ts';
import { describeError } from '../../lib/describe-error.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { CanvasMessage } from './canvas-message.tsx';
import { GraphCanvas } from './graph-canvas.tsx';
import type { GraphDecorations } from './graph-flow-types.ts';
import { LineageTooLarge } from './lineage-too-large.tsx';
import type { StageFields } from './stage-camera.ts';
import type { GraphLayout } from './use-graph-layout.ts';
import type { ViewActions } from './use-view-actions.ts';

export interface CanvasBodyProps {
  lineage: UseQueryResult<MqLineageGraph>;
  upgrading: boolean;
  stitching: boolean;
  /** The answer is in; a large one's first drawn graph is being computed. */
  preparing: boolean;
  answeredNodes: number;
  answeredIds: ReadonlySet<string>;
  /** The graph as the stage shows it, and as drawn (grouped or capped). */
  graph: LineageGraph | null;
  reduced: ReducedGraph | null;
  columnEdges: readonly ColumnEdge[];
  expanded: ReadonlySet<string>;
  layout: GraphLayout;
  markup: GraphDecorations | undefined;
  view: Pick<ViewActions, 'onSelect' | 'onRefocus' | 'showEverything'>;
  /** A camera command (present mode, a jump) waits for the trace too: the datasets it expands move every node. */
  traceSettling: boolean;
  stageFields: StageFields;
}

/** The canvas, or what stands in its place: nothing in focus, loading, an error, an empty filter, a failed layout. */
export function CanvasBody(props: CanvasBodyProps) {
  const { lineage, graph, layout, answeredNodes } = props;
  const { params, setParams } = useInvestigationParams();
  const { node: focus, depth, dir, sel } = params;
  if (focus === null) {
    return <CanvasMessage title="Nothing in focus yet" detail="Search for a dataset or job (Ctrl+K or /) to draw its lineage." />;
  }
  if ((lineage.isPending && !props.upgrading) || props.preparing) {
    return <CanvasMessage title="Loading lineage…" detail={`Asking Marquez for ${depth} job hops around ${focus}.`} busy />;
  }
  if (props.stitching) {
    return <CanvasMessage title="Loading lineage…" detail={`Asking Marquez for the lineage beyond the accepted stitches around ${focus}.`} busy />;
  }
  if (lineage.isError && isMarquezApiError(lineage.error) && lineage.error.kind === 'too-large') {
    return <LineageTooLarge message={lineage.error.message} depth={depth} onDepth={(d) => setParams({ depth: d })} />;
  }
  if (lineage.isError) {
    const copy = describeError(lineage.error, 'the lineage of this node');
    return <CanvasMessage tone="error" title={copy.title} detail={copy.detail} action={{ label: 'Retry', onClick: () => void lineage.refetch() }} />;
  }
  if (!graph || graph.nodes.size === 0) {
    return (
      <CanvasMessage
        title={answeredNodes === 0 ? 'Marquez has no lineage for this node' : `Nothing ${dir === 'upstream' ? 'upstream' : 'downstream'} of this node`}
        detail={
          answeredNodes === 0
            ? 'No job reads or writes it yet. Lineage appears once a run that touches it reports an OpenLineage event.'
            : `Marquez returned ${answeredNodes} nodes around it; the direction filter hides them all.`
        }
        {...(answeredNodes > 0 ? { action: { label: 'Show full graph', onClick: () => setParams({ dir: 'full' }) } } : {})}
      />
    );
  }
  if (layout.error) {
    return (
      <CanvasMessage
        tone="error"
        title="The graph could not be laid out"
        detail={layout.error.message}
        action={{ label: 'Retry layout', onClick: layout.retry }}
      />
    );
  }
  if (!layout.layout && !layout.isRunning) {
    return (
      <CanvasMessage
        title="Layout cancelled"
        detail={`${layout.nodeCount.toLocaleString()} nodes were not laid out.`}
        action={{ label: 'Lay out again', onClick: layout.retry }}
      />
    );
  }
  return (
    <GraphCanvas
      graph={props.reduced?.graph ?? graph}
      reduced={props.reduced}
      columnEdges={props.columnEdges}
      layout={layout.layout}
      expanded={props.expanded}
      selectedId={sel}
      decorations={props.markup}
      fitKey={`${focus}|${depth}|${dir}`}
      onSelect={props.view.onSelect}
      onRefocus={props.view.onRefocus}
      cameraReady={!layout.isStale && !props.traceSettling}
      answeredIds={props.answeredIds}
      showEverything={props.view.showEverything}
      stageFields={props.stageFields}
    />
  );
}

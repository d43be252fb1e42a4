import { memo, useMemo, type CSSProperties } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { jobLabels } from '../../../lib/node-labels.ts';
import type { CanvasJobNode } from '../graph-flow-types.ts';
import { ENGINE_VOCABULARY, PROCESSING_LABELS, RUN_STATE_VOCABULARY } from '../visual-vocabulary.ts';
import { useZoomTier } from '../zoom-tier-context.tsx';

function JobNodeComponent({ data, selected }: NodeProps<CanvasJobNode>) {
  const { node, focused, dimmed } = data;
  // In the overview the canvas paints this box (React Flow's element keeps the name as its aria-label).
  const lite = useZoomTier() === 'overview';
  const engine = ENGINE_VOCABULARY[node.engine.engine];
  // The same words as the server's first frame drew for this node (node-labels.ts).
  const shown = useMemo(() => jobLabels(node), [node]);
  const run = node.lastRunState ? RUN_STATE_VOCABULARY[node.lastRunState] : null;
  const runOnly = node.runLevel !== undefined && node.runLevel.edges > 0 && node.runLevel.dropped === node.runLevel.edges;
  const stale = node.runLevel?.stale ?? null;
  const className = ['tb-node', 'tb-node--job', selected ? 'tb-node--selected' : '', focused ? 'tb-node--focus' : '', dimmed ? 'tb-node--dimmed' : '']
    .filter(Boolean)
    .join(' ');
  const style = { '--tb-node-accent': engine.color, '--tb-run-color': run?.color ?? 'transparent' } as CSSProperties;

  if (lite) {
    return (
      <div className={className} style={style} data-engine={node.engine.engine}>
        <Handle type="target" position={Position.Left} isConnectable={false} />
        <Handle type="source" position={Position.Right} isConnectable={false} />
      </div>
    );
  }
  return (
    <div
      className={className}
      style={style}
      data-engine={node.engine.engine}
      data-run-level={runOnly ? 'not-in-marquez' : undefined}
      title={stale ? `${shown.full} — stale: probably stopped without a final event` : shown.full}
    >
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <Handle type="source" position={Position.Right} isConnectable={false} />
      <div className="tb-node__meta">
        <span className="tb-node__badge" data-testid="node-engine" title={`Engine decided by ${node.engine.evidence}`}>
          {engine.short}
        </span>
        {/* A Spark action (`overwrite_partitions_dynamic`): a detail of the application named below, so muted; its
            start tells actions apart, so CSS cuts its end. */}
        {shown.action ? <span className="tb-node__action">{shown.action}</span> : null}
        {runOnly ? (
          <span
            className="tb-node__flag"
            data-testid="node-not-in-marquez"
            title="Runs read or wrote these datasets, but Marquez's lineage no longer draws the job's edges (details say why)"
          >
            not in Marquez
          </span>
        ) : null}
      </div>
      <div className="tb-node__name">{shown.name}</div>
      <div className="tb-node__sub tb-node__run" data-state={stale ? 'stale' : (node.lastRunState ?? 'none')}>
        <span className="tb-run-dot" aria-hidden="true" />
        <span data-testid="node-run-state">{stale ? 'Stale' : run ? run.short : 'No runs'}</span>
        {node.processing ? <span className="tb-node__processing">· {PROCESSING_LABELS[node.processing]}</span> : null}
      </div>
    </div>
  );
}

/** A job: engine badge, name, streaming/batch, last run state as colour and text. */
export const JobNode = memo(JobNodeComponent);

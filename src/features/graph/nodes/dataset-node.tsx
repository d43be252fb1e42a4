import { memo, useMemo, type CSSProperties } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { failedAssertionNames } from '../../../domain/time-travel/failed-check.ts';
import { failedCheckTitle } from './failed-check-title.ts';
import { fieldHandleId } from '../../../domain/graph/ports.ts';
import { middleTruncate } from '../../../lib/middle-truncate.ts';
import { datasetLabels } from '../../../lib/node-labels.ts';
import { useGraphActions } from '../graph-actions.ts';
import type { CanvasDatasetNode } from '../graph-flow-types.ts';
import { GRAPH_NODE_SIZES } from '../graph-sizes.ts';
import { DATASET_VOCABULARY } from '../visual-vocabulary.ts';
import { ExpandSideButtons } from './expand-side-buttons.tsx';
import { useZoomTier } from '../zoom-tier-context.tsx';
import { useFailedCheckOf } from '../use-failed-checks.ts';
import { datasetTypeOf } from '../../../domain/facets/node-facets.ts';
import { DatasetTypeIcon } from '../../../components/ui/dataset-type-icon.tsx';
import './dataset-type.css';

const { datasetHeaderHeight: HEADER, fieldRowHeight: ROW } = GRAPH_NODE_SIZES;
const HEADER_HANDLE_STYLE: CSSProperties = { top: HEADER / 2 };

// Built at the first mark, not at import: an `Intl` formatter's first construction loads ICU data (~0.1 s on a
// loaded machine), which would sit in the canvas chunk's evaluation, ahead of the first drawing.
let day: Intl.DateTimeFormat | undefined;
/** "Nov 24": the day, in UTC as the evidence cards give it. */
const shortDay = (iso: string) => (day ??= new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' })).format(new Date(iso));
function DatasetNodeComponent({ id, data, selected }: NodeProps<CanvasDatasetNode>) {
  const { node, expanded, focused, dimmed, highlightedFields } = data;
  const { toggleExpanded, traceField } = useGraphActions();
  // In the overview the canvas paints this box: only the handles (edge ends) are needed. React Flow's own element
  // keeps the node's name as its aria-label. Expanded datasets keep their fields, whose handles field edges need.
  const lite = useZoomTier() === 'overview' && !expanded;
  const kind = DATASET_VOCABULARY[node.datasetKind];
  const fieldCount = node.fields.length + (node.foldedFields ?? 0);
  // The same words as the server's first frame drew for this node (node-labels.ts).
  const shown = useMemo(() => datasetLabels(node), [node]);
  // A failed quality check on the dataset's current version is the first thing to see about it, on the node itself.
  const failedChecks = useMemo(() => failedAssertionNames(node.details?.facets), [node]);
  // What the producer says the dataset is (`datasetType` facet), from the GET the canvas already holds; none, none shown.
  const datasetType = useMemo(() => datasetTypeOf(node.details?.facets), [node]);
  // Else one on an older version in the investigation's window (the day the number went wrong), with its day.
  const earlier = useFailedCheckOf(id);
  const className = ['tb-node', 'tb-node--dataset', selected ? 'tb-node--selected' : '', focused ? 'tb-node--focus' : '', dimmed ? 'tb-node--dimmed' : '']
    .filter(Boolean)
    .join(' ');
  const style = { '--tb-node-accent': kind.color } as CSSProperties;

  if (lite) {
    return (
      <div className={className} style={style} data-kind={node.datasetKind}>
        <Handle type="target" position={Position.Left} style={HEADER_HANDLE_STYLE} isConnectable={false} />
        <Handle type="source" position={Position.Right} style={HEADER_HANDLE_STYLE} isConnectable={false} />
      </div>
    );
  }
  return (
    <>
      <div className={className} style={style} data-kind={node.datasetKind} title={shown.full}>
        {/* Node-level handles come first: edges without a handle id attach to the first handle React Flow finds. */}
        <Handle type="target" position={Position.Left} style={HEADER_HANDLE_STYLE} isConnectable={false} />
        <Handle type="source" position={Position.Right} style={HEADER_HANDLE_STYLE} isConnectable={false} />
        <div className="tb-node__header">
          <div className="tb-node__meta">
            <span className="tb-node__badge" data-testid="node-kind">
              {kind.short}
            </span>
            {datasetType ? <DatasetTypeIcon info={datasetType} className="tb-node__type" /> : null}
            <span className="tb-node__count">{shown.fields}</span>
            {failedChecks.length > 0 ? (
              <span className="tb-node__check" data-testid="node-failed-check" title={`Failed quality check: ${failedChecks.join(', ')}`}>
                ✗ check
              </span>
            ) : null}
            {fieldCount > 0 ? (
              <button
                type="button"
                className="tb-node__toggle nodrag nopan"
                aria-expanded={expanded}
                aria-label={`${expanded ? 'Hide' : 'Show'} fields of ${node.name}`}
                title={expanded ? 'Hide fields' : 'Show fields'}
                onClick={(event) => {
                  event.stopPropagation();
                  toggleExpanded(id);
                }}
                onDoubleClick={(event) => event.stopPropagation()}
              >
                {expanded ? '▾' : '▸'}
              </button>
            ) : null}
          </div>
          {/* A catalog name (`lakehouse.orders_enriched`) is one or two characters too wide at full size: a slightly
            smaller face keeps it whole instead of cutting it. */}
          <div className={`tb-node__name${shown.long ? ' tb-node__name--long' : ''}`}>{shown.name}</div>
          {/* A check that failed on an older version in the window, with its day: it takes the namespace's line (the
            meta line has no room for a day beside the kind and the count); the namespace stays in the details. */}
          {earlier && failedChecks.length === 0 ? (
            <div
              className="tb-node__sub tb-node__sub--check"
              data-testid="node-failed-check"
              data-version={earlier.version}
              title={failedCheckTitle(earlier, node.details?.currentVersion)}
            >
              ✗ check failed {shortDay(earlier.at)}
            </div>
          ) : (
            <div className="tb-node__sub">{shown.sub}</div>
          )}
        </div>
        {expanded ? (
          <ul className="tb-node__fields" aria-label={`Fields of ${node.name}`}>
            {node.fields.map((field, i) => {
              const top = HEADER + i * ROW + ROW / 2;
              const highlighted = highlightedFields?.includes(field.name) ?? false;
              return (
                <li
                  key={field.name}
                  className={`tb-field${highlighted ? ' tb-field--highlighted' : ''}`}
                  data-field={field.name}
                  title={field.type ? `${field.name}: ${field.type}` : field.name}
                >
                  <Handle type="target" position={Position.Left} id={fieldHandleId('in', field.name)} style={{ top }} isConnectable={false} />
                  <button
                    type="button"
                    className="tb-field__name tb-field__trace nodrag nopan"
                    aria-label={`Trace ${field.name}`}
                    title={`Trace this value: ${field.name}${field.type ? ` (${field.type})` : ''}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      traceField({ namespace: node.namespace, dataset: node.name, field: field.name });
                    }}
                    onDoubleClick={(event) => event.stopPropagation()}
                  >
                    {middleTruncate(field.name, 22)}
                  </button>
                  {field.type ? <span className="tb-field__type">{middleTruncate(field.type.toLowerCase(), 14)}</span> : null}
                  <Handle type="source" position={Position.Right} id={fieldHandleId('out', field.name)} style={{ top }} isConnectable={false} />
                </li>
              );
            })}
            {node.foldedFields ? (
              <li className="tb-field tb-field--folded" data-testid="folded-fields">
                +{node.foldedFields} more {node.foldedFields === 1 ? 'field' : 'fields'}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      {/* Kept when zoomed out (not in the box-only overview): where the graph may go on is what an overview is for. */}
      <ExpandSideButtons nodeId={id} name={node.name} />
    </>
  );
}

/** A dataset: kind badge, name, namespace, field count; expanded, its fields with one handle pair per field. */
export const DatasetNode = memo(DatasetNodeComponent);

import { useEffect, useMemo, useState } from 'react';
import { ReactFlowProvider } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import './graph.css';
import './large-graph.css';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { GraphActionsContext } from './graph-actions.ts';
import { FailedChecksContext, useFailedChecks } from './use-failed-checks.ts';
import type { GraphDecorations } from './graph-flow-types.ts';
import { LayoutProgress } from './layout-progress.tsx';
import { useGraphLayout, type GraphLayout } from './use-graph-layout.ts';
import { expansionKey } from './use-lineage-data.ts';
import { createExpandSidesStore, ExpandSidesContext } from './expand-sides.ts';
import type { StageFold } from '../../domain/graph/canvas-stages.ts';
import { useLargeGraph, useShowAllFallback } from './use-large-graph.ts';
import { useTraceDecorations, useTraceOverlay } from './use-trace-decorations.ts';
import { useAcceptedStitches } from './use-accepted-stitches.ts';
import { datasetNodeId } from '../../domain/node-id.ts';
import { useCanvasModel } from './use-canvas-model.ts';
import { useStageFields } from './use-stage-fields.ts';
import { useCanvasMarkup } from './use-canvas-markup.ts';
import { useViewActions } from './use-view-actions.ts';
import { CanvasBody } from './canvas-body.tsx';
import { CanvasToolbar } from './canvas-toolbar.tsx';

export interface LineageGraphViewProps {
  /** Markup from another feature (the trace): edge levels, dimming, badges, outlined fields. */
  decorations?: GraphDecorations;
}

/**
 * The `/lineage` canvas. Reads focus, depth, direction, expanded datasets and selection from the URL and writes
 * them back: click selects (replace), double-click refocuses (push).
 */
export function LineageGraphView({ decorations }: LineageGraphViewProps = {}) {
  return (
    <ReactFlowProvider>
      <GraphScreen decorations={decorations} />
    </ReactFlowProvider>
  );
}

/**
 * Node details enrich the drawing once it is on screen (use-canvas-model.ts): after the frame that shows the first
 * drawing, since they are a burst of requests whose answers are parsed and validated on this thread and would
 * otherwise share the first drawing's tasks (issue 19). A layout that failed draws nothing, so they then load at once.
 */
function useMarkDrawnOnce(layout: Pick<GraphLayout, 'layout' | 'error'>, drawnOnce: boolean, setDrawnOnce: (drawn: boolean) => void): void {
  const laidOut = layout.layout !== undefined;
  // Set while rendering (React renders this component again at once, before committing).
  if (!drawnOnce && layout.error !== null) setDrawnOnce(true);
  useEffect(() => {
    if (drawnOnce || !laidOut) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawnOnce(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawnOnce, laidOut, setDrawnOnce]);
}

function GraphScreen({ decorations }: { decorations: GraphDecorations | undefined }) {
  const { params } = useInvestigationParams();
  const { node: focus, depth, dir, sel } = params;
  // A trace expands the datasets on its path so the traced field and its column edges show.
  const trace = useTraceOverlay();
  const { stitches: accepted, settled: stitchesKnown, decided } = useAcceptedStitches(params.stitch);
  // Until the accepted set is known, the pairs decided so far: the lineage beyond them loads meanwhile.
  const stitch = useMemo(
    () => ({ links: (stitchesKnown ? accepted : decided).map((c) => ({ a: datasetNodeId(c.a), b: datasetNodeId(c.b) })), known: stitchesKnown }),
    [stitchesKnown, accepted, decided],
  );
  const source = useMemo(() => ({ view: params.view, since: params.since, until: params.until }), [params.view, params.since, params.until]);
  const [drawnOnce, setDrawnOnce] = useState(false);
  // On stage, a dataset too big to read folds away the fields the step does not need, or shows its name only.
  const fold = useState<StageFold | null>(null);
  const large = useLargeGraph(`${focus}|${depth}|${dir}|${params.view}|${params.since}|${params.until}`);
  const model = useCanvasModel({
    ...{ focus, depth, dir, exp: params.exp, traced: trace.expand, stitch, more: params.more, source, enrich: drawnOnce, fold: fold[0] },
    reduce: { groupBy: params.group, revealed: large.revealed, opened: large.opened, uncapped: large.uncapped, selectedId: sel },
  });
  const [sidesStore] = useState(() => createExpandSidesStore(expansionKey));
  useEffect(() => sidesStore.set(model.expandable, model.expanding), [sidesStore, model.expandable, model.expanding]);
  const traceMarkup = useTraceDecorations(model.graph, model.columnEdges, model.expanded, trace.results);
  const stageFields = useStageFields(model.graph, model.expanded, traceMarkup, params.trace, fold);
  const { graph, expanded } = model.shown;
  const layout = useGraphLayout(model.elk);
  useMarkDrawnOnce(layout, drawnOnce, setDrawnOnce);
  useShowAllFallback(large, layout);
  // Cancelling "show all" goes back to the capped view, whose layout is cached: never a blank canvas.
  const cancelLayout = () => {
    layout.cancel();
    if (large.uncapped) large.setUncapped(false);
  };
  // A failed quality check in the window the view shows (the one it was asked for, else run-level's default) marks
  // its node, even on an older version. Asked for once the first drawing is on screen, as node details are.
  const explicitWindow = params.since && params.until ? { since: params.since, until: params.until } : null;
  const failedChecks = useFailedChecks(graph, explicitWindow ?? model.lineage.data?.runLevel?.window ?? null, drawnOnce);
  const markup = useCanvasMarkup(decorations, {
    ...{ traceMarkup, traceResults: trace.results, shown: graph, expanded, drawn: model.reduced?.graph ?? graph, accepted },
    ...{ explicitSources: model.explicitSources, sched: params.sched },
  });
  const view = useViewActions(model.reduced);

  return (
    <GraphActionsContext.Provider value={view.actions}>
      <FailedChecksContext.Provider value={failedChecks}>
        <ExpandSidesContext.Provider value={sidesStore}>
          {/* Busy while run-level lineage still enriches the drawing of Marquez's answer (e2e waits on it). */}
          <div className="tb-graph" data-testid="lineage-graph" aria-busy={model.upgrading || undefined}>
            <CanvasToolbar graph={graph} expanded={expanded} reduced={model.reduced} large={large} summary={model.lineage.data?.runLevel} />
            <div className="tb-graph__body">
              <CanvasBody
                {...{
                  lineage: model.lineage,
                  upgrading: model.upgrading,
                  stitching: model.stitching,
                  preparing: model.preparing,
                  answeredNodes: model.answeredNodes,
                }}
                {...{ answeredIds: model.answeredIds, graph, reduced: model.reduced, columnEdges: model.drawnColumnEdges, expanded, layout }}
                {...{ markup, view, traceSettling: trace.settling, stageFields }}
              />
              {layout.isRunning ? <LayoutProgress nodeCount={layout.nodeCount} onCancel={cancelLayout} /> : null}
            </div>
          </div>
        </ExpandSidesContext.Provider>
      </FailedChecksContext.Provider>
    </GraphActionsContext.Provider>
  );
}

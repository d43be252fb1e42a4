import { tagKeysOf } from '../../domain/graph/group-of.ts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ReactFlowProvider } from '@xyflow/react';
import { useLocation } from 'react-router';
import { LINEAGE_PATH } from '../../lib/graph-paths.ts';
import { useQueryClient } from '@tanstack/react-query';
import '@xyflow/react/dist/style.css';
import './graph.css';
import './large-graph.css';
import { describeError } from '../../lib/describe-error.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { CanvasMessage } from './canvas-message.tsx';
import { GraphActionsContext, type GraphActions } from './graph-actions.ts';
import { FailedChecksContext, useFailedChecks } from './use-failed-checks.ts';
import { GraphCanvas } from './graph-canvas.tsx';
import type { GraphDecorations } from './graph-flow-types.ts';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import { GraphToolbar } from './graph-toolbar.tsx';
import { LineageViewControl } from './lineage-view-control.tsx';
import { LayoutProgress } from './layout-progress.tsx';
import { useGraphLayout } from './use-graph-layout.ts';
import { EXPANSION_DEPTH, expansionKey, useLineageData } from './use-lineage-data.ts';
import { createExpandSidesStore, ExpandSidesContext } from './expand-sides.ts';
import { investigationLineageQueryOptions } from '../../investigation/lineage-query.ts';
import type { LineageExpansion } from '../../domain/graph/lineage-expansions.ts';
import { useLargeGraph, useShowAllFallback } from './use-large-graph.ts';
import { LargeGraphControls } from './large-graph-controls.tsx';
import { LineageTooLarge } from './lineage-too-large.tsx';
import { isMarquezApiError } from '../../api/marquez-api-error.ts';
import { visibleColumnEdges } from '../../domain/graph/reduced-elements.ts';
import { mergeExtraEdges, withReplacedEdges } from '../../domain/graph/extra-edges.ts';
import { useExplicitCanvasEdges } from './edges/use-explicit-canvas-edges.ts';
import { useDerivedTraceEdges, useStitchedEdges, useTraceDecorations, useTraceOverlay } from './use-trace-decorations.ts';
import { useAcceptedStitches } from './use-accepted-stitches.ts';
import { datasetNodeId, fieldNodeId } from '../../domain/node-id.ts';

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

/** The graph and expanded datasets as the stage draws them, with the fold stage-plan.ts asked for applied. */
function useStageFields(graph: LineageGraph | null, expanded: ReadonlySet<string>, markup: GraphDecorations | undefined, traced: string | null) {
  const [applied, apply] = useState<ReadonlyMap<string, readonly string[] | null> | null>(null);
  const fieldsOf = useMemo(() => {
    const map = new Map<string, { fields: readonly string[]; keep: ReadonlySet<string> }>();
    for (const id of expanded) {
      const n = graph?.nodes.get(id);
      if (n?.kind !== 'dataset') continue;
      // The fields on the trace's path, and the one the step names.
      const keep = new Set(markup?.nodes?.get(id)?.highlightedFields ?? []);
      for (const f of n.fields) if (traced === fieldNodeId({ namespace: n.namespace, dataset: n.name, field: f.name })) keep.add(f.name);
      map.set(id, { fields: n.fields.map((f) => f.name), keep });
    }
    return map;
  }, [graph, expanded, markup, traced]);
  const fields = useMemo(() => ({ fieldsOf, applied, apply }), [fieldsOf, applied]);
  const shown = useMemo(() => {
    if (!graph || !applied) return { graph, expanded };
    const nodes = new Map(graph.nodes);
    const open = new Set(expanded);
    for (const [id, kept] of applied) {
      const n = nodes.get(id);
      if (n?.kind !== 'dataset') continue;
      if (kept === null) open.delete(id);
      else nodes.set(id, { ...n, fields: n.fields.filter((f) => kept.includes(f.name)), foldedFields: n.fields.length - kept.length });
    }
    return { graph: { ...graph, nodes }, expanded: open };
  }, [graph, expanded, applied]);
  return { ...shown, fields };
}

function GraphScreen({ decorations }: { decorations: GraphDecorations | undefined }) {
  const { params, setParams } = useInvestigationParams();
  const { node: focus, depth, dir, sel } = params;
  // A trace expands the datasets on its path so the traced field and its column edges show.
  const trace = useTraceOverlay();
  const expandedList = useMemo(() => [...new Set([...params.exp, ...trace.expand])], [params.exp, trace.expand]);
  const expandedAll = useMemo(() => new Set(expandedList), [expandedList]);
  const { stitches: accepted, settled: stitchesKnown, decided } = useAcceptedStitches(params.stitch);
  // Until the accepted set is known, the pairs decided so far: the lineage beyond them loads meanwhile.
  const stitch = useMemo(
    () => ({ links: (stitchesKnown ? accepted : decided).map((c) => ({ a: datasetNodeId(c.a), b: datasetNodeId(c.b) })), known: stitchesKnown }),
    [stitchesKnown, accepted, decided],
  );
  const more = useMemo(() => params.more.map((e): LineageExpansion => ({ nodeId: e.node, side: e.side === 'up' ? 'upstream' : 'downstream' })), [params.more]);
  const source = useMemo(() => ({ view: params.view, since: params.since, until: params.until }), [params.view, params.since, params.until]);
  // Node details enrich the drawing once it is on screen (use-lineage-data.ts); from then on they load with the graph.
  const [drawnOnce, setDrawnOnce] = useState(false);
  const data = useLineageData(focus, depth, dir, expandedList, stitch, more, source, drawnOnce);
  const [sidesStore] = useState(() => createExpandSidesStore(expansionKey));
  useEffect(() => sidesStore.set(data.expandable, data.expanding), [sidesStore, data.expandable, data.expanding]);
  const queryClient = useQueryClient();
  const { graph: answered, lineage } = data;
  const traceMarkup = useTraceDecorations(answered, data.columnEdges, expandedAll, trace.results);
  // On stage, a dataset too big to read folds away the fields the step does not need, or shows its name only.
  const stage = useStageFields(answered, expandedAll, traceMarkup, params.trace);
  const { graph, expanded } = stage;
  const large = useLargeGraph(graph, {
    investigationKey: `${focus}|${depth}|${dir}|${params.view}|${params.since}|${params.until}`,
    groupBy: params.group,
    selectedId: sel,
    expanded,
  });
  const layout = useGraphLayout(graph, expanded, data.columnEdges, large.reduced);
  // After the frame that shows the first drawing: node details are a burst of requests whose answers are parsed and
  // validated on this thread, and would otherwise share the first drawing's tasks (issue 19). A layout that failed
  // draws nothing, so they then load at once.
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
  }, [drawnOnce, laidOut]);
  useShowAllFallback(large, layout);
  // Cancelling "show all" goes back to the capped view, whose layout is cached: never a blank canvas.
  const cancelLayout = () => {
    layout.cancel();
    if (large.uncapped) large.setUncapped(false);
  };
  const drawnColumnEdges = useMemo(
    () => (large.reduced ? visibleColumnEdges(large.reduced, data.columnEdges) : data.columnEdges),
    [large.reduced, data.columnEdges],
  );
  // A failed quality check in the window the view shows (the one it was asked for, else run-level's default) marks
  // its node, even on an older version. Asked for once the first drawing is on screen, as node details are.
  const explicitWindow = params.since && params.until ? { since: params.since, until: params.until } : null;
  const failedChecks = useFailedChecks(graph, explicitWindow ?? lineage.data?.runLevel?.window ?? null, drawnOnce);
  // The trace's derived field segments end on the fields the stage still shows (after the fold), else on the node.
  const derived = useDerivedTraceEdges(graph, expanded, trace.results);
  const stitched = useStitchedEdges(graph, accepted);
  // Views' and job-to-job edges, a stating job's pairs through it, scheduling dependencies when asked (sched=1).
  const explicit = useExplicitCanvasEdges(large.reduced?.graph ?? graph, data.explicitSources, params.sched);
  // A trace across an accepted stitch draws both: its derived field segments and the stitch's edge.
  const markup = useMemo((): GraphDecorations | undefined => {
    if (decorations) return decorations;
    const extra: GraphDecorations | undefined = mergeExtraEdges(mergeExtraEdges(mergeExtraEdges(traceMarkup, derived), stitched), explicit.edges);
    return withReplacedEdges(extra, explicit.replaced);
  }, [decorations, traceMarkup, derived, stitched, explicit]);

  // The page is about its focus: opened without a selection, the focus is selected and its details shown. Only on
  // /lineage itself: present mode and FLIP-314 select what their step or pane says.
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === LINEAGE_PATH && focus !== null && sel === null) setParams({ sel: focus }, { replace: true });
  }, [pathname, focus, sel, setParams]);

  // Nodes call these through context; reading the latest params from a ref keeps the object (and nodes) stable.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const actions = useMemo<GraphActions>(
    () => ({
      toggleExpanded: (id) => {
        const exp = latest.current.exp;
        setParams({ exp: exp.includes(id) ? exp.filter((e) => e !== id) : [...exp, id] });
      },
      expandSide: (id, side) => {
        const current = latest.current.more;
        // Asked again while already in the URL: its request failed (the button came back), so retry it.
        if (current.some((e) => e.node === id && e.side === side)) {
          const { view, since, until } = latest.current;
          void queryClient.refetchQueries({ queryKey: investigationLineageQueryOptions({ nodeId: id, depth: EXPANSION_DEPTH, view, since, until }).queryKey });
        } else {
          setParams({ more: [...current, { side, node: id }] });
        }
      },
      traceField: (f) => {
        const dataset = datasetNodeId({ namespace: f.namespace, name: f.dataset });
        setParams({ trace: fieldNodeId(f), sel: dataset }, { replace: false });
      },
    }),
    [setParams, queryClient],
  );
  const { activate } = large;
  const onSelect = useCallback(
    (id: string) => {
      if (!activate(id)) setParams({ sel: id }, { replace: true });
    },
    [activate, setParams],
  );
  // Group and "more" nodes are not Marquez nodes: nothing to refocus on.
  const onRefocus = useCallback(
    (id: string) => {
      if (!large.reduced?.synthetic.some((n) => n.id === id)) setParams({ node: id, sel: id }, { replace: false });
    },
    [large.reduced, setParams],
  );

  const tagKeys = useMemo(() => (graph ? tagKeysOf(graph.nodes.values()) : []), [graph]);
  const datasetIds = useMemo(() => (graph ? [...graph.nodes.values()].filter((n) => n.kind === 'dataset').map((n) => n.id) : []), [graph]);
  // Sets `sel` again: the palette's own navigation may not have reached this component's URL snapshot yet.
  const showEverything = useCallback((id: string) => setParams({ dir: 'full', sel: id }, { replace: true }), [setParams]);

  const toolbar = (
    <GraphToolbar
      depth={depth}
      dir={dir}
      datasetCount={datasetIds.length}
      expandedCount={datasetIds.filter((id) => expanded.has(id)).length}
      onDepth={(d) => setParams({ depth: d })}
      onDir={(d) => setParams({ dir: d })}
      onExpandAll={(all) => setParams({ exp: all ? datasetIds : [] })}
      groupBy={params.group}
      onGroupBy={(group) => setParams({ group })}
      tagKeys={tagKeys}
    >
      <LineageViewControl
        view={params.view}
        since={params.since}
        until={params.until}
        summary={lineage.data?.runLevel}
        onView={(view) => setParams({ view }, { replace: false })}
        onWindow={(w) => setParams(w, { replace: false })}
      />
      <LargeGraphControls reduced={large.reduced} uncapped={large.uncapped} onUncapped={large.setUncapped} failure={large.showAllFailure} />
    </GraphToolbar>
  );

  let body: ReactNode;
  if (focus === null) {
    body = <CanvasMessage title="Nothing in focus yet" detail="Search for a dataset or job (Ctrl+K or /) to draw its lineage." />;
  } else if (lineage.isPending && !data.upgrading) {
    body = <CanvasMessage title="Loading lineage…" detail={`Asking Marquez for ${depth} job hops around ${focus}.`} busy />;
  } else if (data.stitching) {
    body = <CanvasMessage title="Loading lineage…" detail={`Asking Marquez for the lineage beyond the accepted stitches around ${focus}.`} busy />;
  } else if (lineage.isError && isMarquezApiError(lineage.error) && lineage.error.kind === 'too-large') {
    body = <LineageTooLarge message={lineage.error.message} depth={depth} onDepth={(d) => setParams({ depth: d })} />;
  } else if (lineage.isError) {
    const copy = describeError(lineage.error, 'the lineage of this node');
    body = <CanvasMessage tone="error" title={copy.title} detail={copy.detail} action={{ label: 'Retry', onClick: () => void lineage.refetch() }} />;
  } else if (!graph || graph.nodes.size === 0) {
    body = (
      <CanvasMessage
        title={data.answeredNodes === 0 ? 'Marquez has no lineage for this node' : `Nothing ${dir === 'up' ? 'upstream' : 'downstream'} of this node`}
        detail={
          data.answeredNodes === 0
            ? 'No job reads or writes it yet. Lineage appears once a run that touches it reports an OpenLineage event.'
            : `Marquez returned ${data.answeredNodes} nodes around it; the direction filter hides them all.`
        }
        {...(data.answeredNodes > 0 ? { action: { label: 'Show full graph', onClick: () => setParams({ dir: 'full' }) } } : {})}
      />
    );
  } else if (layout.error) {
    body = (
      <CanvasMessage
        tone="error"
        title="The graph could not be laid out"
        detail={layout.error.message}
        action={{ label: 'Retry layout', onClick: layout.retry }}
      />
    );
  } else if (!layout.layout && !layout.isRunning) {
    body = (
      <CanvasMessage
        title="Layout cancelled"
        detail={`${layout.nodeCount.toLocaleString()} nodes were not laid out.`}
        action={{ label: 'Lay out again', onClick: layout.retry }}
      />
    );
  } else {
    body = (
      <GraphCanvas
        graph={large.reduced?.graph ?? graph}
        reduced={large.reduced}
        columnEdges={drawnColumnEdges}
        layout={layout.layout}
        expanded={expanded}
        selectedId={sel}
        decorations={markup}
        fitKey={`${focus}|${depth}|${dir}`}
        onSelect={onSelect}
        onRefocus={onRefocus}
        // A camera command (present mode, a jump) waits for the trace too: the datasets it expands move every node.
        cameraReady={!layout.isStale && !trace.settling}
        answeredIds={data.answeredIds}
        showEverything={showEverything}
        stageFields={stage.fields}
      />
    );
  }

  return (
    <GraphActionsContext.Provider value={actions}>
      <FailedChecksContext.Provider value={failedChecks}>
        <ExpandSidesContext.Provider value={sidesStore}>
          {/* Busy while run-level lineage still enriches the drawing of Marquez's answer (e2e waits on it). */}
          <div className="tb-graph" data-testid="lineage-graph" aria-busy={data.upgrading || undefined}>
            {toolbar}
            <div className="tb-graph__body">
              {body}
              {layout.isRunning ? <LayoutProgress nodeCount={layout.nodeCount} onCancel={cancelLayout} /> : null}
            </div>
          </div>
        </ExpandSidesContext.Provider>
      </FailedChecksContext.Provider>
    </GraphActionsContext.Provider>
  );
}

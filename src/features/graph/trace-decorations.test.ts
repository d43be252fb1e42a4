import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createEmulator } from '../../../mocks/emulator/index.ts';
import { ingestAll } from '../../../mocks/emulator/testing/event-builders.ts';
import { traceAnswers } from '../../../mocks/emulator/testing/trace-answers.ts';
import { twoWritersEvents } from '../../../mocks/emulator/testing/two-writers.ts';
import { loadedEmulator } from '../../../mocks/scenarios/test-support/emulator-client.ts';
import { TALK } from '../../../mocks/scenarios/talk/names.ts';
import { datasetQueryOptions } from '../../api/get-dataset.ts';
import { lineageQueryOptions } from '../../api/get-lineage.ts';
import { columnEdges as buildColumnEdges } from '../../domain/graph/column-edges.ts';
import { buildLineageGraph } from '../../domain/graph/lineage-graph.ts';
import { toFlowElements } from '../../domain/graph/to-flow-elements.ts';
import type { MqDataset } from '../../domain/marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../../domain/node-id.ts';
import { createSnapshot } from '../../domain/trace/lineage-snapshot.ts';
import { traceField } from '../../domain/trace/trace-field.ts';
import { traceQueryOptions } from '../../investigation/trace-query.ts';
import { DEGRADE_BADGE, derivedColumnEdges, traceMarkup as traceDecorations, tracedDatasets } from '../../domain/graph/trace-markup.ts';
import { columnSegments } from '../../domain/graph/to-elk-graph.ts';

afterEach(() => vi.unstubAllGlobals());

describe('trace decorations on the talk canvas', () => {
  it('keeps the traced path, dims the rest, styles levels, and draws the Flink SQL job derived, field by field', async () => {
    const emulator = loadedEmulator(['talk']);
    vi.stubGlobal('fetch', async (url: string) => {
      const res = await emulator.handle({ method: 'GET', url });
      return { ok: res.status < 300, status: res.status, text: async () => res.body };
    });
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const trace = await qc.fetchQuery(traceQueryOptions({ target: TALK.traceStart, tdir: 'upstream', inferred: true, stitch: false, decisions: {} }));
    const results = [trace.upstream!];
    const focus = datasetNodeId(TALK.datasets.dailyRevenue);
    const lineage = await qc.fetchQuery(lineageQueryOptions({ nodeId: focus, depth: 3 }));
    const details = new Map<string, MqDataset>();
    for (const n of lineage.graph) {
      if (n.type === 'DATASET') details.set(n.id, await qc.fetchQuery(datasetQueryOptions(n.data)));
    }
    const graph = buildLineageGraph(lineage, { focusId: focus, datasets: details, jobs: new Map() });
    const expanded = new Set(tracedDatasets(results));
    expect(expanded).toContain(datasetNodeId(TALK.datasets.ordersEnriched));
    const columns = buildColumnEdges(graph, details);
    const deco = traceDecorations(graph, columns, expanded, results);

    const flinkOut = `${jobNodeId(TALK.jobs.ordersEnrichment)}->${datasetNodeId(TALK.datasets.ordersEnriched)}`;
    // Flink reports no column lineage; its SQL gives it: the job's edges are derived, no degrade badge.
    expect(deco.edges?.get(flinkOut)).toEqual({ level: 'derived' });
    expect([...(deco.edges?.values() ?? [])].some((e) => e.badge === DEGRADE_BADGE)).toBe(false);
    // The derived field segments (topic amount and fx rate → job → amount_usd) are marked derived.
    const derivedSegments = derivedColumnEdges(results).flatMap((ce) => columnSegments(graph, ce, expanded));
    expect([...new Set(derivedSegments.map((s) => s.field))].sort()).toEqual(['amount', 'amount_usd', 'rate']);
    for (const s of derivedSegments) expect(deco.edges?.get(s.id)).toEqual({ level: 'derived' });
    expect(deco.edges?.get(`${jobNodeId(TALK.jobs.dailyRevenue)}->${focus}`)).toEqual({ level: 'column' });
    expect(deco.nodes?.get(datasetNodeId(TALK.datasets.revenueSummary))).toEqual({ dimmed: true });
    expect(deco.nodes?.get(focus)?.highlightedFields).toContain('total_revenue_usd');

    // Every field segment the canvas draws is decorated: the traced one kept, the others dimmed.
    const segments = toFlowElements(graph, { expanded, columnEdges: columns }).edges.filter((e) => e.type === 'column');
    expect(segments.length).toBeGreaterThan(2);
    const kept = segments.filter((s) => deco.edges?.get(s.id)?.level === 'column').map((s) => s.id);
    expect(kept.some((id) => id.includes('amount_usd'))).toBe(true);
    expect(kept.some((id) => id.includes('total_revenue_usd'))).toBe(true);
    expect(segments.filter((s) => deco.edges?.get(s.id)?.dimmed).length).toBe(segments.length - kept.length);
  });
});

describe('trace decorations of a hop credited to no job', () => {
  it('keep the field → field segment drawn through no job', async () => {
    const em = createEmulator({ clock: () => new Date('2024-02-01T00:00:00Z') });
    ingestAll(em, twoWritersEvents({ running: false }));
    const focus = datasetNodeId({ namespace: 'ns', name: 'shared' });
    const { lineage, datasets, jobs } = await traceAnswers(em, focus);
    const snapshot = createSnapshot(lineage, datasets, jobs, focus);
    // Without the dataset's versions neither Marquez answer tells which writer declared x: the hop has no job.
    const up = traceField(snapshot, { namespace: 'ns', dataset: 'shared', field: 'x' }, { inferred: false });
    expect(up.hops.map((h) => h.job)).toEqual([null]);
    const columns = buildColumnEdges(snapshot.graph, snapshot.datasets);
    const expanded = new Set(tracedDatasets([up]));
    const deco = traceDecorations(snapshot.graph, columns, expanded, [up]);
    const segments = toFlowElements(snapshot.graph, { expanded, columnEdges: columns }).edges.filter((e) => e.type === 'column');
    expect(segments.map((s) => [s.id, deco.edges?.get(s.id)])).toEqual([
      [`col:${datasetNodeId({ namespace: 'ns', name: 'a' })}::out::amount->${focus}::in::x:DIRECT`, { level: 'column' }],
      [`col:${datasetNodeId({ namespace: 'ns', name: 'a' })}::out::amount->${focus}::in::y:DIRECT`, { dimmed: true }],
    ]);
  });
});

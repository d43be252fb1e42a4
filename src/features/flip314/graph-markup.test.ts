import { describe, expect, it } from 'vitest';
import { TALK, scenarioEvents } from '../../../mocks/scenarios/index.ts';
import { projectFlip314 } from '../../domain/flip314/project-flip314.ts';
import type { OlRunEvent } from '../../domain/marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../../domain/node-id.ts';
import { snapshotFromCatalog } from '../../domain/trace/snapshot-from-catalog.ts';
import { snapshotFromRunEvents } from '../../domain/trace/snapshot-from-events.ts';
import { traceField } from '../../domain/trace/trace-field.ts';
import { DEGRADE_BADGE, flip314Markup } from './graph-markup.ts';

const events = snapshotFromRunEvents(scenarioEvents('talk').filter((e) => 'run' in e) as OlRunEvent[]);
const catalog = { datasets: [...events.datasets.values()], jobs: [...events.jobs.values()] };
const snapshot = snapshotFromCatalog(catalog);
const islands = projectFlip314(catalog);
const J = TALK.jobs;
const D = TALK.datasets;

describe('flip314Markup', () => {
  it('without a trace keeps the Flink jobs and their datasets bright and dims the rest', () => {
    const m = flip314Markup(snapshot.graph, islands, null);
    expect(m.nodes.get(jobNodeId(J.ordersEnrichment))).toBeUndefined();
    expect(m.nodes.get(datasetNodeId(D.ordersEnriched))).toBeUndefined();
    expect(m.nodes.get(jobNodeId(J.dailyRevenue))).toEqual({ dimmed: true });
    expect(m.nodes.get(datasetNodeId(D.revenueSummary))).toEqual({ dimmed: true });
  });

  it('with the talk trace marks its path by level and badges where column lineage ends', () => {
    const trace = traceField(snapshot, { namespace: D.dailyRevenue.namespace, dataset: D.dailyRevenue.name, field: 'total_revenue_usd' });
    const m = flip314Markup(snapshot.graph, islands, trace);
    const spark = `${jobNodeId(J.dailyRevenue)}->${datasetNodeId(D.dailyRevenue)}`;
    expect(m.edges.get(spark)?.level).toBe('column');
    const flink = `${jobNodeId(J.ordersEnrichment)}->${datasetNodeId(D.ordersEnriched)}`;
    expect(m.edges.get(flink)?.badge).toBe(DEGRADE_BADGE);
    expect(m.nodes.get(jobNodeId(J.fraudDetector))).toEqual({ dimmed: true });
    // On the path: not dimmed (the graph view's own trace markup, which outlines fields where it has them).
    expect(m.nodes.get(datasetNodeId(D.ordersTable))?.dimmed).toBeUndefined();
  });
});

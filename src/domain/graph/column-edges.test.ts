import { describe, expect, it } from 'vitest';
import { WAREHOUSE, miniTalkEvents } from '../test-fixtures/mini-talk.ts';
import { snapshotFromRunEvents } from '../trace/snapshot-from-events.ts';
import { filterDirection } from './filter-direction.ts';
import { columnEdges } from './column-edges.ts';

const snapshot = snapshotFromRunEvents(miniTalkEvents());
const enriched = `dataset:${WAREHOUSE}:warehouse/shop/orders_enriched`;
const revenue = `dataset:${WAREHOUSE}:warehouse/shop/daily_revenue`;
const spark = 'job:spark:daily_revenue_job.execute_insert.daily_revenue';

describe('columnEdges', () => {
  const edges = columnEdges(snapshot.graph, snapshot.datasets);

  it('goes field → job → field through the job that writes the output and reads the input', () => {
    const direct = edges.filter((e) => e.type === 'DIRECT');
    expect(direct.map((e) => `${e.from.field}>${e.jobId}>${e.to.field}`).sort()).toEqual([
      `amount_usd>${spark}>total_revenue_usd`,
      `order_ts>${spark}>order_date`,
    ]);
    expect(direct.every((e) => e.from.datasetId === enriched && e.to.datasetId === revenue && e.source === 'facet')).toBe(true);
  });

  it('keeps INDIRECT apart from DIRECT', () => {
    const indirect = edges.filter((e) => e.type === 'INDIRECT');
    expect(indirect).toHaveLength(1);
    expect(indirect[0]?.transformations.map((t) => t.subtype)).toEqual(['GROUP_BY']);
  });

  it('draws nothing across a job that is not in the graph', () => {
    const onlyRevenue = filterDirection(snapshot.graph, revenue, 'downstream');
    expect(columnEdges(onlyRevenue, snapshot.datasets)).toEqual([]);
  });

  it('falls back to Marquez old-shape columnLineage on the dataset GET', () => {
    const datasets = new Map(snapshot.datasets);
    const rev = datasets.get(revenue)!;
    datasets.set(revenue, {
      ...rev,
      facets: {},
      columnLineage: [
        {
          name: 'total_revenue_usd',
          inputFields: [{ namespace: WAREHOUSE, dataset: 'warehouse/shop/orders_enriched', field: 'amount_usd', transformationType: 'IDENTITY' }],
        },
      ],
    });
    const graph = { ...snapshot.graph, nodes: new Map([...snapshot.graph.nodes].map(([id, n]) => [id, n.kind === 'dataset' ? { ...n, details: null } : n])) };
    const old = columnEdges(graph, datasets);
    expect(old).toHaveLength(1);
    expect(old[0]).toMatchObject({ source: 'marquez', type: 'DIRECT', jobId: spark, to: { field: 'total_revenue_usd' } });
  });
});

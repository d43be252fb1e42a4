import { describe, expect, it } from 'vitest';
import { collapseGraph } from './collapse-graph.ts';
import { groupOf, tagGrouping, tagKeyOf, tagKeysOf } from './group-of.ts';
import { testDataset, testGraph, testJob } from './layered-test-graph.ts';
import type { DatasetNode, GraphNode, JobNode } from './lineage-graph.ts';

// The spec's own examples: a hierarchy DATABASE → SCHEMA → TABLE and key/value tags.
const levels = (schema: string, table: string) => ({
  hierarchy: [
    { type: 'DATABASE', name: 'warehouse' },
    { type: 'SCHEMA', name: schema },
    { type: 'TABLE', name: table },
  ],
});
const tags = (...pairs: [string, string, string?][]) => ({
  tags: pairs.map(([key, value, field]) => ({ key, value, source: 'USER', ...(field ? { field } : {}) })),
});

function withFacets<T extends GraphNode>(node: T, facets: Record<string, unknown>): T {
  return { ...node, details: { ...node.data, facets } } as T;
}

const customers = withFacets<DatasetNode>(testDataset('public.customers', 'pg'), {
  hierarchy: levels('public', 'customers'),
  tags: tags(['pii', 'true', 'email']),
});
const orders = withFacets<DatasetNode>(testDataset('public.orders', 'pg'), { hierarchy: levels('public', 'orders'), tags: tags(['domain', 'sales']) });
const report = withFacets<DatasetNode>(testDataset('analytics.report', 'pg'), { hierarchy: levels('analytics', 'report') });
const bare = withFacets<DatasetNode>(testDataset('loose', 'pg'), {});
const unloaded = testDataset('not_fetched', 'pg');
const job = withFacets<JobNode>(testJob('etl', 'airflow'), { tags: tags(['team', 'ingest'], ['domain', 'sales']) });

describe('groupOf by hierarchy', () => {
  it('groups datasets by the containers above them, without their own level', () => {
    expect(groupOf(customers, 'hierarchy')).toEqual(groupOf(orders, 'hierarchy'));
    expect(groupOf(customers, 'hierarchy').label).toBe('warehouse / public');
    expect(groupOf(report, 'hierarchy').label).toBe('warehouse / analytics');
    expect(groupOf(report, 'hierarchy').key).not.toBe(groupOf(customers, 'hierarchy').key);
  });

  it('tells a dataset without the facet from one whose facets are not loaded, and keeps jobs apart', () => {
    expect(groupOf(bare, 'hierarchy')).toEqual({ key: 'none', label: 'No hierarchy' });
    expect(groupOf(unloaded, 'hierarchy')).toEqual({ key: 'unknown', label: 'Hierarchy not loaded' });
    expect(groupOf(job, 'hierarchy')).toEqual({ key: 'jobs:airflow', label: 'Jobs · airflow' });
  });

  it('never merges two paths whose names join alike', () => {
    const a = withFacets<DatasetNode>(testDataset('t', 'x'), {
      hierarchy: {
        hierarchy: [
          { type: 'DATABASE', name: 'a/b' },
          { type: 'SCHEMA', name: 'c' },
          { type: 'TABLE', name: 't' },
        ],
      },
    });
    const b = withFacets<DatasetNode>(testDataset('t', 'y'), {
      hierarchy: {
        hierarchy: [
          { type: 'DATABASE', name: 'a' },
          { type: 'SCHEMA', name: 'b/c' },
          { type: 'TABLE', name: 't' },
        ],
      },
    });
    expect(groupOf(a, 'hierarchy').key).not.toBe(groupOf(b, 'hierarchy').key);
  });
});

describe('groupOf by tag', () => {
  it('groups by the value of one key, field tags included, jobs too', () => {
    expect(groupOf(orders, tagGrouping('domain'))).toEqual({ key: '=sales', label: 'domain=sales' });
    expect(groupOf(job, tagGrouping('domain'))).toEqual(groupOf(orders, tagGrouping('domain')));
    expect(groupOf(customers, tagGrouping('pii'))).toEqual({ key: '=true', label: 'pii=true' });
    expect(groupOf(customers, tagGrouping('domain'))).toEqual({ key: 'none', label: 'No domain tag' });
    expect(groupOf(unloaded, tagGrouping('domain'))).toEqual({ key: 'unknown', label: 'Tags not loaded' });
  });

  it('round-trips the key, whatever it holds', () => {
    for (const key of ['pii', 'a:b', '__proto__', 'tag:x']) expect(tagKeyOf(tagGrouping(key))).toBe(key);
    expect(tagKeyOf('hierarchy')).toBeNull();
  });

  it('lists the keys the loaded nodes carry, sorted and unique', () => {
    expect(tagKeysOf([customers, orders, report, unloaded, job])).toEqual(['domain', 'pii', 'team']);
  });
});

describe('collapseGraph by hierarchy', () => {
  it('folds the public tables into one group and the rest apart, the focus kept', () => {
    const graph = testGraph(
      report.id,
      [customers, orders, report, bare, job],
      [
        [customers.id, job.id],
        [orders.id, job.id],
        [job.id, report.id],
        [job.id, bare.id],
      ],
    );
    const r = collapseGraph(graph, { by: 'hierarchy' });
    const groups = new Map(r.synthetic.map((s) => [s.kind === 'group' ? s.label : s.id, s]));
    expect(groups.get('warehouse / public')).toMatchObject({ datasets: 2, jobs: 0 });
    expect(groups.get('No hierarchy')).toMatchObject({ datasets: 1 });
    expect(groups.get('Jobs · airflow')).toMatchObject({ jobs: 1 });
    expect([...r.graph.nodes.keys()]).toEqual([report.id]);
  });
});

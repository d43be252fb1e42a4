import { describe, expect, it } from 'vitest';
import { buildLineageGraph } from '../graph/lineage-graph.ts';
import type { MqLineageGraph } from '../marquez-shapes.ts';
import { dataset, job } from '../stitching/test-catalog.ts';
import { flip314Coverage } from './flip314-coverage.ts';
import { projectFlip314 } from './project-flip314.ts';

const topic = ['kafka://b:9092', 'orders'] as [string, string];
const fx = ['kafka://b:9092', 'fx'] as [string, string];
const lake = ['s3://lake', 'warehouse/db/enriched'] as [string, string];
const daily = ['s3://lake', 'warehouse/db/daily'] as [string, string];
const alerts = ['kafka://b:9092', 'alerts'] as [string, string];

const catalog = {
  datasets: [dataset(...topic), dataset(...fx), dataset(...lake), dataset(...daily), dataset(...alerts)],
  jobs: [
    job('connect', 'cdc', [['postgres://db:5432', 'shop.public.orders']], [topic], 'DEBEZIUM'),
    job('flink', 'enrich', [topic, fx], [lake], 'FLINK'),
    job('flink', 'fraud', [topic], [alerts], 'FLINK'),
    job('spark', 'daily', [lake], [daily], 'SPARK'),
  ],
};

describe('projectFlip314', () => {
  it('makes one island per Flink job, sources → sinks, nothing beyond the job', () => {
    const islands = projectFlip314(catalog);
    expect(islands.map((i) => i.jobId)).toEqual(['job:flink:enrich', 'job:flink:fraud']);
    const enrich = islands[0]!;
    expect(enrich.vertices.map((v) => [v.role, v.dataset.name, v.support])).toEqual([
      ['source', 'fx', 'native'],
      ['source', 'orders', 'native'],
      ['sink', 'warehouse/db/enriched', 'pending'],
    ]);
    // Dataset level only: every edge is vertex → vertex of this island, from a source to a sink.
    expect(enrich.edges).toHaveLength(2);
    const roles = new Map(enrich.vertices.map((v) => [v.id, v.role]));
    for (const e of enrich.edges) expect([roles.get(e.source), roles.get(e.target)]).toEqual(['source', 'sink']);
  });

  it('never links islands: a topic both Flink jobs read is two vertices', () => {
    const islands = projectFlip314(catalog);
    const ids = islands.flatMap((i) => i.vertices.map((v) => v.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const i of islands) {
      const own = new Set(i.vertices.map((v) => v.id));
      for (const e of i.edges) expect(own.has(e.source) && own.has(e.target)).toBe(true);
    }
  });

  it('projects a domain graph the same way', () => {
    const node = (id: string, [namespace, name]: [string, string]) => ({
      id,
      type: 'DATASET' as const,
      data: { id: { namespace, name }, namespace, name },
      inEdges: [],
      outEdges: [],
    });
    const mq: MqLineageGraph = {
      graph: [
        node('dataset:kafka://b:9092:orders', topic),
        node('dataset:s3://lake:warehouse/db/enriched', lake),
        {
          id: 'job:flink:enrich',
          type: 'JOB',
          data: { id: { namespace: 'flink', name: 'enrich' }, namespace: 'flink', name: 'enrich' },
          inEdges: [{ origin: 'dataset:kafka://b:9092:orders', destination: 'job:flink:enrich' }],
          outEdges: [{ origin: 'job:flink:enrich', destination: 'dataset:s3://lake:warehouse/db/enriched' }],
        },
      ],
    };
    const flinkJob = { ...job('flink', 'enrich', [topic], [lake], 'FLINK') };
    const graph = buildLineageGraph(mq, { focusId: 'job:flink:enrich', jobs: new Map([['job:flink:enrich', flinkJob]]) });
    const [island, ...rest] = projectFlip314(graph);
    expect(rest).toEqual([]);
    expect(island?.vertices.map((v) => `${v.role} ${v.dataset.name}`)).toEqual(['source orders', 'sink warehouse/db/enriched']);
  });
});

describe('flip314Coverage', () => {
  const hop = (from: [string, string], to: [string, string], jobRef: [string, string] | null, level = 'dataset') => ({
    from: { namespace: from[0], dataset: from[1], field: null },
    to: { namespace: to[0], dataset: to[1], field: 'x' },
    job: jobRef ? { namespace: jobRef[0], name: jobRef[1] } : null,
    level,
  });

  it('covers the Flink hops only and says where the native view loses the value', () => {
    const trace = {
      hops: [
        hop(lake, daily, ['spark', 'daily'], 'column'),
        hop(topic, lake, ['flink', 'enrich']),
        hop(fx, lake, ['flink', 'enrich']),
        hop(topic, lake, ['flink', 'enrich'], 'inferred'),
        hop(['postgres://db:5432', 'shop.public.orders'], topic, ['connect', 'cdc']),
      ],
    };
    const result = flip314Coverage(trace, projectFlip314(catalog));
    // The inferred refinement of the topic → table hop is the same dataset-level step: 2 of 4 steps, not 3 of 5 hops.
    expect([result.covered, result.total]).toEqual([2, 4]);
    expect(result.hops.map((h) => [h.step, h.covered])).toEqual([
      [0, false],
      [1, true],
      [2, true],
      [1, true],
      [3, false],
    ]);
    expect(result.lostAt?.hopIndex).toBe(0);
    expect(result.lostAt?.description).toMatch(/not a Flink job/);
  });

  it('does not cover a Flink job hop between datasets outside its island, nor stitched hops', () => {
    const trace = { hops: [hop(topic, daily, ['flink', 'enrich']), hop(topic, topic, null, 'stitched')] };
    const result = flip314Coverage(trace, projectFlip314(catalog));
    expect(result.covered).toBe(0);
    expect(result.hops[1]?.description).toMatch(/stitched hop with no job/);
  });

  it('is 0 of 0 with nothing lost for an empty trace', () => {
    expect(flip314Coverage({ hops: [] }, [])).toEqual({ covered: 0, total: 0, lostAt: null, hops: [] });
  });
});

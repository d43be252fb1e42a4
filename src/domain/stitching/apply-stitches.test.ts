import { describe, expect, it } from 'vitest';
import { buildLineageGraph } from '../graph/lineage-graph.ts';
import type { MqLineageGraph } from '../marquez-shapes.ts';
import { applyStitches, stitchedEdges } from './apply-stitches.ts';
import type { StitchCandidate } from './stitch-candidate.ts';

const k1 = { namespace: 'kafka://broker-1:9092', name: 't' };
const k2 = { namespace: 'kafka://broker-2:9092', name: 't' };
const far = { namespace: 's3://x', name: 'y' };
const candidate = (a: typeof k1, b: typeof k1): StitchCandidate => ({ a, b, rule: 'kafka-bootstrap', confidence: 0.8, hint: 'h', evidence: 'e' });

const mq: MqLineageGraph = {
  graph: [k1, k2].map((d) => ({ id: `dataset:${d.namespace}:${d.name}`, type: 'DATASET' as const, data: { id: d, ...d }, inEdges: [], outEdges: [] })),
};

describe('applyStitches', () => {
  it('adds a stitched edge a → b when both datasets are in the graph, leaving job edges alone', () => {
    const graph = buildLineageGraph(mq, { focusId: 'dataset:kafka://broker-1:9092:t' });
    const stitched = applyStitches(graph, [candidate(k1, k2), candidate(k1, far)]);
    expect(stitched.stitched).toEqual([
      {
        id: 'stitch:dataset:kafka://broker-1:9092:t->dataset:kafka://broker-2:9092:t',
        kind: 'stitched',
        source: 'dataset:kafka://broker-1:9092:t',
        target: 'dataset:kafka://broker-2:9092:t',
        rule: 'kafka-bootstrap',
        confidence: 0.8,
        hint: 'h',
        evidence: 'e',
      },
    ]);
    expect(stitched.edges).toBe(graph.edges);
    expect(stitched.nodes).toBe(graph.nodes);
  });

  it('drops self-pairs and a pair accepted twice in either order', () => {
    expect(stitchedEdges([candidate(k1, k2), candidate(k2, k1), candidate(k1, k1)])).toHaveLength(1);
  });
});

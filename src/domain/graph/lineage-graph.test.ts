import { describe, expect, it } from 'vitest';
import { undirectedAnswer } from '../test-fixtures/marquez-answer.ts';
import { buildLineageGraph } from './lineage-graph.ts';
import { filterDirection } from './filter-direction.ts';

describe('buildLineageGraph', () => {
  const graph = buildLineageGraph(undirectedAnswer(), { focusId: 'dataset:ns:b' });

  it('keeps Marquez nodeIds and de-duplicates edges reported by both ends', () => {
    expect([...graph.nodes.keys()].sort()).toEqual(['dataset:ns:a', 'dataset:ns:b', 'dataset:ns:c', 'dataset:ns:s', 'job:ns:j1', 'job:ns:j2', 'job:ns:j3']);
    expect(graph.edges.map((e) => e.id).sort()).toEqual([
      'dataset:ns:a->job:ns:j1',
      'dataset:ns:a->job:ns:j3',
      'dataset:ns:b->job:ns:j2',
      'job:ns:j1->dataset:ns:b',
      'job:ns:j2->dataset:ns:c',
      'job:ns:j3->dataset:ns:s',
    ]);
  });

  it('classifies nodes: engine by rule, processing type, last run state, dataset kind', () => {
    const j2 = graph.nodes.get('job:ns:j2');
    expect(j2?.kind === 'job' && j2.processing).toBe('STREAMING');
    expect(j2?.kind === 'job' && j2.lastRunState).toBe('FAILED');
    expect(j2?.kind === 'job' && j2.engine.rule).toBe('none');
    const b = graph.nodes.get('dataset:ns:b');
    expect(b?.kind === 'dataset' && b.fields.map((f) => f.name)).toEqual(['x', 'y']);
    expect(b?.kind === 'dataset' && b.datasetKind).toBe('other');
  });

  it('drops edges whose other end is not in the answer', () => {
    const answer = undirectedAnswer();
    answer.graph[0]!.outEdges.push({ origin: 'dataset:ns:a', destination: 'job:ns:missing' });
    expect(buildLineageGraph(answer, { focusId: 'dataset:ns:b' }).edges.some((e) => e.target === 'job:ns:missing')).toBe(false);
  });
});

describe('filterDirection on an undirected answer', () => {
  const graph = buildLineageGraph(undirectedAnswer(), { focusId: 'dataset:ns:b' });
  const ids = (dir: Parameters<typeof filterDirection>[2]) => [...filterDirection(graph, 'dataset:ns:b', dir).nodes.keys()].sort();

  it('upstream follows inEdges.origin only, dropping the sibling', () => {
    expect(ids('upstream')).toEqual(['dataset:ns:a', 'dataset:ns:b', 'job:ns:j1']);
  });

  it('downstream follows outEdges.destination only', () => {
    expect(ids('downstream')).toEqual(['dataset:ns:b', 'dataset:ns:c', 'job:ns:j2']);
  });

  it('both is the union; full keeps everything including the sibling', () => {
    expect(ids('both')).toEqual(['dataset:ns:a', 'dataset:ns:b', 'dataset:ns:c', 'job:ns:j1', 'job:ns:j2']);
    expect(ids('full')).toContain('job:ns:j3');
    const both = filterDirection(graph, 'dataset:ns:b', 'both');
    expect(both.edges.some((e) => e.target === 'job:ns:j3')).toBe(false);
  });

  it('answers an unknown focus with an empty graph', () => {
    expect(filterDirection(graph, 'dataset:ns:alias', 'both').nodes.size).toBe(0);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MqJob } from '../marquez-shapes.ts';
import { explicitCanvasEdges } from './explicit-canvas-edges.ts';
import { unstatedPairs } from './explicit-edges.ts';
import { explicitLinks, MAX_EXPLICIT_LINKS } from './explicit-links.ts';
import { withReplacedEdges } from './extra-edges.ts';
import { jobLineageEntries } from './job-lineage-entries.ts';
import { testDataset, testGraph, testJob } from './layered-test-graph.ts';
import type { DatasetNode, JobNode, LineageGraph } from './lineage-graph.ts';
import { statedRoutes, statingJobs } from './stated-pairs.ts';

const ds = (name: string) => ({ namespace: 'ns', name });
const input = (name: string, field?: string) => ({ ...ds(name), type: 'DATASET', ...(field ? { field } : {}) });
const entry = (target: string, inputs: string[]) => ({ ...ds(target), type: 'DATASET', inputs: inputs.map((i) => input(i)) });
const lineage = (...entries: unknown[]) => ({ entries });

function job(name: string, facets?: Record<string, unknown>, latestRun?: MqJob['latestRun']): JobNode {
  const j = testJob(name);
  return facets ? { ...j, details: { facets, ...(latestRun ? { latestRun } : {}) } as MqJob } : j;
}

function dataset(name: string, facets?: Record<string, unknown>): DatasetNode {
  const d = testDataset(name);
  return facets ? { ...d, details: { facets } as DatasetNode['details'] } : d;
}

/** bulk reads a, b and writes c, d; `facets` on bulk. */
function bulkGraph(facets?: Record<string, unknown>): LineageGraph {
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((n) => dataset(n)) as [DatasetNode, DatasetNode, DatasetNode, DatasetNode];
  const bulk = job('bulk', facets);
  return testGraph(
    bulk.id,
    [a, b, c, d, bulk],
    [
      [a.id, bulk.id],
      [b.id, bulk.id],
      [bulk.id, c.id],
      [bulk.id, d.id],
    ],
  );
}

const id = (name: string) => `dataset:ns:${name}`;
const BULK = 'job:ns:bulk';
const pairs = (list: readonly { input: string; output: string }[]) => list.map((p) => `${p.input.slice(11)}>${p.output.slice(11)}`).sort();

describe('statingJobs / unstatedPairs / statedRoutes', () => {
  it('splits a bulk job’s drawn pairs into stated and left out', () => {
    const graph = bulkGraph({ lineage: lineage(entry('c', ['a']), entry('d', ['b'])) });
    const [job0] = statingJobs(graph);
    expect(pairs(job0?.stated ?? [])).toEqual(['a>c', 'b>d']);
    expect(pairs(job0?.unstated ?? [])).toEqual(['a>d', 'b>c']);
    expect(pairs(unstatedPairs(graph).get(BULK) ?? [])).toEqual(['a>d', 'b>c']);
  });

  it('draws each stated pair through the job on its own lane and replaces the job’s table edges', () => {
    const { routes, replaced } = statedRoutes(bulkGraph({ lineage: lineage(entry('c', ['a']), entry('d', ['b'])) }));
    expect(routes.map((r) => [r.id, r.lane, r.lanes])).toEqual([
      [`stated:${id('a')}->${BULK}->${id('c')}`, 0, 2],
      [`stated:${id('b')}->${BULK}->${id('d')}`, 1, 2],
    ]);
    expect([...replaced].sort()).toEqual([`${BULK}->${id('c')}`, `${BULK}->${id('d')}`, `${id('a')}->${BULK}`, `${id('b')}->${BULK}`].sort());
  });

  it('keeps the table edge of an input in no stated pair, and changes nothing when the facet states every pair', () => {
    const some = statedRoutes(bulkGraph({ lineage: lineage(entry('c', ['a'])) }));
    expect(some.replaced.has(`${id('b')}->${BULK}`)).toBe(false);
    expect(some.replaced.has(`${id('a')}->${BULK}`)).toBe(true);
    const all = statedRoutes(bulkGraph({ lineage: lineage(entry('c', ['a', 'b']), entry('d', ['a', 'b'])) }));
    expect(all.routes).toEqual([]);
    expect(all.replaced.size).toBe(0);
  });

  it('reads field sources and dataset-wide ones as stating the pair', () => {
    const fields = { ...entry('c', []), inputs: [input('b', 'status')], fields: { id: { inputs: [input('a', 'id')] } } };
    expect(pairs(statingJobs(bulkGraph({ lineage: lineage(fields) }))[0]?.stated ?? [])).toEqual(['a>c', 'b>c']);
  });

  it('reads declared and observed together when told apart, as the trace does', () => {
    const graph = bulkGraph({ lineage: lineage(entry('c', ['a'])) });
    const sources = new Map([[BULK, { declared: lineage(entry('c', ['a'])), observed: lineage(entry('d', ['b'])) }]]);
    expect(pairs(statingJobs(graph, sources)[0]?.stated ?? [])).toEqual(['a>c', 'b>d']);
    expect(jobLineageEntries(graph.nodes.get(BULK) as JobNode, sources)).toHaveLength(2);
    expect(jobLineageEntries(graph.nodes.get(BULK) as JobNode)).toHaveLength(1);
  });

  it('returns nothing for a graph without the facet, and for a malformed facet', () => {
    expect(statingJobs(bulkGraph())).toEqual([]);
    expect(statingJobs(bulkGraph({ lineage: { entries: 'nope' } }))).toEqual([]);
    expect(statedRoutes(bulkGraph({ lineage: 42 })).routes).toEqual([]);
  });

  it('never throws and never draws an edge to a node that is not drawn, whatever the facet says', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (raw, runFacets) => {
        const graph = bulkGraph({ lineage: raw });
        const nodes = new Set(graph.nodes.keys());
        const drawn = explicitCanvasEdges(graph, { schedule: true, sources: new Map([[BULK, { observed: runFacets }]]) });
        for (const e of drawn.edges) expect(nodes.has(e.source) && nodes.has(e.target)).toBe(true);
        for (const e of drawn.replaced) expect(graph.edges.some((g) => g.id === e)).toBe(true);
      }),
    );
  });
});

describe('explicitLinks', () => {
  it('names a view’s inputs and a job-to-job flow, also when their far ends are not drawn', () => {
    const view = dataset('v', { lineage: { inputs: [input('x')], fields: { f: { inputs: [input('y', 'f')] } } } });
    const train = job('train', {
      lineage: lineage({ type: 'JOB', namespace: 'ns', name: 'score', inputs: [{ type: 'JOB', namespace: 'ns', name: 'train' }] }),
    });
    const links = explicitLinks(testGraph(view.id, [view, train], []));
    expect(links.map((l) => `${l.a} ${l.b}`).sort()).toEqual([`${id('x')} ${view.id}`, `${id('y')} ${view.id}`, `job:ns:train job:ns:score`].sort());
  });

  it('follows at most MAX_EXPLICIT_LINKS of a hostile facet', () => {
    const many = Array.from({ length: 5000 }, (_, i) => input(`t${i}`));
    expect(explicitLinks(testGraph(id('v'), [dataset('v', { lineage: { inputs: many } })], []))).toHaveLength(MAX_EXPLICIT_LINKS);
  });
});

describe('explicitCanvasEdges', () => {
  it('says what each edge is and badges what is missing between its ends', () => {
    const view = dataset('v', { lineage: { inputs: [input('a')] } });
    const graph = testGraph(view.id, [view, dataset('a')], []);
    const [edge] = explicitCanvasEdges(graph, { schedule: false }).edges;
    expect(edge).toMatchObject({ source: id('a'), target: view.id, data: { explicit: 'view', badge: 'no job' } });
    expect(edge?.ariaLabel).toBe('v’s own lineage facet: fed by a, no job'.replace('’', "'"));
  });
});

describe('withReplacedEdges', () => {
  it('marks the replaced edges, keeps their other markup and returns the same markup when none is', () => {
    const markup = { edges: new Map<string, { dimmed?: boolean; replaced?: boolean }>([['e1', { dimmed: true }]]) };
    expect(withReplacedEdges(markup, new Set())).toBe(markup);
    const out = withReplacedEdges(markup, new Set(['e1', 'e2']));
    expect(out?.edges?.get('e1')).toEqual({ dimmed: true, replaced: true });
    expect(out?.edges?.get('e2')).toEqual({ replaced: true });
    expect(withReplacedEdges(undefined, new Set(['e3']))?.edges?.get('e3')).toEqual({ replaced: true });
  });
});

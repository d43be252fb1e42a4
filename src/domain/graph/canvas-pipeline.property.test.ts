import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MqLineageGraph, MqLineageNode } from '../marquez-shapes.ts';
import { canvasModel, type CanvasOptions } from './canvas-pipeline.ts';
import {
  canvasAnswer,
  canvasColumnEdges,
  canvasDetailRefs,
  canvasElkInput,
  canvasExpanded,
  canvasGraph,
  canvasReduceOptions,
  canvasStageFold,
  canvasWriterRefs,
  type ReduceInputs,
} from './canvas-stages.ts';
import { reduceForDrawing } from './reduce-for-drawing.ts';
import { visibleColumnEdges } from './reduced-elements.ts';
import { GRAPH_DIRECTIONS } from '../direction.ts';
import { CAP_ABOVE_NODES } from './reduce-for-drawing.ts';

// Random `/lineage` answers (bipartite, with repeats, self-loops and dangling edges), random expansions and stitches,
// random URL options: the pipeline must keep the invariants every later stage relies on.
const NAMES = ['a', 'b', 'c', 'd', 'e', 'f'];
const dsId = (n: string) => `dataset:ns:${n}`;
const jobId = (n: string) => `job:ns:${n}`;

function answerOf(links: readonly [string, string, boolean][]): MqLineageGraph {
  const nodes = new Map<string, MqLineageNode>();
  const node = (id: string): MqLineageNode => {
    let n = nodes.get(id);
    if (!n) {
      const name = id.slice(id.lastIndexOf(':') + 1);
      n = id.startsWith('job:')
        ? { id, type: 'JOB', data: { id: { namespace: 'ns', name }, namespace: 'ns', name }, inEdges: [], outEdges: [] }
        : { id, type: 'DATASET', data: { id: { namespace: 'ns', name }, namespace: 'ns', name, fields: [{ name: 'x' }] }, inEdges: [], outEdges: [] };
      nodes.set(id, n);
    }
    return n;
  };
  for (const [job, ds, output] of links) {
    const j = node(jobId(job));
    const d = node(dsId(ds));
    const e = output ? { origin: j.id, destination: d.id } : { origin: d.id, destination: j.id };
    (output ? j.outEdges : j.inEdges).push(e);
    (output ? d.inEdges : d.outEdges).push(e);
  }
  return { graph: [...nodes.values()] };
}

const link = fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom(...NAMES), fc.boolean());
const links = fc.array(link, { minLength: 1, maxLength: 14 });
const direction = fc.constantFrom(...GRAPH_DIRECTIONS);
// Accepted stitches and facet flows: dataset → dataset links, some to datasets no answer names.
const stitchLinks = fc.array(fc.record({ a: fc.constantFrom(...NAMES, 'z').map(dsId), b: fc.constantFrom(...NAMES, 'z').map(dsId) }), { maxLength: 3 });
const NO_REDUCE: ReduceInputs = { groupBy: null, revealed: new Set(), opened: new Set(), uncapped: false, selectedId: null };
const PLAIN = { exp: [], traced: [], enrich: false, fold: null, reduce: NO_REDUCE, sizes: {} } as const;

describe('canvasModel (properties)', () => {
  it('keeps every stage consistent: filtered ⊆ answered, edges between drawn nodes, ELK nodes = drawn nodes', () => {
    fc.assert(
      fc.property(
        links,
        fc.array(links, { maxLength: 2 }),
        direction,
        fc.subarray(NAMES),
        fc.boolean(),
        stitchLinks,
        (primaryLinks, expansionLinks, dir, expand, groupByEngine, stitches) => {
          const primary = answerOf(primaryLinks);
          const focusId = primary.graph[0]!.id;
          const more = expansionLinks.map((_, i) => ({
            nodeId: primary.graph[i % primary.graph.length]!.id,
            side: i % 2 === 0 ? ('upstream' as const) : ('downstream' as const),
          }));
          const options: CanvasOptions = {
            focusId,
            direction: dir,
            more,
            stitches,
            exp: expand.map(dsId),
            traced: [],
            enrich: false,
            fold: null,
            reduce: { ...NO_REDUCE, groupBy: groupByEngine ? 'engine' : null, selectedId: focusId },
            sizes: {},
          };
          const model = canvasModel(
            { primary, expansions: more.map((expansion, i) => ({ expansion, answer: answerOf(expansionLinks[i] ?? []) })) },
            { datasets: new Map(), jobs: new Map() },
            options,
          );
          // The filter only removes; the focus is always kept.
          for (const id of model.graph.nodes.keys()) expect(model.full.nodes.has(id)).toBe(true);
          expect(model.graph.nodes.has(focusId)).toBe(true);
          // Every drawn edge joins two drawn nodes, and column edges run between drawn datasets.
          const drawn = new Set([...model.reduced.graph.nodes.keys(), ...model.reduced.synthetic.map((s) => s.id)]);
          for (const e of model.reduced.graph.edges) expect(drawn.has(e.source) && drawn.has(e.target)).toBe(true);
          for (const ce of model.drawnColumnEdges)
            expect(model.reduced.graph.nodes.has(ce.from.datasetId) && model.reduced.graph.nodes.has(ce.to.datasetId)).toBe(true);
          // ELK lays out exactly what is drawn.
          expect(new Set(model.elkInput.children?.map((c) => c.id))).toEqual(drawn);
          // Every ELK edge, stitches and facet flows included, joins two of those nodes (or their ports).
          const ends = new Set([...drawn, ...(model.elkInput.children ?? []).flatMap((c) => (c.ports ?? []).map((port) => port.id))]);
          for (const e of model.elkInput.edges ?? []) expect([...e.sources, ...e.targets].every((id) => ends.has(id))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is deterministic: the same answers and options give the same model', () => {
    fc.assert(
      fc.property(links, direction, (l, dir) => {
        const primary = answerOf(l);
        const options: CanvasOptions = {
          focusId: primary.graph[0]!.id,
          direction: dir,
          more: [],
          stitches: [],
          ...PLAIN,
        };
        const a = canvasModel({ primary, expansions: [] }, { datasets: new Map(), jobs: new Map() }, options);
        const b = canvasModel({ primary: structuredClone(primary), expansions: [] }, { datasets: new Map(), jobs: new Map() }, options);
        expect(b.elkInput).toEqual(a.elkInput);
      }),
    );
  });

  it('draws small graphs whole: nothing is capped below the cap', () => {
    fc.assert(
      fc.property(links, (l) => {
        const primary = answerOf(l);
        const model = canvasModel(
          { primary, expansions: [] },
          { datasets: new Map(), jobs: new Map() },
          {
            focusId: primary.graph[0]!.id,
            direction: 'full',
            more: [],
            stitches: [],
            ...PLAIN,
          },
        );
        expect(model.graph.nodes.size).toBeLessThan(CAP_ABOVE_NODES);
        expect(model.reduced.hiddenNodes).toBe(0);
        expect(model.reduced.graph.nodes.size).toBe(model.graph.nodes.size);
      }),
    );
  });
});

describe('canvasModel = its stages', () => {
  // The browser calls the stages one by one (use-canvas-model.ts), the server and the bench call canvasModel whole:
  // both must give the same model, whatever the URL asks (grouping, a selection, a trace, present mode's fold).
  it('equals its stages composed one by one', () => {
    fc.assert(
      fc.property(
        links,
        direction,
        fc.subarray(NAMES),
        fc.subarray(NAMES),
        fc.subarray(NAMES),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.constantFrom(...NAMES), { nil: null }),
        stitchLinks,
        (l, dir, exp, traced, folded, groupByEngine, enrich, selected, stitches) => {
          const primary = answerOf(l);
          const fold = folded.length > 0 ? new Map(folded.map((n, i) => [dsId(n), i % 2 === 0 ? null : []] as const)) : null;
          const options: CanvasOptions = {
            focusId: primary.graph[0]!.id,
            direction: dir,
            more: [],
            stitches,
            exp: exp.map(dsId),
            traced: traced.map(dsId),
            enrich,
            fold,
            reduce: { ...NO_REDUCE, groupBy: groupByEngine ? 'engine' : null, selectedId: selected === null ? null : dsId(selected) },
            sizes: {},
          };
          const answers = { primary, expansions: [] };
          const details = { datasets: new Map(), jobs: new Map() };
          const whole = canvasModel(answers, details, options);

          const { answer } = canvasAnswer(answers);
          const expandedList = canvasExpanded(options.exp, options.traced);
          const expanded = new Set(expandedList);
          const { graph } = canvasGraph(answer, details, options);
          const columnEdges = canvasColumnEdges(graph, details);
          const shown = canvasStageFold(graph, expanded, fold);
          const reduced = reduceForDrawing(shown.graph, canvasReduceOptions(options.reduce, shown.expanded, shown.graph.nodes.size));
          expect(whole.detailRefs).toEqual(canvasDetailRefs(answer, expandedList, enrich));
          expect(whole.writerRefs).toEqual(canvasWriterRefs(graph, expanded));
          expect(whole.columnEdges).toEqual(columnEdges);
          expect(whole.reduced).toEqual(reduced);
          expect(whole.drawnColumnEdges).toEqual(visibleColumnEdges(reduced, columnEdges));
          expect(whole.elkInput).toEqual(canvasElkInput(reduced, shown.expanded, columnEdges, {}, stitches));
        },
      ),
      { numRuns: 200 },
    );
  });
});

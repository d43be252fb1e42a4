import { planLineage, statsOf } from '../../mocks/synthetic/index.ts';
import { traceField } from '../../src/domain/trace/trace-field.ts';
import type { TraceResult } from '../../src/domain/trace/trace-types.ts';
import { BENCH_SEED, syntheticInput } from './synthetic-graph.ts';
import { median } from '../../mocks/bench-support/figures.ts';
import { cpuTimeIt, timeIt } from './sampling.ts';

/** Job layers of the traced graph: Marquez's default `/lineage` depth, the deepest a trace is asked to go. */
export const TRACE_LAYERS = 20;
export const TRACE_FIELDS = 10_000;

export interface TraceFigures {
  trace10kMs: number;
  /** Median process CPU time of the same runs. */
  cpuMs: number;
  samples: number[];
  graph: { nodes: number; datasets: number; fields: number; layers: number };
  target: { namespace: string; dataset: string; field: string };
  /** What the measured trace did: hops, datasets reached, job hops from the target to the farthest source. */
  reach: { hops: number; datasets: number; depth: number };
}

/** The smallest node count whose synthetic graph has at least `fields` fields (plans only; no events built). */
function nodesForFields(fields: number, layers: number): number {
  let nodes = 500;
  while (statsOf(planLineage({ seed: BENCH_SEED, nodes, layers })).fields < fields) nodes += 50;
  return nodes;
}

function key(e: { namespace: string; dataset: string }): string {
  return `${e.namespace}\u0000${e.dataset}`;
}

/** Job hops from the target to the farthest dataset the trace reached (breadth-first over its hops). */
export function traceDepth(result: TraceResult): { datasets: number; depth: number } {
  const upstreamOf = new Map<string, Set<string>>();
  for (const hop of [...result.hops, ...result.influencers]) {
    const set = upstreamOf.get(key(hop.to)) ?? new Set<string>();
    set.add(key(hop.from));
    upstreamOf.set(key(hop.to), set);
  }
  const start = key(result.target);
  const level = new Map<string, number>([[start, 0]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as string;
    for (const next of upstreamOf.get(at) ?? []) {
      if (level.has(next)) continue;
      level.set(next, (level.get(at) ?? 0) + 1);
      queue.push(next);
    }
  }
  return { datasets: level.size, depth: Math.max(...level.values()) };
}

/**
 * The backward trace on a synthetic graph of ≥ 10,000 fields over 20 job layers, in memory: the snapshot is built
 * once (the UI fetches it once too), each timed run is `traceField` alone, index included. The target is the field
 * of a last-layer dataset whose trace goes deepest, so the figure is the worst case of the graph, not a lucky one.
 */
export async function benchTrace(runs: number, log: (line: string) => void): Promise<TraceFigures> {
  const nodes = nodesForFields(TRACE_FIELDS, TRACE_LAYERS);
  const { snapshot, stats } = syntheticInput({ nodes, layers: TRACE_LAYERS });
  log(`trace: ${stats.nodes} nodes, ${stats.datasets} datasets, ${stats.fields} fields, ${TRACE_LAYERS} layers`);

  const datasets = [...snapshot.datasets.values()];
  let best: { target: TraceResult['target']; depth: number; hops: number; datasets: number } | null = null;
  // Candidates: the first field of the last-written datasets (deepest layers); keep the deepest, then widest, trace.
  for (const d of datasets.slice(-120)) {
    const field = d.fields?.[0]?.name;
    if (!field) continue;
    const target = { namespace: d.namespace, dataset: d.name, field };
    const result = traceField(snapshot, target);
    const reach = traceDepth(result);
    if (!best || reach.depth > best.depth || (reach.depth === best.depth && result.hops.length > best.hops)) {
      best = { target, depth: reach.depth, hops: result.hops.length, datasets: reach.datasets };
    }
  }
  if (!best) throw new Error('trace: the synthetic graph has no dataset with fields');
  const target = best.target;
  log(`trace: target ${target.dataset}.${target.field} (${best.hops} hops, ${best.datasets} datasets, depth ${best.depth})`);

  for (let i = 0; i < 2; i++) traceField(snapshot, target);
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    cpu.push(await cpuTimeIt(async () => samples.push(await timeIt(() => traceField(snapshot, target)))));
  }
  return {
    trace10kMs: median(samples),
    cpuMs: median(cpu),
    samples,
    graph: { nodes: stats.nodes, datasets: stats.datasets, fields: stats.fields, layers: TRACE_LAYERS },
    target,
    reach: { hops: best.hops, datasets: best.datasets, depth: best.depth },
  };
}

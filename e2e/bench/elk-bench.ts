import type { ElkNode } from 'elkjs/lib/elk-api';
import { ELK_DEFAULT_OPTIONS, elkOptionsFor } from '../../src/layout/elk-options.ts';
import type { LayoutEngine } from '../../src/layout/layout-engine.ts';
import { createMainThreadLayoutEngine } from '../../src/layout/main-thread-layout-engine.ts';
import { median } from '../../mocks/bench-support/figures.ts';
import { layoutQuality, type LayoutQuality } from '../../mocks/bench-support/layout-quality.ts';
import { cpuTimeIt, timeIt } from './sampling.ts';
import { canvasElkGraph, syntheticInput } from './synthetic-graph.ts';

export interface ElkFigures {
  elkLayout1000Ms: number;
  elkDefault1000Ms: number;
  elkLayout5000Ms: number;
  /** Process CPU time of the same runs (medians): unaffected by other processes on a shared machine. */
  cpu: { layout1000: number; default1000: number; layout5000: number };
  samples: { layout1000: number[]; default1000: number[]; layout5000: number[] };
  graphs: { nodes1000: number; edges1000: number; nodes5000: number; edges5000: number };
  /** What each configuration drew on the 1,000-node graph: the price of its speed, if any. */
  quality: { ours: LayoutQuality; default: LayoutQuality };
}

async function quality(engine: LayoutEngine, graph: ElkNode, options: Readonly<Record<string, string>>): Promise<LayoutQuality> {
  const laidOut = await engine.layout(graph, { layoutOptions: { ...options } });
  const edges = (graph.edges ?? []).map((e) => ({ source: e.sources[0] ?? '', target: e.targets[0] ?? '' }));
  return layoutQuality(laidOut.nodes, edges, laidOut);
}

async function run(engine: LayoutEngine, graph: ElkNode, options: Readonly<Record<string, string>>): Promise<{ wall: number; cpu: number }> {
  let wall = 0;
  const cpu = await cpuTimeIt(async () => {
    wall = await timeIt(() => engine.layout(graph, { layoutOptions: { ...options } }));
  });
  return { wall, cpu };
}

/**
 * ELK on the synthetic 1,000- and 5,000-node graphs, in Node with `elk.bundled.js` through the same runner the
 * worker uses. Ours and the default alternate run by run so a load spike from a neighbour hits both alike; one
 * unmeasured warm-up of each first (the GWT engine's first layout pays for JIT and class setup).
 */
export async function benchElk(runs: number, log: (line: string) => void): Promise<ElkFigures> {
  // Never disposed: elk.bundled's in-process "worker" has no terminate(), so dispose() would reject unhandled.
  const engine = createMainThreadLayoutEngine();
  const small = syntheticInput({ nodes: 1000 });
  const graph1000 = canvasElkGraph(small.snapshot.graph);
  // "Ours" is what the canvas asks for at this size (SIMPLE placement above elk-options' COMPACT_PLACEMENT_ABOVE).
  const ours1000 = elkOptionsFor(graph1000.children?.length ?? 0);
  log(`ELK: 1,000-node graph (${small.stats.datasets} datasets, ${small.stats.jobs} jobs, ${small.stats.edges} edges)`);
  await run(engine, graph1000, ours1000);
  await run(engine, graph1000, ELK_DEFAULT_OPTIONS);
  const ours: { wall: number; cpu: number }[] = [];
  const defaults: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < runs; i++) {
    ours.push(await run(engine, graph1000, ours1000));
    defaults.push(await run(engine, graph1000, ELK_DEFAULT_OPTIONS));
    log(`  run ${i + 1}/${runs}: ours ${Math.round(ours[i]?.wall ?? 0)} ms, default ${Math.round(defaults[i]?.wall ?? 0)} ms`);
  }

  const drawn = { ours: await quality(engine, graph1000, ours1000), default: await quality(engine, graph1000, ELK_DEFAULT_OPTIONS) };

  const big = syntheticInput({ nodes: 5000 });
  const graph5000 = canvasElkGraph(big.snapshot.graph);
  const ours5000 = elkOptionsFor(graph5000.children?.length ?? 0);
  log(`ELK: 5,000-node graph (${big.stats.edges} edges)`);
  await run(engine, graph5000, ours5000);
  const large: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < runs; i++) {
    large.push(await run(engine, graph5000, ours5000));
    log(`  run ${i + 1}/${runs}: ours ${Math.round(large[i]?.wall ?? 0)} ms`);
  }

  const wall = (xs: { wall: number }[]): number[] => xs.map((x) => x.wall);
  const cpu = (xs: { cpu: number }[]): number[] => xs.map((x) => x.cpu);
  return {
    elkLayout1000Ms: median(wall(ours)),
    elkDefault1000Ms: median(wall(defaults)),
    elkLayout5000Ms: median(wall(large)),
    cpu: { layout1000: median(cpu(ours)), default1000: median(cpu(defaults)), layout5000: median(cpu(large)) },
    samples: { layout1000: wall(ours), default1000: wall(defaults), layout5000: wall(large) },
    quality: drawn,
    graphs: {
      nodes1000: graph1000.children?.length ?? 0,
      edges1000: graph1000.edges?.length ?? 0,
      nodes5000: graph5000.children?.length ?? 0,
      edges5000: graph5000.edges?.length ?? 0,
    },
  };
}

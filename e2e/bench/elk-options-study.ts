// `npx tsx e2e/bench/elk-options-study.ts [--runs n]`: the effect of single ELK options on the 1,000-node graph,
// one change at a time against our configuration, in CPU time (robust on a shared machine) and wall time.
import { ELK_DEFAULT_OPTIONS, elkOptionsFor } from '../../src/layout/elk-options.ts';
import { createMainThreadLayoutEngine } from '../../src/layout/main-thread-layout-engine.ts';
import { formatTable, median } from '../../mocks/bench-support/figures.ts';
import { cpuTimeIt, timeIt } from './sampling.ts';
import { canvasElkGraph, syntheticInput } from './synthetic-graph.ts';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 3;
const graph = canvasElkGraph(syntheticInput({ nodes: 1000 }).snapshot.graph);
const ours = elkOptionsFor(graph.children?.length ?? 0);
const without = (key: string): Record<string, string> => Object.fromEntries(Object.entries(ours).filter(([k]) => k !== key));

const variants: [string, Record<string, string>][] = [
  ['ours', { ...ours }],
  ['ELK default', { ...ELK_DEFAULT_OPTIONS }],
  ['thoroughness 7 (default)', { ...ours, 'elk.layered.thoroughness': '7' }],
  ['greedySwitch default', without('elk.layered.crossingMinimization.greedySwitch.type')],
  ['separateConnectedComponents false', { ...ours, 'elk.separateConnectedComponents': 'false' }],
  ['edgeRouting ORTHOGONAL (default)', { ...ours, 'elk.edgeRouting': 'ORTHOGONAL' }],
  ['nodePlacement SIMPLE', { ...ours, 'elk.layered.nodePlacement.strategy': 'SIMPLE' }],
  ['nodePlacement LINEAR_SEGMENTS', { ...ours, 'elk.layered.nodePlacement.strategy': 'LINEAR_SEGMENTS' }],
  ['layering LONGEST_PATH', { ...ours, 'elk.layered.layering.strategy': 'LONGEST_PATH' }],
  ['+ wrapping MULTI_EDGE, aspectRatio 1.6', { ...ours, 'elk.layered.wrapping.strategy': 'MULTI_EDGE', 'elk.aspectRatio': '1.6' }],
  ['SIMPLE + separateConnectedComponents false', { ...ours, 'elk.layered.nodePlacement.strategy': 'SIMPLE', 'elk.separateConnectedComponents': 'false' }],
  // NETWORK_SIMPLEX placement is left out: one run took 23 s of CPU (24× ours) when we tried it.
];

const engine = createMainThreadLayoutEngine();
// Warm-up: the GWT engine's first few layouts pay for JIT and class initialisation.
for (let i = 0; i < 3; i++) await engine.layout(graph, { layoutOptions: { ...ours } });
// Round-robin, so a load spike from a neighbour hits every variant alike.
const cpu = variants.map((): number[] => []);
const wall = variants.map((): number[] => []);
for (let i = 0; i < runs; i++) {
  for (const [v, [, options]] of variants.entries()) {
    cpu[v]?.push(await cpuTimeIt(async () => wall[v]?.push(await timeIt(() => engine.layout(graph, { layoutOptions: options })))));
  }
  console.log(`round ${i + 1}/${runs} done`);
}
const base = median(cpu[0] ?? [0]);
const rows = variants.map(([name], v) => {
  const c = median(cpu[v] ?? [0]);
  return [name, c.toFixed(0), median(wall[v] ?? [0]).toFixed(0), `${(c / base).toFixed(2)}×`];
});
console.log(`\n${formatTable(['variant (1,000 nodes)', 'cpu ms', 'wall ms', 'vs ours'], rows)}`);

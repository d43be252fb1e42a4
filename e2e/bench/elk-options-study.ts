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
  ['portConstraints default', without('elk.portConstraints')],
  ['edgeRouting ORTHOGONAL (default)', { ...ours, 'elk.edgeRouting': 'ORTHOGONAL' }],
  ['nodePlacement LINEAR_SEGMENTS', { ...ours, 'elk.layered.nodePlacement.strategy': 'LINEAR_SEGMENTS' }],
  ['nodePlacement SIMPLE', { ...ours, 'elk.layered.nodePlacement.strategy': 'SIMPLE' }],
  ['layering LONGEST_PATH', { ...ours, 'elk.layered.layering.strategy': 'LONGEST_PATH' }],
  ['+ wrapping MULTI_EDGE, aspectRatio 1.6', { ...ours, 'elk.layered.wrapping.strategy': 'MULTI_EDGE', 'elk.aspectRatio': '1.6' }],
  ['nodePlacement NETWORK_SIMPLEX', { ...ours, 'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX' }],
];

const engine = createMainThreadLayoutEngine();
await engine.layout(graph, { layoutOptions: { ...ours } });
const rows: string[][] = [];
let base = 0;
for (const [name, options] of variants) {
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < runs; i++) {
    cpu.push(await cpuTimeIt(async () => wall.push(await timeIt(() => engine.layout(graph, { layoutOptions: options })))));
  }
  const c = median(cpu);
  if (name === 'ours') base = c;
  rows.push([name, c.toFixed(0), median(wall).toFixed(0), `${(c / base).toFixed(2)}×`]);
  console.log(`${name}: cpu ${c.toFixed(0)} ms`);
}
console.log(`\n${formatTable(['variant (1,000 nodes)', 'cpu ms', 'wall ms', 'vs ours'], rows)}`);

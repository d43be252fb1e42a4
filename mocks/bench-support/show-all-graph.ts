import type { ElkNode } from 'elkjs/lib/elk-api';
import { createEmulator } from '../emulator/index.ts';
import { SYNTHETIC_SCENARIOS, scenarioEvents, type SyntheticScenarioName } from '../scenarios/index.ts';
import { generateLineageWithStats } from '../synthetic/index.ts';
import { filterDirection } from '../../src/domain/graph/filter-direction.ts';
import { buildLineageGraph } from '../../src/domain/graph/lineage-graph.ts';
import { toElkGraph } from '../../src/domain/graph/to-elk-graph.ts';
import type { MqLineageGraph } from '../../src/domain/marquez-shapes.ts';
import { datasetNodeId } from '../../src/domain/node-id.ts';
import { GRAPH_NODE_SIZES } from '../../src/features/graph/graph-sizes.ts';

/** The depth the large-graph e2e and the benchmark open synthetic graphs at: the whole pipeline from its source. */
export const SHOW_ALL_DEPTH = 20;

export interface ShowAllGraph {
  /** The Marquez nodeId the view is focused on. */
  focus: string;
  /** What ELK is asked to lay out when the user clicks "Show all": every node, datasets collapsed. */
  elk: ElkNode;
}

/** Answers a GET of an `/api/v1/…` path. */
type ApiGet = (url: string) => Promise<{ status: number; body: string }>;

/** A fresh emulator loaded with the scenario. */
function scenarioEmulatorGet(scenario: SyntheticScenarioName): ApiGet {
  const emulator = createEmulator();
  emulator.loadEvents(scenarioEvents(scenario));
  return (url) => emulator.handle({ method: 'GET', url });
}

/**
 * The ELK input of a synthetic scenario's "show all" view, built as the browser builds it: the emulator's
 * `/lineage` answer (Marquez's BFS from the first source), the domain graph, the canvas's node sizes. `get` asks a
 * server already serving the scenario instead of loading a second emulator with it (seconds of CPU at 10,000 nodes).
 */
export async function showAllGraph(
  scenario: SyntheticScenarioName,
  depth = SHOW_ALL_DEPTH,
  get: ApiGet = scenarioEmulatorGet(scenario),
): Promise<ShowAllGraph> {
  const focus = datasetNodeId(generateLineageWithStats(SYNTHETIC_SCENARIOS[scenario]).focus);
  const url = `/api/v1/lineage?nodeId=${encodeURIComponent(focus)}&depth=${depth}`;
  const response = await get(url);
  if (response.status !== 200) throw new Error(`GET ${url}: HTTP ${response.status}`);
  const answer = JSON.parse(response.body) as MqLineageGraph;
  const graph = filterDirection(buildLineageGraph(answer, { focusId: focus }), focus, 'full');
  return { focus, elk: toElkGraph(graph, { expanded: new Set(), sizes: GRAPH_NODE_SIZES }) };
}

import { talkEvents } from './talk/index.ts';
import { brokenBoundariesEvents } from './broken-boundaries/index.ts';
import { hostileEvents } from './hostile/index.ts';
import { realStreamsEvents } from './real-streams/index.ts';
import { spec2026Events } from './spec-2026/index.ts';
import { generateLineage } from '../synthetic/index.ts';

/** Synthetic graphs for the benchmark and the large-graph e2e (issue 8), generated on demand. */
export const SYNTHETIC_SCENARIOS = {
  // The first-draw sizes of issue 19 (e2e/bench/first-draw-bench.ts).
  'synthetic-50': { seed: 'tributary-bench', nodes: 50 },
  'synthetic-200': { seed: 'tributary-bench', nodes: 200 },
  'synthetic-500': { seed: 'tributary-bench', nodes: 500 },
  'synthetic-1000': { seed: 'tributary-bench', nodes: 1000 },
  'synthetic-5000': { seed: 'tributary-bench', nodes: 5000 },
  'synthetic-10000': { seed: 'tributary-bench', nodes: 10000 },
} as const;

export type SyntheticScenarioName = keyof typeof SYNTHETIC_SCENARIOS;

/** The hand-written scenarios; each is a deterministic list of OpenLineage events. */
export type ScenarioName = 'talk' | 'broken-boundaries' | 'hostile' | 'real-streams' | 'spec-2026';

/** Hand-written scenarios only: small enough for tests to walk every dataset of each. */
export const SCENARIO_NAMES: readonly ScenarioName[] = ['talk', 'broken-boundaries', 'hostile', 'real-streams', 'spec-2026'];

export const SYNTHETIC_SCENARIO_NAMES = Object.keys(SYNTHETIC_SCENARIOS) as SyntheticScenarioName[];

/** Every scenario a server can load by name. */
export type LoadableScenarioName = ScenarioName | SyntheticScenarioName;

/** Every name {@link scenarioEvents} accepts, synthetic ones included. */
export const ALL_SCENARIO_NAMES: readonly LoadableScenarioName[] = [...SCENARIO_NAMES, ...SYNTHETIC_SCENARIO_NAMES];

export function isScenarioName(name: string): name is LoadableScenarioName {
  return (ALL_SCENARIO_NAMES as readonly string[]).includes(name);
}

/** The scenario's OpenLineage events, oldest first. Fresh objects on every call, so callers may mutate them. */
export function scenarioEvents(name: LoadableScenarioName): object[] {
  switch (name) {
    case 'talk':
      return talkEvents();
    case 'broken-boundaries':
      return brokenBoundariesEvents();
    case 'hostile':
      return hostileEvents();
    case 'real-streams':
      return realStreamsEvents();
    case 'spec-2026':
      return spec2026Events();
    case 'synthetic-50':
    case 'synthetic-200':
    case 'synthetic-500':
    case 'synthetic-1000':
    case 'synthetic-5000':
    case 'synthetic-10000':
      return generateLineage(SYNTHETIC_SCENARIOS[name]);
  }
}

export { TALK } from './talk/index.ts';
export { BROKEN } from './broken-boundaries/index.ts';
export { REAL_STREAMS } from './real-streams/index.ts';
export { SPEC_2026, SPEC_2026_EXPECTED } from './spec-2026/index.ts';

// Placeholder until the scenarios land: each returns the scenario's OpenLineage events, oldest first.
export type ScenarioName = 'talk' | 'broken-boundaries';

export function scenarioEvents(_name: ScenarioName): object[] {
  return [];
}

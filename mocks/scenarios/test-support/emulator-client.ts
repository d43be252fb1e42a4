import { createEmulator, type Emulator } from '../../emulator/index.ts';
import { SCENARIO_NAMES, scenarioEvents, type ScenarioName } from '../index.ts';

/** An emulator loaded with scenarios, with a clock fixed after the scenarios' last event. */
export function loadedEmulator(names: readonly ScenarioName[] = SCENARIO_NAMES): Emulator {
  const emulator = createEmulator({ clock: () => new Date('2026-11-28T00:00:00Z') });
  for (const name of names) {
    const result = emulator.loadEvents(scenarioEvents(name));
    if (result.rejected.length > 0) throw new Error(`${name}: rejected ${JSON.stringify(result.rejected)}`);
  }
  return emulator;
}

/** GET a Marquez path; throws on a non-200 so tests fail with the emulator's message. */
export async function getJson<T = unknown>(emulator: Emulator, path: string): Promise<T> {
  const res = await emulator.handle({ method: 'GET', url: path });
  if (res.status !== 200) throw new Error(`GET ${path} → ${res.status} ${res.body}`);
  return JSON.parse(res.body) as T;
}

export const enc = encodeURIComponent;

export const datasetPath = (ref: { namespace: string; name: string }): string => `/api/v1/namespaces/${enc(ref.namespace)}/datasets/${enc(ref.name)}`;

export const jobPath = (ref: { namespace: string; name: string }): string => `/api/v1/namespaces/${enc(ref.namespace)}/jobs/${enc(ref.name)}`;

export const datasetId = (ref: { namespace: string; name: string }): string => `dataset:${ref.namespace}:${ref.name}`;

export const jobId = (ref: { namespace: string; name: string }): string => `job:${ref.namespace}:${ref.name}`;

import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../mocks/emulator/index.ts';
import { SCENARIO_NAMES, scenarioEvents } from '../../mocks/scenarios/index.ts';
import { datasetNodeId, formatNodeId, jobNodeId, parseNodeId } from '../domain/node-id.ts';
import { createMarquezClient, type MarquezClient } from './client.ts';
import { isMarquezApiError } from './marquez-api-error.ts';
import { getColumnLineage } from './get-column-lineage.ts';
import { getDataset } from './get-dataset.ts';
import { getDatasetVersion, getDatasetVersions } from './get-dataset-versions.ts';
import { getDatasets } from './get-datasets.ts';
import { getJob } from './get-job.ts';
import { getJobRuns } from './get-job-runs.ts';
import { getJobs } from './get-jobs.ts';
import { getLineage } from './get-lineage.ts';
import { getLineageEvents } from './get-lineage-events.ts';
import { getNamespaces } from './get-namespaces.ts';
import { getRun, getRunFacets } from './get-run.ts';
import { search } from './search.ts';

/** The client wired to `emulator.handle`, so every request goes through the real URL building and parsing. */
function clientFor(scenario: (typeof SCENARIO_NAMES)[number]): { client: MarquezClient; urls: string[] } {
  const emulator = createEmulator({ clock: () => new Date('2026-11-29T00:00:00Z') });
  const loaded = emulator.loadEvents(scenarioEvents(scenario));
  expect(loaded.loaded).toBeGreaterThan(0);
  const urls: string[] = [];
  const client = createMarquezClient({
    baseUrl: '/api/v1',
    fetch: async (url) => {
      urls.push(url);
      const res = await emulator.handle({ method: 'GET', url });
      return new Response(res.body === '' ? null : res.body, { status: res.status, headers: res.headers });
    },
  });
  return { client, urls };
}

/** Only a "not found" is an acceptable failure (e.g. column lineage of a dataset without fields); anything else fails. */
async function orNotFound<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isMarquezApiError(error) && error.kind === 'not-found') return null;
    throw error;
  }
}

/** Marquez mis-splits a plain colon in a namespace and answers 404
 * (docs/marquez-api.md#colons-in-namespaces-and-node-ids); the emulator copies that. */
const misSplit = (namespace: string) => /:(?!\/\/|\d)/.test(namespace);

describe.each(SCENARIO_NAMES)('the client against the emulator: %s scenario', (scenario) => {
  it('reads every endpoint and every answer matches the schemas', async () => {
    const { client, urls } = clientFor(scenario);
    const options = { client };
    const namespaces = await getNamespaces({}, options);
    expect(namespaces.length).toBeGreaterThan(0);
    const known = namespaces.map((n) => n.name);
    let datasetsSeen = 0;
    let jobsSeen = 0;
    let idsParsed = 0;

    for (const { name: namespace } of namespaces) {
      const datasets = await orNotFound(getDatasets({ namespace }, options));
      for (const listed of datasets?.items ?? []) {
        datasetsSeen += 1;
        const ref = { namespace: listed.namespace, name: listed.name };
        const dataset = await getDataset(ref, options);
        expect(dataset.name).toBe(listed.name);

        const versions = await getDatasetVersions({ ...ref, limit: 5 }, options);
        const first = versions.items[0];
        if (first) expect((await getDatasetVersion({ ...ref, version: first.version }, options)).version).toBe(first.version);

        const graph = misSplit(ref.namespace)
          ? await orNotFound(getLineage({ nodeId: datasetNodeId(ref), depth: 2 }, options))
          : await getLineage({ nodeId: datasetNodeId(ref), depth: 2 }, options);
        for (const node of graph?.graph ?? []) {
          // Ids the server built, parsed back with the namespace list: must name the node's own data.
          const parsed = parseNodeId(node.id, known);
          expect(parsed, node.id).not.toBeNull();
          if (!parsed) continue;
          expect(formatNodeId(parsed)).toBe(node.id);
          idsParsed += 1;
          if (parsed.kind !== 'datasetField')
            expect({ namespace: parsed.namespace, name: parsed.name }).toEqual({ namespace: node.data.namespace, name: node.data.name });
        }

        const columns = await orNotFound(getColumnLineage({ nodeId: datasetNodeId(ref), depth: 3, withDownstream: true }, options));
        for (const node of columns?.graph ?? []) {
          const parsed = parseNodeId(node.id, known);
          expect(parsed?.kind, node.id).toBe('datasetField');
          if (parsed?.kind === 'datasetField' && node.data) expect([parsed.dataset, parsed.field]).toEqual([node.data.dataset, node.data.field]);
        }

        const found = await search({ q: listed.name.slice(0, 4) || listed.name, filter: 'DATASET', limit: 50 }, options);
        expect(found.every((r) => r.type === 'DATASET')).toBe(true);
      }

      const jobs = await getJobs({ namespace }, options);
      for (const listed of jobs.items) {
        jobsSeen += 1;
        const ref = { namespace: listed.namespace, name: listed.name };
        expect((await getJob(ref, options)).name).toBe(listed.name);
        const jobGraph = misSplit(ref.namespace)
          ? await orNotFound(getLineage({ nodeId: jobNodeId(ref), depth: 1 }, options))
          : await getLineage({ nodeId: jobNodeId(ref), depth: 1 }, options);
        expect(jobGraph === null || jobGraph.graph.some((n) => n.type === 'JOB')).toBe(true);
        const runs = await getJobRuns({ ...ref, limit: 3 }, options);
        for (const run of runs.items) {
          expect((await getRun(run.id, options)).id).toBe(run.id);
          await getRunFacets({ runId: run.id, type: 'run' }, options);
          await getRunFacets({ runId: run.id, type: 'job' }, options);
        }
      }
    }

    const events = await getLineageEvents({ limit: 1000 }, options);
    expect(events.items.length).toBeGreaterThan(0);
    expect(datasetsSeen).toBeGreaterThan(0);
    expect(jobsSeen).toBeGreaterThan(0);
    expect(idsParsed).toBeGreaterThan(0);
    // Every request used the encoded forms: no raw space, no raw slash inside a namespace segment.
    expect(urls.every((u) => !u.includes(' '))).toBe(true);
  });

  it('maps the emulator’s errors to typed errors', async () => {
    const { client } = clientFor(scenario);
    await expect(getDataset({ namespace: 'no such ns', name: 'x/y' }, { client })).rejects.toMatchObject({ kind: 'not-found', status: 404 });
    await expect(getLineage({ nodeId: 'datasetField:a:b:c', depth: 1 }, { client })).rejects.toMatchObject({ kind: 'not-found' });
  });
});

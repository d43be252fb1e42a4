import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createMarquezClient, type MarquezClient } from './client.ts';
import { getDataset, datasetQueryOptions, datasetsQueries } from './get-dataset.ts';
import { getDatasets } from './get-datasets.ts';
import { getDatasetVersion, getDatasetVersions } from './get-dataset-versions.ts';
import { getJob, jobsQueries } from './get-job.ts';
import { getJobs } from './get-jobs.ts';
import { getJobRuns } from './get-job-runs.ts';
import { getRun, getRunFacets } from './get-run.ts';
import { getLineage, lineageQueryOptions } from './get-lineage.ts';
import { getColumnLineage, columnLineageQueryOptions } from './get-column-lineage.ts';
import { search, searchQueryOptions, sortSearchResults } from './search.ts';
import { getLineageEvents, lineageEventsQueryOptions } from './get-lineage-events.ts';
import { namespacesQueryOptions } from './get-namespaces.ts';
import { datasetKeys, lineageKeys } from '../lib/query-keys.ts';
import { apiPath, queryString } from './url.ts';
import type { MqSearchResult } from '../domain/marquez-shapes.ts';

/** A client whose fetch records the URL and answers `body` (a fresh Response each call). */
function recording(body: unknown): { client: MarquezClient; urls: string[] } {
  const urls: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return { client: createMarquezClient({ fetch }), urls };
}

const dataset = { id: { namespace: 'ns', name: 'd' }, name: 'd', namespace: 'ns' };
const job = { id: { namespace: 'ns', name: 'j' }, name: 'j', namespace: 'ns' };
const run = { id: 'r', state: 'COMPLETED' };
const version = { ...dataset, createdAt: '2025-01-01T00:00:00Z', version: 'v' };

describe('URLs: path segments encoded per segment, nodeIds once as a whole', () => {
  it('namespaces with ://, : and / and names with slashes and spaces', async () => {
    const { client, urls } = recording(dataset);
    await getDataset({ namespace: 's3://bucket', name: 'warehouse/db/my table' }, { client });
    await getDataset({ namespace: 'kafka://b1:9092,b2:9092', name: 'orders.v1' }, { client });
    await getDataset({ namespace: 'arn:aws:glue:eu-west-1:123', name: 'table/db/t' }, { client });
    expect(urls).toEqual([
      '/api/v1/namespaces/s3:%2F%2Fbucket/datasets/warehouse%2Fdb%2Fmy%20table',
      '/api/v1/namespaces/kafka:%2F%2Fb1:9092%2Cb2:9092/datasets/orders.v1',
      '/api/v1/namespaces/arn:aws:glue:eu-west-1:123/datasets/table%2Fdb%2Ft',
    ]);
  });

  it('refuses a dot-segment name instead of letting fetch resolve it to another resource', async () => {
    const { client, urls } = recording(dataset);
    await expect(getDataset({ namespace: 'ns', name: '..' }, { client })).rejects.toMatchObject({ kind: 'bad-request' });
    await expect(getJob({ namespace: '.', name: 'j' }, { client })).rejects.toMatchObject({ kind: 'bad-request' });
    expect(urls).toEqual([]);
    await getDataset({ namespace: 'ns', name: '...' }, { client });
    expect(urls).toEqual(['/api/v1/namespaces/ns/datasets/...']);
  });

  it('every endpoint of docs/marquez-api.md', async () => {
    const ns = 'postgres://db:5432';
    const calls: [unknown, (client: MarquezClient) => Promise<unknown>, string][] = [
      [
        { datasets: [dataset], totalCount: 1 },
        (c) => getDatasets({ namespace: ns, limit: 5 }, { client: c }),
        '/api/v1/namespaces/postgres:%2F%2Fdb:5432/datasets?limit=5&offset=0',
      ],
      [
        { versions: [version], totalCount: 1 },
        (c) => getDatasetVersions({ namespace: ns, name: 'a b' }, { client: c }),
        '/api/v1/namespaces/postgres:%2F%2Fdb:5432/datasets/a%20b/versions?limit=100&offset=0',
      ],
      [
        version,
        (c) => getDatasetVersion({ namespace: ns, name: 'a', version: 'v' }, { client: c }),
        '/api/v1/namespaces/postgres:%2F%2Fdb:5432/datasets/a/versions/v',
      ],
      [
        { jobs: [job], totalCount: 1 },
        (c) => getJobs({ namespace: ns, offset: 100 }, { client: c }),
        '/api/v1/namespaces/postgres:%2F%2Fdb:5432/jobs?limit=100&offset=100',
      ],
      [job, (c) => getJob({ namespace: ns, name: 'dag.task' }, { client: c }), '/api/v1/namespaces/postgres:%2F%2Fdb:5432/jobs/dag.task'],
      [
        { runs: [run], totalCount: 1 },
        (c) => getJobRuns({ namespace: ns, name: 'j' }, { client: c }),
        '/api/v1/namespaces/postgres:%2F%2Fdb:5432/jobs/j/runs?limit=100&offset=0',
      ],
      [run, (c) => getRun('r-1', { client: c }), '/api/v1/jobs/runs/r-1'],
      [{ runId: 'r-1', facets: {} }, (c) => getRunFacets({ runId: 'r-1', type: 'job' }, { client: c }), '/api/v1/jobs/runs/r-1/facets?type=job'],
      [
        { graph: [] },
        (c) => getLineage({ nodeId: 'dataset:kafka://b:9092:orders v1', depth: 2 }, { client: c }),
        '/api/v1/lineage?nodeId=dataset%3Akafka%3A%2F%2Fb%3A9092%3Aorders%20v1&depth=2',
      ],
      [
        { graph: [] },
        (c) => getColumnLineage({ nodeId: 'datasetField:ns:d:f#3f1c2a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6', depth: 20 }, { client: c }),
        '/api/v1/column-lineage?nodeId=datasetField%3Ans%3Ad%3Af%233f1c2a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6&depth=20&withDownstream=false',
      ],
      [
        { totalCount: 0, results: [] },
        (c) => search({ q: 'orders 7%', filter: 'DATASET', namespace: 's3://b' }, { client: c }),
        '/api/v1/search?q=orders%207%25&filter=DATASET&limit=10&namespace=s3%3A%2F%2Fb',
      ],
      [
        { events: [], totalCount: 0 },
        (c) => getLineageEvents({ after: '2025-01-01T00:00:00Z', sortDirection: 'asc' }, { client: c }),
        '/api/v1/events/lineage?after=2025-01-01T00%3A00%3A00Z&sortDirection=asc&limit=100&offset=0',
      ],
    ];
    for (const [body, call, expected] of calls) {
      const { client, urls } = recording(body);
      await call(client);
      expect(urls).toEqual([expected]);
    }
  });

  it('lists come back as pages whatever Marquez wraps them in', async () => {
    const { client } = recording({ jobs: [job], totalCount: 7 });
    await expect(getJobs({ namespace: 'ns' }, { client })).resolves.toMatchObject({ items: [{ name: 'j' }], totalCount: 7 });
  });

  it('apiPath and queryString helpers', () => {
    const ns = 'my ns';
    expect(apiPath`/namespaces/${ns}/jobs`).toBe('/namespaces/my%20ns/jobs');
    expect(queryString({ a: 1, b: null, c: undefined, d: 'x y+z', e: false })).toBe('?a=1&d=x%20y%2Bz&e=false');
    expect(queryString({})).toBe('');
  });
});

describe('search sorting (Marquez ignores `sort`)', () => {
  const r = (name: string, namespace: string, updatedAt: string | null, type: 'DATASET' | 'JOB' = 'DATASET'): MqSearchResult => ({
    type,
    name,
    namespace,
    updatedAt,
    nodeId: `${type === 'DATASET' ? 'dataset' : 'job'}:${namespace}:${name}`,
  });
  const results = [r('b', 'ns', '2025-01-02T00:00:00Z'), r('a', 'z', null), r('a', 'm', '2025-01-03T00:00:00Z'), r('c', 'ns', '2025-01-03T00:00:00Z', 'JOB')];

  it('NAME: by name, then namespace', () => {
    expect(sortSearchResults(results, 'NAME').map((x) => `${x.name}@${x.namespace}`)).toEqual(['a@m', 'a@z', 'b@ns', 'c@ns']);
  });

  it('UPDATE_AT: newest first, missing dates last, ties by name', () => {
    expect(sortSearchResults(results, 'UPDATE_AT').map((x) => x.name + x.namespace)).toEqual(['am', 'cns', 'bns', 'az']);
  });

  it('search() sorts what the server returned, by NAME unless told otherwise', async () => {
    const { client } = recording({ totalCount: 4, results });
    expect((await search({ q: 'x' }, { client })).map((x) => x.name)).toEqual(['a', 'a', 'b', 'c']);
    expect((await search({ q: 'x', sort: 'UPDATE_AT' }, { client }))[0]?.namespace).toBe('m');
  });
});

describe('query keys and options', () => {
  it('keys carry every variable the queryFn uses, normalised', () => {
    expect(lineageQueryOptions({ nodeId: 'job:ns:j', depth: 2 }).queryKey).toEqual(['lineage', 'graph', { nodeId: 'job:ns:j', depth: 2 }]);
    expect(columnLineageQueryOptions({ nodeId: 'dataset:ns:d', depth: 3 }).queryKey).toEqual([
      'column-lineage',
      'graph',
      { nodeId: 'dataset:ns:d', depth: 3, withDownstream: false },
    ]);
    expect(searchQueryOptions({ q: 'o' }).queryKey).toEqual([
      'search',
      'results',
      { q: 'o', filter: null, sort: 'NAME', limit: 10, namespace: null, before: null, after: null },
    ]);
    expect(lineageEventsQueryOptions().queryKey).toEqual(['events', 'list', { before: null, after: null, sortDirection: 'desc', limit: 100, offset: 0 }]);
    expect(namespacesQueryOptions().queryKey).toEqual(['namespaces', 'list', { limit: 100, offset: 0 }]);
  });

  it('a dataset key holds only its identity, and sits under the area prefix', () => {
    const withExtras = { namespace: 'ns', name: 'd', fields: [], description: 'x' };
    expect(datasetQueryOptions(withExtras).queryKey).toEqual(datasetKeys.detail({ namespace: 'ns', name: 'd' }));
    expect(datasetQueryOptions(withExtras).queryKey.slice(0, 1)).toEqual(datasetKeys.all);
    expect(lineageKeys.graph({ nodeId: 'a', depth: 1 })).not.toEqual(lineageKeys.graph({ nodeId: 'a', depth: 2 }));
  });

  it('an empty search is disabled (Marquez answers 400 without q)', () => {
    expect(searchQueryOptions({ q: '  ' }).enabled).toBe(false);
    expect(searchQueryOptions({ q: 'o' }).enabled).toBe(true);
  });

  it('datasetsQueries / jobsQueries: one entry per distinct ref, first-seen order', () => {
    const refs = [
      { namespace: 'a', name: 'x' },
      { namespace: 'b', name: 'x' },
      { namespace: 'a', name: 'x' },
      { namespace: 'a:x', name: '' },
    ];
    expect(datasetsQueries(refs).map((q) => q.queryKey[2])).toEqual([refs[0], refs[1], refs[3]]);
    expect(jobsQueries(refs)).toHaveLength(3);
  });

  it('the queryFn passes react-query’s signal through and the cache holds the parsed value', async () => {
    const urls: string[] = [];
    const signals: (AbortSignal | null | undefined)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        urls.push(url);
        signals.push(init?.signal);
        return new Response(JSON.stringify({ graph: [] }), { status: 200 });
      }),
    );
    try {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const options = lineageQueryOptions({ nodeId: 'dataset:ns:d', depth: 1 });
      await expect(queryClient.fetchQuery(options)).resolves.toEqual({ graph: [] });
      expect(queryClient.getQueryData(options.queryKey)).toEqual({ graph: [] });
      expect(urls).toEqual(['/api/v1/lineage?nodeId=dataset%3Ans%3Ad&depth=1']);
      expect(signals[0]).toBeInstanceOf(AbortSignal);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

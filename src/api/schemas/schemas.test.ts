import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import type {
  Facets,
  MqColumnLineageGraph,
  MqColumnLineageNode,
  MqDataset,
  MqDatasetVersion,
  MqJob,
  MqLineageGraph,
  MqLineageNode,
  MqNamespace,
  MqRun,
  MqSearchResult,
  OlRunEvent,
} from '../../domain/marquez-shapes.ts';
import { HAS_SHARED, SHARED_SKIP_REASON, sharedPath } from '../../test/shared-fixtures.ts';
import { createMarquezClient } from '../client.ts';
import { MarquezApiError } from '../marquez-api-error.ts';
import type { runSchema } from './common.ts';
import { facets, type Page } from './common.ts';
import type { datasetVersionSchema } from './dataset.ts';
import { datasetListSchema, datasetSchema, datasetVersionListSchema } from './dataset.ts';
import { runEventListSchema, runEventSchema } from './event.ts';
import { jobListSchema, jobSchema, runFacetsSchema, runListSchema } from './job.ts';
import type { columnLineageNodeSchema, lineageNodeSchema } from './lineage.ts';
import { columnLineageGraphSchema, lineageGraphSchema } from './lineage.ts';
import type { namespaceSchema } from './namespace.ts';
import { namespaceListSchema } from './namespace.ts';
import type { searchResultSchema } from './search.ts';
import { searchResponseSchema } from './search.ts';

describe('zod outputs are assignable to the domain shapes (marquez-shapes.ts)', () => {
  // Type-level: drift between the schemas and the shapes fails `tsc`, not just this test run.
  it('holds for every endpoint', () => {
    expectTypeOf<z.output<typeof lineageGraphSchema>>().toExtend<MqLineageGraph>();
    expectTypeOf<z.output<typeof lineageNodeSchema>>().toExtend<MqLineageNode>();
    expectTypeOf<z.output<typeof columnLineageGraphSchema>>().toExtend<MqColumnLineageGraph>();
    expectTypeOf<z.output<typeof columnLineageNodeSchema>>().toExtend<MqColumnLineageNode>();
    expectTypeOf<z.output<typeof datasetSchema>>().toExtend<MqDataset>();
    expectTypeOf<z.output<typeof datasetListSchema>>().toExtend<Page<MqDataset>>();
    expectTypeOf<z.output<typeof datasetVersionSchema>>().toExtend<MqDatasetVersion>();
    expectTypeOf<z.output<typeof datasetVersionListSchema>>().toExtend<Page<MqDatasetVersion>>();
    expectTypeOf<z.output<typeof jobSchema>>().toExtend<MqJob>();
    expectTypeOf<z.output<typeof jobListSchema>>().toExtend<Page<MqJob>>();
    expectTypeOf<z.output<typeof runSchema>>().toExtend<MqRun>();
    expectTypeOf<z.output<typeof runListSchema>>().toExtend<Page<MqRun>>();
    expectTypeOf<z.output<typeof runFacetsSchema>>().toExtend<{ runId: string; facets: Facets }>();
    expectTypeOf<z.output<typeof namespaceSchema>>().toExtend<MqNamespace>();
    expectTypeOf<z.output<typeof namespaceListSchema>>().toExtend<{ namespaces: MqNamespace[] }>();
    expectTypeOf<z.output<typeof searchResultSchema>>().toExtend<MqSearchResult>();
    expectTypeOf<z.output<typeof runEventSchema>>().toExtend<OlRunEvent>();
    expectTypeOf<z.output<typeof runEventListSchema>>().toExtend<Page<OlRunEvent>>();
  });
});

const resources = (...parts: string[]) => sharedPath('marquez', 'data', 'api', 'src', 'test', 'resources', ...parts);
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe.skipIf(!HAS_SHARED)(`Marquez's own fixtures ${HAS_SHARED ? '' : SHARED_SKIP_REASON}`, () => {
  it('lineage/node.json: a DATASET node, epoch-second timestamps normalised to ISO', () => {
    const node = readJson(resources('lineage', 'node.json'));
    const parsed = lineageGraphSchema.parse({ graph: [node] }).graph[0];
    expect(parsed?.type).toBe('DATASET');
    if (parsed?.type !== 'DATASET') return;
    expect(parsed.data.createdAt).toBe('2021-06-24T13:04:34.421Z');
    expect(parsed.data.fields?.map((f) => f.name)).toEqual(['firstname', 'lastname', 'birthdate']);
    expect(parsed.data.lastModifiedAt).toBeNull();
    expect(parsed.outEdges).toEqual([{ origin: 'dataset:namespace:commonDataset', destination: 'job:namespace:readJob19<-commonDataset' }]);
  });

  it('column_lineage/node.json: a DATASET_FIELD node with input fields lacking datasetVersion', () => {
    const parsed = columnLineageGraphSchema.parse({ graph: [readJson(resources('column_lineage', 'node.json'))] }).graph[0];
    expect(parsed?.type).toBe('DATASET_FIELD');
    expect(parsed?.data?.transformationType).toBe('IDENTITY');
    expect(parsed?.data?.inputFields).toEqual([{ namespace: 'namespace', dataset: 'otherDataset', field: 'columnB' }]);
  });

  it('mappers/full_dataset_mapper.json: a dataset (namespace taken from id)', () => {
    const parsed = datasetSchema.parse(readJson(resources('mappers', 'full_dataset_mapper.json')));
    expect(parsed).toMatchObject({
      namespace: 'NAMESPACE',
      name: 'NAME',
      currentVersion: 'b1d626a2-6d3a-475e-9ecf-943176d4a8c6',
      lastLifecycleState: 'TRUNCATE',
    });
    expect(parsed.createdAt).toBe('2000-01-01T00:00:01.000Z');
  });

  it('mappers/full_job_mapper.json: a job; unknown keys (`context`) are kept', () => {
    const parsed = jobSchema.parse(readJson(resources('mappers', 'full_job_mapper.json')));
    expect(parsed).toMatchObject({ namespace: 'NAMESPACE', simpleName: 'SIMPLE_NAME', inputs: [{ namespace: 'test-namespace', name: 'test-dataset' }] });
    expect(parsed.context).toEqual({ test: 'value' });
  });

  it.each(['run_facets_mapper.json', 'job_facets_mapper.json'])('mappers/%s: run facets', (file) => {
    const parsed = runFacetsSchema.parse(readJson(resources('mappers', file)));
    expect(parsed.runId).toBe('a32f2800-7782-3ce3-b77e-eeeeaded3cf3');
    expect(Object.keys(parsed.facets).length).toBeGreaterThan(0);
  });

  it.each(['run_facets.json', 'job_facets.json'])('facets/%s: free-form facets', (file) => {
    expect(facets.parse(readJson(resources('facets', file)))).toEqual(readJson(resources('facets', file)));
  });

  const eventDir = resources('open_lineage');
  const eventFiles = HAS_SHARED
    ? [...readdirSync(eventDir).filter((f) => f.endsWith('.json')), ...readdirSync(`${eventDir}/listener`).map((f) => `listener/${f}`)]
    : [];

  it.each(eventFiles)('open_lineage/%s: RunEvents parse; Dataset/Job events (never listed) do not', (file) => {
    const event = readJson(`${eventDir}/${file}`) as { schemaURL?: string };
    const result = runEventSchema.safeParse(event);
    const isStaticEvent = /\/(DatasetEvent|JobEvent)$/.test(event.schemaURL ?? '');
    expect(result.success).toBe(!isStaticEvent);
    if (result.success) expect(result.data.schemaURL).toBe(event.schemaURL ?? '');
  });

  it('docker/metadata.template.json: the seed RunEvents as an /events/lineage page', () => {
    const events = readJson(sharedPath('marquez', 'data', 'docker', 'metadata.template.json')) as unknown[];
    const page = runEventListSchema.parse({ events, totalCount: events.length });
    expect(page.items).toHaveLength(events.length);
    expect(page.totalCount).toBe(events.length);
  });

  it('web/docker namespaces.json: namespaces without timestamps', () => {
    const namespaces = readJson(sharedPath('marquez', 'data', 'web', 'docker', 'db', 'data', 'namespaces.json'));
    expect(namespaceListSchema.parse({ namespaces }).namespaces[0]?.name).toBe('food_delivery');
  });
});

describe('tolerance', () => {
  it('accepts nulls for every optional field and keeps unknown keys and facets', () => {
    const node = {
      id: 'job:ns:j',
      type: 'JOB',
      data: {
        id: { namespace: 'ns', name: 'j' },
        type: null,
        name: 'j',
        simpleName: null,
        parentJobName: null,
        parentJobUuid: null,
        currentRunUuid: null,
        createdAt: null,
        updatedAt: null,
        namespace: 'ns',
        inputs: null,
        outputs: null,
        location: null,
        description: null,
        latestRun: { id: 'r', state: 'RUNNING', args: null, facets: { spark_custom: { x: [1, { y: null }] } }, futureKey: 1 },
        brandNewKey: { a: 1 },
      },
      inEdges: null,
      outEdges: [],
    };
    const parsed = lineageGraphSchema.parse({ graph: [node] });
    expect(parsed.graph[0]).toMatchObject({ inEdges: [], data: { brandNewKey: { a: 1 }, latestRun: { futureKey: 1 } } });
  });

  it('rejects a wrong type with the JSON path', () => {
    const result = datasetSchema.safeParse({
      id: { namespace: 'n', name: 'd' },
      name: 'd',
      columnLineage: [{ name: 'c', inputFields: [{ namespace: 'n', dataset: 'x', field: 7 }] }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['columnLineage', 0, 'inputFields', 0, 'field']);
  });
});

// Arbitraries for valid answers: optional fields are present, null or absent, like Marquez's (no NON_NULL) output.
const text = fc.string({ maxLength: 12 });
const iso = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const edge = fc.record({ origin: text, destination: text });
const field = fc.record({ name: text, type: opt(text), tags: fc.array(text, { maxLength: 2 }), description: opt(text) }, { requiredKeys: ['name'] });
const datasetData = fc.record(
  {
    id: fc.record({ namespace: text, name: text }),
    type: opt(fc.constantFrom('DB_TABLE', 'STREAM')),
    name: text,
    namespace: text,
    createdAt: opt(iso),
    fields: opt(fc.array(field, { maxLength: 3 })),
    tags: fc.array(text, { maxLength: 2 }),
    description: opt(text),
    facetsLikeExtra: fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }),
  },
  { requiredKeys: ['id', 'name', 'namespace'] },
);
const jobData = fc.record(
  {
    id: fc.record({ namespace: text, name: text }),
    name: text,
    namespace: text,
    inputs: fc.array(fc.record({ namespace: text, name: text }), { maxLength: 2 }),
    latestRun: opt(fc.record({ id: text, state: fc.constantFrom('NEW', 'RUNNING', 'COMPLETED', 'FAILED', 'ABORTED'), durationMs: opt(fc.nat()) })),
  },
  { requiredKeys: ['id', 'name', 'namespace'] },
);
const lineageNode = fc.oneof(
  fc.record({
    id: text,
    type: fc.constant('DATASET' as const),
    data: datasetData,
    inEdges: fc.array(edge, { maxLength: 2 }),
    outEdges: fc.array(edge, { maxLength: 2 }),
  }),
  fc.record({
    id: text,
    type: fc.constant('JOB' as const),
    data: jobData,
    inEdges: fc.array(edge, { maxLength: 2 }),
    outEdges: fc.array(edge, { maxLength: 2 }),
  }),
);

describe('parser properties', () => {
  it('a valid /lineage answer parses to itself (nothing dropped, nothing invented)', () => {
    fc.assert(
      fc.property(fc.array(lineageNode, { maxLength: 5 }), (graph) => {
        const json: unknown = JSON.parse(JSON.stringify({ graph }));
        expect(lineageGraphSchema.parse(json)).toEqual(json);
      }),
      { numRuns: 1000 },
    );
  });

  const schemas = {
    lineageGraphSchema,
    columnLineageGraphSchema,
    datasetSchema,
    datasetListSchema,
    datasetVersionListSchema,
    jobSchema,
    jobListSchema,
    runListSchema,
    runFacetsSchema,
    namespaceListSchema,
    searchResponseSchema,
    runEventListSchema,
  };

  it('no schema throws on arbitrary JSON: it parses or reports issues with paths', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(...Object.values(schemas)), (json, schema) => {
        const result = schema.safeParse(json);
        if (!result.success) expect(result.error.issues.every((i) => Array.isArray(i.path))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('the client turns any 200 body into a value or a MarquezApiError, never anything else', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
          fc.array(lineageNode, { maxLength: 2 }).map((graph) => JSON.stringify({ graph })),
        ),
        async (body) => {
          const client = createMarquezClient({ fetch: async () => new Response(body, { status: 200 }) });
          const outcome = await client.get({ endpoint: 'GET /lineage', path: '/lineage', schema: lineageGraphSchema }).then(
            () => 'ok',
            (e: unknown) => e,
          );
          if (outcome !== 'ok') {
            expect(outcome).toBeInstanceOf(MarquezApiError);
            expect((outcome as MarquezApiError).message.startsWith('GET /lineage: ')).toBe(true);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

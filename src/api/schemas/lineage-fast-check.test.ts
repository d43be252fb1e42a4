import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMarquezClient, type FetchLike } from '../client.ts';
import { MarquezApiError } from '../marquez-api-error.ts';
import { getLineage } from '../get-lineage.ts';
import { lineageGraphSchema } from './lineage.ts';
import { isPlainLineageGraph } from './lineage-fast-check.ts';

// Answers with every field the schema knows, each present, null or absent, plus the forms the schema transforms
// (epoch-second timestamps, null edge lists, a missing namespace) and keys it does not know.
const text = fc.string({ maxLength: 6 });
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const time = fc.oneof(fc.constant('2026-12-02T00:00:00Z'), fc.integer({ min: 0, max: 2e9 }));
const nameId = fc.record({ namespace: text, name: text });
const versionId = fc.record({ namespace: text, name: text, version: text });
const edges = fc.oneof({ weight: 4, arbitrary: fc.array(fc.record({ origin: text, destination: text }), { maxLength: 2 }) }, fc.constant(null));
const extra = fc.dictionary(fc.constantFrom('facets', 'extra', 'context'), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 1 });
const loose = <T extends Record<string, unknown>>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }, required: (keyof T)[]) =>
  fc.tuple(fc.record(model, { requiredKeys: required }), extra).map(([known, more]) => ({ ...more, ...known }));
const run = loose(
  {
    id: text,
    state: fc.constantFrom('NEW', 'RUNNING', 'COMPLETED', 'FAILED', 'ABORTED'),
    createdAt: opt(time),
    endedAt: opt(time),
    durationMs: opt(fc.nat()),
    args: opt(fc.dictionary(text, text, { maxKeys: 2 })),
    jobVersion: opt(versionId),
    inputDatasetVersions: opt(fc.array(fc.record({ datasetVersionId: versionId, facets: opt(fc.object({ maxDepth: 1 })) }), { maxLength: 1 })),
    facets: opt(fc.object({ maxDepth: 1 })),
  },
  ['id', 'state'],
);
const field = loose({ name: text, type: opt(text), tags: opt(fc.array(text, { maxLength: 2 })), description: opt(text) }, ['name']);
const datasetData = loose(
  { id: nameId, name: text, namespace: text, type: opt(text), createdAt: opt(time), fields: opt(fc.array(field, { maxLength: 2 })), tags: opt(fc.array(text)) },
  ['id', 'name'],
);
const jobData = loose(
  {
    id: nameId,
    name: text,
    namespace: text,
    updatedAt: opt(time),
    inputs: opt(fc.array(nameId, { maxLength: 2 })),
    latestRun: opt(run),
    currentRunUuid: opt(text),
  },
  ['id', 'name'],
);
const node = fc.oneof(
  loose({ id: text, type: fc.constant('DATASET'), data: datasetData, inEdges: edges, outEdges: edges }, ['id', 'type', 'data']),
  loose({ id: text, type: fc.constant('JOB'), data: jobData, inEdges: edges, outEdges: edges }, ['id', 'type', 'data']),
);
const answer = fc.array(node, { maxLength: 4 }).map((graph) => ({ graph }));

/** Every place in a JSON value, as the path to it. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [at];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [at, ...keys.flatMap((k) => paths((value as Record<string | number, unknown>)[k], [...at, k]))];
}

/** `value` with the place at `path` replaced (or, for `undefined`, removed). */
function mutate(value: unknown, path: (string | number)[], next: unknown): unknown {
  const copy = structuredClone(value);
  if (path.length === 0) return next;
  const parent = path.slice(0, -1).reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], copy) as Record<string | number, unknown>;
  const key = path[path.length - 1] ?? '';
  if (next === undefined) delete parent[key];
  else parent[key] = next;
  return copy;
}

const mutated = fc.tuple(answer, fc.nat(), fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined })).map(([value, pick, next]) => {
  const all = paths(value);
  return mutate(value, all[pick % all.length] ?? [], next);
});

describe('the /lineage fast check never lets through what the schema would refuse or change', () => {
  it('accepts only answers the schema accepts and returns unchanged (random answers, and each with one place changed)', () => {
    fc.assert(
      fc.property(fc.oneof(answer, mutated), (json) => {
        if (!isPlainLineageGraph(json)) return;
        const parsed = lineageGraphSchema.safeParse(json);
        expect(parsed.success).toBe(true);
        expect(parsed.data).toEqual(json);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts the plain shape Marquez sends, so large answers skip zod', () => {
    const plain = { namespace: 'ns', id: { namespace: 'ns', name: 'a' }, name: 'a' };
    const json = {
      graph: [
        {
          id: 'dataset:ns:a',
          type: 'DATASET',
          data: { ...plain, fields: [{ name: 'x', type: null, tags: [] }], createdAt: '2026-12-02T00:00:00Z' },
          inEdges: [],
          outEdges: [],
        },
        { id: 'job:ns:j', type: 'JOB', data: { ...plain, latestRun: { id: 'r', state: 'COMPLETED', args: {} } }, inEdges: [], outEdges: [] },
      ],
    };
    expect(isPlainLineageGraph(json)).toBe(true);
    // Each form the schema transforms goes to the schema instead.
    expect(isPlainLineageGraph({ graph: [{ ...json.graph[0], inEdges: null }] })).toBe(false);
    expect(isPlainLineageGraph({ graph: [{ ...json.graph[0], data: { ...plain, createdAt: 1_700_000_000 } }] })).toBe(false);
    expect(isPlainLineageGraph({ graph: [{ ...json.graph[0], data: { id: plain.id, name: 'a' } }] })).toBe(false);
  });

  it('gives the same answers and errors for a body parsed as it arrives, in any pieces, as for one parsed whole', async () => {
    // The whole text through a fake without a stream (parsed at once), and the same text streamed in pieces.
    const whole =
      (text: string): FetchLike =>
      async () => ({ ok: true, status: 200, text: async () => text });
    const pieces =
      (text: string, cuts: number[]): FetchLike =>
      async () => {
        const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const bytes = [...at, text.length].map((cut, i) => text.slice(i === 0 ? 0 : at[i - 1], cut));
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            for (const piece of bytes) controller.enqueue(new TextEncoder().encode(piece));
            controller.close();
          },
        });
        return { ok: true, status: 200, text: () => Promise.reject(new Error('read the stream')), body };
      };
    const outcome = (fetch: FetchLike) =>
      getLineage({ nodeId: 'dataset:ns:a', depth: 1 }, { client: createMarquezClient({ fetch }) }).then(
        (value) => ({ value }),
        (error: unknown) => ({ error: error instanceof Error ? `${error.constructor.name}: ${error.message}` : String(error) }),
      );
    // Valid answers, answers with a place changed, and their texts cut off (a body that ended early).
    const texts = fc.tuple(fc.oneof(answer, mutated), fc.option(fc.nat(), { nil: undefined })).map(([json, cut]) => {
      // A change at the root may leave nothing to send (`undefined`): an empty body.
      const text = JSON.stringify(json) ?? '';
      return cut === undefined ? text : text.slice(0, cut % (text.length + 1));
    });
    await fc.assert(
      fc.asyncProperty(texts, fc.array(fc.nat(), { maxLength: 6 }), async (text, cuts) => {
        expect(await outcome(pieces(text, cuts))).toEqual(await outcome(whole(text)));
      }),
      { numRuns: 400 },
    );
  });

  it('leaves the gateway’s answers and errors as they were: transformed answers and schema errors come from zod', async () => {
    const get = (body: unknown) =>
      getLineage(
        { nodeId: 'dataset:ns:a', depth: 1 },
        { client: createMarquezClient({ fetch: async () => new Response(JSON.stringify(body), { status: 200 }) }) },
      );
    const node = { id: 'dataset:ns:a', type: 'DATASET', data: { id: { namespace: 'ns', name: 'a' }, name: 'a' } };
    expect(await get({ graph: [node] })).toEqual({ graph: [{ ...node, data: { ...node.data, namespace: 'ns' }, inEdges: [], outEdges: [] }] });
    const error = await get({ graph: [{ ...node, inEdges: [{ origin: 1 }] }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarquezApiError);
    expect((error as MarquezApiError).message).toContain('graph[0].inEdges[0].origin');
  });
});

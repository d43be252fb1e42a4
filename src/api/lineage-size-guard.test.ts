import { describe, expect, it, vi } from 'vitest';
import { createMarquezClient, retryMarquez } from './client.ts';
import { getLineage } from './get-lineage.ts';
import { MarquezApiError } from './marquez-api-error.ts';
import { MAX_LINEAGE_NODES } from '../domain/graph/lineage-size-limit.ts';

function datasetNode(i: number) {
  const data = { id: { namespace: 'ns', name: `d${i}` }, namespace: 'ns', name: `d${i}`, fields: [] };
  return { id: `dataset:ns:d${i}`, type: 'DATASET', data, inEdges: [], outEdges: [] };
}

function clientAnswering(nodes: number, extra: Record<string, unknown> = {}) {
  const body = JSON.stringify({ graph: Array.from({ length: nodes }, (_, i) => ({ ...datasetNode(i), ...extra })) });
  return createMarquezClient({ fetch: vi.fn(async () => new Response(body, { status: 200 })) });
}

// Issue 19: a 50,000-node answer is refused with what to do, before its nodes are validated.
describe('GET /lineage size guard', () => {
  it('refuses an answer over the limit as too-large, naming its size, and never retries it', async () => {
    const error: unknown = await getLineage({ nodeId: 'dataset:ns:d0', depth: 20 }, { client: clientAnswering(MAX_LINEAGE_NODES + 1) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MarquezApiError);
    expect(error).toMatchObject({ kind: 'too-large', endpoint: 'GET /lineage', status: 200 });
    expect((error as Error).message).toBe(`GET /lineage: 20,001 nodes, more than the 20,000 Tributary draws`);
    expect(retryMarquez(0, error)).toBe(false);
  });

  it('refuses before validating: an oversized answer of invalid nodes is too-large, not a schema error', async () => {
    const error: unknown = await getLineage({ nodeId: 'x', depth: 1 }, { client: clientAnswering(MAX_LINEAGE_NODES + 1, { type: 'NOT A TYPE' }) }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'too-large' });
  });

  it('accepts an answer at the limit', async () => {
    const answer = await getLineage({ nodeId: 'dataset:ns:d0', depth: 20 }, { client: clientAnswering(MAX_LINEAGE_NODES) });
    expect(answer.graph).toHaveLength(MAX_LINEAGE_NODES);
  });
});

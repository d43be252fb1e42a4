import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { lineageQueryOptions } from '../api/get-lineage.ts';
import { STALE_TIME } from '../api/stale-times.ts';
import { FIRST_VIEW_VERSION, firstViewJson } from '../lib/first-view.ts';
import { adoptFirstView } from './first-view.ts';

const focus = 'dataset:ns:orders';
const answer = {
  graph: [
    { id: focus, type: 'DATASET', data: { id: { namespace: 'ns', name: 'orders' }, namespace: 'ns', name: 'orders', fields: [] }, inEdges: [], outEdges: [] },
  ],
};
const location = { pathname: '/lineage', search: `?node=${encodeURIComponent(focus)}&depth=2` };
const NOW = 1_000_000;
const text = (overrides: { nodeId?: string; depth?: number; fetchedAt?: number; lineage?: unknown } = {}) =>
  firstViewJson(
    { v: FIRST_VIEW_VERSION, nodeId: overrides.nodeId ?? focus, depth: overrides.depth ?? 2, fetchedAt: overrides.fetchedAt ?? NOW - 50 },
    JSON.stringify(overrides.lineage ?? answer),
    { key: 'k', json: '{"nodes":{}}' },
  );
const cached = (client: QueryClient) => client.getQueryData(lineageQueryOptions({ nodeId: focus, depth: 2 }).queryKey);

describe('adopting the first view the page came with', () => {
  it('puts the validated answer under the canvas’s own /lineage key and hands over the layout', () => {
    const client = new QueryClient();
    expect(adoptFirstView(text(), location, client, NOW)).toEqual({ key: 'k', result: { nodes: {} } });
    expect(cached(client)).toEqual(answer);
    expect(client.getQueryState(lineageQueryOptions({ nodeId: focus, depth: 2 }).queryKey)?.dataUpdatedAt).toBe(NOW - 50);
  });

  it('gives the answer the drawn facets the server read for its frame, and nothing else the payload holds', () => {
    const symlinks = { identifiers: [{ namespace: 'hive://m', name: 'ns.orders', type: 'TABLE' }] };
    const facets = { [focus]: { symlinks, schema: { fields: [] }, catalog: 'not an object' }, 'dataset:ns:other': 'not facets' };
    const payload = firstViewJson({ v: FIRST_VIEW_VERSION, nodeId: focus, depth: 2, fetchedAt: NOW - 50 }, JSON.stringify(answer), undefined, facets as never);
    const client = new QueryClient();
    adoptFirstView(payload, location, client, NOW);
    expect(cached(client)).toEqual({ ...answer, facets: { [focus]: { symlinks } } });
    // None drawn: the answer as it came.
    const none = new QueryClient();
    adoptFirstView(payload.replace('"symlinks":', '"other":'), location, none, NOW);
    expect(cached(none)).toEqual(answer);
  });

  it('ignores, without a word, what is absent, broken, for another view, old, or refused by the gate', () => {
    const cases: [string | null, string][] = [
      [null, 'absent'],
      ['{not json', 'broken'],
      [text().replace(`"v":${FIRST_VIEW_VERSION}`, '"v":999'), 'another version'],
      [text({ nodeId: 'dataset:ns:other' }), 'another focus'],
      [text({ depth: 3 }), 'another depth'],
      [text({ fetchedAt: NOW - STALE_TIME.lineage - 1 }), 'older than the stale time'],
      [text({ lineage: { graph: [{ id: focus, type: 'DATASET' }] } }), 'not a /lineage answer'],
    ];
    for (const [payload, why] of cases) {
      const client = new QueryClient();
      expect(adoptFirstView(payload, location, client, NOW), why).toBeNull();
      expect(cached(client), why).toBeUndefined();
    }
    // A page that is not a plain link to the canvas never reads one.
    const client = new QueryClient();
    expect(adoptFirstView(text(), { pathname: '/coverage', search: location.search }, client, NOW)).toBeNull();
  });
});

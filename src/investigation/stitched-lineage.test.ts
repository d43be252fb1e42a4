import { describe, expect, it } from 'vitest';
import { MarquezApiError } from '../api/marquez-api-error.ts';
import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import { MAX_STITCH_ROUNDS } from '../domain/stitching/stitch-policy.ts';
import { lineageAcrossStitches } from './stitched-lineage.ts';

const answer = (...ids: string[]): MqLineageGraph =>
  ({ graph: ids.map((id) => ({ id, type: 'DATASET', data: { namespace: 'n', name: id }, inEdges: [], outEdges: [] })) }) as never;
const ids = (g: MqLineageGraph) => g.graph.map((n) => n.id).sort();

describe('lineage across stitches (the trace and the canvas)', () => {
  it('follows a chain of stitches round by round, asking each far end once', async () => {
    const asked: string[] = [];
    const load = async (id: string) => (asked.push(id), answer(id));
    const links = [
      { a: 'a', b: 'b' },
      { a: 'b', b: 'c' },
      { a: 'x', b: 'y' },
    ];
    expect(ids(await lineageAcrossStitches(answer('a'), links, load))).toEqual(['a', 'b', 'c']);
    expect(asked).toEqual(['b', 'c']);
  });

  it('crosses only stitches whose near end is within the given set', async () => {
    const links = [
      { a: 'a', b: 'b' },
      { a: 'z', b: 'c' },
    ];
    const got = await lineageAcrossStitches(answer('a', 'z'), links, async (id) => answer(id), { within: () => new Set(['a']) });
    expect(ids(got)).toEqual(['a', 'b', 'z']);
  });

  it('stops after MAX_STITCH_ROUNDS rounds of a longer chain', async () => {
    const chain = Array.from({ length: MAX_STITCH_ROUNDS + 3 }, (_, i) => ({ a: `n${i}`, b: `n${i + 1}` }));
    const got = await lineageAcrossStitches(answer('n0'), chain, async (id) => answer(id));
    expect(got.graph).toHaveLength(MAX_STITCH_ROUNDS + 1);
  });

  it('skips a far end Marquez refuses, and rejects on a network failure so the query retries', async () => {
    const refused = new MarquezApiError({ kind: 'server', endpoint: 'GET /lineage', status: 500, message: 'boom' });
    const skips: unknown[] = [];
    const links = [{ a: 'a', b: 'b' }];
    const got = await lineageAcrossStitches(answer('a'), links, () => Promise.reject(refused), { onSkip: (s) => skips.push(s) });
    expect(ids(got)).toEqual(['a']);
    expect(skips).toEqual([{ id: 'b', status: 500, reason: 'boom' }]);
    await expect(lineageAcrossStitches(answer('a'), links, () => Promise.reject(new TypeError('fetch failed')))).rejects.toThrow('fetch failed');
  });
});

import { describe, expect, it } from 'vitest';
import { mergeExtraEdges } from './extra-edges.ts';

type E = { id: string; kind: string };
const derived: E = { id: 'seg:job->out.amount_usd', kind: 'derived' };
const derived2: E = { id: 'seg:in.amount->job', kind: 'derived' };
const stitch: E = { id: 'stitch:a=b', kind: 'stitched' };

describe('mergeExtraEdges', () => {
  it("keeps the trace's derived field segments beside the accepted stitches' edges", () => {
    const trace = { edges: new Map(), extraEdges: [derived, derived2] };
    const merged = mergeExtraEdges(trace, [stitch]);
    expect(merged?.extraEdges).toEqual([derived, derived2, stitch]);
    // The markup and every edge are the ones given, not copies.
    expect(merged).toMatchObject({ edges: trace.edges });
    expect(merged?.extraEdges?.[0]).toBe(derived);
    expect(merged?.extraEdges?.[2]).toBe(stitch);
  });

  it('draws one edge per id, the first given winning', () => {
    const twin: E = { id: derived.id, kind: 'other' };
    expect(mergeExtraEdges({ extraEdges: [derived] }, [twin, stitch])?.extraEdges).toEqual([derived, stitch]);
  });

  it('returns the markup itself when there is nothing to add, and stitches alone when nothing is traced', () => {
    const none: E[] = [];
    const trace = { extraEdges: [derived] };
    expect(mergeExtraEdges(trace, none)).toBe(trace);
    expect(mergeExtraEdges<E, { extraEdges?: readonly E[] }>(undefined, none)).toBeUndefined();
    expect(mergeExtraEdges<E, { extraEdges?: readonly E[] }>(undefined, [stitch])).toEqual({ extraEdges: [stitch] });
    const plain: { edges: Map<string, unknown>; extraEdges?: readonly E[] } = { edges: new Map() };
    expect(mergeExtraEdges(plain, [stitch])).toEqual({ edges: plain.edges, extraEdges: [stitch] });
  });
});

import { describe, expect, it } from 'vitest';
import { lineageAnswerSize, MAX_LINEAGE_NODES, narrowerDepths, oversizedLineage } from './lineage-size-limit.ts';

describe('lineage size limit', () => {
  it('refuses an answer over the limit and keeps one at it', () => {
    expect(oversizedLineage(50_000)).toEqual({ nodes: 50_000, limit: MAX_LINEAGE_NODES });
    expect(oversizedLineage(MAX_LINEAGE_NODES + 1)).not.toBeNull();
    expect(oversizedLineage(MAX_LINEAGE_NODES)).toBeNull();
    expect(oversizedLineage(10_000)).toBeNull();
    expect(oversizedLineage(11, 10)).toEqual({ nodes: 11, limit: 10 });
  });

  it('counts the nodes of an unvalidated answer', () => {
    expect(lineageAnswerSize({ graph: [{}, {}, {}] })).toBe(3);
    expect(lineageAnswerSize({ graph: [] })).toBe(0);
    expect(lineageAnswerSize({ graph: 'x' })).toBeNull();
    expect(lineageAnswerSize(null)).toBeNull();
    expect(lineageAnswerSize([1, 2])).toBeNull();
  });

  it('offers smaller depths, largest first, ending at 1', () => {
    expect(narrowerDepths(20)).toEqual([10, 5, 1]);
    expect(narrowerDepths(8)).toEqual([4, 2, 1]);
    expect(narrowerDepths(4)).toEqual([2, 1]);
    expect(narrowerDepths(3)).toEqual([1]);
    expect(narrowerDepths(2)).toEqual([1]);
    expect(narrowerDepths(1)).toEqual([]);
  });
});

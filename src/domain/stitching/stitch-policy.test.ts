import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MqLineageGraph } from '../marquez-shapes.ts';
import type { StitchCandidate } from './stitch-candidate.ts';
import {
  acceptedStitches,
  decisionsFromPairs,
  isStitchAccepted,
  pairsFromDecisions,
  stitchFrontier,
  stitchKey,
  stitchLinks,
  type StitchDecision,
} from './stitch-policy.ts';

const candidate = (name: string, confidence: number): StitchCandidate => ({
  a: { namespace: 'kafka://b1:9092', name },
  b: { namespace: 'kafka://b2:9092', name },
  rule: 'kafka-bootstrap',
  confidence,
  hint: 'h',
  evidence: 'e',
});

describe('stitch acceptance', () => {
  it('accepts confident candidates by default and honours decisions', () => {
    const sure = candidate('t1', 0.9);
    const unsure = candidate('t2', 0.5);
    expect(acceptedStitches([sure, unsure], {})).toEqual([sure]);
    const decisions: Record<string, StitchDecision> = { [stitchKey(sure)]: 'rejected', [stitchKey(unsure)]: 'accepted' };
    expect(acceptedStitches([sure, unsure], decisions)).toEqual([unsure]);
    delete decisions[stitchKey(sure)];
    expect(isStitchAccepted(sure, decisions)).toBe(true);
    expect(acceptedStitches([sure, unsure], {}, 0.95)).toEqual([]);
  });

  it('keys a pair regardless of orientation', () => {
    const c = candidate('t', 0.9);
    expect(stitchKey(c)).toBe(stitchKey({ a: c.b, b: c.a }));
    expect(stitchKey(c)).not.toBe(stitchKey(candidate('u', 0.9)));
  });

  it('links a candidate by its two dataset node ids', () => {
    expect(stitchLinks([candidate('t', 0.9)])).toEqual([{ a: 'dataset:kafka://b1:9092:t', b: 'dataset:kafka://b2:9092:t' }]);
  });
});

const part = fc.string({ minLength: 1, maxLength: 12 }).map((s) => s.replaceAll('\u0000', '_').replaceAll('\u0001', '_'));
const pair = fc.record({ a: fc.record({ namespace: part, name: part }), b: fc.record({ namespace: part, name: part }) });

describe('stitch decisions in the URL', () => {
  it('round-trips decisions through acc/rej pairs, whatever the names hold', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(pair, fc.constantFrom('accepted' as const, 'rejected' as const)), { maxLength: 8 }), (list) => {
        const decisions = Object.fromEntries(list.map(([p, d]) => [stitchKey(p), d]));
        const { acc, rej } = pairsFromDecisions(decisions);
        expect(decisionsFromPairs(acc, rej)).toEqual(decisions);
      }),
    );
  });

  it('a rejection wins over an acceptance of the same pair listed twice', () => {
    const p = { a: { namespace: 'kafka://b1', name: 'orders' }, b: { namespace: 'kafka://b2', name: 'orders' } };
    expect(decisionsFromPairs([p], [{ a: p.b, b: p.a }])).toEqual({ [stitchKey(p)]: 'rejected' });
  });
});

const answer = (...ids: string[]): MqLineageGraph => ({ graph: ids.map((id) => ({ id, type: 'DATASET', data: {}, inEdges: [], outEdges: [] })) }) as never;

describe('stitch frontier', () => {
  const links = [
    { a: 'x', b: 'y' },
    { a: 'z', b: 'y' },
    { a: 'p', b: 'q' },
  ];

  it('asks the far end of each link whose near end is within reach, once', () => {
    const merged = answer('x', 'p');
    expect(stitchFrontier(merged, links, new Set(), new Set(['x', 'p']))).toEqual(['y', 'q']);
    expect(stitchFrontier(merged, links, new Set(['y']), new Set(['x', 'p']))).toEqual(['q']);
  });

  it('leaves out links whose near end is outside `within` and ends already present', () => {
    expect(stitchFrontier(answer('x', 'p'), links, new Set(), new Set(['x']))).toEqual(['y']);
    expect(stitchFrontier(answer('x', 'y'), links, new Set(), new Set(['x', 'y']))).toEqual(['z']);
  });
});

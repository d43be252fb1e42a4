import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stitchKey } from '../domain/stitching/stitch-policy.ts';
import { decisionsFromPairs, pairsFromDecisions } from './use-stitch-decisions.ts';

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

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { StitchCandidate } from '../domain/stitching/stitch-candidate.ts';
import { useStitchDecisions } from './stitch-decisions.ts';
import { acceptedStitches, isStitchAccepted, stitchKey } from '../domain/stitching/stitch-policy.ts';

const candidate = (name: string, confidence: number): StitchCandidate => ({
  a: { namespace: 'kafka://b1:9092', name },
  b: { namespace: 'kafka://b2:9092', name },
  rule: 'kafka-bootstrap',
  confidence,
  hint: 'h',
  evidence: 'e',
});

beforeEach(() => {
  localStorage.clear();
  useStitchDecisions.setState({ decisions: {} });
});

describe('stitch decisions', () => {
  it('accepts confident candidates by default and honours decisions', () => {
    const sure = candidate('t1', 0.9);
    const unsure = candidate('t2', 0.5);
    expect(acceptedStitches([sure, unsure], {})).toEqual([sure]);
    useStitchDecisions.getState().decide(sure, 'rejected');
    useStitchDecisions.getState().decide(unsure, 'accepted');
    expect(acceptedStitches([sure, unsure], useStitchDecisions.getState().decisions)).toEqual([unsure]);
    useStitchDecisions.getState().decide(sure, null);
    expect(isStitchAccepted(sure, useStitchDecisions.getState().decisions)).toBe(true);
  });

  it('keys a pair regardless of orientation', () => {
    const c = candidate('t', 0.9);
    expect(stitchKey(c)).toBe(stitchKey({ a: c.b, b: c.a }));
    expect(stitchKey(c)).not.toBe(stitchKey(candidate('u', 0.9)));
  });

  it('persists decisions and drops malformed stored entries', async () => {
    const c = candidate('t', 0.9);
    useStitchDecisions.getState().decide(c, 'rejected');
    expect(JSON.parse(localStorage.getItem('tributary.stitch-decisions') ?? '{}').state.decisions).toEqual({ [stitchKey(c)]: 'rejected' });
    localStorage.setItem('tributary.stitch-decisions', JSON.stringify({ version: 1, state: { decisions: { good: 'accepted', bad: 'maybe', worse: 3 } } }));
    await useStitchDecisions.persist.rehydrate();
    expect(useStitchDecisions.getState().decisions).toEqual({ good: 'accepted' });
  });
});
